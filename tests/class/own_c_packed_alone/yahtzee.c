/**
 * yahtzee.c - upper-section Yahtzee with packed dice and packed answers.
 *
 * The dice are printed packed on a line alone (41235). At "roll? " the
 * positions to re-roll are typed packed too (13 re-rolls the first and the
 * third die, 0 keeps them all); at "line? " a line from 1 (ones) to 6
 * (sixes). Six turns, three rolls at most in each. h prints the help.
 */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define TURNS 6
#define ROLLS 3
#define LONGEST 40
#define ANSWER_SIZE (LONGEST + 2)
#define UNUSED -1

const char* line_names[LINES] = {"ones", "twos", "threes", "fours", "fives", "sixes"};
/* Points each matching die is worth on each line. */
const int die_points[LINES] = {1, 2, 3, 4, 5, 5};

/* Throws away the rest of an input line that did not fit. */
void drain_line(void) {
    int ch = getchar();
    while (ch != '\n' && ch != EOF) {
        ch = getchar();
    }
}

/**
 * Reads one line into answer without its newline. Ends the program at the
 * end of input. Returns false, after printing why, for a line that is too
 * long or holds a control character.
 */
bool read_answer(char answer[]) {
    memset(answer, 0, ANSWER_SIZE);
    fflush(stdout);
    if (fgets(answer, ANSWER_SIZE, stdin) == NULL) {
        printf("\nbye\n");
        exit(0);
    }
    char* newline = memchr(answer, '\n', ANSWER_SIZE);
    if (newline == NULL && !feof(stdin)) {
        drain_line();
        printf("? too long\n");
        return false;
    }
    size_t length = strlen(answer);
    if (newline != NULL) {
        length = (size_t)(newline - answer);
        *newline = '\0';
    }
    for (size_t i = 0; i < length; i++) {
        if (iscntrl((unsigned char)answer[i])) {
            printf("?\n");
            return false;
        }
    }
    return true;
}

/* Prints the help for both prompts. */
void print_help(void) {
    printf("roll? dice to re-roll by position, packed: 13 or 245\n");
    printf("      0 = keep all and score\n");
    printf("line? 1-6 = ones..sixes, unused only\n");
}

/* Prints the dice packed on a line alone, like 41235. */
void print_dice(const int dice[]) {
    for (int i = 0; i < DICE; i++) {
        printf("%d", dice[i]);
    }
    printf("\n");
}

/**
 * Reads packed positions like "245" into reroll[]. Returns false, after
 * printing why, for an empty answer, a character that is no digit, a
 * position that is not 1-5, or a position named twice.
 */
bool parse_positions(const char answer[], bool reroll[]) {
    size_t length = strlen(answer);
    for (size_t i = 0; i < length; i++) {
        if (!isdigit((unsigned char)answer[i])) {
            printf("?\n");
            return false;
        }
    }
    for (size_t i = 0; i < length; i++) {
        int position = answer[i] - '0';
        if (position < 1 || position > DICE) {
            printf("? bad die\n");
            return false;
        }
        if (reroll[position - 1]) {
            printf("? twice\n");
            return false;
        }
        reroll[position - 1] = true;
    }
    if (length == 0) {
        printf("?\n");
    }
    return length > 0;
}

/**
 * Asks which dice to re-roll until the answer is good and fills reroll[].
 * Returns false when the answer is 0 (keep all and score).
 */
bool ask_reroll(bool reroll[]) {
    char answer[ANSWER_SIZE];
    while (true) {
        for (int i = 0; i < DICE; i++) {
            reroll[i] = false;
        }
        printf("roll? ");
        if (!read_answer(answer)) {
            continue;
        }
        if (strcmp(answer, "h") == 0) {
            print_help();
        } else if (strcmp(answer, "0") == 0) {
            return false;
        } else if (parse_positions(answer, reroll)) {
            return true;
        }
    }
}

/* Rolls the dice up to three times as the player asks; leaves them in dice[]. */
void play_rolls(int dice[]) {
    for (int i = 0; i < DICE; i++) {
        dice[i] = rand() % 6 + 1;
    }
    print_dice(dice);
    for (int roll = 2; roll <= ROLLS; roll++) {
        bool reroll[DICE];
        if (!ask_reroll(reroll)) {
            return;
        }
        for (int i = 0; i < DICE; i++) {
            if (reroll[i]) {
                dice[i] = rand() % 6 + 1;
            }
        }
        print_dice(dice);
    }
}

/* Asks for an unused line until one is given; returns its index. */
int ask_line(const int sheet[]) {
    char answer[ANSWER_SIZE];
    while (true) {
        printf("line? ");
        if (!read_answer(answer)) {
            continue;
        }
        size_t length = strlen(answer);
        if (strcmp(answer, "h") == 0) {
            print_help();
        } else if (length == 0 || strspn(answer, "0123456789") != length) {
            printf("?\n");
        } else if (length != 1 || answer[0] < '1' || answer[0] > '0' + LINES) {
            printf("?range\n");
        } else if (sheet[answer[0] - '1'] != UNUSED) {
            printf("err: used\n");
        } else {
            return answer[0] - '1';
        }
    }
}

/* Returns the points the dice make on a line. */
int score_line(const int dice[], int line) {
    int points = 0;
    for (int i = 0; i < DICE; i++) {
        if (dice[i] == line + 1) {
            points += die_points[line];
        }
    }
    return points;
}

/* Plays the six turns, printing the points of each and the total. */
int main(void) {
    srand(time(NULL));
    int sheet[LINES];
    for (int line = 0; line < LINES; line++) {
        sheet[line] = UNUSED;
    }
    int total = 0;
    for (int turn = 1; turn <= TURNS; turn++) {
        int dice[DICE];
        play_rolls(dice);
        int line = ask_line(sheet);
        sheet[line] = score_line(dice, line);
        total += sheet[line];
        printf("%s %d\n", line_names[line], sheet[line]);
    }
    printf("total %d\n", total);
    return 0;
}
