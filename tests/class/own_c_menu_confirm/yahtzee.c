/*
 * Simplified Yahtzee with a main menu: play, read the rules or quit. The menu comes
 * back after each game, so the player can play again.
 *
 * A game has six turns. Each turn rolls five dice. Up to two times the player may
 * re-roll: first "any dice?", then one yes/no question per die, then a confirmation
 * of the dice picked (no asks the five questions again). The roll then goes on an
 * unused line of the sheet, typed by its number 1-6; the line scores its face times
 * the number of dice showing that face.
 *
 * Every answer is read as a whole line and checked. A bad answer gets a one-line
 * message and the same question again. At the end of input the program says
 * goodbye and exits with status 0.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define TURNS 6
#define DICE 5
#define ROLLS 3
#define LINES 6
#define LONGEST 40
#define PROMPT_SIZE 100

static const char *LINE_NAMES[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};
static const char *TURN_WORDS[TURNS] = {"first", "second", "third",
                                        "fourth", "fifth", "sixth"};

/* Say goodbye because the input has ended, and exit with status 0. */
static void end_of_input(void)
{
    printf("\nThe input has ended. Goodbye!\n");
    exit(0);
}

/* Remove the spaces at the start and the end of text. */
static void trim_spaces(char *text)
{
    size_t length = strlen(text);
    size_t start = strspn(text, " ");
    while (length > start && text[length - 1] == ' ') {
        length--;
    }
    memmove(text, text + start, length - start);
    text[length - start] = '\0';
}

/* Change every capital letter in text to its small letter. */
static void to_lower_case(char *text)
{
    for (size_t index = 0; text[index] != '\0'; index++) {
        if (text[index] >= 'A' && text[index] <= 'Z') {
            text[index] = (char)(text[index] - 'A' + 'a');
        }
    }
}

/* Print the prompt and read one line into answer, without the spaces around it.
 * Return 1 if the answer can be checked, or 0 after saying why it is refused
 * (too long, or a control character in it). Exit at the end of input. */
static int read_answer(const char *prompt, char answer[LONGEST + 1])
{
    int length = 0;
    int too_long = 0;
    int has_control = 0;
    printf("%s", prompt);
    fflush(stdout);
    int next = getchar();
    if (next == EOF) {
        end_of_input();
    }
    while (next != EOF && next != '\n') {
        if (next < 32 || next == 127) {
            has_control = 1;
        }
        if (length < LONGEST) {
            answer[length] = (char)next;
            length++;
        } else {
            too_long = 1;
        }
        next = getchar();
    }
    answer[length] = '\0';
    if (too_long) {
        printf("That answer is too long (more than %d characters). Try again.\n", LONGEST);
        return 0;
    }
    if (has_control) {
        printf("That answer has a control character (like Tab) in it. Try again.\n");
        return 0;
    }
    trim_spaces(answer);
    return 1;
}

/* Ask a yes/no question until the answer is y or n; return 1 for yes, 0 for no. */
static int ask_yes_no(const char *prompt)
{
    char answer[LONGEST + 1];
    while (1) {
        if (!read_answer(prompt, answer)) {
            continue;
        }
        to_lower_case(answer);
        if (strcmp(answer, "y") == 0 || strcmp(answer, "yes") == 0) {
            return 1;
        }
        if (strcmp(answer, "n") == 0 || strcmp(answer, "no") == 0) {
            return 0;
        }
        printf("Please answer y or n.\n");
    }
}

/* Ask until the answer is a single digit from low to high; return it. */
static int ask_digit(const char *prompt, int low, int high)
{
    char answer[LONGEST + 1];
    while (1) {
        if (!read_answer(prompt, answer)) {
            continue;
        }
        if (strlen(answer) == 1 && answer[0] >= '0' + low && answer[0] <= '0' + high) {
            return answer[0] - '0';
        }
        printf("Please type one number from %d to %d.\n", low, high);
    }
}

/* Roll one six-sided die. */
static int roll_die(void)
{
    return rand() % 6 + 1;
}

/* Show which roll this is and the dice in boxes. */
static void show_dice(const int dice[DICE], int roll)
{
    printf("Roll %d of %d\n", roll, ROLLS);
    printf("Dice: |");
    for (int index = 0; index < DICE; index++) {
        printf(" %d |", dice[index]);
    }
    printf("\n");
}

/* Write the sentence naming the picked dice into text, like "You picked dice 1 and 3."
 * Return how many dice are picked. */
static int describe_picks(const int picked[DICE], char text[PROMPT_SIZE])
{
    int count = 0;
    int named = 0;
    for (int index = 0; index < DICE; index++) {
        count += picked[index];
    }
    if (count == 0) {
        strcpy(text, "You picked no dice.");
        return 0;
    }
    strcpy(text, count == 1 ? "You picked die" : "You picked dice");
    for (int index = 0; index < DICE; index++) {
        if (!picked[index]) {
            continue;
        }
        named++;
        char part[16];
        const char *before = named == 1 ? " " : (named == count ? " and " : ", ");
        snprintf(part, sizeof part, "%s%d", before, index + 1);
        strcat(text, part);
    }
    strcat(text, ".");
    return count;
}

/* Ask about each die, then confirm the picks (no asks again). Fill picked with 1 for
 * each die to re-roll and return how many there are. */
static int pick_dice(const int dice[DICE], int picked[DICE])
{
    char prompt[PROMPT_SIZE];
    while (1) {
        for (int index = 0; index < DICE; index++) {
            snprintf(prompt, sizeof prompt, "Re-roll die %d (showing %d)? (y/n): ", index + 1,
                     dice[index]);
            picked[index] = ask_yes_no(prompt);
        }
        int count = describe_picks(picked, prompt);
        strcat(prompt, " Is that right? (y/n): ");
        if (ask_yes_no(prompt)) {
            return count;
        }
    }
}

/* Roll the dice for one turn, with up to two re-rolls; leave the last roll in dice. */
static void play_rolls(int dice[DICE])
{
    int picked[DICE];
    for (int index = 0; index < DICE; index++) {
        dice[index] = roll_die();
    }
    for (int roll = 1; roll <= ROLLS; roll++) {
        show_dice(dice, roll);
        if (roll == ROLLS || !ask_yes_no("Re-roll any dice? (y/n): ")) {
            return;
        }
        if (pick_dice(dice, picked) == 0) {
            printf("Keeping all the dice.\n");
            return;
        }
        for (int index = 0; index < DICE; index++) {
            if (picked[index]) {
                dice[index] = roll_die();
            }
        }
    }
}

/* Print the score sheet, with the points on used lines and "-" on open ones. */
static void show_sheet(const int points[LINES], const int used[LINES])
{
    printf("Score sheet:\n");
    for (int line = 0; line < LINES; line++) {
        printf("  %d) %-7s: ", line + 1, LINE_NAMES[line]);
        if (used[line]) {
            printf("%d\n", points[line]);
        } else {
            printf("-\n");
        }
    }
}

/* Show the sheet and ask for an unused line; return its number (1 for Ones). */
static int choose_line(const int points[LINES], const int used[LINES])
{
    show_sheet(points, used);
    while (1) {
        int line = ask_digit("Line number (1-6): ", 1, LINES);
        if (!used[line - 1]) {
            return line;
        }
        printf("%s is already used. Please pick another line.\n", LINE_NAMES[line - 1]);
    }
}

/* Count the dice showing a face. */
static int count_face(const int dice[DICE], int face)
{
    int count = 0;
    for (int index = 0; index < DICE; index++) {
        if (dice[index] == face) {
            count++;
        }
    }
    return count;
}

/* Play one game of six turns and print the final total. */
static void play_game(void)
{
    int dice[DICE];
    int points[LINES] = {0};
    int used[LINES] = {0};
    int total = 0;
    for (int turn = 0; turn < TURNS; turn++) {
        printf("\n~ The %s turn ~\n", TURN_WORDS[turn]);
        play_rolls(dice);
        int line = choose_line(points, used);
        used[line - 1] = 1;
        points[line - 1] = line * count_face(dice, line);
        total += points[line - 1];
        printf("That's %d points on %s.\n", points[line - 1], LINE_NAMES[line - 1]);
        printf("Total so far: %d\n", total);
    }
    printf("\nThe game is over.\n");
    show_sheet(points, used);
    printf("Final total: %d\n", total);
}

/* Print a short page of rules. */
static void show_rules(void)
{
    printf("\nRules:\n");
    printf("  A game has six turns. Each turn you roll five dice.\n");
    printf("  You may re-roll any of the dice, up to two times a turn.\n");
    printf("  Then you put the roll on an unused line, Ones to Sixes.\n");
    printf("  A line scores its face times the dice showing it:\n");
    printf("  three fours on Fours score 12. Each line is used once.\n");
}

/* Show the main menu and return the choice, 1 to 3. */
static int ask_menu(void)
{
    printf("\nMain menu:\n");
    printf("  1) Play\n");
    printf("  2) Rules\n");
    printf("  3) Quit\n");
    return ask_digit("Choice (1-3): ", 1, 3);
}

int main(void)
{
    srand(time(NULL));
    printf("Welcome to Yahtzee!\n");
    while (1) {
        int choice = ask_menu();
        if (choice == 1) {
            play_game();
        } else if (choice == 2) {
            show_rules();
        } else {
            printf("Bye!\n");
            return 0;
        }
    }
}
