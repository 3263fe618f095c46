/**
 * yahtzee.c - upper-card Yahtzee written to be read aloud by a screen reader.
 *
 * Every die is said in a sentence ("Die two shows a five."), and the dice to
 * keep are typed as number words ("two five"). Six turns, three rolls at
 * most, then a line chosen by its number.
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
#define ANSWER_SIZE 64

const char* number_words[] = {"zero", "one", "two", "three", "four", "five", "six"};
const char* line_names[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/**
 * Reads one answer into answer without its newline. Says goodbye and ends at
 * the end of input. Returns false for a line too long or with a control key.
 */
bool read_answer(char answer[]) {
    if (fgets(answer, ANSWER_SIZE, stdin) == NULL) {
        printf("\nThe input has ended. Goodbye.\n");
        exit(0);
    }
    size_t length = strlen(answer);
    if (length == 0 || answer[length - 1] != '\n') {
        int ch = getchar();
        while (ch != '\n' && ch != EOF) {
            ch = getchar();
        }
        printf("That answer is too long. Please try again.\n");
        return false;
    }
    answer[length - 1] = '\0';
    for (size_t i = 0; i + 1 < length; i++) {
        if ((unsigned char)answer[i] < ' ' || answer[i] == 127) {
            printf("That answer has a control character. Please try again.\n");
            return false;
        }
    }
    return true;
}

/* Says each die in its own sentence. */
void say_dice(const int dice[]) {
    for (int i = 0; i < DICE; i++) {
        printf("Die %s shows a %s.\n", number_words[i + 1], number_words[dice[i]]);
    }
}

/* Returns the die (1-5) a number word names, or 0 if it names none. */
int die_of_word(const char* word) {
    for (int die = 1; die <= DICE; die++) {
        if (strcmp(word, number_words[die]) == 0) {
            return die;
        }
    }
    return 0;
}

/**
 * Reads the dice to keep as number words into keep[]. Returns 1 when read,
 * 0 when the answer is refused (a message is printed).
 */
int parse_keep(char answer[], bool keep[]) {
    if (strcmp(answer, "all") == 0 || strcmp(answer, "none") == 0) {
        for (int i = 0; i < DICE; i++) {
            keep[i] = answer[0] == 'a';
        }
        return 1;
    }
    int named = 0;
    for (char* word = strtok(answer, " "); word != NULL; word = strtok(NULL, " ")) {
        int die = die_of_word(word);
        if (die == 0) {
            printf("Please name dice with the words one to five.\n");
            return 0;
        }
        if (keep[die - 1]) {
            printf("You named die %s twice. Please try again.\n", word);
            return 0;
        }
        keep[die - 1] = true;
        named++;
    }
    if (named == 0) {
        printf("Please type the dice to keep, or all, or none.\n");
    }
    return named > 0;
}

/* Asks which dice to keep until the answer is good; fills keep[]. */
void ask_keep(bool keep[]) {
    char answer[ANSWER_SIZE];
    bool read = false;
    while (!read) {
        for (int i = 0; i < DICE; i++) {
            keep[i] = false;
        }
        printf("Which dice do you keep? Type their numbers as words, like two five, or all, or none: ");
        fflush(stdout);
        read = read_answer(answer) && parse_keep(answer, keep);
    }
}

/* Plays the rolls of one turn, leaving the final dice in dice[]. */
void play_rolls(int dice[]) {
    for (int i = 0; i < DICE; i++) {
        dice[i] = rand() % 6 + 1;
    }
    for (int roll = 2; roll <= ROLLS; roll++) {
        say_dice(dice);
        bool keep[DICE];
        ask_keep(keep);
        int kept = 0;
        for (int i = 0; i < DICE; i++) {
            if (keep[i]) {
                kept++;
            } else {
                dice[i] = rand() % 6 + 1;
            }
        }
        if (kept == DICE) {
            return;
        }
    }
    say_dice(dice);
}

/* Asks for an empty line by its number; returns its index. */
int ask_line(const bool used[]) {
    char answer[ANSWER_SIZE];
    while (true) {
        printf("Type the number of an empty line, from 1 for Ones to 6 for Sixes: ");
        fflush(stdout);
        if (!read_answer(answer)) {
            continue;
        }
        if (strlen(answer) != 1 || answer[0] < '1' || answer[0] > '6') {
            printf("Please type one number from 1 to 6.\n");
        } else if (used[answer[0] - '1']) {
            printf("That line is already used. Please choose another.\n");
        } else {
            return answer[0] - '1';
        }
    }
}

int main(void) {
    srand(time(NULL));
    bool used[LINES] = {false};
    int total = 0;
    for (int turn = 1; turn <= TURNS; turn++) {
        int dice[DICE];
        printf("Turn %d of %d.\n", turn, TURNS);
        play_rolls(dice);
        int line = ask_line(used);
        int points = 0;
        for (int i = 0; i < DICE; i++) {
            if (dice[i] == line + 1) {
                points += line + 1;
            }
        }
        used[line] = true;
        total += points;
        printf("You scored %d points on %s. Your total is %d points.\n", points, line_names[line], total);
    }
    printf("The game is over. Your final score is %d points.\n", total);
    return 0;
}
