/*
 * Simplified Yahtzee in six turns. The dice are shown as "Dice: 4 2 6 1 1", the dice to
 * re-roll are typed as positions with spaces ("1 3 5", 0 keeps all), and a line is chosen
 * by its number (1-6).
 *
 * The fault (Functions): one function, turn_step(), does every job of a turn, picked by the
 * step it is given: rolling, re-rolling and scoring are cases of one switch.
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
#define ANSWER 64

enum step { STEP_ROLL, STEP_REROLL, STEP_SCORE };

static const char *line_names[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Read one line of input into answer, without its newline; exit at the end of input. */
static void read_answer(char answer[ANSWER]) {
  if (fgets(answer, ANSWER, stdin) == NULL) {
    printf("\nInput ended. Goodbye.\n");
    exit(0);
  }
  if (strchr(answer, '\n') == NULL) {
    int rest;
    while ((rest = getchar()) != '\n' && rest != EOF) {
    }
  }
  answer[strcspn(answer, "\n")] = '\0';
}

/* Print the five dice on one line. */
static void show_dice(const int dice[DICE]) {
  printf("Dice:");
  for (int i = 0; i < DICE; i++) {
    printf(" %d", dice[i]);
  }
  printf("\n");
}

/* Read the positions in answer (1-5, each once) into chosen; return false if any is bad. */
static bool parse_positions(const char *answer, bool chosen[DICE]) {
  memset(chosen, 0, sizeof(bool) * DICE);
  for (const char *at = answer; *at != '\0'; at++) {
    if (*at == ' ') {
      continue;
    }
    if (*at < '1' || *at > '5' || chosen[*at - '1']) {
      return false;
    }
    chosen[*at - '1'] = true;
  }
  return true;
}

/* Do one step of a turn: roll all the dice, ask for and make one re-roll (return false when
 * all are kept), or ask for a line and score the dice there. */
static bool turn_step(enum step step, int dice[DICE], int sheet[LINES]) {
  char answer[ANSWER];
  switch (step) {
  case STEP_ROLL:
    for (int i = 0; i < DICE; i++) {
      dice[i] = rand() % 6 + 1;
    }
    show_dice(dice);
    return true;
  case STEP_REROLL: {
    bool chosen[DICE];
    printf("Re-roll which dice? (positions like 1 3 5, 0 to keep all): ");
    read_answer(answer);
    while (strcmp(answer, "0") != 0 && (answer[0] == '\0' || !parse_positions(answer, chosen))) {
      printf("Type positions 1 to 5, each once, or 0 to keep all.\n");
      printf("Re-roll which dice? (positions like 1 3 5, 0 to keep all): ");
      read_answer(answer);
    }
    if (strcmp(answer, "0") == 0) {
      return false;
    }
    for (int i = 0; i < DICE; i++) {
      if (chosen[i]) {
        dice[i] = rand() % 6 + 1;
      }
    }
    show_dice(dice);
    return true;
  }
  case STEP_SCORE: {
    int line = 0;
    printf("Score which line? (1-6): ");
    read_answer(answer);
    while (strlen(answer) != 1 || answer[0] < '1' || answer[0] > '6' ||
           sheet[answer[0] - '1'] >= 0) {
      printf("Choose an open line, 1 to 6.\n");
      printf("Score which line? (1-6): ");
      read_answer(answer);
    }
    line = answer[0] - '1';
    sheet[line] = 0;
    for (int i = 0; i < DICE; i++) {
      if (dice[i] == line + 1) {
        sheet[line] += dice[i];
      }
    }
    printf("%s scores %d.\n", line_names[line], sheet[line]);
    return true;
  }
  }
  return false;
}

/* Play six turns of a roll, two re-rolls at most and a line; print the final score. */
int main(void) {
  int dice[DICE];
  int sheet[LINES];
  int total = 0;
  srand((unsigned) time(NULL));
  for (int line = 0; line < LINES; line++) {
    sheet[line] = -1;
  }
  for (int turn = 1; turn <= TURNS; turn++) {
    printf("\n--- Turn %d of %d ---\n", turn, TURNS);
    turn_step(STEP_ROLL, dice, sheet);
    for (int chance = 0; chance < REROLLS && turn_step(STEP_REROLL, dice, sheet); chance++) {
    }
    turn_step(STEP_SCORE, dice, sheet);
  }
  for (int line = 0; line < LINES; line++) {
    total += sheet[line];
  }
  printf("Final score: %d\n", total);
  return 0;
}
