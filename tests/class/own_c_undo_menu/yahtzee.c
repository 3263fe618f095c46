/* Yahtzee, upper section, with a speed setting and an undo before each re-roll. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6

static const char *NAMES[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};
static int dice_rolled = 0;

/* Read one line of input; leave quietly at the end of input. */
static void read_input(const char *prompt, char *buf, size_t size) {
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
        buf[0] = '!';
        buf[1] = '\0';
        return;
    }
    buf[strcspn(buf, "\n")] = '\0';
}

static int roll_die(void) {
    dice_rolled++;
    return rand() % 6 + 1;
}

/* The speed setting only changes the messages; ask until 1, 2 or 3. */
static int ask_speed(void) {
    char buf[32];
    printf("How chatty should the game be?\n 1) Quiet   2) Normal   3) Chatty\n");
    for (;;) {
        read_input("Setting (1-3): ", buf, sizeof buf);
        if (strlen(buf) == 1 && buf[0] >= '1' && buf[0] <= '3') {
            return buf[0] - '0';
        }
        printf("Please choose 1, 2 or 3.\n");
    }
}

/* Ask which positions to re-roll, packed like 135, or 0 for none; fill pick[]. */
static int ask_positions(int pick[]) {
    char buf[32];
    for (;;) {
        read_input("Positions to re-roll (like 135), 0 for none: ", buf, sizeof buf);
        memset(pick, 0, DICE * sizeof pick[0]);
        if (strcmp(buf, "0") == 0) {
            return 0;
        }
        int ok = buf[0] != '\0', count = 0;
        for (size_t i = 0; ok && buf[i] != '\0'; i++) {
            int at = buf[i] - '1';
            ok = at >= 0 && at < DICE && !pick[at];
            if (ok) {
                pick[at] = 1;
                count++;
            }
        }
        if (ok) {
            return count;
        }
        printf("Use the digits 1-5 once each, or 0.\n");
    }
}

/* Say back the dice picked; R rolls them, U undoes the choice. Returns 1 to roll. */
static int confirm_roll(const int pick[]) {
    char buf[32];
    printf("You will re-roll dice:");
    for (int i = 0; i < DICE; i++) {
        if (pick[i]) {
            printf(" %d", i + 1);
        }
    }
    printf("\n");
    for (;;) {
        read_input("Type R to roll them or U to undo: ", buf, sizeof buf);
        if (strcmp(buf, "R") == 0 || strcmp(buf, "r") == 0) {
            return 1;
        }
        if (strcmp(buf, "U") == 0 || strcmp(buf, "u") == 0) {
            return 0;
        }
        printf("R or U, please.\n");
    }
}

/* Ask for a line number; a used one is refused. */
static int ask_line(const int used[]) {
    char buf[32];
    for (;;) {
        read_input("Line to use (1-6): ", buf, sizeof buf);
        int line = atoi(buf);
        if (line < 1 || line > LINES) {
            printf("That is not 1 to 6.\n");
        } else if (used[line - 1]) {
            printf("%s is used up.\n", NAMES[line - 1]);
        } else {
            return line - 1;
        }
    }
}

static void show(const int dice[], int roll) {
    printf("Roll %d:", roll);
    for (int i = 0; i < DICE; i++) {
        printf(" %d", dice[i]);
    }
    printf("\n");
}

/* One turn; returns the points scored. */
static int turn(int number, int used[], int speed) {
    int dice[DICE], pick[DICE], roll = 1;
    printf("\n~~ Turn %d of 6 ~~\n", number);
    for (int i = 0; i < DICE; i++) {
        dice[i] = roll_die();
    }
    show(dice, roll);
    while (roll < 3) {
        int count = ask_positions(pick);
        if (count == 0) {
            break;
        }
        if (!confirm_roll(pick)) {
            continue;
        }
        for (int i = 0; i < DICE; i++) {
            dice[i] = pick[i] ? roll_die() : dice[i];
        }
        show(dice, ++roll);
    }
    int line = ask_line(used), points = 0;
    used[line] = 1;
    for (int i = 0; i < DICE; i++) {
        points += dice[i] == line + 1 ? dice[i] : 0;
    }
    printf("%s scores %d.%s\n", NAMES[line], points, speed == 3 ? " Nice!" : "");
    return points;
}

int main(void) {
    int used[LINES] = {0}, total = 0;
    srand((unsigned)time(NULL));
    int speed = ask_speed();
    for (int number = 1; number <= LINES; number++) {
        total += turn(number, used, speed);
        printf("Score so far: %d\n", total);
    }
    printf("\nFinal score: %d\n", total);
    printf("Dice rolled in total: %d\n", dice_rolled);
    return 0;
}
