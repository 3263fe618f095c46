/*
 * yahtzee.c -- simplified Yahtzee for CSC 161
 *
 * Each of the six turns: roll five dice, then choose (R)oll again or
 * (S)core. You may roll again at most two times. When you score, pick
 * one of the categories that is still open (A-F).
 */

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_CATEGORIES 6
#define NUM_TURNS 6
#define MAX_REROLLS 2
#define LINE_MAX 64

/* Category names (Aces is the traditional name for the ones line). */
const char* CATEGORY_NAMES[NUM_CATEGORIES] = {"Aces (ones)", "Twos", "Threes",
                                              "Fours", "Fives", "Sixes"};

/*
 * Read a line one character at a time, lowercase it, and drop spaces
 * at the start and the end. Returns false at end of input.
 * Characters past the end of the buffer are read and discarded, and
 * the line is marked as too long by setting *too_long.
 */
bool read_line(char line[], bool* too_long) {
  int length = 0;
  int ch = getchar();

  *too_long = false;
  if (ch == EOF) {
    return false;
  }
  while (ch != '\n' && ch != EOF) {
    if (length == 0 && isspace(ch)) {
      /* skip leading spaces */
    } else if (length < LINE_MAX - 1) {
      line[length] = (char)tolower(ch);
      length++;
    } else {
      *too_long = true;
    }
    ch = getchar();
  }
  while (length > 0 && isspace((unsigned char)line[length - 1])) {
    length--;
  }
  line[length] = '\0';
  return true;
}

/* Read a line, or end the game if there is no more input. */
void read_or_quit(char line[], bool* too_long) {
  if (!read_line(line, too_long)) {
    printf("\nEnd of input -- game ended early.\n");
    exit(0);
  }
}

/* Roll one die. */
int roll_die(void) {
  return rand() % 6 + 1;
}

/* Print the dice in a row: "Dice: 1:4  2:2  3:6  4:6  5:1". */
void show_dice(int dice[]) {
  printf("Dice:");
  for (int i = 0; i < NUM_DICE; i++) {
    printf("  %d:%d", i + 1, dice[i]);
  }
  printf("\n");
}

/* Ask (R)oll again or (S)core. Returns true for roll again. */
bool ask_roll_or_score(int rolls_left) {
  char line[LINE_MAX];
  bool too_long;

  while (true) {
    printf("(R)oll again [%d left] or (S)core? > ", rolls_left);
    read_or_quit(line, &too_long);
    if (!too_long && (strcmp(line, "r") == 0 || strcmp(line, "roll") == 0)) {
      return true;
    }
    if (!too_long && (strcmp(line, "s") == 0 || strcmp(line, "score") == 0)) {
      return false;
    }
    printf("Type R to roll again or S to score.\n");
  }
}

/*
 * Mark the dice listed in line (digits 1-5 with spaces or commas in
 * between). Returns false if anything else is in the line or no die
 * was listed.
 */
bool parse_positions(const char line[], bool chosen[]) {
  int count = 0;

  for (int i = 0; i < NUM_DICE; i++) {
    chosen[i] = false;
  }
  for (int i = 0; line[i] != '\0'; i++) {
    if (line[i] >= '1' && line[i] <= '5') {
      chosen[line[i] - '1'] = true;
      count++;
    } else if (line[i] != ' ' && line[i] != ',') {
      return false;
    }
  }
  return count > 0;
}

/* Ask which dice to roll again and roll them. */
void reroll_some(int dice[]) {
  char line[LINE_MAX];
  bool too_long;
  bool chosen[NUM_DICE];

  while (true) {
    printf("Dice to roll (e.g. 1 3 5) > ");
    read_or_quit(line, &too_long);
    if (!too_long && parse_positions(line, chosen)) {
      break;
    }
    printf("List one or more die numbers from 1 to 5.\n");
  }
  for (int i = 0; i < NUM_DICE; i++) {
    if (chosen[i]) {
      dice[i] = roll_die();
    }
  }
}

/* List the open categories with their letters. */
void show_open_categories(bool used[]) {
  printf("Open categories:\n");
  for (int i = 0; i < NUM_CATEGORIES; i++) {
    if (!used[i]) {
      printf("  [%c] %s\n", 'A' + i, CATEGORY_NAMES[i]);
    }
  }
}

/* Ask for the letter of an open category. Returns its index. */
int ask_category(bool used[]) {
  char line[LINE_MAX];
  bool too_long;

  while (true) {
    printf("Category letter > ");
    read_or_quit(line, &too_long);
    if (too_long || strlen(line) != 1 || line[0] < 'a' || line[0] > 'f') {
      printf("Please type one of the letters shown.\n");
    } else if (used[line[0] - 'a']) {
      printf("%s has already been scored.\n", CATEGORY_NAMES[line[0] - 'a']);
    } else {
      return line[0] - 'a';
    }
  }
}

/* Points for a category: total of the dice matching its number. */
int points_for(int dice[], int category) {
  int points = 0;
  for (int i = 0; i < NUM_DICE; i++) {
    if (dice[i] == category + 1) {
      points += dice[i];
    }
  }
  return points;
}

/* Print every category with its score, then the total. */
void show_scorecard(int scores[], bool used[]) {
  int total = 0;
  printf("Scorecard\n---------\n");
  for (int i = 0; i < NUM_CATEGORIES; i++) {
    if (used[i]) {
      printf("%-12s %3d\n", CATEGORY_NAMES[i], scores[i]);
      total += scores[i];
    } else {
      printf("%-12s   .\n", CATEGORY_NAMES[i]);
    }
  }
  printf("%-12s %3d\n", "TOTAL", total);
}

/* Play one turn of the game. */
void play_turn(int turn, int scores[], bool used[]) {
  int dice[NUM_DICE];
  int rerolls = 0;

  printf("\nTurn %d/%d\n", turn, NUM_TURNS);
  for (int i = 0; i < NUM_DICE; i++) {
    dice[i] = roll_die();
  }
  show_dice(dice);

  while (rerolls < MAX_REROLLS && ask_roll_or_score(MAX_REROLLS - rerolls)) {
    reroll_some(dice);
    rerolls++;
    show_dice(dice);
  }
  if (rerolls == MAX_REROLLS) {
    printf("No rolls left -- time to score.\n");
  }

  show_open_categories(used);
  int category = ask_category(used);
  scores[category] = points_for(dice, category);
  used[category] = true;
  printf("%s: +%d points\n", CATEGORY_NAMES[category], scores[category]);
}

int main(void) {
  int scores[NUM_CATEGORIES] = {0};
  bool used[NUM_CATEGORIES] = {false};

  srand((unsigned)time(NULL));
  printf("YAHTZEE -- upper section only, %d turns\n", NUM_TURNS);

  for (int turn = 1; turn <= NUM_TURNS; turn++) {
    play_turn(turn, scores, used);
    show_scorecard(scores, used);
  }

  printf("\nThanks for playing!\n");
  return 0;
}
