/* Yahtzee, upper section: every choice is made at the same "Enter option:" prompt. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6

static const char *NAMES[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Read a number typed alone on a line; -1 for anything else. Ends the game at end of input. */
static int read_number(void) {
    char buf[32];
    printf("Enter option: ");
    fflush(stdout);
    if (fgets(buf, sizeof buf, stdin) == NULL) {
        printf("\n");
        exit(0);
    }
    if (strchr(buf, '\n') == NULL) {
        int c;
        while ((c = getchar()) != '\n' && c != EOF) {
        }
        return -1;
    }
    buf[strcspn(buf, "\n")] = '\0';
    if (strlen(buf) != 1 || buf[0] < '0' || buf[0] > '9') {
        return -1;
    }
    return buf[0] - '0';
}

/* Ask until the number is between low and high. */
static int ask_between(int low, int high) {
    for (;;) {
        int number = read_number();
        if (number >= low && number <= high) {
            return number;
        }
        printf("Invalid input! Please enter a number between %d and %d.\n", low, high);
    }
}

static void show_dice(const int dice[], int left) {
    printf("Dice:");
    for (int i = 0; i < DICE; i++) {
        printf(" %d", dice[i]);
    }
    printf("   (%d re-rolls remaining)\n", left);
}

/* Re-roll: how many dice, then each position. */
static void reroll(int dice[]) {
    printf("How many dice do you want to re-roll? (1-5)\n");
    int count = ask_between(1, DICE);
    int chosen[DICE] = {0};
    for (int n = 0; n < count; n++) {
        printf("Position of a die to re-roll (1-5), not one already chosen:\n");
        int at = ask_between(1, DICE) - 1;
        while (chosen[at]) {
            printf("Already chosen.\n");
            at = ask_between(1, DICE) - 1;
        }
        chosen[at] = 1;
    }
    for (int i = 0; i < DICE; i++) {
        dice[i] = chosen[i] ? rand() % 6 + 1 : dice[i];
    }
}

/* The open lines, numbered 1..k in order; returns the line chosen. */
static int pick_line(const int dice[], const int used[]) {
    int open[LINES], count = 0;
    printf("Open categories:\n");
    for (int line = 0; line < LINES; line++) {
        if (!used[line]) {
            int points = 0;
            for (int i = 0; i < DICE; i++) {
                points += dice[i] == line + 1 ? dice[i] : 0;
            }
            open[count++] = line;
            printf("  %d. %-7s (%d points)\n", count, NAMES[line], points);
        }
    }
    return open[ask_between(1, count) - 1];
}

/* One turn; returns the points scored. */
static int play_turn(int used[]) {
    int dice[DICE];
    for (int i = 0; i < DICE; i++) {
        dice[i] = rand() % 6 + 1;
    }
    for (int left = 2;; left--) {
        show_dice(dice, left);
        printf("1=Re-roll  2=Score\n");
        int choice = ask_between(1, 2);
        if (choice == 2) {
            break;
        }
        if (left == 0) {
            printf("No re-rolls left.\n");
            left++;
            continue;
        }
        reroll(dice);
    }
    int line = pick_line(dice, used), points = 0;
    used[line] = 1;
    for (int i = 0; i < DICE; i++) {
        points += dice[i] == line + 1 ? dice[i] : 0;
    }
    printf("You put %d points in %s.\n", points, NAMES[line]);
    return points;
}

int main(void) {
    int used[LINES] = {0}, total = 0;
    srand((unsigned)time(NULL));
    for (int turn = 1; turn <= LINES; turn++) {
        printf("\n=========== TURN %d ===========\n", turn);
        int points = play_turn(used);
        printf("Total so far: %d\n", total);
        total += points;
    }
    printf("\nGame over. Final total: %d\n", total);
    return 0;
}
