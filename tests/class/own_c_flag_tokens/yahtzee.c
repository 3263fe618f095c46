/*
 * yahtzee.c -- upper-section-only Yahtzee for one player.
 *
 * Answers use command-line style flags: to re-roll dice 1 and 3 you type
 * "-1 -3", just like passing options to a shell command.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define TURNS 6
#define BUFFER_LENGTH 64

/* Display names of the lines; the short form of line n is "ns". */
static const char *const line_titles[LINES] = {
  "Ones (1s)", "Twos (2s)", "Threes (3s)",
  "Fours (4s)", "Fives (5s)", "Sixes (6s)"
};

/*
 * Print a question on its own line and a "> " prompt below it, then read
 * the answer into buffer. Returns false if the answer was too long.
 * Quits without error if input has ended.
 */
bool ask(const char *question, char buffer[], int length) {
  printf("%s\n> ", question);
  fflush(stdout);
  if (fgets(buffer, length, stdin) == NULL) {
    printf("\nInput closed. Bye!\n");
    exit(0);
  }
  char *newline = strchr(buffer, '\n');
  if (newline != NULL) {
    *newline = '\0';
    return true;
  }
  if ((int)strlen(buffer) < length - 1) {
    return true;
  }
  int extra = getchar();
  while (extra != '\n' && extra != EOF) {
    extra = getchar();
  }
  return false;
}

/* Show each die's value next to its flag. */
void show_dice(const int dice[]) {
  for (int die = 0; die < DICE; die++) {
    printf("  -%d: %d", die + 1, dice[die]);
  }
  printf("\n");
}

/*
 * Parse flags like "-1 -3" into flags[]. "keep" means no dice.
 * Returns false if any token is not a flag -1..-5 or is repeated.
 */
bool parse_flags(char text[], bool flags[]) {
  for (int die = 0; die < DICE; die++) {
    flags[die] = false;
  }
  char *token = strtok(text, " \t");
  if (token == NULL) {
    return false;
  }
  if (strcmp(token, "keep") == 0) {
    return strtok(NULL, " \t") == NULL;
  }
  while (token != NULL) {
    if (strlen(token) != 2 || token[0] != '-' || token[1] < '1' ||
        token[1] > '5' || flags[token[1] - '1']) {
      return false;
    }
    flags[token[1] - '1'] = true;
    token = strtok(NULL, " \t");
  }
  return true;
}

/* One re-roll step: ask for flags until valid, then roll those dice. */
void reroll_step(int dice[]) {
  char answer[BUFFER_LENGTH];
  bool flags[DICE];
  while (!ask("Which dice do you want to re-roll? "
              "(flags like -1 -3, or keep)", answer, BUFFER_LENGTH) ||
         !parse_flags(answer, flags)) {
    printf("Not understood. Example: -2 -5 re-rolls dice 2 and 5.\n");
  }
  for (int die = 0; die < DICE; die++) {
    if (flags[die]) {
      dice[die] = rand() % 6 + 1;
    }
  }
  show_dice(dice);
}

/* Convert "4s" or "4" into line index 3; returns -1 if not a line. */
int parse_line(const char *text) {
  size_t length = strlen(text);
  if (length < 1 || length > 2 || text[0] < '1' || text[0] > '6') {
    return -1;
  }
  if (length == 2 && text[1] != 's') {
    return -1;
  }
  return text[0] - '1';
}

/* Ask for an unused line until one is given; returns its index. */
int choose_line(const bool used[]) {
  char answer[BUFFER_LENGTH];
  while (true) {
    if (!ask("Which line? (1s-6s, or just the number)", answer,
             BUFFER_LENGTH)) {
      printf("Too long.\n");
      continue;
    }
    int line = parse_line(answer);
    if (line < 0) {
      printf("Type 1s, 2s, 3s, 4s, 5s or 6s.\n");
    } else if (used[line]) {
      printf("%s is taken already.\n", line_titles[line]);
    } else {
      return line;
    }
  }
}

/* Sum the dice that show face value line + 1. */
int score_line(const int dice[], int line) {
  int points = 0;
  for (int die = 0; die < DICE; die++) {
    if (dice[die] == line + 1) {
      points += line + 1;
    }
  }
  return points;
}

/* List the lines, marking which ones are used. */
void show_sheet(const int scores[], const bool used[]) {
  for (int line = 0; line < LINES; line++) {
    if (used[line]) {
      printf("  %-12s %d\n", line_titles[line], scores[line]);
    } else {
      printf("  %-12s open\n", line_titles[line]);
    }
  }
}

/* Play a single turn and record the result. */
void play_turn(int turn, int scores[], bool used[]) {
  int dice[DICE];
  printf("\n== Turn %d/%d ==\n", turn, TURNS);
  for (int die = 0; die < DICE; die++) {
    dice[die] = rand() % 6 + 1;
  }
  show_dice(dice);
  reroll_step(dice);
  reroll_step(dice);
  show_sheet(scores, used);
  int line = choose_line(used);
  scores[line] = score_line(dice, line);
  used[line] = true;
  printf("%s: %d points.\n", line_titles[line], scores[line]);
}

/* Run the game, then wait for Enter before closing. */
int main(void) {
  int scores[LINES] = {0};
  bool used[LINES] = {false};
  long total = 0;
  char answer[BUFFER_LENGTH];
  srand(time(NULL));
  for (int turn = 1; turn <= TURNS; turn++) {
    play_turn(turn, scores, used);
  }
  for (int line = 0; line < LINES; line++) {
    total += scores[line];
  }
  show_sheet(scores, used);
  printf("Final total: %d\n", total);
  ask("Thanks for playing! Press Enter to exit.", answer, BUFFER_LENGTH);
  return 0;
}
