/*
 * Simplified Yahtzee in six turns. After each roll the player is asked whether
 * they are happy with the dice: yes goes to scoring, no asks which dice to
 * re-roll (at most two re-rolls a turn). A line is chosen by its number.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define REROLLS 2

/* Read one line of input into buffer; end the game at end of input. */
void read_line(char *buffer, int size)
{
    if (fgets(buffer, size, stdin) == NULL) {
        printf("\nInput ended before the game was over. Bye!\n");
        exit(0);
    }
    buffer[strcspn(buffer, "\n")] = '\0';
}

/* Print the dice under their positions. */
void show_dice(const int dice[])
{
    printf("\n  Position |");
    for (int i = 0; i < DICE; i++) {
        printf(" %d |", i + 1);
    }
    printf("\n  Die      |");
    for (int i = 0; i < DICE; i++) {
        printf(" %d |", dice[i]);
    }
    printf("\n\n");
}

/* Ask whether the player is happy with the dice; return true for yes. */
bool happy(void)
{
    char answer[64];
    while (true) {
        printf("Are you happy with these dice? (y/n): ");
        read_line(answer, sizeof answer);
        if (strcmp(answer, "y") == 0 || strcmp(answer, "n") == 0) {
            return answer[0] == 'y';
        }
        printf("Please answer y or n.\n");
    }
}

/* Parse positions like "1 3 4" into flags; return false if one is bad or repeated. */
bool parse_positions(char *answer, bool chosen[])
{
    int count = 0;
    for (int i = 0; i < DICE; i++) {
        chosen[i] = false;
    }
    for (char *word = strtok(answer, " "); word != NULL; word = strtok(NULL, " ")) {
        if (strlen(word) != 1 || word[0] < '1' || word[0] > '5' || chosen[word[0] - '1']) {
            return false;
        }
        chosen[word[0] - '1'] = true;
        count++;
    }
    return count > 0;
}

/* Ask which dice to re-roll and roll them again. */
void reroll(int dice[])
{
    char answer[64];
    bool chosen[DICE];
    while (true) {
        printf("Which dice do you want to re-roll?\n");
        printf("Type their positions separated by spaces (e.g. 1 3 4): ");
        read_line(answer, sizeof answer);
        if (parse_positions(answer, chosen)) {
            break;
        }
        printf("Use positions 1 to 5, each once.\n");
    }
    for (int i = 0; i < DICE; i++) {
        if (chosen[i]) {
            dice[i] = rand() % 6 + 1;
        }
    }
}

/* Ask for an open line by its number; return its index. */
int choose_line(const bool used[])
{
    char answer[64];
    while (true) {
        printf("Which line do you want to score (1-6)? ");
        read_line(answer, sizeof answer);
        if (strlen(answer) != 1 || answer[0] < '1' || answer[0] > '6') {
            printf("Type a number from 1 to 6.\n");
        } else if (used[answer[0] - '1']) {
            printf("That line is already used.\n");
        } else {
            return answer[0] - '1';
        }
    }
}

/* Play one turn; return the points scored and mark the line used. */
int play_turn(int turn, bool used[], int sheet[])
{
    int dice[DICE];
    printf("---------- Turn %d of 6 ----------\n", turn);
    for (int i = 0; i < DICE; i++) {
        dice[i] = rand() % 6 + 1;
    }
    show_dice(dice);
    for (int rerolls = 0; rerolls < REROLLS && !happy(); rerolls++) {
        reroll(dice);
        show_dice(dice);
    }
    int line = choose_line(used);
    int points = 0;
    for (int i = 0; i < DICE; i++) {
        if (dice[i] == line + 1) {
            points += dice[i];
        }
    }
    used[line] = true;
    sheet[line] = points;
    printf("Line %d: %d points.\n\n", line + 1, points);
    return points;
}

/* Play six turns and print the final total. */
int main(void)
{
    bool used[LINES] = {false};
    int sheet[LINES] = {0};
    int total = 0;
    srand((unsigned) time(NULL));
    for (int turn = 1; turn <= LINES; turn++) {
        total += play_turn(turn, used, sheet);
    }
    printf("Final total: %d\n", total);
    return 0;
}
