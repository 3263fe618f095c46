/* Yahtzee, upper rows: choose a target row, roll for it, keep or switch. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ROWS 6
#define DICE 5

static const char *ROW_NAMES[ROWS] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Read one line into buf; end the game quietly at end of input. */
static void read_line(const char *prompt, char *buf, size_t size) {
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
        buf[0] = '\0';  /* too long: refused below */
        return;
    }
    buf[strcspn(buf, "\n")] = '\0';
}

/* Points the dice give a row: the sum of the dice showing its face. */
static int row_points(const int dice[], int row) {
    int total = 0;
    for (int i = 0; i < DICE; i++) {
        if (dice[i] == row + 1) {
            total += dice[i];
        }
    }
    return total;
}

/* Ask for a row 1-6; refuse used rows when check_used is set. */
static int ask_row(const char *prompt, const int used[], int check_used) {
    char buf[64];
    for (;;) {
        read_line(prompt, buf, sizeof buf);
        if (strlen(buf) != 1 || buf[0] < '1' || buf[0] > '6') {
            printf("Type one row number, 1 to 6.\n");
        } else if (check_used && used[buf[0] - '1']) {
            printf("Row %c is filled already.\n", buf[0]);
        } else {
            return buf[0] - '1';
        }
    }
}

/* Print the dice under their letters. */
static void show_dice(const int dice[]) {
    printf("Dice  a b c d e\n     ");
    for (int i = 0; i < DICE; i++) {
        printf(" %d", dice[i]);
    }
    printf("\n");
}

/* Ask which dice to keep, by letters; return 1 and mark keep[] or 0 for keep all. */
static int ask_keep(int keep[]) {
    char buf[64];
    for (;;) {
        read_line("Keep which? letters (e.g. ace), - for none, or * for all: ", buf, sizeof buf);
        if (strcmp(buf, "*") == 0) {
            return 0;
        }
        int ok = buf[0] != '\0';
        if (strcmp(buf, "-") == 0) {
            memset(keep, 0, DICE * sizeof keep[0]);
            return 1;
        }
        memset(keep, 0, DICE * sizeof keep[0]);
        for (size_t i = 0; ok && buf[i] != '\0'; i++) {
            int at = buf[i] - 'a';
            ok = at >= 0 && at < DICE && !keep[at];
            if (ok) {
                keep[at] = 1;
            }
        }
        if (ok) {
            return 1;
        }
        printf("Use the letters a-e, each once, - or *.\n");
    }
}

/* At the end of a turn: keep the target row, or switch to another. */
static char ask_keep_or_switch(void) {
    char buf[64];
    for (;;) {
        read_line("(k)eep it or (s)witch? ", buf, sizeof buf);
        if (strcmp(buf, "k") == 0 || strcmp(buf, "s") == 0) {
            return buf[0];
        }
        printf("Answer k or s.\n");
    }
}

/* Print the sheet: each row's points, or - while open. */
static void show_sheet(const int used[], const int score[]) {
    printf("Sheet:");
    for (int row = 0; row < ROWS; row++) {
        if (used[row]) {
            printf(" %d:%d", row + 1, score[row]);
        } else {
            printf(" %d:-", row + 1);
        }
    }
    printf("\n");
}

/* Roll every die not kept. */
static void roll_dice(int dice[], const int keep[]) {
    for (int i = 0; i < DICE; i++) {
        if (!keep[i]) {
            dice[i] = rand() % 6 + 1;
        }
    }
}

/* One turn: a target row, up to three rolls, then write the points. */
static void play_turn(int turn, int used[], int score[]) {
    int dice[DICE], keep[DICE] = {0}, left = 0, target = 0;
    printf("\n=== Turn %d ===\n", turn);
    show_sheet(used, score);
    for (int row = 0; row < ROWS; row++) {
        left += !used[row];
        target = used[target] ? row : target;
    }
    if (left > 1) {
        target = ask_row("Aim for which row this turn? [1-6]: ", used, 1);
    }
    roll_dice(dice, keep);
    for (int roll = 1; roll < 3; roll++) {
        show_dice(dice);
        if (!ask_keep(keep)) {
            break;
        }
        roll_dice(dice, keep);
    }
    show_dice(dice);
    int row = target;
    if (left > 1) {
        printf("Target %s is worth %d.\n", ROW_NAMES[target], row_points(dice, target));
        if (ask_keep_or_switch() == 's') {
            row = ask_row("Switch to row [1-6]: ", used, 0);
        }
    }
    used[row] = 1;
    score[row] = row_points(dice, row);
    int sum = 0;
    for (int i = 0; i < ROWS; i++) {
        sum += score[i];
    }
    printf("Wrote %d on %s. Sum = %d\n", score[row], ROW_NAMES[row], sum);
}

/* Six turns, then the final sum. */
int main(void) {
    int used[ROWS] = {0}, score[ROWS] = {0};
    srand((unsigned)time(NULL));
    for (int turn = 1; turn <= ROWS; turn++) {
        play_turn(turn, used, score);
    }
    int sum = 0;
    for (int i = 0; i < ROWS; i++) {
        sum += score[i];
    }
    printf("\nGame over. Final sum: %d\n", sum);
    return 0;
}
