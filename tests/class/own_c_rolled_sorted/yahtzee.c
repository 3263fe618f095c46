/*
 * Yahtzee (simplified, upper section only) for CSC 161.
 * Six turns; each turn has one roll and two optional re-rolls, then the
 * player scores an unused line. After every turn the game prints some
 * statistics: how often each face has come up, the average die, and the
 * best line so far. Dice are shown in rolled order and also sorted.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE_COUNT 5
#define LINE_COUNT 6
#define TURN_COUNT 6
#define BUFFER_SIZE 80

/* Line names, indexed by face value minus one. */
const char* LINE_NAMES[LINE_COUNT] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Running statistics for the whole game. */
typedef struct {
    int face_counts[LINE_COUNT];
    int dice_seen;
    int pip_total;
} game_stats_t;

/* Re-roll each die that is marked in reroll_flags. */
void roll_marked(int dice[], const bool reroll_flags[]) {
    for (int i = 0; i < DICE_COUNT; i++) {
        if (reroll_flags[i]) {
            dice[i] = rand() % 6 + 1;
        }
    }
}

/* Copy the dice into sorted_dice in ascending order (insertion sort). */
void sort_dice(const int dice[], int sorted_dice[]) {
    for (int i = 0; i < DICE_COUNT; i++) {
        int value = dice[i];
        int slot = i;
        while (slot > 0 && sorted_dice[slot - 1] > value) {
            sorted_dice[slot] = sorted_dice[slot - 1];
            slot--;
        }
        sorted_dice[slot] = value;
    }
}

/* Print the dice as rolled and sorted, with a roll number. */
void print_roll(const int dice[], int roll_number) {
    int sorted_dice[DICE_COUNT];
    sort_dice(dice, sorted_dice);
    printf("\nRoll %d of 3\n", roll_number);
    printf("  die #:   1 2 3 4 5\n");
    printf("  rolled: ");
    for (int i = 0; i < DICE_COUNT; i++) {
        printf(" %d", dice[i]);
    }
    printf("\n  sorted: ");
    for (int i = 0; i < DICE_COUNT; i++) {
        printf(" %d", sorted_dice[i]);
    }
    printf("\n");
}

/* Points the dice earn on the given line (0-based): sum of matching faces. */
int line_points(const int dice[], int line) {
    int points = 0;
    for (int i = 0; i < DICE_COUNT; i++) {
        if (dice[i] == line + 1) {
            points += line + 1;
        }
    }
    return points;
}

/*
 * Read a line from standard input into text, dropping the newline.
 * Ends the program politely at end of input. Returns false when the
 * line did not fit (and skips the remainder of it).
 */
bool get_input(char text[], int capacity) {
    if (fgets(text, capacity, stdin) == NULL) {
        printf("\nNo more input. Thanks for playing!\n");
        exit(0);
    }
    int length = (int) strlen(text);
    if (length > 0 && text[length - 1] == '\n') {
        text[length - 1] = '\0';
        return true;
    }
    if (length < capacity - 1) {
        return true;
    }
    int leftover = getchar();
    while (leftover != '\n' && leftover != EOF) {
        leftover = getchar();
    }
    return false;
}

/*
 * Parse the dice numbers to re-roll ("1 3 5"), "0" for none or "all".
 * Each number must be a single digit 1-5 and appear at most once.
 * Returns false for anything else.
 */
bool parse_choice(const char* text, bool reroll_flags[]) {
    bool all_dice = (strcmp(text, "all") == 0);
    for (int i = 0; i < DICE_COUNT; i++) {
        reroll_flags[i] = all_dice;
    }
    if (all_dice || strcmp(text, "0") == 0) {
        return true;
    }
    int picked = 0;
    for (int i = 0; text[i] != '\0'; i++) {
        if (text[i] == ' ') {
            continue;
        }
        if (text[i] < '0' || text[i] > '9' || (text[i + 1] != ' ' && text[i + 1] != '\0')) {
            return false;
        }
        int die_index = text[i] - '1';
        if (reroll_flags[die_index]) {
            return false;
        }
        if (die_index < 0 || die_index >= DICE_COUNT) {
            return false;
        }
        reroll_flags[die_index] = true;
        picked++;
    }
    return picked > 0;
}

/* Keep asking which dice to re-roll until the answer makes sense. */
void ask_which_dice(bool reroll_flags[]) {
    char text[BUFFER_SIZE];
    while (true) {
        printf("Which dice to re-roll? Die numbers like 1 3 5, 0 for none, all for all: ");
        if (get_input(text, BUFFER_SIZE) && parse_choice(text, reroll_flags)) {
            return;
        }
        printf("That is not a valid choice.\n");
    }
}

/* Ask for a line number 1-6 that has not been used; return it 0-based. */
int ask_line(const bool line_used[]) {
    char text[BUFFER_SIZE];
    while (true) {
        printf("Which line do you want to fill (1=Ones ... 6=Sixes)? ");
        bool fits = get_input(text, BUFFER_SIZE);
        char* rest = NULL;
        long number = strtol(text, &rest, 10);
        if (!fits || rest == text || *rest != '\0' || number < 1 || number > LINE_COUNT) {
            printf("Please type one number from 1 to 6.\n");
        } else if (line_used[number - 1]) {
            printf("You already filled %s.\n", LINE_NAMES[number - 1]);
        } else {
            return (int) number - 1;
        }
    }
}

/* Print the score sheet so far, marking which lines are still open. */
void print_sheet(const int dice[], const bool line_used[], const int line_scores[]) {
    printf("Score sheet:\n");
    for (int line = 0; line < LINE_COUNT; line++) {
        if (line_used[line]) {
            printf("  %d %-6s %2d (used)\n", line + 1, LINE_NAMES[line], line_scores[line]);
        } else {
            printf("  %d %-6s -- (would score %d)\n", line + 1, LINE_NAMES[line], line_points(dice, line));
        }
    }
}

/* Add the final dice of a turn to the running statistics. */
void record_stats(game_stats_t* stats, const int dice[]) {
    for (int i = 0; i < DICE_COUNT; i++) {
        stats->face_counts[dice[i] - 1]++;
        stats->pip_total += dice[i];
        stats->dice_seen++;
    }
}

/* Print the statistics: face counts, average die, best line so far. */
void print_stats(const game_stats_t* stats, const bool line_used[], const int line_scores[]) {
    printf("Stats - faces so far:");
    for (int face = 0; face < LINE_COUNT; face++) {
        printf(" %d:%d", face + 1, stats->face_counts[face]);
    }
    printf(" | average die %.2f", (double) stats->pip_total / stats->dice_seen);
    int best_line = -1;
    for (int line = 0; line < LINE_COUNT; line++) {
        if (line_used[line] && (best_line < 0 || line_scores[line] > line_scores[best_line])) {
            best_line = line;
        }
    }
    printf(" | best line %s (%d)\n", LINE_NAMES[best_line], line_scores[best_line]);
}

/* Play one full turn and fill in one line of the sheet. */
void take_turn(bool line_used[], int line_scores[], game_stats_t* stats) {
    int dice[DICE_COUNT];
    bool reroll_flags[DICE_COUNT] = {true, true, true, true, true};
    roll_marked(dice, reroll_flags);
    for (int roll_number = 1; roll_number < 3; roll_number++) {
        print_roll(dice, roll_number);
        ask_which_dice(reroll_flags);
        roll_marked(dice, reroll_flags);
    }
    print_roll(dice, 3);
    print_sheet(dice, line_used, line_scores);
    int line = ask_line(line_used);
    line_used[line] = true;
    line_scores[line] = line_points(dice, line);
    printf("%s: %d points.\n", LINE_NAMES[line], line_scores[line]);
    record_stats(stats, dice);
    print_stats(stats, line_used, line_scores);
}

/* Set up the game, play six turns and print the total. */
int main(void) {
    srand((unsigned int) time(NULL));
    bool line_used[LINE_COUNT] = {false};
    int line_scores[LINE_COUNT] = {0};
    game_stats_t stats = {{0}, 0, 0};
    printf("=== Yahtzee: Ones through Sixes ===\n");
    for (int turn = 1; turn <= TURN_COUNT; turn++) {
        printf("\n--- Turn %d ---\n", turn);
        take_turn(line_used, line_scores, &stats);
    }
    int total = 0;
    for (int line = 0; line < LINE_COUNT; line++) {
        printf("%-6s %2d\n", LINE_NAMES[line], line_scores[line]);
        total += line_scores[line];
    }
    printf("Final total: %d\n", total);
    return 0;
}
