/*
 * Simplified Yahtzee, written by someone who mostly writes web services: the game state
 * is printed as a JSON object after every roll, the dice to re-roll are typed as a JSON
 * array of positions, and a refused answer gets a one-line "400 Bad Request" message.
 *
 * Six turns. Each turn: a roll, then up to two re-rolls of any positions (1-5), typed
 * like [1,3] or [ 2, 5 ]; [] keeps all the dice and ends the rolling. The roll then goes
 * on an unused line, typed by its name in any case (ones .. sixes), and scores the face
 * times the number of dice showing it.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define TURNS 6
#define DICE 5
#define ROLLS 3
#define LINES 6
#define LONGEST 40

static const char *LINE_NAMES[LINES] = {"ones", "twos", "threes", "fours", "fives", "sixes"};

/* Read one line of input into answer (at most LONGEST characters); return 0 and say why
 * where it is too long or holds a control character. At the end of input, say goodbye
 * and exit. */
static int read_line(const char *prompt, char answer[LONGEST + 1])
{
    int length = 0;
    int too_long = 0;
    int control = 0;
    int next;
    printf("%s", prompt);
    fflush(stdout);
    next = getchar();
    if (next == EOF) {
        printf("\nEnd of input. Goodbye!\n");
        exit(0);
    }
    while (next != '\n' && next != EOF) {
        if (next < 32 || next == 127) {
            control = 1;
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
        printf("400 Bad Request: the answer is longer than %d characters\n", LONGEST);
        return 0;
    }
    if (control) {
        printf("400 Bad Request: the answer contains a control character\n");
        return 0;
    }
    return 1;
}

/* Skip the spaces in text from index on; return the index of the first non-space. */
static int skip_spaces(const char *text, int index)
{
    while (text[index] == ' ') {
        index++;
    }
    return index;
}

/* Parse one position (a single digit 1-5) at text[*index] into chosen, moving *index past
 * it; return NULL when it is fine, or the reason it is refused. */
static const char *parse_position(const char *text, int *index, int chosen[DICE])
{
    if (!isdigit((unsigned char)text[*index])) {
        return "expected a position (1-5)";
    }
    if (isdigit((unsigned char)text[*index + 1])) {
        return "positions go from 1 to 5";
    }
    int position = text[*index] - '0';
    if (position < 1 || position > DICE) {
        return "positions go from 1 to 5";
    }
    if (chosen[position - 1]) {
        return "a position is listed twice";
    }
    chosen[position - 1] = 1;
    (*index)++;
    return NULL;
}

/* Parse a JSON array of positions like [1, 3] into chosen (1 for each position listed);
 * return NULL when it is fine, or the reason it is refused. */
static const char *parse_positions(const char *text, int chosen[DICE])
{
    int index = skip_spaces(text, 0);
    if (text[index] != '[') {
        return "expected a JSON array like [1,3] or []";
    }
    index = skip_spaces(text, index + 1);
    if (text[index] != ']') {
        while (1) {
            const char *problem = parse_position(text, &index, chosen);
            if (problem != NULL) {
                return problem;
            }
            index = skip_spaces(text, index);
            if (text[index] == ']') {
                break;
            }
            if (text[index] != ',') {
                return "expected a comma or ] after a position";
            }
            index = skip_spaces(text, index + 1);
        }
    }
    index = skip_spaces(text, index + 1);
    if (text[index] != '\0') {
        return "nothing may follow the closing ]";
    }
    return NULL;
}

/* Ask for the positions to re-roll until a valid JSON array comes; fill chosen and return
 * how many positions it lists. */
static int ask_positions(int chosen[DICE])
{
    char answer[LONGEST + 1];
    while (1) {
        if (!read_line("reroll (JSON array of positions, [] keeps all) > ", answer)) {
            continue;
        }
        for (int index = 0; index < DICE; index++) {
            chosen[index] = 0;
        }
        const char *problem = parse_positions(answer, chosen);
        if (problem == NULL) {
            break;
        }
        printf("400 Bad Request: %s\n", problem);
    }
    int count = 0;
    for (int index = 0; index < DICE; index++) {
        count += chosen[index];
    }
    return count;
}

/* Roll one six-sided die. */
static int roll_die(void)
{
    return rand() % 6 + 1;
}

/* Print the state of the turn as a JSON object. */
static void show_state(int turn, int roll, const int dice[DICE])
{
    printf("{\"turn\": %d, \"roll\": %d, \"dice\": [", turn, roll);
    for (int index = 0; index < DICE; index++) {
        printf("%s%d", index > 0 ? ", " : "", dice[index]);
    }
    printf("]}\n");
}

/* Play the rolls of one turn into dice. */
static void roll_turn(int turn, int dice[DICE])
{
    int chosen[DICE];
    for (int index = 0; index < DICE; index++) {
        dice[index] = roll_die();
    }
    for (int roll = 1; roll <= ROLLS; roll++) {
        show_state(turn, roll, dice);
        if (roll == ROLLS || ask_positions(chosen) == 0) {
            return;
        }
        for (int index = 0; index < DICE; index++) {
            if (chosen[index]) {
                dice[index] = roll_die();
            }
        }
    }
}

/* Print the open lines as a JSON object. */
static void show_open_lines(const int used[LINES])
{
    int shown = 0;
    printf("{\"open\": [");
    for (int line = 0; line < LINES; line++) {
        if (!used[line]) {
            printf("%s\"%s\"", shown > 0 ? ", " : "", LINE_NAMES[line]);
            shown++;
        }
    }
    printf("]}\n");
}

/* Turn an answer into a line index (0 for ones), ignoring case and the spaces around it;
 * return -1 when it names no line. */
static int find_line(const char *answer)
{
    char name[LONGEST + 1];
    int start = skip_spaces(answer, 0);
    int length = 0;
    while (answer[start + length] != '\0') {
        name[length] = (char)tolower((unsigned char)answer[start + length]);
        length++;
    }
    while (length > 0 && name[length - 1] == ' ') {
        length--;
    }
    name[length] = '\0';
    for (int line = 0; line < LINES; line++) {
        if (strcmp(name, LINE_NAMES[line]) == 0) {
            return line;
        }
    }
    return -1;
}

/* Show the open lines and ask for one by name until an open one comes; return its index. */
static int choose_line(const int used[LINES])
{
    char answer[LONGEST + 1];
    show_open_lines(used);
    while (1) {
        if (!read_line("line (name) > ", answer)) {
            continue;
        }
        int line = find_line(answer);
        if (line < 0) {
            printf("400 Bad Request: expected a line name (ones, twos, threes, fours, "
                   "fives, sixes)\n");
        } else if (used[line]) {
            printf("400 Bad Request: \"%s\" is already used\n", LINE_NAMES[line]);
        } else {
            return line;
        }
    }
}

/* Count the points the dice make on a line: its face times the dice showing it. */
static int score_line(const int dice[DICE], int line)
{
    int points = 0;
    for (int index = 0; index < DICE; index++) {
        if (dice[index] == line + 1) {
            points += line + 1;
        }
    }
    return points;
}

/* Play six turns, printing the points of each and the final score. */
int main(void)
{
    int dice[DICE];
    int used[LINES] = {0};
    int total = 0;
    srand((unsigned)time(NULL));
    printf("Yahtzee (simplified): 6 turns, up to 3 rolls a turn, lines ones..sixes.\n");
    printf("Re-roll with a JSON array of positions, like [1,3]; [] keeps all the dice.\n");
    for (int turn = 1; turn <= TURNS; turn++) {
        roll_turn(turn, dice);
        int line = choose_line(used);
        int points = score_line(dice, line);
        used[line] = 1;
        total += points;
        printf("{\"scored\": %d, \"line\": \"%s\", \"total\": %d}\n", points, LINE_NAMES[line],
               total);
    }
    printf("{\"gameOver\": true, \"finalScore\": %d}\n", total);
    return 0;
}
