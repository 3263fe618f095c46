/* yahtzee top half!! 6 turns, keep what u want, 2 rerols */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define N_DICE 5
#define N_LINES 6

static const char *line_names[N_LINES] = {"ones", "twos", "thrs", "fors", "fivs", "sixs"};

/* get a line from the user, bail out quietly if input ends */
static void get_answer(const char *prompt, char *buf, size_t size) {
    printf("%s", prompt);
    fflush(stdout);
    if (fgets(buf, (int)size, stdin) == NULL) {
        printf("\n");
        exit(0);
    }
    if (strchr(buf, '\n') == NULL) {
        int ch;
        while ((ch = getchar()) != '\n' && ch != EOF) {
        }
        strcpy(buf, "x");
        return;
    }
    buf[strcspn(buf, "\n")] = '\0';
}

/* show the dice on one line */
static void show_dice(const int dice[]) {
    printf("ur dice r:");
    for (int i = 0; i < N_DICE; i++) {
        printf(" %d", dice[i]);
    }
    printf("\n");
}

/* which ones to keep: packed positions, 12345 keeps all, empty rerols all. fills keep[] */
static void ask_keep(int keep[]) {
    char buf[32];
    for (;;) {
        get_answer("which ones u wanna keep?? (like 125), 12345 keeps everything, "
                   "just enter = rerol all: ", buf, sizeof buf);
        int ok = 1;
        memset(keep, 0, N_DICE * sizeof keep[0]);
        for (size_t i = 0; ok && buf[i] != '\0'; i++) {
            int at = buf[i] - '1';
            ok = at >= 0 && at < N_DICE && !keep[at];
            if (ok) {
                keep[at] = 1;
            }
        }
        if (ok) {
            return;
        }
        printf("huh?? just the spots 1-5, once each\n");
    }
}

/* which line: its short name */
static int ask_line(const int used[]) {
    char buf[32];
    for (;;) {
        get_answer("pick ur line lol (ones/twos/thrs/fors/fivs/sixs): ", buf, sizeof buf);
        for (int line = 0; line < N_LINES; line++) {
            if (strcmp(buf, line_names[line]) == 0) {
                return line;
            }
        }
        printf("nope, try again\n");
    }
}

/* one turn, returns the points */
static int play_turn(int number, int used[]) {
    int dice[N_DICE], keep[N_DICE];
    printf("\n--- turn %d ---\n", number);
    for (int i = 0; i < N_DICE; i++) {
        dice[i] = rand() % 6 + 1;
    }
    show_dice(dice);
    for (int rerol = 0; rerol < 2; rerol++) {
        ask_keep(keep);
        int kept = 0;
        for (int i = 0; i < N_DICE; i++) {
            kept += keep[i];
            dice[i] = keep[i] ? dice[i] : rand() % 6 + 1;
        }
        if (kept == N_DICE) {
            break;
        }
        show_dice(dice);
    }
    int line = ask_line(used), points = 0;
    used[line] = 1;
    for (int i = 0; i < N_DICE; i++) {
        points += dice[i] == line + 1 ? dice[i] : 0;
    }
    printf("%d in %s\n", points, line_names[line]);
    return points;
}

int main(void) {
    int used[N_LINES] = {0}, points[N_LINES] = {0}, totl = 0;
    srand((unsigned)time(NULL));
    for (int number = 1; number <= N_LINES; number++) {
        points[number - 1] = play_turn(number, used);
    }
    for (int i = 0; i < N_LINES; i++) {
        totl += points[i];
    }
    printf("\ngg!! TOTL: %d\n", totl);
    return 0;
}
