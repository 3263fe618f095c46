/* Yahtzee (upper section): the dice drawn in one grid of pips. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6

static const char *LINE_NAMES[NUM_LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};
/* The three rows of pips of each face, 1 to 6. */
static const char *PIP_ROWS[7][3] = {
    {"", "", ""},
    {"     ", "  o  ", "     "},
    {"o    ", "     ", "    o"},
    {"o    ", "  o  ", "    o"},
    {"o   o", "     ", "o   o"},
    {"o   o", "  o  ", "o   o"},
    {"o   o", "o   o", "o   o"},
};

/* Read a line; at end of input say goodbye quietly. */
static void get_line(const char *prompt, char *buf, size_t size) {
    printf("%s", prompt);
    fflush(stdout);
    if (fgets(buf, (int)size, stdin) == NULL) {
        printf("\n");
        exit(0);
    }
    if (strchr(buf, '\n') == NULL) {
        int c;
        while ((c = getchar()) != '\n' && c != EOF) {
        }
        strcpy(buf, "?");
        return;
    }
    buf[strcspn(buf, "\n")] = '\0';
}

/* Draw the five dice as one grid, their numbers under it. */
static void draw_grid(const int dice[]) {
    const char *edge = "+-------+-------+-------+-------+-------+";
    printf("%s\n", edge);
    for (int row = 0; row < 3; row++) {
        for (int i = 0; i < NUM_DICE; i++) {
            printf("| %s ", PIP_ROWS[dice[i]][row]);
        }
        printf("|\n");
    }
    printf("%s\n", edge);
    printf("    1       2       3       4       5\n");
}

/* Ask for the dice to roll again; 1 marks a die in reroll[]. Empty means none. */
static void ask_reroll(int reroll[]) {
    char buf[40];
    for (;;) {
        get_line("Roll again which dice (e.g. 2 4), or Enter for none? ", buf, sizeof buf);
        int ok = 1;
        memset(reroll, 0, NUM_DICE * sizeof reroll[0]);
        for (size_t i = 0; ok && buf[i] != '\0'; i++) {
            if (buf[i] == ' ') {
                continue;
            }
            int at = buf[i] - '1';
            ok = at >= 0 && at < NUM_DICE && !reroll[at];
            if (ok) {
                reroll[at] = 1;
            }
        }
        if (ok) {
            return;
        }
        printf("Only the numbers 1-5, once each.\n");
    }
}

/* Points for a line: one for each die that shows its face. */
static int line_points(const int dice[], int line) {
    int points = 0;
    for (int i = 0; i < NUM_DICE; i++) {
        if (dice[i] == line + 1) {
            points += 1;
        }
    }
    return points;
}

/* Ask for an unused line by number. */
static int ask_line(const int used[]) {
    char buf[40];
    for (;;) {
        get_line("Line to fill (1-6): ", buf, sizeof buf);
        if (strlen(buf) != 1 || buf[0] < '1' || buf[0] > '6') {
            printf("Pick 1 to 6.\n");
        } else if (used[buf[0] - '1']) {
            printf("%s is taken.\n", LINE_NAMES[buf[0] - '1']);
        } else {
            return buf[0] - '1';
        }
    }
}

/* One turn: a roll, two chances to roll again, a line. */
static int play_turn(int turn, int used[]) {
    int dice[NUM_DICE], reroll[NUM_DICE];
    printf("\n-- Turn %d/6 --\n", turn);
    for (int i = 0; i < NUM_DICE; i++) {
        dice[i] = rand() % 6 + 1;
    }
    draw_grid(dice);
    for (int chance = 0; chance < 2; chance++) {
        ask_reroll(reroll);
        int any = 0;
        for (int i = 0; i < NUM_DICE; i++) {
            if (reroll[i]) {
                dice[i] = rand() % 6 + 1;
                any = 1;
            }
        }
        if (!any) {
            break;
        }
        draw_grid(dice);
    }
    int line = ask_line(used);
    used[line] = 1;
    int points = line_points(dice, line);
    printf("%s: %d points\n", LINE_NAMES[line], points);
    return points;
}

/* Six turns and the final total. */
int main(void) {
    int used[NUM_LINES] = {0};
    int total = 0;
    srand((unsigned)time(NULL));
    for (int turn = 1; turn <= NUM_LINES; turn++) {
        total += play_turn(turn, used);
    }
    printf("\nFinal total: %d\n", total);
    return 0;
}
