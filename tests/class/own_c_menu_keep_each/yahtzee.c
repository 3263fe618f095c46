/*
 * yahtzee.c
 * Single-player Yahtzee, upper section only (Ones to Sixes).
 * Six turns; every turn has one roll and up to two re-rolls,
 * followed by scoring on an unused line.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE        5
#define LINES       6
#define TURNS       6
#define REROLLS     2
#define INPUT_SIZE  100

#define MENU_SOME   1
#define MENU_ALL    2
#define MENU_SCORE  3

int dice_values[DICE];
int line_scores[LINES];
int line_taken[LINES];
const char *line_names[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Leaves the game when standard input has ended. */
void leave_on_eof(void)
{
    printf("\nEnd of input. Bye!\n");
    exit(0);
}

/*
 * Reads one line of input and trims blanks from both ends.
 * Returns 1 when the line fit in the array and 0 when it was too long.
 */
int read_answer(char answer[])
{
    int length;
    int first = 0;
    int ch;
    if (fgets(answer, INPUT_SIZE, stdin) == NULL) {
        leave_on_eof();
    }
    length = strlen(answer);
    if (length > 0 && answer[length - 1] != '\n' && !feof(stdin)) {
        ch = getchar();
        while (ch != '\n' && ch != EOF) {
            ch = getchar();
        }
        return 0;
    }
    while (length > 0 && isspace((unsigned char) answer[length - 1])) {
        length--;
    }
    answer[length] = '\0';
    while (isspace((unsigned char) answer[first])) {
        first++;
    }
    memmove(answer, answer + first, length - first + 1);
    return 1;
}

/* Shows the prompt until the answer is a single character from the list. */
char ask_one_of(const char prompt[], const char allowed[])
{
    char answer[INPUT_SIZE];
    while (1) {
        printf("%s", prompt);
        if (read_answer(answer) && strlen(answer) == 1 &&
            strchr(allowed, tolower((unsigned char) answer[0])) != NULL) {
            return tolower((unsigned char) answer[0]);
        }
        printf("Sorry, I did not understand that. Try again.\n");
    }
}

/* Asks a question whose default (on Enter) is yes; returns 1 for yes. */
int ask_default_yes(const char prompt[])
{
    char answer[INPUT_SIZE];
    while (1) {
        printf("%s", prompt);
        if (read_answer(answer)) {
            if (strcmp(answer, "") == 0 || strcmp(answer, "y") == 0 ||
                strcmp(answer, "Y") == 0) {
                return 1;
            }
            if (strcmp(answer, "n") == 0 || strcmp(answer, "N") == 0) {
                return 0;
            }
        }
        printf("Please answer y or n (Enter means yes).\n");
    }
}

/* Prints dice positions and values in two rows. */
void print_dice(void)
{
    int i;
    printf("\nDie:  ");
    for (i = 0; i < DICE; i++) {
        printf("%3d", i + 1);
    }
    printf("\nValue:");
    for (i = 0; i < DICE; i++) {
        printf("%3d", dice_values[i]);
    }
    printf("\n");
}

/* Asks die by die which ones to keep and re-rolls the others. */
void reroll_some(void)
{
    char prompt[INPUT_SIZE];
    int i;
    for (i = 0; i < DICE; i++) {
        sprintf(prompt, "Keep die %d (showing %d)? [Y/n] ", i + 1, dice_values[i]);
        if (!ask_default_yes(prompt)) {
            dice_values[i] = rand() % 6 + 1;
        }
    }
}

/* Re-rolls all five dice. */
void reroll_all(void)
{
    int i;
    for (i = 0; i < DICE; i++) {
        dice_values[i] = rand() % 6 + 1;
    }
}

/* Counts the points for a line: the sum of the dice showing that face. */
int line_points(int line)
{
    int i;
    int points = 0;
    for (i = 0; i < DICE; i++) {
        if (dice_values[i] == line + 1) {
            points += line + 1;
        }
    }
    return points;
}

/* Shows the letter menu of lines and lets the player choose an open one. */
void score_dice(void)
{
    int line;
    int total;
    char letter;
    printf("\n");
    for (line = 0; line < LINES; line++) {
        if (line_taken[line]) {
            printf("%c) %-8s%4d (used)\n", 'a' + line, line_names[line], line_scores[line]);
        } else {
            printf("%c) %-8s%4d\n", 'a' + line, line_names[line], line_points(line));
        }
    }
    letter = ask_one_of("Score which line (a-f)? ", "abcdef");
    line = letter - 'a';
    while (line_taken[line]) {
        printf("%s is already used.\n", line_names[line]);
        letter = ask_one_of("Score which line (a-f)? ", "abcdef");
        line = letter - 'a';
    }
    line_scores[line] = line_points(line);
    line_taken[line] = 1;
}

/* Plays one turn with the numbered menu before each re-roll. */
void play_turn(void)
{
    int rerolls_left = REROLLS;
    char choice;
    reroll_all();
    while (rerolls_left > 0) {
        print_dice();
        printf("%d re-roll(s) left.\n", rerolls_left);
        printf("1. Re-roll some dice  2. Re-roll all dice  3. Score now\n");
        choice = ask_one_of("Choice: ", "123") - '0';
        if (choice == MENU_SCORE) {
            break;
        }
        if (choice == MENU_SOME) {
            reroll_some();
        } else {
            reroll_all();
        }
        rerolls_left--;
    }
    print_dice();
    score_dice();
}

/* Prints the score sheet with the grand total. */
void print_sheet(void)
{
    int line;
    int total = 0;
    printf("\n--- Score sheet ---\n");
    for (line = 0; line < LINES; line++) {
        printf("%-8s%4d\n", line_names[line], line_scores[line]);
        total += line_scores[line];
    }
    printf("%-8s%4d\n", "Total", total);
}

/* Seeds rand() and plays six turns. */
int main(void)
{
    int turn;
    srand(time(NULL));
    for (turn = 1; turn <= TURNS; turn++) {
        printf("\n##### Turn %d #####\n", turn);
        play_turn();
    }
    print_sheet();
    return 0;
}
