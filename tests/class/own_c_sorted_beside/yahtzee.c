/*
 * Simplified Yahtzee with numbers beside the game: each roll shows the dice, the same dice
 * sorted, their sum and a running mean of every die rolled; the end shows a table of each
 * line's count of dice and points, with a row of totals.
 *
 * Six turns. Each turn: a roll, then up to two re-rolls: how many dice, then which
 * positions (1-5). The roll then goes on an unused line, typed by its number 1-6.
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

static const char *LINE_NAMES[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Every die rolled this game, for the running mean. */
static int dice_rolled = 0;
static int pips_rolled = 0;

/* Read an answer without the spaces around it; return 0 where it is refused. At the end
 * of input, say so and exit. */
static int read_answer(const char *prompt, char *answer)
{
    char line[LONGEST + 2];
    printf("%s", prompt);
    fflush(stdout);
    if (fgets(line, sizeof line, stdin) == NULL) {
        printf("\n(end of input) Game over.\n");
        exit(0);
    }
    size_t length = strlen(line);
    if (length > 0 && line[length - 1] == '\n') {
        line[--length] = '\0';
    } else if (!feof(stdin)) {
        int skipped;
        while ((skipped = getchar()) != '\n' && skipped != EOF) {
        }
        printf("That answer is too long (more than %d characters).\n", LONGEST);
        return 0;
    }
    for (size_t index = 0; index < length; index++) {
        if ((unsigned char)line[index] < 32 || line[index] == 127) {
            printf("That answer contains a control character.\n");
            return 0;
        }
    }
    size_t start = strspn(line, " ");
    while (length > start && line[length - 1] == ' ') {
        line[--length] = '\0';
    }
    strcpy(answer, line + start);
    return 1;
}

/* Ask for a number from low to high until one comes; return it. */
static int ask_number(const char *prompt, int low, int high)
{
    char answer[LONGEST + 2];
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

/* Roll one die, counting it for the running mean. */
static int roll_die(void)
{
    int die = rand() % 6 + 1;
    dice_rolled++;
    pips_rolled += die;
    return die;
}

/* Print the dice, the same dice sorted, their sum and the running mean. */
static void show_dice(const int dice[DICE], int roll)
{
    int sorted[DICE];
    int sum = 0;
    memcpy(sorted, dice, sizeof sorted);
    for (int pass = 0; pass < DICE; pass++) {
        for (int index = 0; index + 1 < DICE; index++) {
            if (sorted[index] > sorted[index + 1]) {
                int swap = sorted[index];
                sorted[index] = sorted[index + 1];
                sorted[index + 1] = swap;
            }
        }
    }
    printf("roll %d of %d | dice:", roll, ROLLS);
    for (int index = 0; index < DICE; index++) {
        printf(" %d", dice[index]);
        sum += dice[index];
    }
    printf(" | sorted:");
    for (int index = 0; index < DICE; index++) {
        printf(" %d", sorted[index]);
    }
    printf(" | sum %d | running mean %d.%02d over %d dice\n", sum, pips_rolled / dice_rolled,
           pips_rolled * 100 / dice_rolled % 100, dice_rolled);
}

/* Ask which positions to re-roll, count of them first, and re-roll them. */
static void reroll_some(int dice[DICE], int count)
{
    int chosen[DICE] = {0};
    for (int asked = 1; asked <= count; asked++) {
        int position = ask_number("Which position (1-5)? ", 1, 5);
        while (chosen[position - 1]) {
            printf("Die %d is chosen already.\n", position);
            position = ask_number("Which position (1-5)? ", 1, 5);
        }
        chosen[position - 1] = 1;
    }
    for (int index = 0; index < DICE; index++) {
        if (chosen[index]) {
            dice[index] = roll_die();
        }
    }
}

/* Play the rolls of a turn into dice. */
static void roll_turn(int dice[DICE])
{
    for (int index = 0; index < DICE; index++) {
        dice[index] = roll_die();
    }
    for (int roll = 1; roll <= ROLLS; roll++) {
        show_dice(dice, roll);
        if (roll == ROLLS) {
            return;
        }
        int count = ask_number("How many dice do you want to re-roll (0 keeps them all)? ", 0, 5);
        if (count == 0) {
            return;
        }
        reroll_some(dice, count);
    }
}

/* Count the dice showing a face. */
static int count_face(const int dice[DICE], int face)
{
    int count = 0;
    for (int index = 0; index < DICE; index++) {
        count += dice[index] == face;
    }
    return count;
}

/* Ask for an open line by its number; return it (1 for Ones). */
static int choose_line(const int used[LINES])
{
    while (1) {
        int line = ask_number("Which line (1-6)? ", 1, 6);
        if (!used[line - 1]) {
            return line;
        }
        printf("%s has already been used.\n", LINE_NAMES[line - 1]);
    }
}

/* Print the table of each line's count of dice and points, and the totals. */
static void show_table(const int counts[LINES], const int points[LINES])
{
    int total_count = 0;
    int total_points = 0;
    printf("\nline    count  points\n");
    for (int line = 0; line < LINES; line++) {
        printf("%-7s %5d %7d\n", LINE_NAMES[line], counts[line], points[line]);
        total_count += counts[line];
        total_points += points[line];
    }
    printf("%-7s %5d %7d\n", "total", total_count, total_points);
    printf("Final total: %d\n", total_points);
}

int main(void)
{
    int dice[DICE];
    int used[LINES] = {0};
    int counts[LINES] = {0};
    int points[LINES] = {0};
    int total = 0;
    srand((unsigned)time(NULL));
    printf("Simplified Yahtzee: 6 turns, up to 3 rolls a turn, lines Ones..Sixes.\n");
    for (int turn = 1; turn <= TURNS; turn++) {
        printf("\n### TURN %d of %d ###\n", turn, TURNS);
        roll_turn(dice);
        int line = choose_line(used);
        used[line - 1] = 1;
        counts[line - 1] = count_face(dice, line);
        points[line - 1] = line * counts[line - 1];
        total += points[line - 1];
        printf("You wrote %d points on %s. Running total: %d\n", points[line - 1],
               LINE_NAMES[line - 1], total);
    }
    show_table(counts, points);
    return 0;
}
