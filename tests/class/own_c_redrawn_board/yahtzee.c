/*
 * yahtzee.c -- simplified Yahtzee on a board drawn again after every answer.
 *
 * Six turns; each turn five dice are rolled and may be re-rolled twice.
 * The player marks each die h (hold) or r (re-roll), like hhrrh; hhhhh
 * holds all and ends the rolling. Then a line is chosen by its number.
 * Under the board a message line tells what happened, or why an answer
 * was refused; the question is asked again after a refusal.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define TURNS 6
#define ROLLS 3
#define ANSWER 80

static const char *NAMES[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* The state of a game: the dice, the sheet (-1 where open), and the message line. */
struct game {
    int dice[DICE];
    int sheet[LINES];
    int turn;
    int roll;
    char message[ANSWER + 40];
};

/* Read an answer; return false at the end of input. A long answer is cut to nothing. */
bool read_answer(char answer[]) {
    if (fgets(answer, ANSWER, stdin) == NULL) {
        return false;
    }
    size_t length = strlen(answer);
    if (length > 0 && answer[length - 1] == '\n') {
        answer[length - 1] = '\0';
        return true;
    }
    int skipped = getchar();
    while (skipped != '\n' && skipped != EOF) {
        skipped = getchar();
    }
    answer[0] = '\0';
    return true;
}

/* Return the total of the lines filled. */
int total_of(const struct game *game) {
    int total = 0;
    for (int line = 0; line < LINES; line++) {
        if (game->sheet[line] >= 0) {
            total += game->sheet[line];
        }
    }
    return total;
}

/* Draw the whole board: banner, dice, sheet, message line. */
void draw(const struct game *game) {
    printf("\n######## turn %d of %d ## roll %d of %d ########\n", game->turn, TURNS,
           game->roll, ROLLS);
    printf("   die:   1   2   3   4   5\n   face:");
    for (int i = 0; i < DICE; i++) {
        printf("  %d ", game->dice[i]);
    }
    printf("\n");
    for (int line = 0; line < LINES; line++) {
        if (game->sheet[line] < 0) {
            printf("   %d %-7s  .\n", line + 1, NAMES[line]);
        } else {
            printf("   %d %-7s %2d\n", line + 1, NAMES[line], game->sheet[line]);
        }
    }
    printf("   total     %2d\n", total_of(game));
    printf(" > %s\n\n", game->message);
}

/* Check a pattern of five marks; return true if good, else set the message. */
bool good_marks(struct game *game, const char answer[]) {
    size_t length = strlen(answer);
    if (length != DICE) {
        snprintf(game->message, sizeof game->message,
                 "Give one mark per die, 5 in all (you typed %zu).", length);
        return false;
    }
    for (size_t i = 0; i < length; i++) {
        if (answer[i] != 'h' && answer[i] != 'r') {
            snprintf(game->message, sizeof game->message, "Marks are h or r only.");
            return false;
        }
    }
    return true;
}

/* Ask for the marks and re-roll; return 0 at the end of input, 1 to roll on, 2 if all held. */
int ask_marks(struct game *game) {
    char answer[ANSWER];
    while (true) {
        draw(game);
        printf("Marks for the dice, h=hold r=re-roll (hhhhh holds all): ");
        if (!read_answer(answer)) {
            return 0;
        }
        if (good_marks(game, answer)) {
            break;
        }
    }
    if (strcmp(answer, "hhhhh") == 0) {
        return 2;
    }
    for (int i = 0; i < DICE; i++) {
        if (answer[i] == 'r') {
            game->dice[i] = rand() % 6 + 1;
        }
    }
    snprintf(game->message, sizeof game->message, "Rolled again.");
    return 1;
}

/* Return the line an answer names (0-5), or -1 with the message set. */
int line_of(struct game *game, const char answer[]) {
    if (strlen(answer) != 1 || answer[0] < '1' || answer[0] > '6') {
        snprintf(game->message, sizeof game->message, "Choose a line from 1 to 6.");
        return -1;
    }
    int line = answer[0] - '1';
    if (game->sheet[line] >= 0) {
        snprintf(game->message, sizeof game->message, "%s is already filled.", NAMES[line]);
        return -1;
    }
    return line;
}

/* Ask for a line and score it; return false at the end of input. */
bool ask_line(struct game *game) {
    char answer[ANSWER];
    int line = -1;
    while (line < 0) {
        draw(game);
        printf("Line number to fill (1-6): ");
        if (!read_answer(answer)) {
            return false;
        }
        line = line_of(game, answer);
    }
    int points = 0;
    for (int i = 0; i < DICE; i++) {
        points += game->dice[i] == line + 1 ? game->dice[i] : 0;
    }
    game->sheet[line] = points;
    snprintf(game->message, sizeof game->message, "Turn %d: %d points on %s.", game->turn,
             points, NAMES[line]);
    return true;
}

/* Play one turn; return false at the end of input. */
bool play_turn(struct game *game) {
    for (int i = 0; i < DICE; i++) {
        game->dice[i] = rand() % 6 + 1;
    }
    for (game->roll = 1; game->roll < ROLLS; game->roll++) {
        int rolled = ask_marks(game);
        if (rolled == 0) {
            return false;
        }
        if (rolled == 2) {
            break;
        }
    }
    if (game->roll > ROLLS) {
        game->roll = ROLLS;
    }
    return ask_line(game);
}

/* Play six turns, seeded from the clock, and print the final score. */
int main(void) {
    struct game game = {.message = "Welcome!"};
    srand((unsigned) time(NULL));
    for (int line = 0; line < LINES; line++) {
        game.sheet[line] = -1;
    }
    for (game.turn = 1; game.turn <= TURNS; game.turn++) {
        if (!play_turn(&game)) {
            printf("\nInput ended; goodbye.\n");
            return 0;
        }
    }
    printf("\n%s\nFinal score: %d\n", game.message, total_of(&game));
    return 0;
}
