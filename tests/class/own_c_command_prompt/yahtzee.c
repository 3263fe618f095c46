/**
 * yahtzee.c - upper-section Yahtzee played at a small command prompt.
 *
 * The prompt shows how many rolls were made this turn (r1> ). Commands:
 * "r 1 3" re-rolls the dice at positions 1 and 3, "s 4" or "s fours"
 * scores the dice on a line, "p" prints the sheet and "h" the commands.
 * Six turns, one for each line.
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
#define LONGEST 40
#define ANSWER_SIZE (LONGEST + 2)
#define UNUSED -1

const char* line_names[LINES] = {"ones", "twos", "threes", "fours", "fives", "sixes"};

/* Throws away the rest of an input line that did not fit. */
void drain_line(void) {
    int ch = getchar();
    while (ch != '\n' && ch != EOF) {
        ch = getchar();
    }
}

/**
 * Reads one line into answer, lower-cased and without its newline. Ends the
 * program at the end of input. Returns false, after printing why, for a line
 * that is too long or holds a control character.
 */
bool read_answer(char answer[]) {
    memset(answer, 0, ANSWER_SIZE);
    fflush(stdout);
    if (fgets(answer, ANSWER_SIZE, stdin) == NULL) {
        printf("\neof\n");
        exit(0);
    }
    char* newline = memchr(answer, '\n', ANSWER_SIZE);
    if (newline == NULL && !feof(stdin)) {
        drain_line();
        printf("? long\n");
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
        answer[i] = (char)tolower((unsigned char)answer[i]);
    }
    return true;
}

/* Rolls one six-sided die. */
int roll_die(void) {
    return rand() % 6 + 1;
}

/* Prints the dice as "dice 4 1 2 3 5". */
void print_dice(const int dice[]) {
    printf("dice");
    for (int i = 0; i < DICE; i++) {
        printf(" %d", dice[i]);
    }
    printf("\n");
}

/**
 * Reads the positions left in the strtok line into reroll[]. Returns false,
 * after printing why, for no position, a bad position or one named twice.
 */
bool read_positions(bool reroll[]) {
    int named = 0;
    for (char* word = strtok(NULL, " "); word != NULL; word = strtok(NULL, " ")) {
        if (strlen(word) != 1 || word[0] < '1' || word[0] > '0' + DICE) {
            printf("? bad die\n");
            return false;
        }
        if (reroll[word[0] - '1']) {
            printf("? twice\n");
            return false;
        }
        reroll[word[0] - '1'] = true;
        named++;
    }
    if (named == 0) {
        printf("?\n");
    }
    return named > 0;
}

/* Handles "r P ...": re-rolls the dice named. Returns true if they were rolled. */
bool reroll_command(int dice[]) {
    bool reroll[DICE] = {false};
    if (!read_positions(reroll)) {
        return false;
    }
    for (int i = 0; i < DICE; i++) {
        if (reroll[i]) {
            dice[i] = roll_die();
        }
    }
    print_dice(dice);
    return true;
}

/* Returns the index of the line a word names (4 or fours), or -1. */
int line_of_word(const char* word) {
    if (strlen(word) == 1 && word[0] >= '1' && word[0] <= '0' + LINES) {
        return word[0] - '1';
    }
    for (int line = 0; line < LINES; line++) {
        if (strcmp(word, line_names[line]) == 0) {
            return line;
        }
    }
    return -1;
}

/**
 * Handles "s L": scores the dice on line L of the sheet and prints the
 * points. Returns true if scored, false (after a message) if not.
 */
bool score_command(const int dice[], int sheet[]) {
    char* word = strtok(NULL, " ");
    int line = word == NULL ? -1 : line_of_word(word);
    if (line < 0 || strtok(NULL, " ") != NULL) {
        printf("? line\n");
        return false;
    }
    if (sheet[line] != UNUSED) {
        printf("err: used\n");
        return false;
    }
    sheet[line] = 0;
    for (int i = 0; i < DICE; i++) {
        if (dice[i] == line + 1) {
            sheet[line] += line + 1;
        }
    }
    printf("%s %d\n", line_names[line], sheet[line]);
    return true;
}

/* Prints each line of the sheet with its points, or - if unused. */
void print_sheet(const int sheet[]) {
    for (int line = 0; line < LINES; line++) {
        if (sheet[line] == UNUSED) {
            printf("%-6s -\n", line_names[line]);
        } else {
            printf("%-6s %d\n", line_names[line], sheet[line]);
        }
    }
}

/* Prints the commands, one per line. */
void print_help(void) {
    printf("r P..  re-roll dice at positions P (1-5), e.g. r 1 3\n");
    printf("s L    score on line L (1-6 or ones..sixes)\n");
    printf("p      print the sheet\n");
    printf("h      this help\n");
}

/* Plays one turn: rolls the dice, then runs commands until a line is scored. */
void play_turn(int sheet[]) {
    int dice[DICE];
    for (int i = 0; i < DICE; i++) {
        dice[i] = roll_die();
    }
    print_dice(dice);
    int rolls = 1;
    bool scored = false;
    char answer[ANSWER_SIZE];
    while (!scored) {
        printf("r%d> ", rolls);
        if (!read_answer(answer)) {
            continue;
        }
        char* command = strtok(answer, " ");
        if (command == NULL) {
            printf("?\n");
        } else if (strcmp(command, "r") == 0) { /* re-roll the dice named after r */
            if (reroll_command(dice)) {
                rolls++;
            }
        } else if (strcmp(command, "s") == 0) {
            scored = score_command(dice, sheet);
        } else if (strcmp(command, "p") == 0 && strtok(NULL, " ") == NULL) {
            print_sheet(sheet);
        } else if (strcmp(command, "h") == 0 && strtok(NULL, " ") == NULL) {
            print_help();
        } else {
            printf("?\n");
        }
    }
}

/* Plays the six turns on a fresh sheet and prints the total. */
int main(void) {
    srand(time(NULL));
    int sheet[LINES];
    for (int line = 0; line < LINES; line++) {
        sheet[line] = UNUSED;
    }
    for (int turn = 1; turn <= TURNS; turn++) {
        play_turn(sheet);
    }
    int total = 0;
    for (int line = 0; line < LINES; line++) {
        total += sheet[line];
    }
    printf("total %d\n", total);
    return 0;
}
