/*
 * yahtzee.c -- a simplified single-player game of Yahtzee.
 *
 * The game lasts six turns. Each turn five dice are rolled; the player may
 * re-roll any of them up to two times ("r 1 3"), then enters the dice on an
 * unused score line ("s fours" or "s 4"). A line from ones to sixes scores
 * the sum of the dice showing that face. Answers are typed at a bare "> "
 * prompt; "h" lists the commands. Bad answers are refused with a message and
 * the prompt is shown again. End of input ends the program cleanly.
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
#define MAX_REROLLS 2
#define ANSWER_SIZE 80
#define MAX_WORDS 8
#define UNUSED -1

/* Names of the score lines, in order from ones to sixes. */
const char *LINE_NAMES[NUM_LINES] = {
    "ones", "twos", "threes", "fours", "fives", "sixes"
};

/* What handling one answer means for the rest of the turn. */
enum outcome {
    ASK_AGAIN,   /* show the prompt again */
    SHOW_AGAIN,  /* show the dice, the sheet and the prompt again */
    TURN_OVER    /* the dice were scored */
};

/* Return one random die face from 1 to 6. */
int roll_die(void)
{
    return rand() % 6 + 1;
}

/* Return what the dice score on a line (0 is ones ... 5 is sixes). */
int line_score(const int dice[], int line)
{
    int face = line + 1;
    int score = 0;
    for (int i = 0; i < NUM_DICE; i++) {
        if (dice[i] == face) {
            score += face;
        }
    }
    return score;
}

/* Print the dice with their positions and the re-rolls left. */
void show_dice(const int dice[], int rerolls_left)
{
    printf("Dice:");
    for (int i = 0; i < NUM_DICE; i++) {
        printf("  %d:[%d]", i + 1, dice[i]);
    }
    printf("   (re-rolls left: %d)\n", rerolls_left);
}

/* Print the score sheet: the points on used lines, _ on open ones. */
void show_sheet(const int sheet[])
{
    printf("Sheet:");
    for (int line = 0; line < NUM_LINES; line++) {
        if (sheet[line] == UNUSED) {
            printf(" %s=_", LINE_NAMES[line]);
        } else {
            printf(" %s=%d", LINE_NAMES[line], sheet[line]);
        }
    }
    printf("\n");
}

/* Print the list of commands. */
void show_help(void)
{
    printf("Commands:\n");
    printf("  r 1 3    re-roll dice 1 and 3 (two re-rolls per turn)\n");
    printf("  s fours  score the dice on a line (name or number 1-6)\n");
    printf("  h        show this list\n");
}

/* Throw away what is left of the current input line. */
void discard_rest_of_line(void)
{
    int ch = getchar();
    while (ch != '\n' && ch != EOF) {
        ch = getchar();
    }
}

/*
 * Show the prompt and read one answer into answer (size bytes), without its
 * newline. Over-long answers are refused and asked for again.
 * Return false at end of input.
 */
bool read_answer(char answer[], int size)
{
    while (true) {
        printf("> ");
        fflush(stdout);
        if (fgets(answer, size, stdin) == NULL) {
            return false;
        }
        size_t length = strlen(answer);
        if (length > 0 && answer[length - 1] == '\n') {
            answer[length - 1] = '\0';
            return true;
        }
        if (length < (size_t) size - 1) {
            return true; /* the last line of input, with no newline */
        }
        discard_rest_of_line();
        printf("That answer is too long; type h for help.\n");
    }
}

/*
 * Split text into words in place, storing up to max_words of them.
 * Return how many words there are (which may be more than max_words).
 */
int split_words(char text[], char *words[], int max_words)
{
    size_t length = strlen(text);
    int count = 0;
    bool in_word = false;
    for (size_t i = 0; i < length; i++) {
        if (isspace((unsigned char) text[i])) {
            text[i] = '\0';
            in_word = false;
        } else if (!in_word) {
            in_word = true;
            if (count < max_words) {
                words[count] = &text[i];
            }
            count++;
        }
    }
    return count;
}

/* Return true when two words are equal, ignoring upper and lower case. */
bool same_word(const char *first, const char *second)
{
    size_t i = 0;
    while (first[i] != '\0' && second[i] != '\0') {
        if (tolower((unsigned char) first[i]) !=
            tolower((unsigned char) second[i])) {
            return false;
        }
        i++;
    }
    return first[i] == second[i];
}

/*
 * Mark the dice named by the position words (each "1" to "5", once) in
 * chosen. Print a message and return false if a word is not valid.
 */
bool choose_dice(char *positions[], int count, bool chosen[])
{
    for (int i = 0; i < count; i++) {
        const char *word = positions[i];
        if (strlen(word) != 1 || word[0] < '1' || word[0] > '0' + NUM_DICE) {
            printf("Dice are numbered 1 to 5, e.g. r 1 3.\n");
            return false;
        }
        int index = word[0] - '1';
        if (chosen[index]) {
            printf("Die %d was named twice; name each die once.\n", index + 1);
            return false;
        }
        chosen[index] = true;
    }
    return true;
}

/* Carry out "r <positions>": re-roll the named dice if re-rolls are left. */
enum outcome do_reroll(char *positions[], int count, int dice[],
                       int *rerolls_left)
{
    bool chosen[NUM_DICE] = { false };
    if (*rerolls_left == 0) {
        printf("You have used both re-rolls; score with s <line>.\n");
        return ASK_AGAIN;
    }
    if (count == 0) {
        printf("Say which dice to re-roll, e.g. r 1 3.\n");
        return ASK_AGAIN;
    }
    if (!choose_dice(positions, count, chosen)) {
        return ASK_AGAIN;
    }
    for (int i = 0; i < NUM_DICE; i++) {
        if (chosen[i]) {
            dice[i] = roll_die();
        }
    }
    (*rerolls_left)--;
    return SHOW_AGAIN;
}

/* Return the line a word names ("fours" or "4"), or -1 if none. */
int find_line(const char *word)
{
    for (int line = 0; line < NUM_LINES; line++) {
        if (same_word(word, LINE_NAMES[line])) {
            return line;
        }
    }
    if (strlen(word) == 1 && word[0] >= '1' && word[0] <= '0' + NUM_LINES) {
        return word[0] - '1';
    }
    return -1;
}

/* Carry out "s <line>": enter the dice on an open line. */
enum outcome do_score(char *names[], int count, const int dice[],
                      int sheet[])
{
    if (count != 1) {
        printf("Name one line, e.g. s fours or s 4.\n");
        return ASK_AGAIN;
    }
    int line = find_line(names[0]);
    if (line < 0) {
        printf("The lines are ones to sixes (or 1-6), e.g. s fours.\n");
        return ASK_AGAIN;
    }
    if (sheet[line] != UNUSED) {
        printf("The %s line is already used; pick an open line.\n",
               LINE_NAMES[line]);
        return ASK_AGAIN;
    }
    sheet[line] = line_score(dice, line);
    printf("%s: %d point%s.\n", LINE_NAMES[line], sheet[line],
           sheet[line] == 1 ? "" : "s");
    return TURN_OVER;
}

/* Carry out "h": list the commands, which take no extra words. */
enum outcome do_help(int extra_words)
{
    if (extra_words > 0) {
        printf("h takes nothing after it; type h for help.\n");
        return ASK_AGAIN;
    }
    show_help();
    return SHOW_AGAIN;
}

/* Work out what one answer asks for and carry it out. */
enum outcome handle_answer(char answer[], int dice[], int *rerolls_left,
                           int sheet[])
{
    char *words[MAX_WORDS];
    int count = split_words(answer, words, MAX_WORDS);
    if (count == 0) {
        printf("Please type a command; type h for help.\n");
        return ASK_AGAIN;
    }
    if (count > MAX_WORDS) {
        printf("Too many words; type h for help.\n");
        return ASK_AGAIN;
    }
    if (same_word(words[0], "r")) {
        return do_reroll(&words[1], count - 1, dice, rerolls_left);
    }
    if (same_word(words[0], "s")) {
        return do_score(&words[1], count - 1, dice, sheet);
    }
    if (same_word(words[0], "h")) {
        return do_help(count - 1);
    }
    printf("Unknown command \"%s\"; type h for help.\n", words[0]);
    return ASK_AGAIN;
}

/* Play one turn. Return false if input ended before the dice were scored. */
bool play_turn(int turn, int sheet[])
{
    int dice[NUM_DICE];
    int rerolls_left = MAX_REROLLS;
    char answer[ANSWER_SIZE];
    enum outcome result = SHOW_AGAIN;
    for (int i = 0; i < NUM_DICE; i++) {
        dice[i] = roll_die();
    }
    printf("\n*** Turn %d/%d ***\n", turn, NUM_TURNS);
    while (result != TURN_OVER) {
        /* The dice and the sheet are shown again before every answer. */
        show_dice(dice, rerolls_left);
        show_sheet(sheet);
        if (!read_answer(answer, ANSWER_SIZE)) {
            return false;
        }
        result = handle_answer(answer, dice, &rerolls_left, sheet);
    }
    return true;
}

/* Return the sum of all the points on the sheet. */
int total_score(const int sheet[])
{
    int total = 0;
    for (int line = 0; line < NUM_LINES; line++) {
        if (sheet[line] != UNUSED) {
            total += sheet[line];
        }
    }
    return total;
}

/* Seed the dice from the clock, play six turns and report the total. */
int main(void)
{
    int sheet[NUM_LINES];
    srand((unsigned int) time(NULL));
    for (int line = 0; line < NUM_LINES; line++) {
        sheet[line] = UNUSED;
    }
    printf("Yahtzee! Type h at any time for the commands.\n");
    for (int turn = 1; turn <= NUM_TURNS; turn++) {
        if (!play_turn(turn, sheet)) {
            printf("\nEnd of input; goodbye.\n");
            return 0;
        }
    }
    printf("\nGame over. Total score: %d\n", total_score(sheet));
    return 0;
}
