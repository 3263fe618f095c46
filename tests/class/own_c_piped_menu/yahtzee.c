/*
 * Simplified Yahtzee in six turns, each a menu of actions on one line, its choices set apart
 * by bars: "1 Show dice | 2 Show sheet | 3 Re-roll chosen dice | 4 Re-roll all dice |
 * 5 Score and end turn", then "Choose 1-5: ". Dice are shown as "#1:4  #2:2 ..."; the dice to
 * re-roll are typed as positions (1 3 5), a line by its number. Re-rolls are refused once two
 * are used.
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
#define ANSWER 80

static const char *line_names[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Ask a question; read the answer into answer, without its newline, the rest of a long line
 * thrown away. Exit at the end of input. */
static void ask(const char *question, char answer[ANSWER]) {
  printf("%s", question);
  fflush(stdout);
  if (fgets(answer, ANSWER, stdin) == NULL) {
    printf("\nEnd of input: goodbye.\n");
    exit(0);
  }
  if (strchr(answer, '\n') == NULL) {
    int rest;
    while ((rest = getchar()) != '\n' && rest != EOF) {
    }
  }
  answer[strcspn(answer, "\n")] = '\0';
}

/* Print the dice, each after its position. */
static void show_dice(const int dice[DICE]) {
  for (int i = 0; i < DICE; i++) {
    printf("#%d:%d  ", i + 1, dice[i]);
  }
  printf("\n");
}

/* Print each line's points, or - where it is open. */
static void show_sheet(const int sheet[LINES]) {
  for (int line = 0; line < LINES; line++) {
    if (sheet[line] < 0) {
      printf("  %-7s  -\n", line_names[line]);
    } else {
      printf("  %-7s %2d\n", line_names[line], sheet[line]);
    }
  }
}

/* Ask for a menu choice (1-5) until one is given; return it. */
static int choose_action(void) {
  char answer[ANSWER];
  printf("1 Show dice | 2 Show sheet | 3 Re-roll chosen dice | 4 Re-roll all dice"
         " | 5 Score and end turn\n");
  ask("Choose 1-5: ", answer);
  while (strlen(answer) != 1 || answer[0] < '1' || answer[0] > '5') {
    printf("Please type a number from 1 to 5.\n");
    ask("Choose 1-5: ", answer);
  }
  return answer[0] - '0';
}

/* Read positions 1-5, each once, spaces between, into chosen; return whether all are good. */
static bool read_positions(const char *answer, bool chosen[DICE]) {
  int count = 0;
  memset(chosen, 0, sizeof(bool) * DICE);
  for (const char *at = answer; *at != '\0'; at++) {
    if (*at == ' ') {
      continue;
    }
    if (*at < '1' || *at > '5' || chosen[*at - '1']) {
      return false;
    }
    chosen[*at - '1'] = true;
    count++;
  }
  return count > 0;
}

/* Ask for the dice to re-roll until good positions are given, and re-roll them. */
static void reroll_chosen(int dice[DICE]) {
  char answer[ANSWER];
  bool chosen[DICE];
  ask("Positions to re-roll (e.g. 1 3 5): ", answer);
  while (!read_positions(answer, chosen)) {
    printf("Type positions 1 to 5, each once.\n");
    ask("Positions to re-roll (e.g. 1 3 5): ", answer);
  }
  for (int i = 0; i < DICE; i++) {
    if (chosen[i]) {
      dice[i] = rand() % 6 + 1;
    }
  }
}

/* Roll all five dice. */
static void roll_all(int dice[DICE]) {
  for (int i = 0; i < DICE; i++) {
    dice[i] = rand() % 6 + 1;
  }
}

/* Ask for an open line until one is given; write the dice's points there. */
static void score(const int dice[DICE], int sheet[LINES]) {
  char answer[ANSWER];
  ask("Which line (1-6)? ", answer);
  while (strlen(answer) != 1 || answer[0] < '1' || answer[0] > '6' ||
         sheet[answer[0] - '1'] >= 0) {
    printf("Choose an open line from 1 to 6.\n");
    ask("Which line (1-6)? ", answer);
  }
  int line = answer[0] - '1';
  sheet[line] = 0;
  for (int i = 0; i < DICE; i++) {
    if (dice[i] == line + 1) {
      sheet[line] += dice[i];
    }
  }
  printf("%s: %d points\n", line_names[line], sheet[line]);
}

/* Play one turn: the menu until the player scores; re-rolls refused after two. */
static void play_turn(int sheet[LINES]) {
  int dice[DICE];
  int rerolls = 0;
  roll_all(dice);
  show_dice(dice);
  for (int action = choose_action(); action != 5; action = choose_action()) {
    if ((action == 3 || action == 4) && rerolls == REROLLS) {
      printf("No re-rolls left: score this roll.\n");
    } else if (action == 3 || action == 4) {
      if (action == 3) {
        reroll_chosen(dice);
      } else {
        roll_all(dice);
      }
      rerolls++;
      show_dice(dice);
    } else if (action == 2) {
      show_sheet(sheet);
    } else {
      show_dice(dice);
    }
  }
  score(dice, sheet);
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
    printf("\n-- Turn %d --\n", turn);
    play_turn(sheet);
  }
  show_sheet(sheet);
  for (int line = 0; line < LINES; line++) {
    total += sheet[line];
  }
  printf("Final score: %d\n", total);
  return 0;
}
