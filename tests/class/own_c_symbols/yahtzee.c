/*
 * yahtzee.c - Simplified Yahtzee (CSC 161 homework)
 *
 * How to play:
 *   Six turns in total. The five dice are printed in a row with the
 *   letters a b c d e underneath, so you can tell them apart.
 *   Twice a turn you choose which dice to HOLD (keep). Type their letters
 *   together, like bd, and the other dice are rolled again. Type * to
 *   hold all of them (no more rolling this turn) or - to hold none and
 *   roll all five again.
 *   Then type the number (1-6) of an open line: 1 is Ones, 2 is Twos and
 *   so on. The line scores the sum of the dice that show that number.
 *   When only one line is left the game uses it automatically.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define TURNS 6
#define ROLLS_PER_TURN 3
#define BUFFER 80

const char *line_name[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Print the dice with their letters below. */
void show(const int dice[])
{
    printf("  ");
    for (int i = 0; i < DICE; i++) {
        printf("%d ", dice[i]);
    }
    printf("\n  a b c d e\n");
}

/* Read a line into buffer. Returns -1 when input is over, 0 when the line
   was too long (the rest of it is skipped) or had control characters,
   and 1 when it can be used. */
int read_reply(char buffer[], int size)
{
    memset(buffer, 0, size);
    if (fgets(buffer, size, stdin) == NULL) {
        return -1;
    }
    char *end = memchr(buffer, '\n', size);
    if (end == NULL && !feof(stdin)) {
        int skipped = getchar();
        while (skipped != '\n' && skipped != EOF) {
            skipped = getchar();
        }
        return 0;
    }
    if (end != NULL) {
        if (strlen(buffer) != (size_t) (end - buffer) + 1) {
            return 0;
        }
        *end = '\0';
    }
    for (int i = 0; buffer[i] != '\0'; i++) {
        if (iscntrl((unsigned char) buffer[i])) {
            return 0;
        }
    }
    return 1;
}

/* Fill hold[] from a reply like "bd", "*" or "-". Returns 1 if the reply
   is good, else prints a reason and returns 0. */
int parse_hold(const char reply[], int hold[])
{
    int all = (strcmp(reply, "*") == 0);
    for (int i = 0; i < DICE; i++) {
        hold[i] = all;
    }
    if (all || strcmp(reply, "-") == 0) {
        return 1;
    }
    if (reply[0] == '\0') {
        printf("Type some letters, * or -.\n");
        return 0;
    }
    for (int i = 0; reply[i] != '\0'; i++) {
        int die = tolower((unsigned char) reply[i]) - 'a';
        if (die < 0 || die >= DICE) {
            printf("Use the letters a to e (no spaces), like bd.\n");
            return 0;
        }
        if (hold[die]) {
            printf("You typed %c twice.\n", reply[i]);
            return 0;
        }
        hold[die] = 1;
    }
    return 1;
}

/* Ask which dice to hold. Returns 1 when some dice will be rolled, 0 when
   all are held, and -1 when the input is over. */
int ask_hold(int hold[])
{
    char reply[BUFFER];
    while (1) {
        printf("Hold which dice? Type letters (e.g. bd), * to hold all, - to hold none: ");
        fflush(stdout);
        int status = read_reply(reply, BUFFER);
        if (status == -1) {
            return -1;
        }
        if (status == 0) {
            printf("That reply is too long or has control characters.\n");
        } else if (parse_hold(reply, hold)) {
            int held = 0;
            for (int i = 0; i < DICE; i++) {
                held += hold[i];
            }
            return held < DICE;
        }
    }
}

/* All the rolls of one turn. Returns 0 if input is over. */
int play_rolls(int dice[])
{
    int hold[DICE] = {0, 0, 0, 0, 0};
    for (int roll = 1; roll <= ROLLS_PER_TURN; roll++) {
        for (int i = 0; i < DICE; i++) {
            if (!hold[i]) {
                dice[i] = rand() % 6 + 1;
            }
        }
        show(dice);
        if (roll == ROLLS_PER_TURN) {
            return 1;
        }
        int result = ask_hold(hold);
        if (result != 1) {
            return result == 0;
        }
    }
    return 1;
}

/* Ask where to score. Returns a line 0-5, or -1 if input is over. */
int ask_where(const int used[], int open_count)
{
    char reply[BUFFER];
    printf("Open:");
    for (int line = 0; line < LINES; line++) {
        if (!used[line] && open_count == 1) {
            printf(" only %s, so it is used.\n", line_name[line]);
            return line;
        } else if (!used[line]) {
            printf(" %d(%s)", line + 1, line_name[line]);
        }
    }
    printf("\n");
    while (1) {
        printf("Score where? Type 1-6: ");
        fflush(stdout);
        int status = read_reply(reply, BUFFER);
        int line = reply[0] - '1';
        if (status == -1) {
            return -1;
        } else if (status == 0 || strlen(reply) != 1 || line < 0 || line >= LINES) {
            printf("That's not 1-6.\n");
        } else if (used[line]) {
            printf("%s is used up.\n", line_name[line]);
        } else {
            return line;
        }
    }
}

/* Play the game. */
int main(void)
{
    srand(time(NULL));
    int used[LINES] = {0};
    int dice[DICE];
    int tally = 0;
    printf("Simple Yahtzee. Good luck!\n\n");
    for (int turn = 0; turn < TURNS; turn++) {
        if (!play_rolls(dice)) {
            return 0;
        }
        int line = ask_where(used, TURNS - turn);
        if (line == -1) {
            return 0;
        }
        used[line] = 1;
        int points = 0;
        for (int i = 0; i < DICE; i++) {
            points += (dice[i] == line + 1) ? dice[i] : 0;
        }
        tally += points;
        printf("Scored %d on %s.\n\n", points, line_name[line]);
    }
    printf("Final tally: %d\n", tally);
    return 0;
}
