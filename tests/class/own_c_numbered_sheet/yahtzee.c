/* Simplified Yahtzee in six turns, with numbers everywhere: a menu before each
 * re-roll, a sheet that shows what each open line would score, and the sum of
 * the dice. Dice to re-roll are named by their numbers on one line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define TURNS 6

static const char *NAMES[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Read one line of input; end the game when input ends. */
static void read_answer(const char *question, char *answer, int size)
{
    printf("%s", question);
    fflush(stdout);
    if (fgets(answer, size, stdin) == NULL) {
        printf("\nInput ended.\n");
        exit(0);
    }
    if (strchr(answer, '\n') == NULL) {
        int c = getchar();
        while (c != '\n' && c != EOF) {
            c = getchar();
        }
    }
    answer[strcspn(answer, "\n")] = '\0';
}

/* Return the points the dice give a line (0 = Ones). */
static int points(const int dice[DICE], int line)
{
    int total = 0;
    for (int i = 0; i < DICE; i++) {
        if (dice[i] == line + 1) {
            total += dice[i];
        }
    }
    return total;
}

/* Show the dice, their sum, and the sheet with what each open line would score. */
static void show(const int dice[DICE], const int sheet[LINES], const int used[LINES])
{
    int sum = 0;
    printf("  Dice: ");
    for (int i = 0; i < DICE; i++) {
        printf("%d ", dice[i]);
        sum += dice[i];
    }
    printf("  (sum %d)\n", sum);
    for (int line = 0; line < LINES; line++) {
        if (used[line]) {
            printf("   %d. %-6s = %d\n", line + 1, NAMES[line], sheet[line]);
        } else {
            printf("   %d. %-6s = --  (would be %d)\n", line + 1, NAMES[line], points(dice, line));
        }
    }
}

/* Ask the menu: 1 to re-roll some dice, 2 to score now. Return 1 or 2. */
static int ask_menu(int left)
{
    char answer[64];
    for (;;) {
        printf("What next? (%d re-roll(s) left)\n  1) Re-roll some dice\n  2) Score now\n", left);
        read_answer("Choice: ", answer, sizeof answer);
        if (strcmp(answer, "1") == 0 || strcmp(answer, "2") == 0) {
            return answer[0] - '0';
        }
        printf("Please type 1 or 2.\n");
    }
}

/* Ask which dice to re-roll (numbers 1-5 with spaces, each once); mark them. */
static void ask_dice(int chosen[DICE])
{
    char answer[64];
    for (;;) {
        read_answer("Dice to re-roll (e.g. 1 3 5): ", answer, sizeof answer);
        int count = 0;
        int ok = 1;
        memset(chosen, 0, DICE * sizeof chosen[0]);
        for (char *word = strtok(answer, " "); word != NULL; word = strtok(NULL, " ")) {
            if (strlen(word) != 1 || word[0] < '1' || word[0] > '5' || chosen[word[0] - '1']) {
                ok = 0;
                break;
            }
            chosen[word[0] - '1'] = 1;
            count++;
        }
        if (ok && count > 0) {
            return;
        }
        printf("Type dice numbers 1-5, each once.\n");
    }
}

/* Ask for an open line by its number; return its index. */
static int ask_line(const int used[LINES])
{
    char answer[64];
    for (;;) {
        read_answer("Line to score (1-6): ", answer, sizeof answer);
        if (strlen(answer) == 1 && answer[0] >= '1' && answer[0] <= '6') {
            if (!used[answer[0] - '1']) {
                return answer[0] - '1';
            }
            printf("That line is used.\n");
        } else {
            printf("Type a line number 1-6.\n");
        }
    }
}

/* Play one turn: roll, up to two re-rolls, then score a line. Return its points. */
static int play_turn(int turn, int sheet[LINES], int used[LINES])
{
    int dice[DICE];
    int chosen[DICE];
    printf("\nTurn %d of %d, roll 1 of 3\n", turn, TURNS);
    for (int i = 0; i < DICE; i++) {
        dice[i] = rand() % 6 + 1;
    }
    show(dice, sheet, used);
    for (int left = 2; left > 0 && ask_menu(left) == 1; left--) {
        ask_dice(chosen);
        for (int i = 0; i < DICE; i++) {
            dice[i] = chosen[i] ? rand() % 6 + 1 : dice[i];
        }
        printf("Turn %d of %d, roll %d of 3\n", turn, TURNS, 4 - left);
        show(dice, sheet, used);
    }
    int line = ask_line(used);
    sheet[line] = points(dice, line);
    used[line] = 1;
    printf("%d points go on line %d (%s).\n", sheet[line], line + 1, NAMES[line]);
    return sheet[line];
}

int main(void)
{
    int sheet[LINES] = {0};
    int used[LINES] = {0};
    int total = 0;
    srand((unsigned)time(NULL));
    for (int turn = 1; turn <= TURNS; turn++) {
        total += play_turn(turn, sheet, used);
        printf("Total so far: %d\n", total);
    }
    printf("\nFinal total: %d\n", total);
    return 0;
}
