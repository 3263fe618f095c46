/**
 * yahtzee.c - simplified Yahtzee, upper card only, for CSC 161.
 *
 * Six turns. Each turn rolls five dice; the player holds dice by number
 * (a held die is drawn in reverse video, and pressing its number again lets
 * it go), rolls the rest with r at most twice, and types d when done. Then
 * the player picks an open line, 1 (Ones) to 6 (Sixes).
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6
#define NUM_TURNS 6
#define MAX_ROLLS 3
#define INPUT_SIZE 32

/* The key the player typed on the hold screen. */
enum key_kind { KEY_BAD, KEY_HOLD, KEY_ROLL, KEY_DONE };

const char* line_names[NUM_LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/**
 * Reads one line into answer without its newline. Ends the game at the end
 * of input. Returns false if the line is too long or has a control character.
 */
bool read_answer(char answer[]) {
    if (fgets(answer, INPUT_SIZE, stdin) == NULL) {
        printf("\nBye.\n");
        exit(0);
    }
    size_t length = strlen(answer);
    if (length == 0 || answer[length - 1] != '\n') {
        int ch = getchar();
        while (ch != '\n' && ch != EOF) {
            ch = getchar();
        }
        return false;
    }
    answer[length - 1] = '\0';
    for (size_t i = 0; answer[i] != '\0'; i++) {
        if (answer[i] < ' ' || answer[i] == 127) {
            return false;
        }
    }
    return true;
}

/* Prints the dice, each held one in reverse video. */
void show_dice(const int dice[], const bool held[]) {
    printf(" ");
    for (int i = 0; i < NUM_DICE; i++) {
        if (held[i]) {
            printf(" \033[7m[%d]\033[0m", dice[i]);
        } else {
            printf(" [%d]", dice[i]);
        }
    }
    printf("\n");
}

/* Rolls every die that is not held. */
void roll_unheld(int dice[], const bool held[]) {
    for (int i = 0; i < NUM_DICE; i++) {
        if (!held[i]) {
            dice[i] = rand() % 6 + 1;
        }
    }
}

/* Reads the key of the hold screen; a die key sets which_die (0-4). */
enum key_kind read_key(int* which_die) {
    char answer[INPUT_SIZE];
    printf("Keys: [1-5] hold  [r] roll  [d] done > ");
    fflush(stdout);
    if (!read_answer(answer) || strlen(answer) != 1) {
        return KEY_BAD;
    }
    if (answer[0] >= '1' && answer[0] <= '5') {
        *which_die = answer[0] - '1';
        return KEY_HOLD;
    }
    if (answer[0] == 'r') {
        return KEY_ROLL;
    }
    return answer[0] == 'd' ? KEY_DONE : KEY_BAD;
}

/* Plays the rolls of one turn: holds and rolls until the player is done. */
void play_rolls(int dice[]) {
    bool held[NUM_DICE] = {false, false, false, false, false};
    int rolls = 1;
    int which_die = 0;
    roll_unheld(dice, held);
    show_dice(dice, held);
    enum key_kind key = read_key(&which_die);
    while (key != KEY_DONE) {
        if (key == KEY_HOLD) {
            held[which_die] = !held[which_die];
            show_dice(dice, held);
        } else if (key == KEY_ROLL && rolls < MAX_ROLLS) {
            roll_unheld(dice, held);
            rolls++;
            show_dice(dice, held);
        } else if (key == KEY_ROLL) {
            printf("No rolls left: d to score.\n");
        } else {
            printf("Keys are 1-5, r or d.\n");
        }
        key = read_key(&which_die);
    }
}

/* Asks for an open line until one is given; returns its index. */
int choose_line(const bool used[]) {
    char answer[INPUT_SIZE];
    while (true) {
        printf("Line (1-6): ");
        fflush(stdout);
        bool fits = read_answer(answer);
        if (!fits || strlen(answer) != 1 || answer[0] < '1' || answer[0] > '6') {
            printf("Type one number from 1 to 6.\n");
        } else if (used[answer[0] - '1']) {
            printf("Line taken.\n");
        } else {
            return answer[0] - '1';
        }
    }
}

/* Returns the points of a line: its face times the dice showing it. */
int line_points(const int dice[], int line) {
    int points = 0;
    for (int i = 0; i < NUM_DICE; i++) {
        if (dice[i] == line + 1) {
            points += line + 1;
        }
    }
    return points;
}

int main(void) {
    srand(time(NULL));
    bool used[NUM_LINES] = {false, false, false, false, false, false};
    int total = 0;
    printf("YAHTZEE (upper card)\n");
    for (int turn = 1; turn <= NUM_TURNS; turn++) {
        int dice[NUM_DICE] = {0, 0, 0, 0, 0};
        printf("== Turn %d ==\n", turn);
        play_rolls(dice);
        int line = choose_line(used);
        int points = line_points(dice, line);
        used[line] = true;
        total += points;
        printf("+%d on %s (total %d)\n", points, line_names[line], total);
    }
    printf("Game over. Final score: %d\n", total);
    return 0;
}
