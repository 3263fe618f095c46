/*
 * Simplified Yahtzee that can be replayed: it starts by asking for a seed, so the same
 * number (0-99999) gives the same game again, and Enter alone gives a random game seeded
 * from the clock. assert() checks the rules the game relies on: every die shows 1-6, a line
 * is open before it is scored, and the game lasts six turns.
 *
 * Six turns. Each turn: a roll, then up to two re-rolls, each typed as the positions run
 * together (135 re-rolls dice 1, 3 and 5; 0 keeps them all and ends the rolling). Then a
 * menu lists the open lines with what each would score, and one digit picks the line.
 * Spaces around an answer are ignored; any other answer that does not fit is refused with
 * a one-line message and the same question is asked again. At the end of input the game
 * says goodbye and exits.
 */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define TURNS 6
#define DICE 5
#define ROLLS 3
#define LINES 6
#define LONGEST 40
#define MAX_SEED 99999

static const char *LINE_NAMES[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Say goodbye when the input has ended, and stop the program. */
static void end_of_input(void)
{
    printf("\nEnd of input. Goodbye!\n");
    exit(0);
}

/* Read one line (without its newline) into line, keeping at most LONGEST characters.
 * Return 1 for a line that can be checked further, or 0 after saying why it is refused
 * (too long, or a control character in it). At the end of input, say goodbye and exit. */
static int read_line(char line[LONGEST + 1])
{
    int length = 0;
    int too_long = 0;
    int has_control = 0;
    int character = getchar();
    if (character == EOF) {
        end_of_input();
    }
    while (character != EOF && character != '\n') {
        if (character < 32 || character == 127) {
            has_control = 1;
        }
        if (length < LONGEST) {
            line[length] = (char)character;
            length++;
        } else {
            too_long = 1;
        }
        character = getchar();
    }
    line[length] = '\0';
    if (too_long) {
        printf("That answer is too long (more than %d characters).\n", LONGEST);
        return 0;
    }
    if (has_control) {
        printf("That answer has a control character (like a tab) in it.\n");
        return 0;
    }
    return 1;
}

/* Remove the spaces at the start and the end of text. */
static void trim_spaces(char *text)
{
    size_t start = strspn(text, " ");
    size_t length = strlen(text);
    while (length > start && text[length - 1] == ' ') {
        length--;
    }
    memmove(text, text + start, length - start);
    text[length - start] = '\0';
}

/* Print the prompt and read an answer into answer, trimmed of spaces.
 * Return 0 where the line was refused. */
static int read_answer(const char *prompt, char answer[LONGEST + 1])
{
    printf("%s", prompt);
    fflush(stdout);
    if (!read_line(answer)) {
        return 0;
    }
    trim_spaces(answer);
    return 1;
}

/* Turn an answer of digits into a seed from 0 to MAX_SEED; return -1 if it is not one. */
static long parse_seed(const char *answer)
{
    long seed = 0;
    if (answer[0] == '\0') {
        return -1;
    }
    for (size_t index = 0; answer[index] != '\0'; index++) {
        if (answer[index] < '0' || answer[index] > '9') {
            return -1;
        }
        seed = seed * 10 + (answer[index] - '0');
        if (seed > MAX_SEED) {
            return -1;
        }
    }
    return seed;
}

/* Ask for a seed until Enter (a random game) or a number from 0 to MAX_SEED comes. */
static void ask_seed(void)
{
    char answer[LONGEST + 1];
    while (1) {
        if (!read_answer("Enter a seed (or press Enter for a random game): ", answer)) {
            continue;
        }
        if (answer[0] == '\0') {
            srand((unsigned)time(NULL));
            printf("A random game it is.\n");
            return;
        }
        long seed = parse_seed(answer);
        if (seed >= 0) {
            srand((unsigned)seed);
            printf("Game with seed %ld (the same seed gives the same game).\n", seed);
            return;
        }
        printf("Please press Enter or type a whole number from 0 to %d.\n", MAX_SEED);
    }
}

/* Roll one die and return its face. */
static int roll_die(void)
{
    int face = rand() % 6 + 1;
    assert(face >= 1 && face <= 6);
    return face;
}

/* Print the dice with the turn and the roll in the turn, like [T2 R3] 4 4 1 2 3. */
static void show_dice(const int dice[DICE], int turn, int roll)
{
    printf("[T%d R%d]", turn, roll);
    for (int index = 0; index < DICE; index++) {
        assert(dice[index] >= 1 && dice[index] <= 6);
        printf(" %d", dice[index]);
    }
    printf("\n");
}

/* Check an answer to the re-roll question, filling chosen with the positions in it.
 * Return the number of positions (0 keeps all), or -1 after saying why it is refused. */
static int check_reroll(const char *answer, int chosen[DICE])
{
    int count = 0;
    if (strcmp(answer, "0") == 0) {
        return 0;
    }
    if (answer[0] == '\0') {
        printf("Please type the positions to re-roll (like 135), or 0 to keep all.\n");
        return -1;
    }
    for (size_t index = 0; answer[index] != '\0'; index++) {
        char digit = answer[index];
        if (digit < '1' || digit > '5') {
            printf("Use only the digits 1 to 5 written together (or 0 alone to keep all).\n");
            return -1;
        }
        if (chosen[digit - '1']) {
            printf("Position %c is in there twice; give each position once.\n", digit);
            return -1;
        }
        chosen[digit - '1'] = 1;
        count++;
    }
    return count;
}

/* Ask which dice to re-roll and re-roll them. Return 0 if the player keeps all. */
static int ask_reroll(int dice[DICE])
{
    char answer[LONGEST + 1];
    int chosen[DICE];
    int count = -1;
    while (count < 0) {
        memset(chosen, 0, sizeof chosen);
        if (read_answer("Dice to re-roll, positions run together (e.g. 135), 0 to keep all: ",
                        answer)) {
            count = check_reroll(answer, chosen);
        }
    }
    for (int index = 0; index < DICE; index++) {
        if (chosen[index]) {
            dice[index] = roll_die();
        }
    }
    return count > 0;
}

/* Play the rolls of one turn into dice: a roll and at most two re-rolls. */
static void roll_turn(int dice[DICE], int turn)
{
    for (int index = 0; index < DICE; index++) {
        dice[index] = roll_die();
    }
    for (int roll = 1; roll <= ROLLS; roll++) {
        show_dice(dice, turn, roll);
        if (roll == ROLLS || !ask_reroll(dice)) {
            return;
        }
    }
}

/* Return what the dice would score on a line (1 for Ones): the face times its count. */
static int line_points(const int dice[DICE], int line)
{
    int points = 0;
    for (int index = 0; index < DICE; index++) {
        if (dice[index] == line) {
            points += line;
        }
    }
    return points;
}

/* Print the open lines, one a line, with what each would score with these dice. */
static void show_menu(const int dice[DICE], const int used[LINES])
{
    printf("Open lines:\n");
    for (int line = 1; line <= LINES; line++) {
        if (!used[line - 1]) {
            printf("  %d) %-7s (would score %d)\n", line, LINE_NAMES[line - 1],
                   line_points(dice, line));
        }
    }
}

/* Ask for an open line by its digit until one comes; return it (1 for Ones). */
static int ask_line(const int used[LINES])
{
    char answer[LONGEST + 1];
    while (1) {
        if (!read_answer("Line (1-6): ", answer)) {
            continue;
        }
        if (strlen(answer) != 1 || answer[0] < '1' || answer[0] > '6') {
            printf("Please type one digit from 1 to 6 for an open line.\n");
        } else if (used[answer[0] - '1']) {
            printf("%s is already used; pick an open line.\n", LINE_NAMES[answer[0] - '1']);
        } else {
            return answer[0] - '0';
        }
    }
}

/* Score the dice on an open line, mark it used, and return the points. */
static int score_line(const int dice[DICE], int line, int used[LINES])
{
    assert(line >= 1 && line <= LINES);
    assert(!used[line - 1]);
    used[line - 1] = 1;
    return line_points(dice, line);
}

int main(void)
{
    int dice[DICE];
    int used[LINES] = {0};
    int total = 0;
    int turns_played = 0;
    ask_seed();
    printf("Simplified Yahtzee: %d turns, up to %d rolls a turn, lines Ones to Sixes.\n",
           TURNS, ROLLS);
    for (int turn = 1; turn <= TURNS; turn++) {
        printf("\nTurn %d of %d\n", turn, TURNS);
        roll_turn(dice, turn);
        show_menu(dice, used);
        int line = ask_line(used);
        int points = score_line(dice, line, used);
        total += points;
        printf("%s: +%d\n", LINE_NAMES[line - 1], points);
        printf("Total: %d\n", total);
        turns_played++;
    }
    assert(turns_played == TURNS);
    printf("\nGame over. Final score: %d\n", total);
    return 0;
}
