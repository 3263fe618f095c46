/* Simplified Yahtzee in six turns. While rolling, a die's number holds or
 * releases it, r (or Enter) rolls the dice not held, s scores now, u undoes
 * the last hold and h shows help. The line to score is asked by its number. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define TURNS 6
#define REROLLS 2

static const char *NAMES[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Read one answer, trimmed; end the game when input ends. */
static void read_answer(const char *question, char *answer, int size)
{
    printf("%s", question);
    fflush(stdout);
    if (fgets(answer, size, stdin) == NULL) {
        printf("\nBye!\n");
        exit(0);
    }
    if (strchr(answer, '\n') == NULL) {
        int c = getchar();
        while (c != '\n' && c != EOF) {
            c = getchar();
        }
    }
    answer[strcspn(answer, "\r\n")] = '\0';
}

/* Show the dice, with HOLD under each die held. */
static void show(const int dice[DICE], const int held[DICE])
{
    printf("\n  #1 #2 #3 #4 #5\n ");
    for (int i = 0; i < DICE; i++) {
        printf("  %d", dice[i]);
    }
    printf("\n ");
    for (int i = 0; i < DICE; i++) {
        printf(" %s", held[i] ? "HLD" : "   ");
    }
    printf("\n");
}

/* Roll every die not held. */
static void roll(int dice[DICE], const int held[DICE])
{
    for (int i = 0; i < DICE; i++) {
        if (!held[i]) {
            dice[i] = rand() % 6 + 1;
        }
    }
}

/* Toggle the holds an answer names (1 3 5); return 0, holds unchanged, if it is bad. */
static int toggle(const char *answer, int held[DICE])
{
    int seen[DICE] = {0};
    int count = 0;
    for (const char *p = answer; *p != '\0'; p++) {
        if (*p == ' ') {
            continue;
        }
        if (*p < '1' || *p > '5' || (p[1] != ' ' && p[1] != '\0') || seen[*p - '1']) {
            printf("Type die numbers 1-5, each once, with spaces between.\n");
            return 0;
        }
        seen[*p - '1'] = 1;
        count++;
    }
    for (int i = 0; i < DICE; i++) {
        held[i] ^= seen[i];
    }
    return count > 0;
}

/* Roll and re-roll until the player scores or the re-rolls are used. */
static void play_rolls(int dice[DICE])
{
    int held[DICE] = {0};
    int before[DICE]; /* The fault: never set before an undo copies it back. */
    char answer[64];
    int rerolls = 0;
    roll(dice, held);
    while (rerolls < REROLLS) {
        show(dice, held);
        printf("Re-roll %d of %d - die numbers hold/release, r = roll, s = score now, "
               "u = undo, h = help [r]: ", rerolls + 1, REROLLS);
        read_answer("", answer, sizeof(answer));
        if (strcmp(answer, "s") == 0) {
            return;
        } else if (strcmp(answer, "r") == 0 || answer[0] == '\0') {
            roll(dice, held);
            rerolls++;
        } else if (strcmp(answer, "u") == 0) {
            memcpy(held, before, sizeof(held));
        } else if (strcmp(answer, "h") == 0) {
            printf("Hold or release dice by number (1 3), r rolls the rest, s scores.\n");
        } else {
            int saved[DICE];
            memcpy(saved, held, sizeof(saved));
            if (toggle(answer, held)) {
                memcpy(before, saved, sizeof(before));
            }
        }
    }
    show(dice, held);
}

/* Return the points the dice give a line (0 = Ones). */
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

/* Ask for an open line by its number; return it (0 = Ones). */
static int choose_line(const int used[LINES])
{
    char answer[64];
    for (;;) {
        read_answer("Line to score (1-6): ", answer, sizeof(answer));
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

/* Play six turns and print the final score. */
int main(void)
{
    int dice[DICE], used[LINES] = {0}, total = 0;
    srand((unsigned)time(NULL));
    for (int turn = 1; turn <= TURNS; turn++) {
        printf("\n--- Turn %d of %d ---\n", turn, TURNS);
        play_rolls(dice);
        int line = choose_line(used);
        used[line] = 1;
        total += points(dice, line);
        printf("%d points on %s. Total: %d\n", points(dice, line), NAMES[line], total);
    }
    printf("Final score: %d\n", total);
    return 0;
}
