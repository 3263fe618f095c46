/*
 * CSC 161 - Homework: Yahtzee
 *
 * Simplified one-player Yahtzee. There are six turns and six lines
 * (Ones to Sixes). Dice are shown like 2 | 6 | 6 | 1 | 3 and the player
 * picks dice to re-roll by typing their positions separated by commas.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdbool.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6
#define NUM_TURNS 6
#define MAX_ROLLS 3
#define LINE_MAX_LEN 100

// Read a line of text. Returns false when the input has ended.
bool read_text(char text[]) {
  if (fgets(text, LINE_MAX_LEN, stdin) == NULL) {
    return false;
  }
  char* newline = strchr(text, '\n');
  if (newline != NULL) {
    *newline = '\0';
  } else {
    // line too long, skip what is left of it
    int c = getchar();
    while (c != '\n' && c != EOF) {
      c = getchar();
    }
  }
  return true;
}

// Stops the program when input runs out
void end_of_input(void) {
  printf("\nReached end of input, exiting the game.\n");
  exit(0);
}

// Rolls one die
int roll(void) {
  return rand() % 6 + 1;
}

// Prints dice separated by bars, with positions underneath
void print_dice(int dice[]) {
  printf("  ");
  for (int i = 0; i < NUM_DICE; i++) {
    if (i > 0) {
      printf(" | ");
    }
    printf("%d", dice[i]);
  }
  printf("\n  1   2   3   4   5   <- position\n");
}

// Reads an answer like "1,3,5" (or "0" for none).
// pick[1]..pick[5] get set to true for the positions chosen.
// Returns false if the answer isn't valid.
bool parse_picks(char text[], bool pick[]) {
  for (int i = 0; i <= NUM_DICE; i++) {
    pick[i] = false;
  }
  if (strcmp(text, "0") == 0) {
    return true;
  }
  int len = strlen(text);
  if (len == 0) {
    return false;
  }
  // digits must be at even spots and commas at odd spots: 1,3,5
  for (int i = 0; i < len; i++) {
    if (i % 2 == 0) {
      if (text[i] < '1' || text[i] > '5') {
        return false;
      }
      pick[text[i] - '0'] = true;
    } else if (text[i] != ',') {
      return false;
    }
  }
  // can't end on a comma
  return text[len - 1] != ',';
}

// Asks the player which dice to re-roll and re-rolls them
void reroll(int dice[]) {
  char text[LINE_MAX_LEN];
  bool pick[NUM_DICE + 1];

  printf("Dice to re-roll (e.g. 1,3,5 or 0 for none): ");
  if (!read_text(text)) {
    end_of_input();
  }
  while (!parse_picks(text, pick)) {
    printf("Invalid. Use positions 1-5 separated by commas, like 2,4 (0 for none): ");
    if (!read_text(text)) {
      end_of_input();
    }
  }
  for (int i = 0; i < NUM_DICE; i++) {
    if (pick[i]) {
      dice[i] = roll();
    }
  }
}

// Score for a line: line 1 = ones, ..., line 6 = sixes
int line_score(int dice[], int line) {
  int score = 0;
  for (int i = 0; i < NUM_DICE; i++) {
    if (dice[i] == line) {
      score += line;
    }
  }
  return score;
}

// Prints the sheet; open lines are shown with their menu number
void print_sheet(int scores[], bool used[]) {
  const char* names[NUM_LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};
  printf("  Score sheet:\n");
  for (int i = 0; i < NUM_LINES; i++) {
    if (used[i]) {
      printf("     %-6s = %d\n", names[i], scores[i]);
    } else {
      printf("  %d) %-6s   (open)\n", i + 1, names[i]);
    }
  }
}

// Asks for the number of an open line, returns 1..6
int pick_line(bool used[]) {
  char text[LINE_MAX_LEN];
  while (true) {
    printf("Choose an open line by number: ");
    if (!read_text(text)) {
      end_of_input();
    }
    int line = 0;
    char extra;
    if (sscanf(text, "%d %c", &line, &extra) != 1) {
      printf("Please enter a number.\n");
    } else if (line < 1 || line > NUM_LINES) {
      printf("The lines are numbered 1 to 6.\n");
    } else if (used[line - 1]) {
      printf("Line %d is already used.\n", line);
    } else {
      return line;
    }
  }
}

// Plays a turn: first roll, two re-rolls, then scoring
void play_turn(int turn, int scores[], bool used[]) {
  int dice[NUM_DICE];

  printf("\n========== TURN %d ==========\n", turn);
  for (int i = 0; i < NUM_DICE; i++) {
    dice[i] = roll();
  }
  printf("Roll 1:\n");
  print_dice(dice);

  for (int r = 2; r <= MAX_ROLLS; r++) {
    reroll(dice);
    printf("Roll %d:\n", r);
    print_dice(dice);
  }

  print_sheet(scores, used);
  int line = pick_line(used);
  used[line - 1] = true;
  scores[line - 1] = line_score(dice, line);
  printf("You scored %d points.\n", scores[line - 1]);
}

int main(void) {
  int scores[NUM_LINES];
  bool used[NUM_LINES];
  int total = 0;

  srand(time(NULL));
  for (int i = 0; i < NUM_LINES; i++) {
    scores[i] = 0;
    used[i] = false;
  }

  for (int turn = 1; turn <= NUM_TURNS; turn++) {
    play_turn(turn, scores, used);
  }

  printf("\n");
  print_sheet(scores, used);
  for (int i = 0; i < NUM_LINES; i++) {
    total += scores[i];
  }
  printf("Final total: %d\n", total);
  return 0;
}
