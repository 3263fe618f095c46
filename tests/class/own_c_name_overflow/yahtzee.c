/*
 * yahtzee.c
 *
 * A simplified one-player Yahtzee: six turns, and only the Ones to
 * Sixes lines on the score sheet. I made the messages extra friendly
 * because my little sister wants to play it on my laptop.
 */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6
#define NUM_TURNS 6
#define REROLLS_PER_TURN 2
#define LINE_SIZE 100
#define NAME_SIZE 16

/* Names of the score lines, singular and plural, so both can be typed. */
const char *SINGULAR_NAMES[NUM_LINES] = {"one", "two", "three",
                                         "four", "five", "six"};
const char *PLURAL_NAMES[NUM_LINES] = {"ones", "twos", "threes",
                                       "fours", "fives", "sixes"};

bool read_line(char line[], int size);
void clean_up(char line[], bool lower);
void ask_name(char name[]);
void roll_dice(int dice[], const bool reroll[]);
void show_dice(const int dice[], const char name[]);
bool parse_positions(const char line[], bool reroll[]);
void explain_reroll(void);
bool ask_reroll(bool reroll[], int chance, const char name[]);
int line_from_text(const char text[]);
int score_line(const int dice[], int line);
void show_choices(const int dice[], const bool used[]);
int ask_line(const int dice[], const bool used[], const char name[]);
void cheer(int points, const char name[]);
void show_sheet(const int scores[], const bool used[]);
int play_turn(int turn, int scores[], bool used[], const char name[]);

/*
 * Reads one line of input into line. Returns false (after saying why)
 * if the line was too long to fit. When the input runs out, says
 * goodbye and ends the program.
 */
bool read_line(char line[], int size)
{
    if (fgets(line, size, stdin) == NULL) {
        printf("\nNo more typing? Okay, see you next time! Bye!\n");
        exit(0);
    }
    char *newline = strchr(line, '\n');
    if (newline != NULL) {
        *newline = '\0';
        return true;
    }
    if (feof(stdin)) {
        return true;
    }
    /* The line did not fit: throw away the rest of it. */
    int ch = getchar();
    while (ch != '\n' && ch != EOF) {
        ch = getchar();
    }
    printf("Whoa, that's a really long answer! Please keep it short.\n");
    return false;
}

/* Removes spaces at both ends of line, and makes it lower case if asked. */
void clean_up(char line[], bool lower)
{
    int start = 0;
    while (line[start] == ' ' || line[start] == '\t') {
        start++;
    }
    int length = 0;
    while (line[start + length] != '\0') {
        char ch = line[start + length];
        line[length] = lower ? (char) tolower((unsigned char) ch) : ch;
        length++;
    }
    while (length > 0 && isspace((unsigned char) line[length - 1])) {
        length--;
    }
    line[length] = '\0';
}

/* Asks for the player's name so the game can talk to them. */
void ask_name(char name[])
{
    char line[LINE_SIZE];
    while (true) {
        printf("Hi there! What's your name? ");
        if (!read_line(line, LINE_SIZE)) {
            continue;
        }
        clean_up(line, false);
        if (line[0] == '\0') {
            printf("I didn't catch that. Type your name and press Enter.\n");
            continue;
        }
        strcpy(name, line);
        return;
    }
}

/* Gives a new random value (1 to 6) to every die marked in reroll. */
void roll_dice(int dice[], const bool reroll[])
{
    for (int i = 0; i < NUM_DICE; i++) {
        if (reroll[i]) {
            dice[i] = rand() % 6 + 1;
        }
    }
}

/* Prints the dice in a row, with the number of each die above it. */
void show_dice(const int dice[], const char name[])
{
    printf("\n🎲 Here are your dice, %s:\n", name);
    for (int i = 0; i < NUM_DICE; i++) {
        printf("  die %d ", i + 1);
    }
    printf("\n");
    for (int i = 0; i < NUM_DICE; i++) {
        printf("   [%d]  ", dice[i]);
    }
    printf("\n");
}

/*
 * Reads die numbers (1 to 5, with spaces or commas between them) from
 * line and marks them in reroll. Returns false, after saying what is
 * wrong, if the answer can't be used.
 */
bool parse_positions(const char line[], bool reroll[])
{
    for (int i = 0; i < NUM_DICE; i++) {
        reroll[i] = false;
    }
    for (int i = 0; line[i] != '\0'; i++) {
        char ch = line[i];
        if (ch == ' ' || ch == ',') {
            continue;
        }
        if (ch < '1' || ch > '5' || isdigit((unsigned char) line[i + 1])) {
            printf("Oops! Use die numbers from 1 to 5, like: 1 3\n");
            return false;
        }
        if (reroll[ch - '1']) {
            printf("You said die %c twice! Say each die just once.\n", ch);
            return false;
        }
        reroll[ch - '1'] = true;
    }
    return true;
}

/* Tells the player how the re-roll question works. */
void explain_reroll(void)
{
    printf("You get to throw some dice again to try for a better roll.\n");
    printf("Type the die numbers (written above the dice), like 2 4 5.\n");
    printf("If you like all your dice, just press Enter!\n");
}

/*
 * Asks which dice to throw again on this chance (1 or 2). Fills in
 * reroll and returns true if at least one die should be thrown.
 */
bool ask_reroll(bool reroll[], int chance, const char name[])
{
    char line[LINE_SIZE];
    while (true) {
        printf("Chance %d of %d, %s! Which dice do you want to throw again?\n",
               chance, REROLLS_PER_TURN, name);
        printf("Tell me their numbers, like 1 3, or press Enter to keep them"
               " all (? for help): ");
        if (!read_line(line, LINE_SIZE)) {
            continue;
        }
        clean_up(line, true);
        if (strcmp(line, "?") == 0 || strcmp(line, "help") == 0) {
            explain_reroll();
            continue;
        }
        if (parse_positions(line, reroll)) {
            return strlen(line) > 0;
        }
    }
}

/*
 * Turns an answer like "4", "4s", "four", "fours" or "the fours" into a
 * line index (0 for Ones up to 5 for Sixes). Returns -1 if unknown.
 */
int line_from_text(const char text[])
{
    if (strncmp(text, "the ", 4) == 0) {
        text += 4;
    }
    for (int line = 0; line < NUM_LINES; line++) {
        char digit[3] = {(char) ('1' + line), '\0', '\0'};
        char digit_s[3] = {(char) ('1' + line), 's', '\0'};
        if (strcmp(text, digit) == 0 || strcmp(text, digit_s) == 0 ||
            strcmp(text, SINGULAR_NAMES[line]) == 0 ||
            strcmp(text, PLURAL_NAMES[line]) == 0) {
            return line;
        }
    }
    return -1;
}

/* Adds up the dice that show the face belonging to this line. */
int score_line(const int dice[], int line)
{
    int face = line + 1;
    int total = 0;
    for (int i = 0; i < NUM_DICE; i++) {
        if (dice[i] == face) {
            total += face;
        }
    }
    return total;
}

/* Lists the lines that are still free and what each would score. */
void show_choices(const int dice[], const bool used[])
{
    printf("Lines you can still use:\n");
    for (int line = 0; line < NUM_LINES; line++) {
        if (!used[line]) {
            printf("  %d) %-7s -> %2d points\n", line + 1, PLURAL_NAMES[line],
                   score_line(dice, line));
        }
    }
}

/* Asks which free line to use and returns its index. */
int ask_line(const int dice[], const bool used[], const char name[])
{
    char text[LINE_SIZE];
    while (true) {
        show_choices(dice, used);
        printf("Where do you want to put this roll, %s? (like 4 or fours): ",
               name);
        if (!read_line(text, LINE_SIZE)) {
            continue;
        }
        clean_up(text, true);
        int line = line_from_text(text);
        if (text[0] == '\0') {
            printf("You need to pick a line. Type its number or its name.\n");
        } else if (line < 0) {
            printf("Hmm, I don't know \"%s\". Try a number 1-6 or a name like"
                   " twos.\n", text);
        } else if (used[line]) {
            printf("You already filled in %s! Pick a line that's still free.\n",
                   PLURAL_NAMES[line]);
        } else {
            return line;
        }
    }
}

/* Says something nice about the points the player just got. */
void cheer(int points, const char name[])
{
    if (points >= 15) {
        printf("WOW, %d points! You're a superstar, %s! ⭐⭐⭐\n", points, name);
    } else if (points >= 8) {
        printf("Nice one, %s! %d points! ⭐\n", name, points);
    } else if (points > 0) {
        printf("%d points. Every point counts, %s!\n", points, name);
    } else {
        printf("Zero this time, but don't worry %s, the next turn can be"
               " better!\n", name);
    }
}

/* Prints the whole score sheet; free lines are shown as dashes. */
void show_sheet(const int scores[], const bool used[])
{
    printf("\n--- Score sheet ---\n");
    for (int line = 0; line < NUM_LINES; line++) {
        if (used[line]) {
            printf("  %-7s %2d\n", PLURAL_NAMES[line], scores[line]);
        } else {
            printf("  %-7s  -\n", PLURAL_NAMES[line]);
        }
    }
}

/* Plays one whole turn and returns the points scored. */
int play_turn(int turn, int scores[], bool used[], const char name[])
{
    int dice[NUM_DICE];
    bool reroll[NUM_DICE] = {true, true, true, true, true};

    printf("\n===== Turn %d of %d =====\n", turn, NUM_TURNS);
    roll_dice(dice, reroll);
    show_dice(dice, name);
    for (int chance = 1; chance <= REROLLS_PER_TURN; chance++) {
        if (ask_reroll(reroll, chance, name)) {
            roll_dice(dice, reroll);
        }
        show_dice(dice, name);
    }
    int line = ask_line(dice, used, name);
    scores[line] = score_line(dice, line);
    used[line] = true;
    cheer(scores[line], name);
    show_sheet(scores, used);
    return scores[line];
}

int main(void)
{
    char name[NAME_SIZE];
    int scores[NUM_LINES] = {0};
    bool used[NUM_LINES] = {false};
    int total = 0;

    srand((unsigned int) time(NULL));
    printf("Welcome to Yahtzee! 🎲\n");
    ask_name(name);
    printf("Let's play, %s! You get %d turns.\n", name, NUM_TURNS);
    for (int turn = 1; turn <= NUM_TURNS; turn++) {
        total += play_turn(turn, scores, used, name);
    }
    printf("\nAll done, %s! Your final total is %d points! ⭐\n", name, total);
    return 0;
}
