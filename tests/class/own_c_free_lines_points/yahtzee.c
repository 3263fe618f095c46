/*
 * yahtzee.c - Simplified Yahtzee for one player.
 *
 * Six turns. Each turn: roll five dice, throw any of them again up to
 * two times, then put the result on one of the free lines (Ones to
 * Sixes). I wrote it so my little brother Ben can play too, so it
 * explains things and cheers him on.
 */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define FACES 6
#define TURNS 6
#define THROWS_AGAIN 2
#define ANSWER_SIZE 64

/* What read_answer found. */
#define ANSWER_OK 1
#define ANSWER_TOO_LONG 0
#define ANSWER_NONE_LEFT -1

/* Little pictures of the die faces (UTF-8), index 0 is a one. */
const char *FACE_PICTURES[FACES] = {"⚀", "⚁", "⚂", "⚃", "⚄", "⚅"};
const char *LINE_NAMES[FACES] = {"ones", "twos", "threes",
                                 "fours", "fives", "sixes"};

int read_answer(char answer[], int capacity);
void get_answer(const char prompt[], char answer[], int capacity);
bool wants_rules(void);
void print_rules(void);
void throw_dice(int dice[], const bool again[]);
void show_dice(const int dice[]);
void show_tally(const int dice[]);
bool choose_dice(const char answer[], bool again[]);
void ask_throw_again(int throw_number, bool again[]);
int find_line(const char answer[]);
int line_score(const int dice[], int line);
int ask_line(const int dice[], const bool used[]);
void cheer(int points);
void play_turn(int turn, int scores[], bool used[]);
void show_scores(const int scores[], const bool used[]);

/*
 * Reads one line of input into answer, without the newline, trimmed
 * and in lower case. Returns ANSWER_OK, ANSWER_TOO_LONG (the rest of
 * the line is skipped) or ANSWER_NONE_LEFT when the input has ended.
 */
int read_answer(char answer[], int capacity)
{
    int length = 0;
    bool too_long = false;
    int ch = getchar();
    if (ch == EOF) {
        return ANSWER_NONE_LEFT;
    }
    while (ch != '\n' && ch != EOF) {
        if (length < capacity - 1) {
            answer[length] = (char) tolower(ch);
            length++;
        } else {
            too_long = true;
        }
        ch = getchar();
    }
    while (length > 0 && isspace((unsigned char) answer[length - 1])) {
        length--;
    }
    answer[length] = '\0';
    int start = 0;
    while (isspace((unsigned char) answer[start])) {
        start++;
    }
    memmove(answer, answer + start, (size_t) (length - start + 1));
    return too_long ? ANSWER_TOO_LONG : ANSWER_OK;
}

/*
 * Prints prompt and reads an answer, asking again if it was too long.
 * If there is no more input, says goodbye and ends the program.
 */
void get_answer(const char prompt[], char answer[], int capacity)
{
    while (true) {
        printf("%s", prompt);
        int result = read_answer(answer, capacity);
        if (result == ANSWER_NONE_LEFT) {
            printf("\nThat's the end of the answers. Bye for now! ☺\n");
            exit(0);
        }
        if (result == ANSWER_OK) {
            return;
        }
        printf("That's too long! Please give a short answer.\n");
    }
}

/*
 * Asks if the player wants to hear the rules.
 * Takes yes/y/yeah/yep/sure/please or no/n/nope/nah.
 */
bool wants_rules(void)
{
    const char *yes_words[] = {"yes", "y", "yeah", "yep", "sure", "please"};
    const char *no_words[] = {"no", "n", "nope", "nah"};
    char answer[ANSWER_SIZE];
    while (true) {
        get_answer("Do you want to hear the rules? ", answer, ANSWER_SIZE);
        for (int i = 0; i < 6; i++) {
            if (strcmp(answer, yes_words[i]) == 0) {
                return true;
            }
        }
        for (int i = 0; i < 4; i++) {
            if (strcmp(answer, no_words[i]) == 0) {
                return false;
            }
        }
        printf("Please answer yes or no.\n");
    }
}

/* Explains the game in easy words. */
void print_rules(void)
{
    printf("\n★ The rules ★\n");
    printf("You have %d turns. In each turn you throw %d dice.\n", TURNS,
           DICE);
    printf("Then you may throw any of them again, up to %d more times.\n",
           THROWS_AGAIN);
    printf("At the end of the turn you pick a line: ones, twos, ... sixes.\n");
    printf("That line gets all the dice with that number added up.\n");
    printf("(Three 4s on the fours line = 12 points!)\n");
    printf("Every line can be used only once. Most points wins!\n\n");
}

/* Throws every die whose entry in again is true. */
void throw_dice(int dice[], const bool again[])
{
    for (int i = 0; i < DICE; i++) {
        if (again[i]) {
            dice[i] = rand() % FACES + 1;
        }
    }
}

/* Shows each die as a picture and a number, with its position. */
void show_dice(const int dice[])
{
    printf("\n");
    for (int i = 0; i < DICE; i++) {
        printf("   #%d   ", i + 1);
    }
    printf("\n");
    for (int i = 0; i < DICE; i++) {
        printf("  %s  %d  ", FACE_PICTURES[dice[i] - 1], dice[i]);
    }
    printf("\n");
    show_tally(dice);
}

/* Shows how many dice show each face, skipping faces nobody rolled. */
void show_tally(const int dice[])
{
    int counts[FACES] = {0};
    for (int i = 0; i < DICE; i++) {
        counts[dice[i] - 1]++;
    }
    printf("  You have:");
    for (int face = 0; face < FACES; face++) {
        if (counts[face] > 0) {
            printf("  %s x%d", FACE_PICTURES[face], counts[face]);
        }
    }
    printf("\n");
}

/*
 * Fills again[] from an answer like "1 3 5", "1,3" or "all".
 * Returns false, after printing the reason, if the answer is no good.
 */
bool choose_dice(const char answer[], bool again[])
{
    bool all = strcmp(answer, "all") == 0;
    for (int i = 0; i < DICE; i++) {
        again[i] = all;
    }
    if (all) {
        return true;
    }
    for (int i = 0; answer[i] != '\0'; i++) {
        if (answer[i] == ' ' || answer[i] == ',') {
            continue;
        }
        if (!isdigit((unsigned char) answer[i])) {
            printf("I only know die numbers (1 to 5), 'all' or 'help'.\n");
            return false;
        }
        if (answer[i] < '1' || answer[i] > '5' ||
            isdigit((unsigned char) answer[i + 1])) {
            printf("There are only dice #1 to #5.\n");
            return false;
        }
        if (again[answer[i] - '1']) {
            printf("You picked #%c twice - one time is enough.\n", answer[i]);
            return false;
        }
        again[answer[i] - '1'] = true;
    }
    return true;
}

/* Asks which dice to throw again; a blank answer keeps them all. */
void ask_throw_again(int throw_number, bool again[])
{
    char answer[ANSWER_SIZE];
    printf("\nYou can throw again (%d of %d).\n", throw_number, THROWS_AGAIN);
    while (true) {
        get_answer("Which dice do you want to throw again? Tell me their "
                   "numbers, like 1 3, or just press Enter if you like them "
                   "all! ", answer, ANSWER_SIZE);
        if (strcmp(answer, "help") == 0 || strcmp(answer, "?") == 0) {
            printf("Type the numbers above the dice (#1 to #5) you want to "
                   "throw, 'all' for every die, or Enter to keep them.\n");
            continue;
        }
        if (choose_dice(answer, again)) {
            return;
        }
    }
}

/*
 * Finds the line an answer means: "4", "4s", "four", "fours" or
 * "the fours". Returns 0 to 5, or -1 if it isn't a line.
 */
int find_line(const char answer[])
{
    const char *singular[FACES] = {"one", "two", "three",
                                   "four", "five", "six"};
    const char *digits[FACES] = {"1", "2", "3", "4", "5", "6"};
    const char *digit_plurals[FACES] = {"1s", "2s", "3s", "4s", "5s", "6s"};
    if (strncmp(answer, "the ", 4) == 0) {
        answer += 4;
    }
    for (int line = 0; line < FACES; line++) {
        if (strcmp(answer, LINE_NAMES[line]) == 0 ||
            strcmp(answer, singular[line]) == 0 ||
            strcmp(answer, digits[line]) == 0 ||
            strcmp(answer, digit_plurals[line]) == 0) {
            return line;
        }
    }
    return -1;
}

/* The score on a line: all dice showing that line's number, added up. */
int line_score(const int dice[], int line)
{
    int score = 0;
    for (int i = 0; i < DICE; i++) {
        if (dice[i] == line + 1) {
            score += dice[i];
        }
    }
    return score;
}

/* Asks which free line to use and returns it (0 = ones). */
int ask_line(const int dice[], const bool used[])
{
    char answer[ANSWER_SIZE];
    printf("\nFree lines:");
    for (int line = 0; line < FACES; line++) {
        if (!used[line]) {
            printf("  %s (%d)", LINE_NAMES[line], line_score(dice, line));
        }
    }
    printf("\n");
    while (true) {
        get_answer("Which line do you want to use? (like fours or 4) ",
                   answer, ANSWER_SIZE);
        int line = find_line(answer);
        if (answer[0] == '\0') {
            printf("You have to pick one of the free lines.\n");
        } else if (line == -1) {
            printf("\"%s\" isn't a line. Try ones, twos, ... or sixes.\n",
                   answer);
        } else if (used[line]) {
            printf("The %s line is already used. Pick a free one.\n",
                   LINE_NAMES[line]);
        } else {
            return line;
        }
    }
}

/* Says something encouraging about the points from this turn. */
void cheer(int points)
{
    if (points >= 15) {
        printf("★★★ Fantastic! %d points! ★★★\n", points);
    } else if (points >= 6) {
        printf("★ Well done, %d points! ★\n", points);
    } else {
        printf("%d points. You'll get them next time! ☺\n", points);
    }
}

/* Plays one turn and stores the score in the chosen line. */
void play_turn(int turn, int scores[], bool used[])
{
    int dice[DICE];
    bool again[DICE] = {true, true, true, true, true};

    printf("\n========== Turn %d of %d ==========\n", turn, TURNS);
    throw_dice(dice, again);
    show_dice(dice);
    for (int throw_number = 1; throw_number <= THROWS_AGAIN; throw_number++) {
        ask_throw_again(throw_number, again);
        throw_dice(dice, again);
        show_dice(dice);
    }
    int line = ask_line(dice, used);
    scores[line] = line_score(dice, line);
    used[line] = true;
    cheer(scores[line]);
}

/* Prints the score sheet so far. */
void show_scores(const int scores[], const bool used[])
{
    printf("\nScore sheet:\n");
    for (int line = 0; line < FACES; line++) {
        if (used[line]) {
            printf("  %-7s %2d\n", LINE_NAMES[line], scores[line]);
        } else {
            printf("  %-7s  .\n", LINE_NAMES[line]);
        }
    }
}

int main(void)
{
    int scores[FACES] = {0};
    bool used[FACES] = {false};

    srand((unsigned int) time(NULL));
    printf("☺ Hi! Welcome to Yahtzee! ☺\n");
    if (wants_rules()) {
        print_rules();
    }
    for (int turn = 1; turn <= TURNS; turn++) {
        play_turn(turn, scores, used);
        show_scores(scores, used);
    }
    int total = 0;
    for (int line = 0; line < FACES; line++) {
        total += scores[line];
    }
    printf("\nThe end! Your total is %d points. Great game! ★\n", total);
    return 0;
}
