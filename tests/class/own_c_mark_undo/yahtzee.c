/*
 * Simplified Yahtzee: six turns of five dice. Before each re-roll the player marks the dice
 * to roll one answer at a time (a marked die is shown in parentheses), takes the last mark
 * back with undo, and rolls the marked dice with roll; done keeps them all. The line is
 * chosen from a menu by its letter, and x goes back to re-rolling while a re-roll is left.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define TURNS 6
#define DICE 5
#define REROLLS 2
#define LINES 6
#define LONGEST 40

static const char *LINE_NAMES[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Read one answer into buffer, without its newline; end the game at the end of input.
 * Return false for an answer too long to be any choice. */
static bool read_answer(const char *prompt, char *buffer)
{
    char line[LONGEST + 2];
    printf("%s", prompt);
    fflush(stdout);
    if (fgets(line, sizeof line, stdin) == NULL) {
        printf("\nInput ended: goodbye.\n");
        exit(0);
    }
    size_t length = strcspn(line, "\n");
    if (line[length] != '\n' && !feof(stdin)) {
        int skipped;
        while ((skipped = getchar()) != '\n' && skipped != EOF) {
        }
        return false;
    }
    line[length] = '\0';
    strcpy(buffer, line);
    return true;
}

/* Show the dice, the marked ones in parentheses. */
static void show_dice(const int dice[], const bool marked[])
{
    printf("Dice:");
    for (int place = 0; place < DICE; place++) {
        if (marked[place]) {
            printf(" (%d)", dice[place]);
        } else {
            printf(" %d", dice[place]);
        }
    }
    printf("\n");
}

/* Roll again each marked die. */
static void roll_marked(int dice[], const bool marked[])
{
    for (int place = 0; place < DICE; place++) {
        if (marked[place]) {
            dice[place] = rand() % 6 + 1;
        }
    }
}

/* Take back the last mark made; return false if there is none. */
static bool undo_mark(bool marked[], int order[], int *count)
{
    if (*count == 0) {
        return false;
    }
    *count -= 1;
    marked[order[*count]] = false;
    return true;
}

/* Mark the dice to re-roll, one answer at a time. Return true to roll the marked dice,
 * false to keep them all. */
static bool mark_dice(const int dice[], bool marked[])
{
    int order[DICE];
    int count = 0;
    char answer[LONGEST + 1];
    while (true) {
        show_dice(dice, marked);
        if (!read_answer("Mark a die to re-roll (1-5), or type undo, roll or done: ", answer)) {
            printf("That answer is too long.\n");
        } else if (strcmp(answer, "done") == 0) {
            return false;
        } else if (strcmp(answer, "roll") == 0) {
            if (count > 0) {
                return true;
            }
            printf("Mark a die first, or type done.\n");
        } else if (strcmp(answer, "undo") == 0) {
            if (!undo_mark(marked, order, &count)) {
                printf("There is no mark to undo.\n");
            }
        } else if (strlen(answer) == 1 && answer[0] >= '1' && answer[0] <= '5') {
            int place = answer[0] - '1';
            if (marked[place]) {
                printf("Die %d is marked already.\n", place + 1);
            } else {
                marked[place] = true;
                order[count++] = place;
            }
        } else {
            printf("Type a die's number 1 to 5, undo, roll or done.\n");
        }
    }
}

/* Return the points the dice give a line: the sum of those showing its face. */
static int line_points(const int dice[], int line)
{
    int points = 0;
    for (int place = 0; place < DICE; place++) {
        points += dice[place] == line + 1 ? line + 1 : 0;
    }
    return points;
}

/* Ask for an open line by its letter; return its index, or -1 to go back to re-rolling. */
static int choose_line(const int dice[], const bool used[], int rerolls_left)
{
    char answer[LONGEST + 1];
    for (int line = 0; line < LINES; line++) {
        if (!used[line]) {
            printf("  %c) %-7s %2d points\n", 'a' + line, LINE_NAMES[line], line_points(dice, line));
        }
    }
    if (rerolls_left > 0) {
        printf("  x) cancel - back to re-rolling (%d left)\n", rerolls_left);
    }
    while (true) {
        bool read = read_answer("Your choice: ", answer);
        if (read && strcmp(answer, "x") == 0 && rerolls_left > 0) {
            return -1;
        }
        int line = read && strlen(answer) == 1 ? answer[0] - 'a' : -1;
        if (line >= 0 && line < LINES && !used[line]) {
            return line;
        }
        printf("Type the letter of an open line.\n");
    }
}

/* Play one turn: roll, up to two re-rolls, then a line; return the points scored. */
static int play_turn(int turn, bool used[])
{
    int dice[DICE];
    bool marked[DICE] = {false};
    int rerolls_left = REROLLS;
    printf("\n== Turn %d of %d ==\n", turn, TURNS);
    roll_marked(dice, (const bool[DICE]){true, true, true, true, true});
    while (true) {
        bool rolling = rerolls_left > 0 && mark_dice(dice, marked);
        if (rolling) {
            roll_marked(dice, marked);
            rerolls_left--;
        }
        memset(marked, 0, sizeof marked);
        if (!rolling) {
            show_dice(dice, marked);
            int line = choose_line(dice, used, rerolls_left);
            if (line >= 0) {
                used[line] = true;
                printf("%d points on %s.\n", line_points(dice, line), LINE_NAMES[line]);
                return line_points(dice, line);
            }
        }
    }
}

/* Play six turns and print the final total. */
int main(void)
{
    bool used[LINES] = {false};
    int total = 0;
    srand((unsigned)time(NULL));
    for (int turn = 1; turn <= TURNS; turn++) {
        total += play_turn(turn, used);
    }
    printf("\nFinal total: %d\n", total);
    return 0;
}
