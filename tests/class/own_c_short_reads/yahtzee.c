/*
 * Simplified Yahtzee in six turns. The dice are shown as "Roll: 4 4 1 2 3"; the dice to
 * re-roll are typed as positions with spaces or commas ("1 3 5"), Enter keeps all; a line is
 * chosen by its number (1-6).
 *
 * The fault (Input Validation): answers are read into a buffer of 8 with fgets, and what a
 * longer line leaves is never thrown away. "1 2 3 4 5" re-rolls dice 1 to 4, and the " 5"
 * left over answers the next question by itself.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define TURNS 6
#define REROLLS 2
#define SHORT 8

static const char *line_names[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Ask a question and read the answer into answer, without its newline; exit at the end of
 * input. */
static void ask(const char *question, char answer[SHORT]) {
  printf("%s", question);
  fflush(stdout);
  if (fgets(answer, SHORT, stdin) == NULL) {
    printf("\nNo more input, so the game ends.\n");
    exit(0);
  }
  answer[strcspn(answer, "\n")] = '\0';
}

/* Print the dice on one line. */
static void show_roll(const int dice[DICE]) {
  printf("Roll:");
  for (int i = 0; i < DICE; i++) {
    printf(" %d", dice[i]);
  }
  printf("\n");
}

/* Read positions 1-5 (each once, spaces or commas between) into chosen; return whether the
 * answer is good. */
static bool read_positions(const char *answer, bool chosen[DICE]) {
  memset(chosen, 0, sizeof(bool) * DICE);
  for (const char *at = answer; *at != '\0'; at++) {
    if (*at == ' ' || *at == ',') {
      continue;
    }
    if (*at < '1' || *at > '5' || chosen[*at - '1']) {
      return false;
    }
    chosen[*at - '1'] = true;
  }
  return true;
}

/* Ask which dice to re-roll until the answer is good; return false when all are kept. */
static bool choose_rerolls(bool chosen[DICE]) {
  char answer[SHORT];
  ask("Dice to re-roll (e.g. 1 3 5), Enter keeps all: ", answer);
  while (!read_positions(answer, chosen)) {
    printf("Use positions 1 to 5, each once.\n");
    ask("Dice to re-roll (e.g. 1 3 5), Enter keeps all: ", answer);
  }
  return answer[0] != '\0';
}

/* Ask for an open line until one is given; return its index. */
static int choose_line(const int sheet[LINES]) {
  char answer[SHORT];
  ask("Line to score (1-6): ", answer);
  while (strlen(answer) != 1 || answer[0] < '1' || answer[0] > '6' ||
         sheet[answer[0] - '1'] >= 0) {
    printf("Pick an open line from 1 to 6.\n");
    ask("Line to score (1-6): ", answer);
  }
  return answer[0] - '1';
}

/* Return the points the dice give a line: the sum of the dice showing its face. */
static int line_points(const int dice[DICE], int line) {
  int points = 0;
  for (int i = 0; i < DICE; i++) {
    if (dice[i] == line + 1) {
      points += dice[i];
    }
  }
  return points;
}

/* Play one turn: a roll, two re-rolls at most, then a line scored. */
static void play_turn(int sheet[LINES]) {
  int dice[DICE];
  bool chosen[DICE];
  for (int i = 0; i < DICE; i++) {
    dice[i] = rand() % 6 + 1;
  }
  show_roll(dice);
  for (int chance = 0; chance < REROLLS && choose_rerolls(chosen); chance++) {
    for (int i = 0; i < DICE; i++) {
      if (chosen[i]) {
        dice[i] = rand() % 6 + 1;
      }
    }
    show_roll(dice);
  }
  int line = choose_line(sheet);
  sheet[line] = line_points(dice, line);
  printf("%s: %d points.\n", line_names[line], sheet[line]);
}

/* Play six turns and print the final score. */
int main(void) {
  int sheet[LINES];
  int total = 0;
  srand((unsigned) time(NULL));
  for (int line = 0; line < LINES; line++) {
    sheet[line] = -1;
  }
  for (int turn = 1; turn <= TURNS; turn++) {
    printf("\nTurn %d\n", turn);
    play_turn(sheet);
  }
  for (int line = 0; line < LINES; line++) {
    total += sheet[line];
  }
  printf("Final score: %d\n", total);
  return 0;
}
