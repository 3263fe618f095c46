/*
 * Yahtzee, Ones to Sixes only. Dice are held and released one at a time,
 * and stay held for the next roll; 0 rolls the dice not held.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define ROLLS 3

const char *LINE_NAMES[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Reads one line of input; ends the game quietly when input ends. */
void read_answer(char answer[], int size) {
  if (fgets(answer, size, stdin) == NULL) {
    printf("\nGoodbye.\n");
    exit(0);
  }
  if (strchr(answer, '\n') == NULL) {
    int skipped = getchar();
    while (skipped != '\n' && skipped != EOF) {
      skipped = getchar();
    }
  }
}

/* Reads a whole number from low to high; returns -1 for anything else. */
int read_number(int low, int high) {
  char answer[64];
  read_answer(answer, sizeof answer);
  char *end = NULL;
  long number = strtol(answer, &end, 10);
  if (end == answer) {
    return -1;
  }
  while (*end == ' ' || *end == '\n') {
    end++;
  }
  if (*end != '\0' || number < low || number > high) {
    return -1;
  }
  return (int) number;
}

/* Rolls every die that is not held. */
void roll_free(int dice[], const bool held[]) {
  for (int die = 0; die < DICE; die++) {
    if (!held[die]) {
      dice[die] = rand() % 6 + 1;
    }
  }
}

/* Shows each die on a line of its own, marked where it is held. */
void show_dice(const int dice[], const bool held[]) {
  printf("\n");
  for (int die = 0; die < DICE; die++) {
    printf("  die %d: %d%s\n", die + 1, dice[die], held[die] ? "  * held" : "");
  }
  printf("\n");
}

/* Lets the player hold and release dice until 0; returns false if all are held. */
bool choose_holds(const int dice[], bool held[]) {
  while (true) {
    printf("Type a die number (1-5) to hold or release it, or 0 to roll: ");
    int number = read_number(0, DICE);
    if (number < 0) {
      printf("Please type a number from 0 to 5.\n");
      continue;
    }
    if (number == 0) {
      break;
    }
    held[number - 1] = !held[number - 1];
    printf("%s die %d.\n", held[number - 1] ? "Holding" : "Releasing", number);
    show_dice(dice, held);
  }
  for (int die = 0; die < DICE; die++) {
    if (!held[die]) {
      return true;
    }
  }
  return false;
}

/* Plays the rolls of one turn, leaving the final dice. */
void roll_turn(int dice[]) {
  bool held[DICE] = {false, false, false, false, false};
  roll_free(dice, held);
  for (int roll = 1; roll < ROLLS; roll++) {
    printf("%d re-roll(s) left. Hold all five and type 0 to stop.\n", ROLLS - roll);
    show_dice(dice, held);
    if (!choose_holds(dice, held)) {
      return;
    }
    roll_free(dice, held);
  }
  show_dice(dice, held);
}

/* Returns what the dice score on a line (0 is Ones). */
int line_points(const int dice[], int line) {
  int points = 0;
  for (int die = 0; die < DICE; die++) {
    if (dice[die] == line + 1) {
      points += dice[die];
    }
  }
  return points;
}

/* Asks for an open row of the table; returns its line. */
int choose_row(const int dice[], const int sheet[]) {
  printf(" Row | Line    | Points\n-----+---------+-------\n");
  for (int line = 0; line < LINES; line++) {
    if (sheet[line] < 0) {
      printf("  %d  | %-7s | %d\n", line + 1, LINE_NAMES[line], line_points(dice, line));
    } else {
      printf("  %d  | %-7s | used (%d)\n", line + 1, LINE_NAMES[line], sheet[line]);
    }
  }
  while (true) {
    printf("Score in which row? (1-6): ");
    int row = read_number(1, LINES);
    if (row < 0) {
      printf("Rows go from 1 to 6.\n");
    } else if (sheet[row - 1] >= 0) {
      printf("Row %d is used already.\n", row);
    } else {
      return row - 1;
    }
  }
}

int main(void) {
  srand((unsigned) time(NULL));
  int sheet[LINES] = {-1, -1, -1, -1, -1, -1};
  int dice[DICE] = {0, 0, 0, 0, 0};
  int total = 0;
  for (int turn = 1; turn <= LINES; turn++) {
    printf("\n*** Turn %d ***\n", turn);
    roll_turn(dice);
    int line = choose_row(dice, sheet);
    sheet[line] = line_points(dice, line);
    total += sheet[line];
    printf("Scored %d in %s. Running total: %d\n", sheet[line], LINE_NAMES[line], total);
  }
  printf("\nGame over! Final score: %d\n", total);
  return 0;
}
