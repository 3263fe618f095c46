/*
 * yahtzee.c - simplified single-player Yahtzee: NUM_TURNS turns of NUM_DICE
 * dice, up to MAX_ROLLS rolls each, scored on lines Ones .. Sixes.
 * Commands: "r 25" re-rolls dice 2 and 5, "k" keeps the dice, "s 4" scores.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_TURNS 6
#define MAX_ROLLS 3
#define NUM_LINES 6
#define NUM_FACES 6
#define BUFFER_SIZE 64
#define EMPTY_LINE -1

const char* LINE_NAMES[NUM_LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Return a random die face from 1 to NUM_FACES. */
int roll_die(void) {
    return rand() % NUM_FACES + 1;
}

/* Return the points the dice earn on a line (1 = Ones ... 6 = Sixes). */
int score_for_line(int dice[], int line) {
    int points = 0;
    for (int i = 0; i < NUM_DICE; i++) {
        if (dice[i] == line) {
            points += line;
        }
    }
    return points;
}

/* Print every line of the sheet ('.' when empty) and return the total. */
int print_sheet(int sheet[]) {
    int total = 0;
    for (int i = 0; i < NUM_LINES; i++) {
        if (sheet[i] == EMPTY_LINE) {
            printf("  %d. %-10s.\n", i + 1, LINE_NAMES[i]);
        } else {
            printf("  %d. %-10s%d\n", i + 1, LINE_NAMES[i], sheet[i]);
            total += sheet[i];
        }
    }
    printf("  Total so far: %d\n", total);
    return total;
}

/* Print the status line (turn, roll, dice, used lines) and the question. */
void print_status(int turn, int rolls, int dice[], int sheet[]) {
    bool any_used = false;
    printf("[T%d R%d]", turn, rolls);
    for (int i = 0; i < NUM_DICE; i++) {
        printf(" %d", dice[i]);
    }
    printf(" | used:");
    for (int i = 0; i < NUM_LINES; i++) {
        if (sheet[i] != EMPTY_LINE) {
            printf(" %d", i + 1);
            any_used = true;
        }
    }
    printf("%s\nyour move?\n", any_used ? "" : " none");
}

/* Read a line into buffer (newline removed); exit at end of input. Return
   false, with a reason printed, if it is too long or has a control character. */
bool read_answer(char buffer[]) {
    memset(buffer, 'x', BUFFER_SIZE);
    if (fgets(buffer, BUFFER_SIZE, stdin) == NULL) {
        printf("Input ended.\n");
        exit(EXIT_SUCCESS);
    }
    char* newline = memchr(buffer, '\n', BUFFER_SIZE);
    if (newline == NULL && !feof(stdin)) {
        int c = getchar();
        while (c != '\n' && c != EOF) {
            c = getchar();
        }
        printf("That answer is too long (at most %d characters).\n", BUFFER_SIZE - 2);
        return false;
    }
    size_t length = (newline != NULL) ? (size_t) (newline - buffer) : strlen(buffer);
    buffer[length] = '\0';
    for (size_t i = 0; i < length; i++) {
        unsigned char c = (unsigned char) buffer[i];
        if (c < ' ' || c == 127) {
            printf("That answer contains a control character.\n");
            return false;
        }
    }
    return true;
}

/* Remove the spaces at both ends of text; return its first non-space. */
char* trim(char* text) {
    size_t length = strlen(text);
    while (length > 0 && text[length - 1] == ' ') {
        length--;
    }
    text[length] = '\0';
    while (*text == ' ') {
        text++;
    }
    return text;
}

/* Return the line (1..NUM_LINES) named in text, or 0 after printing a reason. */
int parse_line(char* text, int sheet[]) {
    text = trim(text);
    if (text[0] < '1' || text[0] > '0' + NUM_LINES || text[1] != '\0') {
        printf("Give one line number from 1 to %d, like s 4.\n", NUM_LINES);
        return 0;
    }
    int line = text[0] - '0';
    if (sheet[line - 1] != EMPTY_LINE) {
        printf("%s is already used; pick an empty line.\n", LINE_NAMES[line - 1]);
        return 0;
    }
    return line;
}

/* Re-roll the dice whose positions are the digits in text ("25" or "2 5").
   Returns false, after printing a reason, if the positions are bad. */
bool reroll_dice(char* text, int dice[]) {
    bool chosen[NUM_DICE] = {false};
    if (trim(text)[0] == '\0') {
        printf("Say which dice to throw, like r 134.\n");
        return false;
    }
    for (int i = 0; text[i] != '\0'; i++) {
        if (text[i] == ' ') {
            continue;
        }
        if (text[i] < '1' || text[i] > '0' + NUM_DICE) {
            printf("Positions are digits from 1 to %d, like r 134.\n", NUM_DICE);
            return false;
        }
        if (chosen[text[i] - '1']) {
            printf("Die %c is named twice.\n", text[i]);
            return false;
        }
        chosen[text[i] - '1'] = true;
    }
    for (int i = 0; i < NUM_DICE; i++) {
        if (chosen[i]) {
            dice[i] = roll_die();
        }
    }
    return true;
}

/* Play one turn: roll, obey the player's commands and score one line. */
void play_turn(int turn, int sheet[]) {
    int dice[NUM_DICE];
    int rolls = 1;
    bool may_roll = true;
    char buffer[BUFFER_SIZE];
    for (int i = 0; i < NUM_DICE; i++) {
        dice[i] = roll_die();
    }
    printf("\n~~ Turn %d of %d ~~\n", turn, NUM_TURNS);
    print_sheet(sheet);
    printf("Commands: r <positions> (like r 134) | k = keep | s <line 1-6>\n");
    while (true) {
        print_status(turn, rolls, dice, sheet);
        if (!read_answer(buffer)) {
            continue;
        }
        char* answer = trim(buffer);
        char command = answer[0];
        if (command != '\0' && answer[1] != '\0' && answer[1] != ' ') {
            command = '?'; /* the first word is longer than one letter */
        }
        if (answer[0] == '\0') {
            printf("Please type a command: r, k or s.\n");
        } else if (command != 'r' && command != 'k' && command != 's') {
            printf("Unknown command; use r, k or s (like r 134, k, s 4).\n");
        } else if (command == 's') {
            int line = parse_line(answer + 1, sheet);
            if (line != 0) {
                sheet[line - 1] = score_for_line(dice, line);
                printf("%s gets %d points.\n", LINE_NAMES[line - 1], sheet[line - 1]);
                return;
            }
        } else if (!may_roll) {
            printf("No more throws this turn, so only s <line> is accepted now.\n");
        } else if (command == 'k' && answer[1] != '\0') {
            printf("k takes nothing after it.\n");
        } else if (command == 'k') {
            may_roll = false;
            printf("Dice kept. Now only s <line> is accepted.\n");
        } else if (reroll_dice(answer + 1, dice)) {
            rolls++;
            if (rolls == MAX_ROLLS) {
                may_roll = false;
                printf("That was your last throw. Score it with s <line>.\n");
            }
        }
    }
}

/* Play a whole game and print the final score. */
int main(void) {
    int sheet[NUM_LINES];
    srand((unsigned) time(NULL));
    for (int i = 0; i < NUM_LINES; i++) {
        sheet[i] = EMPTY_LINE;
    }
    for (int turn = 1; turn <= NUM_TURNS; turn++) {
        play_turn(turn, sheet);
    }
    int total = print_sheet(sheet);
    printf("Game over - your total is %d.\n", total);
    return 0;
}
