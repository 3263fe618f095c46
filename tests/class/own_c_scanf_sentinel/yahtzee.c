/* Simplified Yahtzee in six turns. The dice to re-roll are read with scanf,
 * one number at a time, until a 0; the line is read as a whole line. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define TURNS 6

static const char *NAMES[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* End the game when input ends. */
static void give_up(void)
{
    printf("\nNo more input: goodbye.\n");
    exit(0);
}

/* Throw away what is left of the line typed. */
static void skip_line(void)
{
    int c = getchar();
    while (c != '\n' && c != EOF) {
        c = getchar();
    }
}

/* Show the dice with their numbers. */
static void show_dice(const int dice[DICE])
{
    printf("  #1 #2 #3 #4 #5\n ");
    for (int i = 0; i < DICE; i++) {
        printf(" %d ", dice[i]);
    }
    printf("\n");
}

/* Read dice numbers until 0 into chosen[]; return 0 if one was bad. */
static int read_choices(int chosen[DICE])
{
    int number = -1;
    memset(chosen, 0, DICE * sizeof chosen[0]);
    while (number != 0) {
        int result = scanf("%d", &number);
        if (result == EOF) {
            give_up();
        }
        if (result != 1 || number < 0 || number > DICE || (number > 0 && chosen[number - 1])) {
            printf("Use each of 1 to 5 at most once, then 0.\n");
            skip_line();
            return 0;
        }
        if (number > 0) {
            chosen[number - 1] = 1;
        }
    }
    skip_line();
    return 1;
}

/* Ask which dice to re-roll; return how many were chosen. */
static int ask_reroll(int chosen[DICE])
{
    for (;;) {
        printf("Enter the dice to re-roll one by one, 0 when done: ");
        fflush(stdout);
        if (read_choices(chosen)) {
            int count = 0;
            for (int i = 0; i < DICE; i++) {
                count += chosen[i];
            }
            return count;
        }
    }
}

/* Ask for an open line by its number (1-6); return its index. */
static int ask_line(const int used[LINES])
{
    char answer[64];
    for (;;) {
        printf("Which line (1-6)? ");
        fflush(stdout);
        if (fgets(answer, sizeof answer, stdin) == NULL) {
            give_up();
        }
        if (strchr(answer, '\n') == NULL) {
            skip_line();
        }
        answer[strcspn(answer, "\n")] = '\0';
        if (strlen(answer) == 1 && answer[0] >= '1' && answer[0] <= '6') {
            int line = answer[0] - '1';
            if (!used[line]) {
                return line;
            }
            printf("%s is used already.\n", NAMES[line]);
        } else {
            printf("Type one number from 1 to 6.\n");
        }
    }
}

/* Play one turn; return the points scored. */
static int play_turn(int turn, int used[LINES])
{
    int dice[DICE];
    int chosen[DICE];
    printf("\n-- Turn %d of %d --\n", turn, TURNS);
    for (int i = 0; i < DICE; i++) {
        dice[i] = rand() % 6 + 1;
    }
    show_dice(dice);
    for (int again = 0; again < 2 && ask_reroll(chosen) > 0; again++) {
        for (int i = 0; i < DICE; i++) {
            if (chosen[i]) {
                dice[i] = rand() % 6 + 1;
            }
        }
        show_dice(dice);
    }
    int line = ask_line(used);
    int points = 0;
    for (int i = 0; i < DICE; i++) {
        points += dice[i] == line + 1 ? dice[i] : 0;
    }
    used[line] = 1;
    printf("%d points on %s.\n", points, NAMES[line]);
    return points;
}

int main(void)
{
    int used[LINES] = {0};
    int total = 0;
    srand((unsigned)time(NULL));
    for (int turn = 1; turn <= TURNS; turn++) {
        total += play_turn(turn, used);
        printf("Total so far: %d\n", total);
    }
    printf("\nFinal score: %d\n", total);
    return 0;
}
