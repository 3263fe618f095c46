/* Simplified Yahtzee, six turns, lines 1-6. Terse: the dice after the turn
 * (T1 3 3 3 2 5), a mask of five y/n to re-roll (y re-rolls that die), and a
 * line by its number. The fault of this program: three re-rolls a turn. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define REROLLS 3

/* Read a line of input into buffer; end the program at the end of input. */
static void read_line(const char *prompt, char *buffer, int size)
{
    printf("%s", prompt);
    fflush(stdout);
    if (fgets(buffer, size, stdin) == NULL) {
        printf("\n");
        exit(0);
    }
    buffer[strcspn(buffer, "\n")] = '\0';
}

/* Print the turn and the dice on one line. */
static void show(int turn, const int dice[DICE])
{
    printf("T%d", turn);
    for (int i = 0; i < DICE; i++) {
        printf(" %d", dice[i]);
    }
    printf("\n");
}

/* Return 1 if a mask is five letters, each y or n. */
static int mask_ok(const char *mask)
{
    if (strlen(mask) != DICE) {
        return 0;
    }
    for (int i = 0; i < DICE; i++) {
        if (mask[i] != 'y' && mask[i] != 'n') {
            return 0;
        }
    }
    return 1;
}

/* Ask for a mask; re-roll the dice marked y. Return 1 if any was re-rolled. */
static int reroll(int dice[DICE])
{
    char mask[64];
    read_line("rr? y/n x5: ", mask, sizeof mask);
    while (!mask_ok(mask)) {
        read_line("rr? y/n x5: ", mask, sizeof mask);
    }
    int any = 0;
    for (int i = 0; i < DICE; i++) {
        if (mask[i] == 'y') {
            dice[i] = rand() % 6 + 1;
            any = 1;
        }
    }
    return any;
}

/* Ask for an open line by its number; return it, 0-based. */
static int choose_line(const int used[LINES])
{
    char answer[64];
    for (;;) {
        read_line("line# ", answer, sizeof answer);
        if (strlen(answer) == 1 && answer[0] >= '1' && answer[0] <= '6') {
            int line = answer[0] - '1';
            if (!used[line]) {
                return line;
            }
            printf("used\n");
        } else {
            printf("1-6\n");
        }
    }
}

/* Return what the dice score on a line, 0-based. */
static int points(const int dice[DICE], int line)
{
    int total = 0;
    for (int i = 0; i < DICE; i++) {
        if (dice[i] == line + 1) {
            total += line + 1;
        }
    }
    return total;
}

/* Play a turn: roll, re-roll while the player marks dice, score a line. */
static void play_turn(int turn, int sheet[LINES], int used[LINES])
{
    int dice[DICE];
    for (int i = 0; i < DICE; i++) {
        dice[i] = rand() % 6 + 1;
    }
    show(turn, dice);
    for (int roll = 0; roll < REROLLS && reroll(dice); roll++) {
        show(turn, dice);
    }
    int line = choose_line(used);
    sheet[line] = points(dice, line);
    used[line] = 1;
    printf("%d -> line %d\n", sheet[line], line + 1);
}

int main(void)
{
    int sheet[LINES] = {0};
    int used[LINES] = {0};
    srand((unsigned) time(NULL));
    for (int turn = 1; turn <= 6; turn++) {
        play_turn(turn, sheet, used);
    }
    int total = 0;
    for (int line = 0; line < LINES; line++) {
        printf("%d=%d ", line + 1, sheet[line]);
        total += sheet[line];
    }
    printf("| %d\n", total);
    return 0;
}
