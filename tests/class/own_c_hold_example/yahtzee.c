/* Simplified Yahtzee in six turns, answered in words: yep or nope to roll
 * again, "hold 1 2 5" to hold those dice (or "hold none"), a line by name. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6

static const char *NAMES[LINES] = {"ones", "twos", "threes", "fours", "fives", "sixes"};

/* Read a line into buffer; end the program at the end of input. */
static void read_line(const char *question, char *buffer, int size)
{
    printf("%s", question);
    fflush(stdout);
    if (fgets(buffer, size, stdin) == NULL) {
        printf("\n");
        exit(0);
    }
    buffer[strcspn(buffer, "\n")] = '\0';
}

/* Print the dice, one to a line. */
static void show(const int dice[DICE])
{
    for (int i = 0; i < DICE; i++) {
        printf("  die %d: %d\n", i + 1, dice[i]);
    }
}

/* Ask yep or nope; return 1 for yep. */
static int yep(const char *question)
{
    char answer[64];
    for (;;) {
        read_line(question, answer, sizeof answer);
        if (strcmp(answer, "yep") == 0 || strcmp(answer, "nope") == 0) {
            return strcmp(answer, "yep") == 0;
        }
        printf("Please answer yep or nope.\n");
    }
}

/* Read "hold ..." into held[]; return 1 if it names dice 1-5, each once, or none. */
static int parse_hold(const char *answer, int held[DICE])
{
    if (strncmp(answer, "hold ", 5) != 0) {
        return 0;
    }
    memset(held, 0, DICE * sizeof held[0]);
    if (strcmp(answer + 5, "none") == 0) {
        return 1;
    }
    int count = 0;
    for (const char *p = answer + 5; *p != '\0'; p++) {
        if (*p == ' ') {
            continue;
        }
        if (*p < '1' || *p > '5' || (p[1] != ' ' && p[1] != '\0') || held[*p - '1']) {
            return 0;
        }
        held[*p - '1'] = 1;
        count++;
    }
    return count > 0;
}

/* Ask which dice to hold and re-roll the others. */
static void reroll(int dice[DICE])
{
    char answer[64];
    int held[DICE];
    read_line("Hold which? (hold 1 2 5 / hold none): ", answer, sizeof answer);
    while (!parse_hold(answer, held)) {
        printf("Say it like hold 1 2 5, or hold none.\n");
        read_line("Hold which? (hold 1 2 5 / hold none): ", answer, sizeof answer);
    }
    for (int i = 0; i < DICE; i++) {
        if (!held[i]) {
            dice[i] = rand() % 6 + 1;
        }
    }
}

/* Roll the dice, then up to two re-rolls while the player says yep. */
static void take_turn(int dice[DICE])
{
    for (int i = 0; i < DICE; i++) {
        dice[i] = rand() % 6 + 1;
    }
    show(dice);
    for (int roll = 1; roll <= 2 && yep("Roll again? (yep/nope): "); roll++) {
        reroll(dice);
        show(dice);
    }
}

/* Return the line a name gives (ones to sixes, or "the fours"), or -1. */
static int line_of(const char *name)
{
    if (strncmp(name, "the ", 4) == 0) {
        name += 4;
    }
    for (int line = 0; line < LINES; line++) {
        if (strcmp(name, NAMES[line]) == 0) {
            return line;
        }
    }
    return -1;
}

/* Ask for a line; the fault of this program: a used line is taken again. */
static int choose_line(void)
{
    char answer[64];
    read_line("Which line? (fours, or the fours): ", answer, sizeof answer);
    while (line_of(answer) < 0) {
        printf("No such line.\n");
        read_line("Which line? (fours, or the fours): ", answer, sizeof answer);
    }
    return line_of(answer);
}

/* Return what the dice score on a line. */
static int points(const int dice[DICE], int line)
{
    int total = 0;
    for (int i = 0; i < DICE; i++) {
        if (dice[i] == line + 1) {
            total += dice[i];
        }
    }
    return total;
}

int main(void)
{
    int sheet[LINES] = {0};
    int dice[DICE];
    srand((unsigned) time(NULL));
    for (int turn = 1; turn <= 6; turn++) {
        printf("\n--- Turn %d/6 ---\n", turn);
        take_turn(dice);
        int line = choose_line();
        sheet[line] = points(dice, line);
        printf("%d on the %s.\n", sheet[line], NAMES[line]);
    }
    int total = 0;
    for (int line = 0; line < LINES; line++) {
        total += sheet[line];
    }
    printf("\nFinal score: %d\n", total);
    return 0;
}
