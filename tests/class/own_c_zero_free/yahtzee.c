/*
 * Yahtzee (simple one-player version) - CSC 161 homework
 *
 * How to play:
 *   The game lasts 6 turns. Each turn five dice are rolled and shown in
 *   boxes like [4][4][1][2][3]; the first box is die 1.
 *   Two times you may roll some dice again: type their positions with
 *   commas, like 1,3,5 (spaces are fine too: 1, 3, 5). Type 0 to keep
 *   all the dice, which also ends your rolling for the turn.
 *   Then pick a line from the menu by its number (1 = Ones ... 6 = Sixes).
 *   The line scores the sum of the dice showing that number.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6
#define NUM_TURNS 6
#define NUM_REROLLS 2
#define ANSWER_SIZE 50
#define READ_OK 1
#define READ_BAD 0
#define READ_END -1

const char *LINE_NAMES[NUM_LINES] = {"Ones", "Twos", "Threes",
                                     "Fours", "Fives", "Sixes"};

/* Read one line of input into answer, one character at a time.
   Returns READ_END at end of input, READ_BAD if the line was too long
   or had control characters, and READ_OK otherwise. */
int read_answer(const char *question, char answer[])
{
    int length = 0;
    int bad = 0;
    printf("%s ", question);
    fflush(stdout);
    int ch = getchar();
    if (ch == EOF) {
        return READ_END;
    }
    while (ch != '\n' && ch != EOF) {
        if (length >= ANSWER_SIZE - 1 || iscntrl(ch)) {
            bad = 1;
        } else {
            answer[length] = (char) ch;
            length++;
        }
        ch = getchar();
    }
    answer[length] = '\0';
    if (bad) {
        printf("That answer is too long or has strange characters.\n");
        return READ_BAD;
    }
    return READ_OK;
}

/* Move past any spaces in text, starting at spot, and return the new spot. */
int skip_spaces(const char text[], int spot)
{
    while (text[spot] == ' ') {
        spot++;
    }
    return spot;
}

/* Read positions like "1, 3,5" and set reroll[p - 1] to 1 for each one.
   Returns the number of dice chosen, 0 for the answer "0", or -1
   (after printing why) if the answer is not valid. */
int parse_positions(const char text[], int reroll[])
{
    int count = 0;
    int spot = skip_spaces(text, 0);
    if (text[spot] == '0' && text[skip_spaces(text, spot + 1)] == '\0') {
        return 0;
    }
    while (1) {
        spot = skip_spaces(text, spot);
        if (text[spot] < '1' || text[spot] > '5') {
            printf("Please type positions 1 to 5 with commas, or 0.\n");
            return -1;
        }
        int position = text[spot] - '0';
        if (reroll[position - 1]) {
            printf("You listed die %d twice.\n", position);
            return -1;
        }
        reroll[position - 1] = 1;
        count++;
        spot = skip_spaces(text, spot + 1);
        if (text[spot] == '\0') {
            return count;
        }
        if (text[spot] != ',') {
            printf("Put a comma between the positions, like 1,3,5.\n");
            return -1;
        }
        spot++;
    }
}

/* Ask which dice to roll again until the answer is valid.
   Returns how many dice to roll (0 = none) or -1 at end of input. */
int ask_reroll(int reroll[])
{
    char answer[ANSWER_SIZE];
    while (1) {
        for (int die = 0; die < NUM_DICE; die++) {
            reroll[die] = 0;
        }
        int status = read_answer("Dice to roll again (like 1,3,5; 0 = none):",
                                 answer);
        if (status == READ_END) {
            return -1;
        }
        if (status == READ_OK) {
            int count = parse_positions(answer, reroll);
            if (count >= 0) {
                return count;
            }
        }
    }
}

/* Print the dice in boxes, like [4][4][1][2][3]. */
void show_dice(const int dice[])
{
    for (int die = 0; die < NUM_DICE; die++) {
        printf("[%d]", dice[die]);
    }
    printf("\n");
}

/* Roll one turn: first roll plus up to two re-rolls.
   Returns 1 when done, 0 if the input ended. */
int play_rolls(int dice[])
{
    int reroll[NUM_DICE];
    for (int die = 0; die < NUM_DICE; die++) {
        dice[die] = rand() % 6 + 1;
    }
    show_dice(dice);
    for (int round = 0; round < NUM_REROLLS; round++) {
        int count = ask_reroll(reroll);
        if (count == -1) {
            return 0;
        }
        if (count == 0) {
            return 1;
        }
        for (int die = 0; die < NUM_DICE; die++) {
            if (reroll[die]) {
                dice[die] = rand() % 6 + 1;
            }
        }
        show_dice(dice);
    }
    return 1;
}

/* Show the menu of lines and ask for a line number until it is free.
   A line counts as used when its score is not 0.
   Returns the line (0 to 5) or -1 at end of input. */
int ask_line(const int scores[])
{
    char answer[ANSWER_SIZE];
    for (int line = 0; line < NUM_LINES; line++) {
        printf("%d. %s%s\n", line + 1, LINE_NAMES[line],
               scores[line] != 0 ? " (used)" : "");
    }
    while (1) {
        int status = read_answer("Line number:", answer);
        if (status == READ_END) {
            return -1;
        }
        if (status == READ_BAD) {
            continue;
        }
        int spot = skip_spaces(answer, 0);
        int number = answer[spot] - '0';
        if (number < 1 || number > NUM_LINES ||
            answer[skip_spaces(answer, spot + 1)] != '\0') {
            printf("Please type a number from 1 to 6.\n");
        } else if (scores[number - 1] != 0) {
            printf("%s is already used, pick another line.\n",
                   LINE_NAMES[number - 1]);
        } else {
            return number - 1;
        }
    }
}

/* Add up the dice that show the face of the line. */
int line_points(int line, const int dice[])
{
    int points = 0;
    for (int die = 0; die < NUM_DICE; die++) {
        if (dice[die] == line + 1) {
            points += dice[die];
        }
    }
    return points;
}

/* Play the six turns and print the final score. */
int main(void)
{
    int dice[NUM_DICE];
    int scores[NUM_LINES] = {0};
    int total = 0;
    srand(time(NULL));
    printf("Let's play Yahtzee!\n");
    for (int turn = 1; turn <= NUM_TURNS; turn++) {
        printf("\n--- Turn %d/%d ---\n", turn, NUM_TURNS);
        if (!play_rolls(dice)) {
            return 0;
        }
        int line = ask_line(scores);
        if (line == -1) {
            return 0;
        }
        scores[line] = line_points(line, dice);
        total += scores[line];
        printf("You scored %d on %s. Running total: %d\n", scores[line],
               LINE_NAMES[line], total);
    }
    printf("\nFinal score: %d\n", total);
    return 0;
}
