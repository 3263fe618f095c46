/*
 * yahtzee.c
 *
 * A simplified, single player version of Yahtzee for CSC 161.
 * The game lasts six turns. Each turn the player rolls five dice,
 * may re-roll some of them twice (by choosing which dice to keep),
 * and then enters the score in one unused line (Ones .. Sixes).
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6
#define NUM_TURNS 6
#define NUM_REROLLS 2

/* Names of the lines on the score sheet, in order. */
const char *LINE_NAMES[NUM_LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Print a goodbye message and stop when standard input runs out. */
void quit_on_eof(void)
{
    printf("\nNo more input. Goodbye!\n");
    exit(0);
}

/*
 * Throw away everything up to the end of the current line.
 * Returns true if the thrown away characters were only blanks.
 */
bool clear_line(void)
{
    bool only_blanks = true;
    int next = getchar();
    while (next != '\n' && next != EOF) {
        if (next != ' ' && next != '\t' && next != '\r') {
            only_blanks = false;
        }
        next = getchar();
    }
    return only_blanks;
}

/*
 * Skip spaces at the start of an answer. Returns false (after eating
 * the line) if the answer was empty, true if there is something to read.
 */
bool answer_is_not_empty(void)
{
    int first = getchar();
    while (first == ' ' || first == '\t') {
        first = getchar();
    }
    if (first == EOF) {
        quit_on_eof();
    }
    if (first == '\n') {
        return false;
    }
    if (first == '\r') {
        clear_line();
        return false;
    }
    ungetc(first, stdin);
    return true;
}

/*
 * Read one whole number with scanf. Returns true and stores it in
 * number if the line held exactly one number, false otherwise.
 */
bool read_number(int *number)
{
    if (!answer_is_not_empty()) {
        return false;
    }
    int result = scanf("%d", number);
    if (result == EOF) {
        quit_on_eof();
    }
    /* clear_line must always run so a bad word doesn't stay in the input */
    bool rest_blank = clear_line();
    return result == 1 && rest_blank;
}

/*
 * Read a yes/no answer with scanf. Returns 'y' or 'n', or 0 if the
 * answer was something else.
 */
char read_yes_no(void)
{
    char answer;
    if (!answer_is_not_empty()) {
        return 0;
    }
    if (scanf(" %c", &answer) != 1) {
        quit_on_eof();
    }
    if (!clear_line()) {
        return 0;
    }
    if (answer == 'y' || answer == 'Y') {
        return 'y';
    }
    if (answer == 'n' || answer == 'N') {
        return 'n';
    }
    return 0;
}

/* Roll one six-sided die. */
int roll_die(void)
{
    return rand() % 6 + 1;
}

/* Print the dice with their positions above them. */
void print_dice(int dice[])
{
    printf("  Die:   ");
    for (int i = 0; i < NUM_DICE; i++) {
        printf("%3d", i + 1);
    }
    printf("\n  Shows: ");
    for (int i = 0; i < NUM_DICE; i++) {
        printf("%3d", dice[i]);
    }
    printf("\n");
}

/*
 * Ask the player, die by die, which dice to keep.
 * Fills keep[] and returns how many dice were kept.
 */
int ask_which_to_keep(int dice[], bool keep[])
{
    int kept_count = 0;
    for (int i = 0; i < NUM_DICE; i++) {
        char answer = 0;
        while (answer == 0) {
            printf("Keep die %d (showing %d)? (y/n): ", i + 1, dice[i]);
            answer = read_yes_no();
            if (answer == 0) {
                printf("Please answer y or n.\n");
            }
        }
        keep[i] = (answer == 'y');
        if (keep[i]) {
            kept_count++;
        }
    }
    return kept_count;
}

/* Roll all the dice, then give the player up to two re-rolls. */
void play_rolls(int dice[])
{
    for (int i = 0; i < NUM_DICE; i++) {
        dice[i] = roll_die();
    }
    printf("You rolled:\n");
    print_dice(dice);

    for (int reroll = 1; reroll <= NUM_REROLLS; reroll++) {
        bool keep[NUM_DICE];
        printf("Re-roll %d of %d.\n", reroll, NUM_REROLLS);
        int kept_count = ask_which_to_keep(dice, keep);
        if (kept_count == NUM_DICE) {
            printf("You kept all five dice.\n");
            return;
        }
        for (int i = 0; i < NUM_DICE; i++) {
            if (!keep[i]) {
                dice[i] = roll_die();
            }
        }
        printf("After re-rolling:\n");
        print_dice(dice);
    }
}

/* Score for a line: the sum of the dice showing that face. */
int score_line(int dice[], int face)
{
    int total = 0;
    for (int i = 0; i < NUM_DICE; i++) {
        if (dice[i] == face) {
            total += face;
        }
    }
    return total;
}

/* Print the score sheet as a small table. Unused lines are blank. */
void print_sheet(int scores[], bool used[])
{
    printf("+---+--------+-------+\n");
    printf("| # | Line   | Score |\n");
    printf("+---+--------+-------+\n");
    for (int line = 0; line < NUM_LINES; line++) {
        if (used[line]) {
            printf("| %d | %-6s | %5d |\n", line + 1, LINE_NAMES[line], scores[line]);
        } else {
            printf("| %d | %-6s |       |\n", line + 1, LINE_NAMES[line]);
        }
    }
    printf("+---+--------+-------+\n");
}

/* Ask for an unused line until the player gives one. Returns 0..5. */
int choose_line(bool used[])
{
    while (true) {
        int choice;
        printf("Choose a line for this roll (1-6): ");
        if (!read_number(&choice)) {
            printf("Please type a number from 1 to 6.\n");
        } else if (choice < 1 || choice > NUM_LINES) {
            printf("%d is not a line. Use 1 to 6.\n", choice);
        } else if (used[choice - 1]) {
            printf("You already used %s. Pick another line.\n", LINE_NAMES[choice - 1]);
        } else {
            return choice - 1;
        }
    }
}

/* Play the six turns and print the final score. */
void play_game(void)
{
    int scores[NUM_LINES] = {0};
    bool used[NUM_LINES] = {false};
    int dice[NUM_DICE];

    for (int turn = 1; turn <= NUM_TURNS; turn++) {
        printf("\n===== Turn %d of %d =====\n", turn, NUM_TURNS);
        play_rolls(dice);
        printf("Final dice:\n");
        print_dice(dice);
        print_sheet(scores, used);
        int line = choose_line(used);
        scores[line] = score_line(dice, line + 1);
        used[line] = true;
        printf("%s: %d points.\n", LINE_NAMES[line], scores[line]);
    }

    int total = 0;
    for (int line = 0; line < NUM_LINES; line++) {
        total += scores[line];
    }
    printf("\n");
    print_sheet(scores, used);
    printf("Game over! Your final score is %d.\n", total);
}

/* Explain the rules. */
void print_rules(void)
{
    printf("\nYou get six turns. Each turn you roll five dice and may\n");
    printf("re-roll any of them two more times. Then you put the roll\n");
    printf("on an unused line: Ones scores the ones, Twos the twos, etc.\n");
}

int main(void)
{
    srand(time(NULL));
    printf("Welcome to Yahtzee!\n");

    while (true) {
        int choice;
        printf("\n1) Play\n2) Rules\n3) Quit\nYour choice: ");
        if (!read_number(&choice) || choice < 1 || choice > 3) {
            printf("Please type 1, 2 or 3.\n");
        } else if (choice == 2) {
            print_rules();
        } else if (choice == 3) {
            printf("Bye!\n");
            return 0;
        } else {
            play_game();
            return 0;
        }
    }
}
