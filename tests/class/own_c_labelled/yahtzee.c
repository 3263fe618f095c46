/*
 * Yahtzee -- CSC 161
 *
 * How to play:
 *   The game has 6 turns. Each turn rolls five dice named A to E and shows
 *   them like A=4 B=4 C=1 D=2 E=3.
 *   To re-roll, type the letters of the dice you want to roll again (for
 *   example BD or b d). Press Enter without typing anything to stop
 *   rolling and keep what you have. You get two re-rolls per turn.
 *   Then type the number of a row to score in (1=Ones ... 6=Sixes). The
 *   row gets the sum of the dice that show its number. Rows that already
 *   have a score cannot be used again.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_ROWS 6
#define NUM_TURNS 6
#define MAX_REROLLS 2
#define TEXT_SIZE 72

const char *ROW_NAMES[NUM_ROWS] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Show the dice with their letters. */
void show_dice(const int dice[])
{
    for (int i = 0; i < NUM_DICE; i++) {
        printf("%c=%d%s", 'A' + i, dice[i], i < NUM_DICE - 1 ? " " : "\n");
    }
}

/* Get a line of input. Returns -1 at end of input, 0 for a line that was
   too long or had control characters in it, 1 for a good line. */
int get_text(char text[], int size)
{
    memset(text, 0, size);
    if (fgets(text, size, stdin) == NULL) {
        return -1;
    }
    char *newline = memchr(text, '\n', size);
    if (newline == NULL && !feof(stdin)) {
        int c = getchar();
        while (c != '\n' && c != EOF) {
            c = getchar();
        }
        return 0;
    }
    if (newline != NULL) {
        if (strlen(text) != (size_t) (newline - text) + 1) {
            return 0;
        }
        *newline = '\0';
    }
    for (int i = 0; text[i] != '\0'; i++) {
        if (iscntrl((unsigned char) text[i])) {
            return 0;
        }
    }
    return 1;
}

/* Mark the dice named by letters like "BD" in chosen[]. Returns how many
   were named, or -1 if the answer is not valid (and says why). */
int parse_letters(const char text[], int chosen[])
{
    int count = 0;
    for (int i = 0; i < NUM_DICE; i++) {
        chosen[i] = 0;
    }
    for (int i = 0; text[i] != '\0'; i++) {
        int die = toupper((unsigned char) text[i]) - 'A';
        if (text[i] == ' ') {
            continue;
        } else if (die < 0 || die >= NUM_DICE) {
            printf("Only the letters A to E name dice.\n");
            return -1;
        } else if (chosen[die]) {
            printf("You named die %c twice.\n", 'A' + die);
            return -1;
        }
        chosen[die] = 1;
        count++;
    }
    return count;
}

/* Ask which dice to re-roll. Returns the number picked (0 means stop), or
   -1 when input has ended. */
int ask_reroll(int chosen[])
{
    char text[TEXT_SIZE];
    int count = -1;
    while (count == -1) {
        printf("Enter letters of dice to re-roll (e.g. BD) or press Enter to stop: ");
        fflush(stdout);
        int status = get_text(text, TEXT_SIZE);
        if (status == -1) {
            return -1;
        }
        if (status == 0) {
            printf("That is too long, or has characters I can't use.\n");
        } else {
            count = parse_letters(text, chosen);
        }
    }
    return count;
}

/* Roll the dice for a turn and let the player re-roll. Returns 0 if the
   input ended. */
int do_rolls(int dice[])
{
    int chosen[NUM_DICE];
    for (int i = 0; i < NUM_DICE; i++) {
        dice[i] = rand() % 6 + 1;
    }
    show_dice(dice);
    for (int reroll = 0; reroll <= MAX_REROLLS; reroll++) {
        int count = ask_reroll(chosen);
        if (count <= 0) {
            return count == 0;
        }
        for (int i = 0; i < NUM_DICE; i++) {
            if (chosen[i]) {
                dice[i] = rand() % 6 + 1;
            }
        }
        show_dice(dice);
    }
    return 1;
}

/* Ask for a row that has no score yet. Returns the row or -1. */
int ask_row(const int used[])
{
    char text[TEXT_SIZE];
    for (int row = 0; row < NUM_ROWS; row++) {
        printf("  %d=%s%s", row + 1, ROW_NAMES[row], used[row] ? "(x)" : "");
    }
    printf("\n");
    while (1) {
        printf("Which row? (1=Ones ... 6=Sixes): ");
        fflush(stdout);
        int status = get_text(text, TEXT_SIZE);
        if (status == -1) {
            return -1;
        }
        int row = text[0] - '1';
        if (status != 1 || strlen(text) != 1 || row < 0 || row >= NUM_ROWS) {
            printf("Please answer with one number, 1 to 6.\n");
        } else if (used[row]) {
            printf("Row %s is already scored (marked x).\n", ROW_NAMES[row]);
        } else {
            return row;
        }
    }
}

/* Add up the dice that show the face of a row. */
int row_score(int row, const int dice[])
{
    int score = 0;
    for (int i = 0; i < NUM_DICE; i++) {
        if (dice[i] == row + 1) {
            score = score + dice[i];
        }
    }
    return score;
}

/* The game: six turns, one row each. */
int main(void)
{
    int dice[NUM_DICE];
    int used[NUM_ROWS] = {0};
    int total = 0;
    srand(time(NULL));
    for (int turn = 1; turn <= NUM_TURNS; turn++) {
        printf("\n== TURN %d ==\n", turn);
        if (!do_rolls(dice)) {
            return 0;
        }
        int row = ask_row(used);
        if (row == -1) {
            return 0;
        }
        used[row] = 1;
        int score = row_score(row, dice);
        total += score;
        printf("Row %s gets %d. Running total %d.\n", ROW_NAMES[row], score, total);
    }
    printf("\nThe game is over. Your total is %d.\n", total);
    return 0;
}
