/*
 * Yahtzee homework (CSC 161)
 * A simplified one player Yahtzee with six turns and the lines
 * Ones through Sixes. Dice are drawn as little boxes.
 */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define TURNS 6
#define INPUT_SIZE 64

/* Line names, index 0 is Ones. */
const char *NAMES[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives",
                            "Sixes"};

/* Gets a line from the keyboard and lowercases it. Ends the game
 * quietly on end of input. Returns false for a line that was too long. */
bool get_input(char input[]) {
  if (fgets(input, INPUT_SIZE, stdin) == NULL) {
    exit(0);
  }
  size_t len = strlen(input);
  if (len > 0 && input[len - 1] == '\n') {
    input[len - 1] = '\0';
  } else if (len == INPUT_SIZE - 1) {
    /* too long: skip the rest of it */
    int ch = getchar();
    while (ch != '\n' && ch != EOF) {
      ch = getchar();
    }
    return false;
  }
  for (int i = 0; input[i] != '\0'; i++) {
    input[i] = tolower((unsigned char)input[i]);
  }
  return true;
}

/* Asks a yes/no question until it gets yes, y, no or n. */
bool ask_yes_no(const char *question) {
  char input[INPUT_SIZE];
  while (true) {
    printf("%s", question);
    if (get_input(input)) {
      if (strcmp(input, "yes") == 0 || strcmp(input, "y") == 0) {
        return true;
      }
      if (strcmp(input, "no") == 0 || strcmp(input, "n") == 0) {
        return false;
      }
    }
    printf("Please answer yes or no.\n");
  }
}

/* Draws the dice as boxes with their numbers #1-#5 below. */
void draw_dice(int dice[]) {
  printf("\n");
  for (int i = 0; i < DICE; i++) {
    printf(" .---. ");
  }
  printf("\n");
  for (int i = 0; i < DICE; i++) {
    printf(" | %d | ", dice[i]);
  }
  printf("\n");
  for (int i = 0; i < DICE; i++) {
    printf(" '---' ");
  }
  printf("\n");
  for (int i = 0; i < DICE; i++) {
    printf("  #%d   ", i + 1);
  }
  printf("\n");
}

/* Asks about each die and re-rolls the ones the player picks.
 * Returns false if the player did not pick any die. */
bool reroll_some(int dice[]) {
  bool pick[DICE];
  bool any = false;
  char question[INPUT_SIZE];
  for (int i = 0; i < DICE; i++) {
    snprintf(question, INPUT_SIZE, "Re-roll die #%d (%d)? (y/n): ", i + 1,
             dice[i]);
    pick[i] = ask_yes_no(question);
    if (pick[i]) {
      any = true;
    }
  }
  for (int i = 0; i < DICE; i++) {
    if (pick[i]) {
      dice[i] = rand() % 6 + 1;
    }
  }
  return any;
}

/* Does all of the rolling for one turn. */
void take_rolls(int dice[]) {
  for (int i = 0; i < DICE; i++) {
    dice[i] = rand() % 6 + 1;
  }
  draw_dice(dice);
  for (int rolls_left = 2; rolls_left > 0; rolls_left--) {
    printf("Rolls left: %d\n", rolls_left);
    if (!ask_yes_no("Do you want to re-roll some dice? (yes/no): ")) {
      return;
    }
    if (!reroll_some(dice)) {
      printf("No dice picked, you keep this roll.\n");
      return;
    }
    draw_dice(dice);
  }
}

/* Adds up the dice that show face. */
int count_points(int dice[], int face) {
  int points = 0;
  for (int i = 0; i < DICE; i++) {
    if (dice[i] == face) {
      points += face;
    }
  }
  return points;
}

/* Prints the sheet with a letter for every line and the total. */
void print_sheet(int scores[], bool filled[]) {
  int total = 0;
  printf("\n   SCORE SHEET\n");
  for (int i = 0; i < LINES; i++) {
    if (filled[i]) {
      printf("   %c) %-7s: %d\n", 'a' + i, NAMES[i], scores[i]);
      total += scores[i];
    } else {
      printf("   %c) %-7s:\n", 'a' + i, NAMES[i]);
    }
  }
  printf("      Total  : %d\n", total);
}

/* Asks for the letter of an open line. Returns the line index. */
int pick_line(bool filled[]) {
  char input[INPUT_SIZE];
  while (true) {
    printf("Choose a letter (a-f) for an open line: ");
    if (get_input(input) && strlen(input) == 1 && input[0] >= 'a' &&
        input[0] <= 'f') {
      int line = input[0] - 'a';
      if (!filled[line]) {
        return line;
      }
      printf("That line is already filled, pick another one.\n");
    } else {
      printf("Invalid choice. Type one letter from a to f.\n");
    }
  }
}

/* Play six turns, then print the final score. */
int main(void) {
  srand(time(NULL));
  int dice[DICE];
  int scores[LINES] = {0};
  bool filled[LINES] = {false};
  int total = 0;

  printf("*** YAHTZEE ***\n");
  for (int turn = 1; turn <= TURNS; turn++) {
    printf("\n---------- TURN %d ----------\n", turn);
    take_rolls(dice);
    print_sheet(scores, filled);
    int line = pick_line(filled);
    scores[line] = count_points(dice, line + 1);
    filled[line] = true;
    total += scores[line];
    printf("Scored %d on %s.\n", scores[line], NAMES[line]);
  }
  print_sheet(scores, filled);
  printf("\nFINAL SCORE: %d\n", total);
  return 0;
}
