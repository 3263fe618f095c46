/*
 * Simplified Yahtzee that keeps a log: before each question the rolls of the turn so far are
 * printed again, the latest marked "<- now", and each turn ends with a line that sums it up.
 *
 * Six turns. A roll, then up to two re-rolls of the positions the player names (Enter keeps
 * all); then an unused line, by its number 1-6, scores its face times the dice showing it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define TURNS 6
#define DICE 5
#define ROLLS 3
#define LINES 6
#define LONGEST 40

static const char *LINE_NAMES[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Read an answer without the spaces around it; return 0 where it is refused. At the end
 * of input, say so and exit. */
static int read_answer(const char *prompt, char *answer)
{
    char line[LONGEST + 2];
    printf("%s", prompt);
    fflush(stdout);
    if (fgets(line, sizeof line, stdin) == NULL) {
        printf("\nInput ended - the log closes here.\n");
        exit(0);
    }
    size_t length = strlen(line);
    if (length > 0 && line[length - 1] == '\n') {
        line[--length] = '\0';
    } else if (!feof(stdin)) {
        int skipped;
        while ((skipped = getchar()) != '\n' && skipped != EOF) {
        }
        printf("Answer too long.\n");
        return 0;
    }
    for (size_t index = 0; index < length; index++) {
        if ((unsigned char)line[index] < 32 || line[index] == 127) {
            printf("Control characters not allowed.\n");
            return 0;
        }
    }
    size_t start = strspn(line, " ");
    while (length > start && line[length - 1] == ' ') {
        line[--length] = '\0';
    }
    strcpy(answer, line + start);
    return 1;
}

/* Print the log of the turn: each roll so far, the last marked as now. */
static void show_log(int log[ROLLS][DICE], int rolls)
{
    for (int roll = 0; roll < rolls; roll++) {
        printf("  Roll %d:", roll + 1);
        for (int die = 0; die < DICE; die++) {
            printf(" %d", log[roll][die]);
        }
        printf("%s\n", roll == rolls - 1 ? "   <- now" : "");
    }
}

/* Read positions (1-5) to re-roll from an answer into chosen; return a refusal or NULL. */
static const char *parse_positions(const char *answer, int chosen[DICE])
{
    int named = 0;
    for (const char *next = answer; *next != '\0'; next++) {
        if (*next == ' ' || *next == ',') {
            continue;
        }
        if (*next < '1' || *next > '5') {
            return "Positions are digits 1-5, like 1 3 or 1,3.";
        }
        if (chosen[*next - '1']) {
            return "Each position once, please.";
        }
        chosen[*next - '1'] = 1;
        named++;
    }
    return named > 0 ? NULL : "Name the positions, or press Enter to keep all.";
}

/* Ask which positions to re-roll into chosen; return 0 where all are kept (Enter). */
static int ask_positions(int chosen[DICE])
{
    char answer[LONGEST + 2];
    while (1) {
        memset(chosen, 0, DICE * sizeof chosen[0]);
        if (!read_answer("Re-roll which positions? (Enter keeps all): ", answer)) {
            continue;
        }
        if (answer[0] == '\0') {
            return 0;
        }
        const char *refusal = parse_positions(answer, chosen);
        if (refusal == NULL) {
            return 1;
        }
        printf("%s\n", refusal);
    }
}

/* Play the rolls of a turn; return how many rolls were made, the last dice in dice. */
static int roll_turn(int dice[DICE])
{
    int log[ROLLS][DICE];
    int chosen[DICE];
    int rolls = 1;
    for (int die = 0; die < DICE; die++) {
        log[0][die] = rand() % 6 + 1;
    }
    show_log(log, rolls);
    while (rolls < ROLLS && ask_positions(chosen)) {
        for (int die = 0; die < DICE; die++) {
            log[rolls][die] = chosen[die] ? rand() % 6 + 1 : log[rolls - 1][die];
        }
        rolls++;
        show_log(log, rolls);
    }
    memcpy(dice, log[rolls - 1], sizeof log[0]);
    return rolls;
}

/* Ask for an open line by its number; return it (1 for Ones). */
static int choose_line(const int used[LINES])
{
    char answer[LONGEST + 2];
    while (1) {
        if (!read_answer("Line number (1-6): ", answer)) {
            continue;
        }
        char *end;
        long line = strtol(answer, &end, 10);
        if (end == answer || line < 1 || line > LINES) {
            printf("Please enter a number from 1 to 6.\n");
        } else if (used[line - 1]) {
            printf("That line has been used already.\n");
        } else {
            return (int)line;
        }
    }
}

int main(void)
{
    int dice[DICE];
    int used[LINES] = {0};
    int total = 0;
    srand((unsigned)time(NULL));
    printf("=== Yahtzee with a log: 6 turns ===\n");
    for (int turn = 1; turn <= TURNS; turn++) {
        printf("\nTurn %d of %d\n", turn, TURNS);
        int rolls = roll_turn(dice);
        int line = choose_line(used);
        int points = 0;
        for (int die = 0; die < DICE; die++) {
            points += dice[die] == line ? line : 0;
        }
        used[line - 1] = 1;
        total += points;
        printf("Turn %d done: %d roll%s, %s = %d, running total %d\n", turn, rolls,
               rolls == 1 ? "" : "s", LINE_NAMES[line - 1], points, total);
    }
    printf("Final total: %d points\n", total);
    return 0;
}
