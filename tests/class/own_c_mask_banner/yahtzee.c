/*
 * Simplified Yahtzee in few words. One banner line says it all: at ">>" a letter for each die,
 * k keeps it and r re-rolls it (kkkkk keeps all); at "ln>" a line by its first two letters
 * (on tw th fo fi si). The dice show as d=13655 and a score as "th +9 -> 21".
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

static const char *line_keys[LINES] = {"on", "tw", "th", "fo", "fi", "si"};

/* Read one answer without its newline; return false at the end of input. */
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

/* Print the dice as d=13655. */
static void show_dice(const int dice[DICE]) {
  printf("d=");
  for (int i = 0; i < DICE; i++) {
    printf("%d", dice[i]);
  }
  printf("\n");
}

/* Return whether an answer is five letters, each k or r. */
static bool is_mask(const char *answer) {
  if (strlen(answer) != DICE) {
    return false;
  }
  for (int i = 0; i < DICE; i++) {
    if (answer[i] != 'k' && answer[i] != 'r') {
      return false;
    }
  }
  return true;
}

/* Ask for a mask twice at most, re-rolling the dice marked r; false at the end of input. */
static bool roll_phase(int dice[DICE]) {
  char answer[ANSWER];
  for (int reroll = 0; reroll < REROLLS; reroll++) {
    if (!read_answer(">> ", answer)) {
      return false;
    }
    while (!is_mask(answer)) {
      printf("mask? 5 of k/r\n");
      if (!read_answer(">> ", answer)) {
        return false;
      }
    }
    if (strcmp(answer, "kkkkk") == 0) {
      return true;
    }
    for (int i = 0; i < DICE; i++) {
      if (answer[i] == 'r') {
        dice[i] = rand() % 6 + 1;
      }
    }
    show_dice(dice);
  }
  return true;
}

/* Return the line whose key an answer is, or -1. */
static int line_of(const char *answer) {
  for (int line = 0; line < LINES; line++) {
    if (strcmp(answer, line_keys[line]) == 0) {
      return line;
    }
  }
  return -1;
}

/* Print the sheet as on:- tw:4 ... */
static void show_sheet(const int sheet[LINES]) {
  for (int line = 0; line < LINES; line++) {
    if (sheet[line] < 0) {
      printf("%s:- ", line_keys[line]);
    } else {
      printf("%s:%d ", line_keys[line], sheet[line]);
    }
  }
  printf("\n");
}

/* Ask for an open line, score the dice there and add them up; false at the end of input. */
static bool score_phase(const int dice[DICE], int sheet[LINES], int *total) {
  char answer[ANSWER];
  int line = -1;
  show_sheet(sheet);
  while (line < 0) {
    if (!read_answer("ln> ", answer)) {
      return false;
    }
    line = line_of(answer);
    if (line < 0 || sheet[line] >= 0) {
      printf("ln? an open one of on tw th fo fi si\n");
      line = -1;
    }
  }
  sheet[line] = 0;
  for (int i = 0; i < DICE; i++) {
    if (dice[i] == line + 1) {
      sheet[line] += dice[i];
    }
  }
  *total += sheet[line];
  printf("%s +%d -> %d\n", line_keys[line], sheet[line], *total);
  return true;
}

/* Print the banner, then play six turns; stop quietly at the end of input. */
int main(void) {
  int dice[DICE];
  int sheet[LINES];
  int total = 0;
  srand((unsigned) time(NULL));
  for (int line = 0; line < LINES; line++) {
    sheet[line] = -1;
  }
  printf("T6 | >> k=keep r=reroll, one per die (kkkkk = done)\n");
  printf("ln> on tw th fo fi si\n");
  for (int turn = 1; turn <= TURNS; turn++) {
    printf("[%d]\n", turn);
    for (int i = 0; i < DICE; i++) {
      dice[i] = rand() % 6 + 1;
    }
    show_dice(dice);
    if (!roll_phase(dice) || !score_phase(dice, sheet, &total)) {
      printf("\n(end)\n");
      return 0;
    }
  }
  show_sheet(sheet);
  printf("final %d\n", total);
  return 0;
}
