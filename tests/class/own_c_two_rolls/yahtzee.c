// Yahtzee homework
// Simplified Yahtzee: 6 turns, 5 dice, 2 re-rolls per turn, lines Ones-Sixes.

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define TURNS 6
#define ROLLS_PER_TURN 3
#define MAX_INPUT 32

// Reads a line into buf. Returns the number of characters on the line,
// or -1 at end of input. Characters past the end of buf are dropped,
// but still counted so the caller can tell the line was too long.
int read_input(char buf[], int size) {
    int c = getchar();
    int count = 0;

    if (c == EOF) {
        return -1;
    }
    while (c != '\n' && c != EOF) {
        if (count < size - 1) {
            buf[count] = (char) c;
        }
        count++;
        c = getchar();
    }
    if (count < size - 1) {
        buf[count] = '\0';
    } else {
        buf[size - 1] = '\0';
    }
    return count;
}

// Gets one line or ends the program if there is no input left.
int get_input(char buf[], int size) {
    int len = read_input(buf, size);
    if (len < 0) {
        printf("\nEnd of input.\n");
        exit(0);
    }
    return len;
}

// Rolls every die marked in which[].
void roll_dice(int dice[], int which[]) {
    for (int i = 0; i < DICE; i++) {
        if (which[i]) {
            dice[i] = rand() % 6 + 1;
        }
    }
}

// Prints the dice on one line.
void show_dice(int roll_number, int dice[]) {
    printf("Roll %d:", roll_number);
    for (int i = 0; i < DICE; i++) {
        printf(" %d", dice[i]);
    }
    printf("\n");
}

// Asks a y/n question. Returns 1 for y, 0 for n.
int ask_yes_no(int die_number, int value) {
    char buf[MAX_INPUT];
    int len;

    while (1) {
        printf("Reroll die %d (%d)? [y/n] ", die_number, value);
        len = get_input(buf, MAX_INPUT);
        if (len == 1 && (buf[0] == 'y' || buf[0] == 'Y')) {
            return 1;
        }
        if (len == 1 && (buf[0] == 'n' || buf[0] == 'N')) {
            return 0;
        }
        printf("Bad input.\n");
    }
}

// Prints the score sheet with a letter for each line.
void show_sheet(int scores[], int used[]) {
    const char *names[LINES] = {"Ones", "Twos", "Threes",
                                "Fours", "Fives", "Sixes"};
    for (int i = 0; i < LINES; i++) {
        if (used[i]) {
            printf("  %c) %-7s %d\n", 'a' + i, names[i], scores[i]);
        } else {
            printf("  %c) %-7s -\n", 'a' + i, names[i]);
        }
    }
}

// Asks for a letter a-f until an open line is picked.
int pick_line(int used[]) {
    char buf[MAX_INPUT];
    int len;
    int line;

    while (1) {
        printf("Line (a-f)? ");
        len = get_input(buf, MAX_INPUT);
        if (len == 1 && buf[0] >= 'a' && buf[0] <= 'f') {
            line = buf[0] - 'a';
            if (used[line]) {
                printf("Used.\n");
            } else {
                return line;
            }
        } else {
            printf("Bad input.\n");
        }
    }
}

// Adds up the dice that show face.
int count_face(int dice[], int face) {
    int sum = 0;
    for (int i = 0; i < DICE; i++) {
        if (dice[i] == face) {
            sum += face;
        }
    }
    return sum;
}

// Plays one whole turn and returns the points scored.
int play_turn(int scores[], int used[]) {
    int dice[DICE];
    int which[DICE];
    int line;

    // first roll: all dice
    for (int i = 0; i < DICE; i++) {
        which[i] = 1;
    }
    roll_dice(dice, which);
    show_dice(1, dice);

    // re-rolls
    for (int roll = 2; roll < ROLLS_PER_TURN; roll++) {
        for (int i = 0; i < DICE; i++) {
            which[i] = ask_yes_no(i + 1, dice[i]);
        }
        roll_dice(dice, which);
        show_dice(roll, dice);
    }

    show_sheet(scores, used);
    line = pick_line(used);
    scores[line] = count_face(dice, line + 1);
    used[line] = 1;
    return scores[line];
}

int main(void) {
    int scores[LINES] = {0};
    int used[LINES] = {0};
    int total = 0;

    srand(time(NULL));

    printf("YAHTZEE\n");
    for (int turn = 1; turn <= TURNS; turn++) {
        printf("\nTurn %d\n", turn);
        total += play_turn(scores, used);
        printf("Total: %d\n", total);
    }
    printf("\nFinal score: %d\n", total);
    return 0;
}
