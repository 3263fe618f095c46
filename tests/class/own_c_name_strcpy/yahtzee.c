/*
 * yahtzee.c
 * Simplified one-player Yahtzee with only the upper section
 * (ones, twos, threes, fours, fives, sixes). Six turns in total.
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
#define INPUT_SIZE 128
#define NAME_SIZE 8

/* Names of the six score lines. */
const char *LINE_NAMES[NUM_LINES] = {"ones", "twos", "threes",
                                     "fours", "fives", "sixes"};

/*
 * Read a line into buffer and strip the newline. Returns false if the
 * line did not fit (the rest of it is thrown away). Ends the game
 * politely if there is no more input.
 */
bool read_input(char buffer[], int size) {
  if (fgets(buffer, size, stdin) == NULL) {
    printf("\nNo more input, ending the game.\n");
    exit(0);
  }
  size_t length = strlen(buffer);
  if (length > 0 && buffer[length - 1] == '\n') {
    buffer[length - 1] = '\0';
    return true;
  }
  if ((int)length < size - 1) {
    return true;
  }
  int leftover = getchar();
  while (leftover != '\n' && leftover != EOF) {
    leftover = getchar();
  }
  return false;
}

/* Give one die a new random value from 1 to 6. */
int roll_die(void) {
  return rand() % 6 + 1;
}

/* Print the dice with their positions underneath. */
void print_dice(const int dice[]) {
  printf("Dice:     ");
  for (int i = 0; i < NUM_DICE; i++) {
    printf("[%d] ", dice[i]);
  }
  printf("\nPosition:  1   2   3   4   5\n");
}

/*
 * Read positions from text like "1,3" or "1 3" into chosen[].
 * "0" alone means keep every die. Returns false for bad answers.
 */
bool parse_positions(const char *text, bool chosen[]) {
  bool found_any = false;
  for (int i = 0; i < NUM_DICE; i++) {
    chosen[i] = false;
  }
  if (strcmp(text, "0") == 0) {
    return true;
  }
  for (int i = 0; text[i] != '\0'; i++) {
    if (text[i] == ' ' || text[i] == ',') {
      continue;
    }
    bool ends_here = text[i + 1] == '\0' || text[i + 1] == ' ' ||
                     text[i + 1] == ',';
    if (text[i] < '1' || text[i] > '5' || !ends_here) {
      return false;
    }
    int index = text[i] - '1';
    if (chosen[index]) {
      return false;
    }
    chosen[index] = true;
    found_any = true;
  }
  return found_any;
}

/* Ask which dice to re-roll until the answer makes sense. */
void ask_reroll(bool chosen[]) {
  char answer[INPUT_SIZE];
  while (true) {
    printf("Which dice should be re-rolled? (e.g. 1,3 or 1 3; 0 = none): ");
    fflush(stdout);
    if (read_input(answer, INPUT_SIZE) && parse_positions(answer, chosen)) {
      return;
    }
    printf("Invalid answer. Use positions 1-5, each only once, or 0.\n");
  }
}

/* Do one re-roll: ask, roll the chosen dice, and show the result. */
void reroll(int dice[]) {
  bool chosen[NUM_DICE];
  ask_reroll(chosen);
  for (int i = 0; i < NUM_DICE; i++) {
    if (chosen[i]) {
      dice[i] = roll_die();
    }
  }
  print_dice(dice);
}

/* Score a line: add up the dice that show the line's face value. */
int line_score(const int dice[], int line) {
  int sum = 0;
  for (int i = 0; i < NUM_DICE; i++) {
    if (dice[i] == line + 1) {
      sum += dice[i];
    }
  }
  return sum;
}

/* Find the line whose name matches the answer, ignoring case, or -1. */
int find_line(const char *answer) {
  char line_name[NAME_SIZE];
  strcpy(line_name, answer);
  for (int i = 0; line_name[i] != '\0'; i++) {
    line_name[i] = (char)tolower((unsigned char)line_name[i]);
  }
  for (int line = 0; line < NUM_LINES; line++) {
    if (strcmp(line_name, LINE_NAMES[line]) == 0) {
      return line;
    }
  }
  return -1;
}

/* Ask for the name of an unused line until a good one is typed. */
int ask_line(const bool used[]) {
  char answer[INPUT_SIZE];
  while (true) {
    printf("Which line do you want to score? (ones .. sixes): ");
    fflush(stdout);
    if (!read_input(answer, INPUT_SIZE)) {
      printf("That answer is too long.\n");
      continue;
    }
    int line = find_line(answer);
    if (line < 0) {
      printf("Please type a line name such as fours.\n");
    } else if (used[line]) {
      printf("The %s line is already filled in.\n", LINE_NAMES[line]);
    } else {
      return line;
    }
  }
}

/* Print the score sheet and the total so far. */
void print_sheet(const int scores[], const bool used[]) {
  int total = 0;
  printf("Score sheet:\n");
  for (int line = 0; line < NUM_LINES; line++) {
    if (used[line]) {
      printf("  %-7s %2d\n", LINE_NAMES[line], scores[line]);
      total += scores[line];
    } else {
      printf("  %-7s  .\n", LINE_NAMES[line]);
    }
  }
  printf("  %-7s %2d\n", "TOTAL", total);
}

/* Wait for the player to press Enter before the next turn. */
void pause_for_enter(void) {
  char ignored[INPUT_SIZE];
  printf("Press Enter for the next turn...");
  fflush(stdout);
  read_input(ignored, INPUT_SIZE);
}

/* Play one complete turn and write the score on the sheet. */
void play_turn(int turn, int scores[], bool used[]) {
  int dice[NUM_DICE];
  printf("\n--- Turn %d ---\n", turn);
  for (int i = 0; i < NUM_DICE; i++) {
    dice[i] = roll_die();
  }
  print_dice(dice);
  reroll(dice);
  reroll(dice);
  int line = ask_line(used);
  scores[line] = line_score(dice, line);
  used[line] = true;
  printf("%d points go on the %s line.\n", scores[line], LINE_NAMES[line]);
  print_sheet(scores, used);
}

/* Play the six turns of the game. */
int main(void) {
  int scores[NUM_LINES] = {0};
  bool used[NUM_LINES] = {false};
  srand(time(NULL));
  printf("Welcome to Yahtzee!\n");
  for (int turn = 1; turn <= NUM_TURNS; turn++) {
    play_turn(turn, scores, used);
    if (turn < NUM_TURNS) {
      pause_for_enter();
    }
  }
  printf("\nFinal score: %d\n", scores[0] + scores[1] + scores[2] +
                                scores[3] + scores[4] + scores[5]);
  return 0;
}
