/*
 * Simplified Yahtzee in few words. The commands are shown once: "r 1 3" re-rolls dice 1 and
 * 3, "s" stops rolling and scores, "?" shows them again. At ">>" a line is typed as its face
 * (1-6) or its name. The dice show packed (33142), and a score as "=> 3, sum 12".
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
#define REROLLS 2
#define ANSWER 80

static const char *line_names[LINES] = {"ones", "twos", "threes", "fours", "fives", "sixes"};

/* Print the commands. */
static void show_commands(void) {
  printf("r 1 3 = re-roll dice 1,3 | s = score | ? = help\n");
  printf(">> 1-6 or ones..sixes\n");
}

/* Read one answer without its newline into answer; return false at the end of input. */
static bool read_answer(const char *prompt, char answer[ANSWER]) {
  printf("%s", prompt);
  fflush(stdout);
  if (fgets(answer, ANSWER, stdin) == NULL) {
    return false;
  }
  if (strchr(answer, '\n') == NULL) {
    int rest;
    while ((rest = getchar()) != '\n' && rest != EOF) {
    }
  }
  answer[strcspn(answer, "\n")] = '\0';
  return true;
}

/* Print the dice packed. */
static void show_dice(const int dice[DICE]) {
  for (int i = 0; i < DICE; i++) {
    printf("%d", dice[i]);
  }
  printf("\n");
}

/* Read "r" and its positions (1-5, each once) into chosen; return false if it is not that. */
static bool parse_reroll(const char *answer, bool chosen[DICE]) {
  int count = 0;
  memset(chosen, 0, sizeof(bool) * DICE);
  if (answer[0] != 'r') {
    return false;
  }
  for (const char *at = answer + 1; *at != '\0'; at++) {
    if (*at == ' ' || *at == ',') {
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

/* Ask for commands until the player scores or the re-rolls are used; false at end of input. */
static bool roll_phase(int dice[DICE]) {
  char answer[ANSWER];
  bool chosen[DICE];
  int rerolls = 0;
  while (rerolls < REROLLS) {
    if (!read_answer("> ", answer)) {
      return false;
    }
    if (strcmp(answer, "s") == 0) {
      return true;
    }
    if (strcmp(answer, "?") == 0) {
      show_commands();
    } else if (parse_reroll(answer, chosen)) {
      for (int i = 0; i < DICE; i++) {
        dice[i] = chosen[i] ? rand() % 6 + 1 : dice[i];
      }
      show_dice(dice);
      rerolls++;
    } else {
      printf("? (r 1 3 / s)\n");
    }
  }
  return true;
}

/* Return the line an answer names (a face 1-6 or a name), or -1. */
static int line_of(const char *answer) {
  if (strlen(answer) == 1 && answer[0] >= '1' && answer[0] <= '6') {
    return answer[0] - '1';
  }
  for (int line = 0; line < LINES; line++) {
    bool same = strlen(answer) == strlen(line_names[line]);
    for (size_t i = 0; same && answer[i] != '\0'; i++) {
      same = tolower((unsigned char) answer[i]) == line_names[line][i];
    }
    if (same) {
      return line;
    }
  }
  return -1;
}

/* Print the sheet as [3 - 9 - - -] and its total. */
static void show_sheet(const int sheet[LINES], int total) {
  printf("[");
  for (int line = 0; line < LINES; line++) {
    if (sheet[line] < 0) {
      printf(line ? " -" : "-");
    } else {
      printf(line ? " %d" : "%d", sheet[line]);
    }
  }
  printf("] %d\n", total);
}

/* Ask for an open line and score the dice there; return false at the end of input. */
static bool score_phase(const int dice[DICE], int sheet[LINES], int *total) {
  char answer[ANSWER];
  int line = -1;
  show_sheet(sheet, *total);
  while (line < 0) {
    if (!read_answer(">> ", answer)) {
      return false;
    }
    line = line_of(answer);
    if (line < 0) {
      printf("1-6 / ones..sixes\n");
    } else if (sheet[line] >= 0) {
      printf("used\n");
      line = -1;
    }
  }
  sheet[line] = 0;
  for (int i = 0; i < DICE; i++) {
    sheet[line] += dice[i] == line + 1 ? dice[i] : 0;
  }
  *total += sheet[line];
  printf("=> %d, sum %d\n", sheet[line], *total);
  return true;
}

/* Play six turns; stop quietly at the end of input. */
int main(void) {
  int dice[DICE];
  int sheet[LINES];
  int total = 0;
  srand((unsigned) time(NULL));
  for (int line = 0; line < LINES; line++) {
    sheet[line] = -1;
  }
  show_commands();
  for (int turn = 1; turn <= TURNS; turn++) {
    printf("--%d--\n", turn);
    for (int i = 0; i < DICE; i++) {
      dice[i] = rand() % 6 + 1;
    }
    show_dice(dice);
    if (!roll_phase(dice) || !score_phase(dice, sheet, &total)) {
      printf("\nbye\n");
      return 0;
    }
  }
  show_sheet(sheet, total);
  printf("final %d\n", total);
  return 0;
}
