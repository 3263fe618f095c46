// yahtzee.c
// Simplified one-player Yahtzee for CSC 161.
//
// Six turns. On each turn the five dice are rolled, the player may pick
// dice to re-roll two times, and then the roll is scored on one of the
// six lines (Ones .. Sixes). Every line has to be used exactly once.
//
// To make the dice easier to read they are printed from smallest to
// largest, with the die number of each one printed under it. The player
// always refers to dice by those die numbers.

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6
#define NUM_TURNS 6
#define ROLLS_PER_TURN 3
#define BUFFER_SIZE 80

const char* line_names[NUM_LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

// Returns a random die value from 1 to 6.
int roll_die(void)
{
    return rand() % 6 + 1;
}

// Reads one line from the keyboard into buffer and removes the newline.
// Returns false if the line did not fit in the buffer. Quits the program
// if the input has ended.
bool get_line(char buffer[], int size)
{
    if (fgets(buffer, size, stdin) == NULL) {
        printf("\nEnd of input. Bye!\n");
        exit(0);
    }

    int len = strlen(buffer);
    if (len > 0 && buffer[len - 1] == '\n') {
        buffer[len - 1] = '\0';
        return true;
    }

    // Line was too long (or the file ended without a newline).
    // Throw away the rest of it.
    bool had_extra = false;
    int c = getchar();
    while (c != '\n' && c != EOF) {
        had_extra = true;
        c = getchar();
    }
    return !had_extra;
}

// Puts the die numbers (0-4) into order[] so that the dice they point to
// go from smallest to largest. Uses insertion sort. Dice with the same value
// stay in die-number order.
void sort_positions(int dice[], int order[])
{
    int values[NUM_DICE];
    for (int i = 0; i < NUM_DICE; i++) {
        values[i] = dice[i];
        order[i] = i;
    }

    for (int i = 1; i < NUM_DICE; i++) {
        int j = i;
        // slide the new value left until the one before it is not bigger
        while (values[j - 1] > values[j] && j > 0) {
            int temp_value = values[j - 1];
            values[j - 1] = values[j];
            values[j] = temp_value;

            int temp_pos = order[j - 1];
            order[j - 1] = order[j];
            order[j] = temp_pos;

            j--;
        }
    }
}

// Prints the dice sorted by value with the die number under each value.
void show_dice(int dice[])
{
    int order[NUM_DICE];
    sort_positions(dice, order);

    printf("  value: ");
    for (int i = 0; i < NUM_DICE; i++) {
        printf("%3d", dice[order[i]]);
    }
    printf("\n  die #: ");
    for (int i = 0; i < NUM_DICE; i++) {
        printf("%3d", order[i] + 1);
    }
    printf("\n");
}

// Turns text like "1,3,5" into true/false flags in reroll[].
// The text must be die numbers 1-5 separated by single commas with no
// spaces, and no die number can be used twice. Returns false if the text
// is not like that.
bool parse_die_list(char text[], bool reroll[])
{
    for (int i = 0; i < NUM_DICE; i++) {
        reroll[i] = false;
    }

    int index = 0;
    while (true) {
        char ch = text[index];
        if (ch < '1' || ch > '5') {
            return false;
        }
        int die = ch - '1';
        if (reroll[die]) {
            return false;
        }
        reroll[die] = true;
        index++;

        if (text[index] == '\0') {
            return true;
        }
        if (text[index] != ',') {
            return false;
        }
        index++;
    }
}

// Asks which dice to re-roll until the answer is valid.
// Fills in reroll[]. Returns false if the player typed 0 to keep all dice.
bool ask_reroll(bool reroll[])
{
    char input[BUFFER_SIZE];
    while (true) {
        printf("Re-roll which dice? Type die numbers with commas and no spaces (like 1,3,5),\n");
        printf("or 0 to keep all of them: ");
        if (get_line(input, BUFFER_SIZE)) {
            if (strcmp(input, "0") == 0) {
                return false;
            }
            if (parse_die_list(input, reroll)) {
                return true;
            }
        }
        printf("That's not a valid list. Use die numbers 1-5, each at most once, e.g. 2,4\n");
    }
}

// Works out the score for a line (0 = Ones, ..., 5 = Sixes).
int line_score(int dice[], int line)
{
    int sum = 0;
    for (int i = 0; i < NUM_DICE; i++) {
        if (dice[i] == line + 1) {
            sum = sum + dice[i];
        }
    }
    return sum;
}

// Prints the score sheet. For open lines it shows what the current dice
// would score there.
void show_sheet(int scores[], bool used[], int dice[])
{
    for (int line = 0; line < NUM_LINES; line++) {
        if (used[line]) {
            printf("  %d) %-7s used, scored %d\n", line + 1, line_names[line], scores[line]);
        } else {
            printf("  %d) %-7s open, would score %d\n", line + 1, line_names[line],
                   line_score(dice, line));
        }
    }
}

// Asks for a line number until the player picks an open line from 1 to 6.
// Returns the line index (0-5).
int ask_line(bool used[])
{
    char input[BUFFER_SIZE];
    while (true) {
        printf("Which line do you want to score? (1-6): ");
        int number = 0;
        char leftover;
        if (get_line(input, BUFFER_SIZE) && sscanf(input, "%d %c", &number, &leftover) == 1) {
            if (number >= 1 && number <= NUM_LINES && !used[number - 1]) {
                return number - 1;
            }
            if (number >= 1 && number <= NUM_LINES) {
                printf("%s is already filled in.\n", line_names[number - 1]);
            } else {
                printf("Lines go from 1 to 6.\n");
            }
        } else {
            printf("Please enter a single number.\n");
        }
    }
}

// Plays one turn and records the score.
void play_turn(int turn, int scores[], bool used[])
{
    int dice[NUM_DICE];
    for (int i = 0; i < NUM_DICE; i++) {
        dice[i] = roll_die();
    }

    printf("\n*** Turn %d ***\n", turn);
    for (int roll = 2; roll <= ROLLS_PER_TURN; roll++) {
        printf("Your dice (smallest to largest):\n");
        show_dice(dice);

        bool reroll[NUM_DICE];
        if (!ask_reroll(reroll)) {
            break;
        }
        for (int i = 0; i < NUM_DICE; i++) {
            if (reroll[i]) {
                dice[i] = roll_die();
            }
        }
        printf("Roll %d done.\n", roll);
    }

    printf("Final dice:\n");
    show_dice(dice);
    show_sheet(scores, used, dice);
    int line = ask_line(used);
    scores[line] = line_score(dice, line);
    used[line] = true;
    printf("%d points on %s.\n", scores[line], line_names[line]);
}

int main(void)
{
    srand(time(NULL));

    int scores[NUM_LINES];
    bool used[NUM_LINES];
    for (int i = 0; i < NUM_LINES; i++) {
        scores[i] = 0;
        used[i] = false;
    }

    printf("YAHTZEE (upper section only)\n");
    for (int turn = 1; turn <= NUM_TURNS; turn++) {
        play_turn(turn, scores, used);
    }

    int total = 0;
    printf("\nFinal score sheet:\n");
    for (int i = 0; i < NUM_LINES; i++) {
        printf("  %-7s %d\n", line_names[i], scores[i]);
        total += scores[i];
    }
    printf("TOTAL: %d\n", total);
    return 0;
}
