/*
 * yahtzee.c -- simplified single-player Yahtzee: six turns; each turn roll
 * five dice, re-roll any of them up to twice (one y/n letter per die), then
 * score an unused line (Ones..Sixes) as the sum of dice showing that face.
 */

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_TURNS 6
#define MAX_ROLLS 3     /* the first roll plus two re-rolls */
#define NUM_SIDES 6
#define NUM_LINES 6
#define BUFFER_SIZE 64

const char *LINE_NAMES[NUM_LINES] = {"Ones", "Twos", "Threes",
                                     "Fours", "Fives", "Sixes"};

/* Read and drop the rest of an input line; return true if any was left. */
bool skip_rest_of_line(void) {
    bool dropped = false;
    int c = getchar();
    while (c != '\n' && c != EOF) {
        dropped = true;
        c = getchar();
    }
    return dropped;
}

/* Return how many bytes fgets stored (the buffer was zeroed first). */
int stored_length(const char buffer[BUFFER_SIZE]) {
    int length = BUFFER_SIZE - 1;
    while (length > 0 && buffer[length - 1] == '\0') {
        length--;
    }
    return length;
}

/* Read a whole line in lower case; false (with a reason) if it is bad. */
bool read_answer(char answer[BUFFER_SIZE]) {
    fflush(stdout);
    memset(answer, 0, BUFFER_SIZE);
    if (fgets(answer, BUFFER_SIZE, stdin) == NULL) {
        printf("\nInput ended.\n");
        exit(0);
    }
    int length = stored_length(answer);
    if (length > 0 && answer[length - 1] == '\n') {
        length--;
        answer[length] = '\0';
    } else if (length == BUFFER_SIZE - 1 && skip_rest_of_line()) {
        printf("That answer is too long (over %d characters).\n", length);
        return false;
    }
    for (int i = 0; i < length; i++) {
        if (answer[i] == '\0' || iscntrl((unsigned char) answer[i])) {
            printf("That answer contains a control character.\n");
            return false;
        }
        answer[i] = tolower((unsigned char) answer[i]);
    }
    return true;
}

/* Give a new random face to every die marked in which. */
void roll_dice(int dice[NUM_DICE], const bool which[NUM_DICE]) {
    for (int i = 0; i < NUM_DICE; i++) {
        if (which[i]) {
            dice[i] = rand() % NUM_SIDES + 1;
        }
    }
}

/* Print the dice over their positions. */
void show_dice(const int dice[NUM_DICE]) {
    printf("  Dice:    ");
    for (int i = 0; i < NUM_DICE; i++) {
        printf(" %d", dice[i]);
    }
    printf("\n  Position: 1 2 3 4 5\n");
}

/* Mark reroll from answer; return the count, or -1 (with a reason). */
int parse_reroll(const char *answer, bool reroll[NUM_DICE]) {
    int marked = 0;
    bool all = strcmp(answer, "all") == 0;
    bool none = strcmp(answer, "") == 0 || strcmp(answer, "none") == 0;
    if (!all && !none && strspn(answer, "yn") != strlen(answer)) {
        printf("Use y or n for each die (like ynnny), or all, or none.\n");
        return -1;
    }
    if (!all && !none && strlen(answer) != NUM_DICE) {
        printf("Give exactly %d letters, one per die (you gave %d).\n",
               NUM_DICE, (int) strlen(answer));
        return -1;
    }
    for (int i = 0; i < NUM_DICE; i++) {
        reroll[i] = all || (!none && answer[i] == 'y');
        marked += reroll[i] ? 1 : 0;
    }
    return marked;
}

/* Ask which dice to re-roll; return true if at least one is marked. */
bool ask_reroll(int rerolls_left, bool reroll[NUM_DICE]) {
    char answer[BUFFER_SIZE];
    int marked = -1;
    while (marked < 0) {
        printf("Re-roll? y/n per die, all, none (%d left) [keep all]: ",
               rerolls_left);
        if (read_answer(answer)) {
            marked = parse_reroll(answer, reroll);
        }
    }
    return marked > 0;
}

/* Return the points the dice earn on line (0 = Ones .. 5 = Sixes). */
int score_for(const int dice[NUM_DICE], int line) {
    int points = 0;
    for (int i = 0; i < NUM_DICE; i++) {
        if (dice[i] == line + 1) {
            points += dice[i];
        }
    }
    return points;
}

/* Return the open line with the most points (ties go to the lower line). */
int best_line(const int dice[NUM_DICE], const bool used[NUM_LINES]) {
    int best = -1;
    for (int line = 0; line < NUM_LINES; line++) {
        if (!used[line] && (best < 0 ||
                            score_for(dice, line) > score_for(dice, best))) {
            best = line;
        }
    }
    return best;
}

/* Return the line named by answer, or -1 after printing a reason. */
int parse_line(const char *answer, int default_line, const bool used[]) {
    int line = (answer[0] == '\0') ? default_line : -1;
    for (int i = 0; i < NUM_LINES; i++) {
        bool number = answer[0] == '1' + i && answer[1] == '\0';
        if (number || strcasecmp(answer, LINE_NAMES[i]) == 0) {
            line = i;
        }
    }
    if (line < 0) {
        printf("'%s' is not a line; type 1 to 6 or a name like Twos.\n",
               answer);
        return -1;
    }
    if (used[line]) {
        printf("%s is already used; pick an open line.\n", LINE_NAMES[line]);
        return -1;
    }
    return line;
}

/* Show the open lines, then ask which one to fill; return its index. */
int ask_line(const int dice[NUM_DICE], const bool used[NUM_LINES]) {
    char answer[BUFFER_SIZE];
    int default_line = best_line(dice, used);
    int line = -1;
    printf("  Open lines:");
    for (int i = 0; i < NUM_LINES; i++) {
        if (!used[i]) {
            printf("  %d %s (%d)", i + 1, LINE_NAMES[i], score_for(dice, i));
        }
    }
    printf("\n");
    while (line < 0) {
        printf("Which line do you want? (1-6 or a name) [%s]: ",
               LINE_NAMES[default_line]);
        if (read_answer(answer)) {
            line = parse_line(answer, default_line, used);
        }
    }
    return line;
}

/* Play one whole turn and return the points scored. */
int play_turn(int turn, bool used[NUM_LINES]) {
    int dice[NUM_DICE];
    bool reroll[NUM_DICE] = {true, true, true, true, true};
    printf("\n======== Turn %d of %d ========\n", turn, NUM_TURNS);
    roll_dice(dice, reroll);
    show_dice(dice);
    for (int left = MAX_ROLLS - 1; left > 0 && ask_reroll(left, reroll);
         left--) {
        roll_dice(dice, reroll);
        show_dice(dice);
    }
    int line = ask_line(dice, used);
    int points = score_for(dice, line);
    used[line] = true;
    printf("You wrote %d on %s.\n", points, LINE_NAMES[line]);
    return points;
}

/* Seed the dice from the clock, play every turn, and print the total. */
int main(void) {
    bool used[NUM_LINES] = {false};
    int total = 0;
    srand(time(NULL));
    for (int turn = 1; turn <= NUM_TURNS; turn++) {
        total += play_turn(turn, used);
    }
    printf("\nFinal score: %d.\n", total);
    return 0;
}
