/*
 * yahtzee.c
 *
 * Simplified Yahtzee (six turns, Ones through Sixes) for CSC 161.
 * My brother Jonah (age 9) is the tester, so the game shows a little
 * bar chart of the dice to make it easy to see which line is best.
 */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_FACES 6
#define NUM_TURNS 6
#define NUM_REROLLS 2
#define INPUT_SIZE 40

/* Line names, index 1 to 6 (index 0 is not used). */
const char *LINE_NAMES[NUM_FACES + 1] = {"", "ones", "twos", "threes",
                                         "fours", "fives", "sixes"};

/* Nice things to say after a turn. */
const char *CHEERS[] = {"Way to go", "Awesome", "Nice rolling",
                        "You're on fire", "Super"};
#define NUM_CHEERS 5

/* How many dice show each face (index 1 to 6). */
int tally[NUM_FACES + 1];

void read_input(const char prompt[], char input[], int size);
void remove_spaces(char input[]);
void ask_name(char name[], int size);
void roll(int dice[], const bool which[]);
void print_dice(const int dice[]);
bool parse_dice_list(const char input[], bool which[]);
void ask_reroll(const char name[], int chance, bool which[]);
void count_faces(const int dice[]);
void print_tally(void);
int line_score(int face);
int parse_line(const char input[]);
int ask_line(const bool used[]);
void print_sheet(const int scores[], const bool used[]);
int play_turn(const char name[], int turn, int scores[], bool used[]);

/*
 * Shows prompt and reads one line into input (newline removed). Lines
 * that are too long are thrown away and asked for again. When input
 * runs out the game says goodbye and exits.
 */
void read_input(const char prompt[], char input[], int size)
{
    while (true) {
        printf("%s", prompt);
        if (fgets(input, size, stdin) == NULL) {
            printf("\nNo more input. Thanks for playing, bye! :)\n");
            exit(0);
        }
        char *end = strchr(input, '\n');
        if (end != NULL) {
            *end = '\0';
            return;
        }
        if (feof(stdin)) {
            return;
        }
        int skipped = getchar();
        while (skipped != '\n' && skipped != EOF) {
            skipped = getchar();
        }
        printf("Too many letters! Please type a shorter answer.\n");
    }
}

/* Takes all the spaces out of input and makes letters lower case. */
void remove_spaces(char input[])
{
    int out = 0;
    for (int in = 0; input[in] != '\0'; in++) {
        if (!isspace((unsigned char) input[in])) {
            input[out] = (char) tolower((unsigned char) input[in]);
            out++;
        }
    }
    input[out] = '\0';
}

/* Asks who is playing and keeps the name (at most size - 1 letters). */
void ask_name(char name[], int size)
{
    while (true) {
        read_input("Who's playing today? ", name, size);
        if (name[0] != '\0' && !isspace((unsigned char) name[0])) {
            return;
        }
        printf("Type your name first, with no space in front.\n");
    }
}

/* Rolls each die that is marked true in which. */
void roll(int dice[], const bool which[])
{
    for (int i = 0; i < NUM_DICE; i++) {
        if (which[i]) {
            dice[i] = rand() % NUM_FACES + 1;
        }
    }
}

/* Prints the dice as  1->[4]  2->[6]  and so on. */
void print_dice(const int dice[])
{
    printf("\n  ");
    for (int i = 0; i < NUM_DICE; i++) {
        printf("%d->[%d]   ", i + 1, dice[i]);
    }
    printf("\n");
}

/*
 * Reads which dice to roll again from input, for example "135" or
 * "1 3 5" (spaces already removed). "0" means keep all of them.
 * Returns false and prints why if input is not a good answer.
 */
bool parse_dice_list(const char input[], bool which[])
{
    for (int i = 0; i < NUM_DICE; i++) {
        which[i] = false;
    }
    if (strcmp(input, "0") == 0) {
        return true;
    }
    if (input[0] == '\0') {
        printf("Type 0 if you want to keep all your dice.\n");
        return false;
    }
    for (int i = 0; input[i] != '\0'; i++) {
        if (input[i] < '1' || input[i] > '5') {
            printf("Only the numbers 1 to 5 please (or 0 to keep all).\n");
            return false;
        }
        if (which[input[i] - '1']) {
            printf("You typed %c two times. Each die only once!\n", input[i]);
            return false;
        }
        which[input[i] - '1'] = true;
    }
    return true;
}

/* Asks which dice to roll again. Typing h gives some help. */
void ask_reroll(const char name[], int chance, bool which[])
{
    char input[INPUT_SIZE];
    printf("%s, you can roll again! (chance %d of %d)\n", name, chance,
           NUM_REROLLS);
    while (true) {
        read_input("Which dice? Type their numbers like 135, 0 keeps them all,"
                   " h for help: ", input, INPUT_SIZE);
        remove_spaces(input);
        if (strcmp(input, "h") == 0 || strcmp(input, "help") == 0) {
            printf("The number in front of the arrow is the die's number.\n");
            printf("Type 24 to roll die 2 and die 4 again. 0 = no dice.\n");
            continue;
        }
        if (parse_dice_list(input, which)) {
            return;
        }
    }
}

/* Adds up how many dice show each face into tally. */
void count_faces(const int dice[])
{
    for (int i = 0; i < NUM_DICE; i++) {
        tally[dice[i]]++;
    }
}

/* Draws the tally as a little bar chart, one # per die. */
void print_tally(void)
{
    printf("\n  How many of each:\n");
    for (int face = 1; face <= NUM_FACES; face++) {
        printf("    %d: ", face);
        for (int count = 0; count < tally[face]; count++) {
            printf("#");
        }
        printf("\n");
    }
}

/* Score for the line of this face: face times how many dice show it. */
int line_score(int face)
{
    return face * tally[face];
}

/*
 * Reads a line choice: a number 1 to 6 or a name like "fours" (spaces
 * already removed). Returns the face, or 0 if it is not a line.
 */
int parse_line(const char input[])
{
    for (int face = 1; face <= NUM_FACES; face++) {
        bool same_digit = input[0] == '0' + face && input[1] == '\0';
        if (same_digit || strcmp(input, LINE_NAMES[face]) == 0) {
            return face;
        }
    }
    return 0;
}

/* Asks for a line that has not been used yet and returns its face. */
int ask_line(const bool used[])
{
    char input[INPUT_SIZE];
    printf("  Lines still open:");
    for (int face = 1; face <= NUM_FACES; face++) {
        if (!used[face]) {
            printf("  %d=%s (%d pts)", face, LINE_NAMES[face],
                   line_score(face));
        }
    }
    printf("\n");
    while (true) {
        read_input("Which line do you pick? ", input, INPUT_SIZE);
        remove_spaces(input);
        int face = parse_line(input);
        if (input[0] == '\0') {
            printf("Please pick a line, like 4 or fours.\n");
        } else if (face == 0) {
            printf("That's not a line. Use 1 to 6 or ones ... sixes.\n");
        } else if (used[face]) {
            printf("You used %s already! Pick an open one.\n",
                   LINE_NAMES[face]);
        } else {
            return face;
        }
    }
}

/* Prints the score sheet, with a dot for lines not used yet. */
void print_sheet(const int scores[], const bool used[])
{
    printf("\n  +--- Score sheet ---+\n");
    for (int face = 1; face <= NUM_FACES; face++) {
        if (used[face]) {
            printf("  | %-7s     %3d   |\n", LINE_NAMES[face], scores[face]);
        } else {
            printf("  | %-7s       .   |\n", LINE_NAMES[face]);
        }
    }
    printf("  +-------------------+\n");
}

/* Plays one turn and returns how many points it scored. */
int play_turn(const char name[], int turn, int scores[], bool used[])
{
    int dice[NUM_DICE];
    bool which[NUM_DICE] = {true, true, true, true, true};

    printf("\n~~~~~~~~ Turn %d of %d ~~~~~~~~\n", turn, NUM_TURNS);
    roll(dice, which);
    print_dice(dice);
    for (int chance = 1; chance <= NUM_REROLLS; chance++) {
        ask_reroll(name, chance, which);
        roll(dice, which);
        print_dice(dice);
    }
    count_faces(dice);
    print_tally();
    int face = ask_line(used);
    scores[face] = line_score(face);
    used[face] = true;
    printf("%s, %s! %d points on the %s line.\n", CHEERS[rand() % NUM_CHEERS],
           name, scores[face], LINE_NAMES[face]);
    print_sheet(scores, used);
    return scores[face];
}

int main(void)
{
    char name[INPUT_SIZE];
    int scores[NUM_FACES + 1] = {0};
    bool used[NUM_FACES + 1] = {false};
    int total = 0;

    srand((unsigned int) time(NULL));
    printf("=== Let's play Yahtzee! ===\n");
    ask_name(name, INPUT_SIZE);
    for (int turn = 1; turn <= NUM_TURNS; turn++) {
        total += play_turn(name, turn, scores, used);
    }
    printf("\nGame over, %s! Your final total is %d points. :)\n", name,
           total);
    return 0;
}
