/*
 * Yahtzee (upper section) with a coach: after every roll a tip names the
 * open line that the dice would score best on right now.
 * One player, six turns; each die is kept (K) or rolled again (R).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define REROLLS 3 /* re-rolls after the first roll */
#define BUFFER 80

static const char *NAMES[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Read a line of input; leave quietly at end of input. Long lines come back empty. */
void read_answer(const char *prompt, char answer[])
{
    printf("%s", prompt);
    fflush(stdout);
    if (fgets(answer, BUFFER, stdin) == NULL) {
        printf("\n[no more input]\n");
        exit(0);
    }
    if (strchr(answer, '\n') == NULL) {
        int next = getchar();
        while (next != '\n' && next != EOF) {
            next = getchar();
        }
        answer[0] = '\0';
        return;
    }
    answer[strcspn(answer, "\n")] = '\0';
}

/* Return what the dice would score on a line. */
int line_score(const int dice[], int line)
{
    int score = 0;
    for (int i = 0; i < DICE; i++) {
        if (dice[i] == line + 1) {
            score += line + 1;
        }
    }
    return score;
}

/* Show the dice, then a tip about the best open line. */
void show_dice(const int dice[], const int used[])
{
    int best = -1;
    printf("   ");
    for (int i = 0; i < DICE; i++) {
        printf("[%d] ", dice[i]);
    }
    printf("\n");
    for (int line = 0; line < LINES; line++) {
        if (!used[line] && (best < 0 || line_score(dice, line) > line_score(dice, best))) {
            best = line;
        }
    }
    printf("   Tip: %d for %s is your best open line now.\n", line_score(dice, best), NAMES[best]);
}

/* Return 1 if a K/R pattern is valid (five letters), else 0. */
int valid_pattern(const char pattern[])
{
    if (strlen(pattern) != DICE) {
        return 0;
    }
    for (int i = 0; i < DICE; i++) {
        if (pattern[i] != 'K' && pattern[i] != 'R' && pattern[i] != 'k' && pattern[i] != 'r') {
            return 0;
        }
    }
    return 1;
}

/* Ask for a pattern and roll the dice marked R; return the number rolled. */
int reroll(int dice[], int number)
{
    char pattern[BUFFER];
    int rolled = 0;
    printf("Re-roll %d of %d. One letter a die: K keeps it, R rolls it (KKKKK keeps all).\n",
           number, REROLLS);
    read_answer("Pattern: ", pattern);
    while (!valid_pattern(pattern)) {
        printf("Please type five letters, each K or R.\n");
        read_answer("Pattern: ", pattern);
    }
    for (int i = 0; i < DICE; i++) {
        if (pattern[i] == 'R' || pattern[i] == 'r') {
            dice[i] = rand() % 6 + 1;
            rolled++;
        }
    }
    return rolled;
}

/* Ask for an open line by number and return its index. */
int choose_line(const int used[])
{
    char answer[BUFFER];
    while (1) {
        read_answer("Line (1-6): ", answer);
        if (strlen(answer) != 1 || answer[0] < '1' || answer[0] > '6') {
            printf("Type a line number from 1 to 6.\n");
        } else if (used[answer[0] - '1']) {
            printf("%s is filled already.\n", NAMES[answer[0] - '1']);
        } else {
            return answer[0] - '1';
        }
    }
}

/* Play one turn and return the points scored. */
int play_turn(int turn, int used[])
{
    int dice[DICE];
    printf("\n== Turn %d of %d ==\n", turn, LINES);
    for (int i = 0; i < DICE; i++) {
        dice[i] = rand() % 6 + 1;
    }
    show_dice(dice, used);
    for (int number = 1; number <= REROLLS; number++) {
        if (reroll(dice, number) == 0) {
            break;
        }
        show_dice(dice, used);
    }
    int line = choose_line(used);
    used[line] = 1;
    int points = line_score(dice, line);
    printf("%d points on %s.\n", points, NAMES[line]);
    return points;
}

int main(void)
{
    int used[LINES] = {0};
    int total = 0;
    srand((unsigned) time(NULL));
    printf("Yahtzee with a coach. Good luck!\n");
    for (int turn = 1; turn <= LINES; turn++) {
        total += play_turn(turn, used);
    }
    printf("\nFinal score: %d\n", total);
    return 0;
}
