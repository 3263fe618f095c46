/* A homework Yahtzee in C, as a student might hand it in: six turns, Ones to Sixes.
 * The fault (Code Style): two functions' bodies crammed onto one long line each. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define ROLLS 3
#define ANSWER 128

static const char *NAMES[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

static int roll_die(void) { return rand() % 6 + 1; }

/* Print a roll: its number, then the five dice. */
static void show_roll(int number, const int dice[DICE]) {
    printf("Roll %d:", number); for (int i = 0; i < DICE; i++) { printf(" %d", dice[i]); } printf("\n"); fflush(stdout);
}

/* Read one line of input into answer; return 0 when input has ended. */
static int read_answer(char answer[ANSWER]) {
    if (fgets(answer, ANSWER, stdin) == NULL) {
        return 0;
    }
    size_t length = strlen(answer);
    if (length > 0 && answer[length - 1] == '\n') {
        answer[length - 1] = '\0';
    } else {
        int c;
        while ((c = getchar()) != '\n' && c != EOF) {
        }
        answer[0] = '!'; /* too long: refused */
    }
    return 1;
}

/* Parse positions 1-5, each once; return how many, or -1 if the answer is not that. */
static int parse_positions(const char *answer, int chosen[DICE]) {
    int count = 0;
    int seen[DICE + 1] = {0};
    for (const char *p = answer; *p != '\0'; p++) {
        if (*p == ' ') {
            continue;
        }
        if (*p < '1' || *p > '5' || (p[1] != ' ' && p[1] != '\0')) {
            return -1;
        }
        int place = *p - '0';
        if (seen[place]) {
            return -1;
        }
        seen[place] = 1;
        chosen[count++] = place;
    }
    return count;
}

/* Score dice on a line: the sum of the dice showing its face. */
static int score(int line, const int dice[DICE]) {
    int points = 0; for (int die = 0; die < DICE; die++) { if (dice[die] == line + 1) { points = points + dice[die]; } } return points;
}

/* Parse a line's number or name; return its index, or -1. */
static int parse_line(const char *answer) {
    if (strlen(answer) == 1 && answer[0] >= '1' && answer[0] <= '6') {
        return answer[0] - '1';
    }
    for (int line = 0; line < LINES; line++) {
        if (strcasecmp(answer, NAMES[line]) == 0) {
            return line;
        }
    }
    return -1;
}

/* Play the rolls of a turn; return 0 when input has ended. */
static int play_rolls(int dice[DICE]) {
    char answer[ANSWER];
    for (int i = 0; i < DICE; i++) {
        dice[i] = roll_die();
    }
    show_roll(1, dice);
    for (int number = 2; number <= ROLLS; number++) {
        int chosen[DICE];
        int count;
        for (;;) {
            printf("Re-roll which positions? (%d left; Enter keeps all) > ", ROLLS - number + 1);
            fflush(stdout);
            if (!read_answer(answer)) {
                return 0;
            }
            count = parse_positions(answer, chosen);
            if (count >= 0) {
                break;
            }
            printf("Type positions 1-5 with spaces between, e.g. 1 3 5.\n");
        }
        if (count == 0) {
            return 1;
        }
        for (int i = 0; i < count; i++) {
            dice[chosen[i] - 1] = roll_die();
        }
        show_roll(number, dice);
    }
    return 1;
}

/* Ask for an open line; return its index, or -1 when input has ended. */
static int choose_line(const int used[LINES]) {
    char answer[ANSWER];
    for (;;) {
        printf("Choose a line (1-6 or a name) > ");
        fflush(stdout);
        if (!read_answer(answer)) {
            return -1;
        }
        int line = parse_line(answer);
        if (line < 0) {
            printf("Type a line's number 1-6 or its name, e.g. fours.\n");
        } else if (used[line]) {
            printf("%s is already used.\n", NAMES[line]);
        } else {
            return line;
        }
    }
}

/* Play six turns, then print the final score. */
int main(void) {
    int used[LINES] = {0};
    int dice[DICE];
    int total = 0;
    srand((unsigned) time(NULL));
    for (int turn = 1; turn <= LINES; turn++) {
        printf("Turn %d of %d\n", turn, LINES);
        if (!play_rolls(dice)) {
            return 1;
        }
        int line = choose_line(used);
        if (line < 0) {
            return 1;
        }
        used[line] = 1;
        int points = score(line, dice);
        total += points;
        printf("Scored %d on %s. Total: %d\n", points, NAMES[line], total);
    }
    printf("Final score: %d\n", total);
    return 0;
}
