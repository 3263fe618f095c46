/*
 * yahtzee.c -- Simplified Yahtzee (menu edition)
 *
 * The player plays six turns. Each turn starts with a roll of five dice;
 * after each of the first two rolls a small menu lets the player re-roll
 * some dice, re-roll all of them, keep them, or look at the score sheet.
 * The dice are then entered on an unused line (a-f = Ones-Sixes). A
 * choice can be undone before it is confirmed.
 */

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define N_DICE 5
#define N_LINES 6
#define N_TURNS 6
#define N_ROLLS 3
#define BUF_SIZE 80

/* Menu actions after a roll. */
#define ACTION_SOME 1
#define ACTION_ALL 2
#define ACTION_KEEP 3
#define ACTION_SHEET 4

const char* LINE_LABELS[N_LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/**
 * Prompt and read a line into buf (lower case, no newline, no leading or
 * trailing spaces). Exits the game if standard input has ended.
 */
void prompt_line(const char* prompt, char buf[], int size) {
  printf("%s", prompt);
  fflush(stdout);
  if (fgets(buf, size, stdin) == NULL) {
    printf("\n(end of input -- leaving the game)\n");
    exit(0);
  }
  if (strchr(buf, '\n') == NULL) {
    int extra = getchar();
    while (extra != '\n' && extra != EOF) {
      extra = getchar();
    }
  }

  int start = 0;
  while (buf[start] == ' ' || buf[start] == '\t') {
    start++;
  }
  int out = 0;
  for (int i = start; buf[i] != '\0' && buf[i] != '\n' && buf[i] != '\r'; i++) {
    buf[out] = tolower((unsigned char)buf[i]);
    out++;
  }
  while (out > 0 && (buf[out - 1] == ' ' || buf[out - 1] == '\t')) {
    out--;
  }
  buf[out] = '\0';
}

/** Roll a single die. */
int roll_die(void) {
  return rand() % 6 + 1;
}

/** Show the dice with their position numbers above them. */
void show_dice(const int dice[], int roll_number) {
  printf("\n  Roll %d of %d\n", roll_number, N_ROLLS);
  printf("    1   2   3   4   5\n   ");
  for (int i = 0; i < N_DICE; i++) {
    printf("[%d] ", dice[i]);
  }
  printf("\n");
}

/** Score of the dice on line (0 = Ones). */
int line_score(const int dice[], int line) {
  int count = 0;
  for (int i = 0; i < N_DICE; i++) {
    if (dice[i] == line + 1) {
      count++;
    }
  }
  return count * (line + 1);
}

/** Print the score sheet, with potential scores if dice is not NULL. */
void show_sheet(const int sheet_scores[], const bool sheet_used[], const int dice[]) {
  int total = 0;
  printf("   __________________________\n");
  for (int line = 0; line < N_LINES; line++) {
    printf("  | %c) %-6s ", 'a' + line, LINE_LABELS[line]);
    if (sheet_used[line]) {
      printf("| %2d  (used)   |\n", sheet_scores[line]);
      total += sheet_scores[line];
    } else if (dice != NULL) {
      printf("| --  would %2d |\n", line_score(dice, line));
    } else {
      printf("| --           |\n");
    }
  }
  printf("  | TOTAL     | %3d          |\n", total);
  printf("   --------------------------\n");
}

/** Ask the what-next menu; returns one of the ACTION_ constants. */
int ask_action(void) {
  char buf[BUF_SIZE];
  while (true) {
    printf("  What next?\n");
    printf("    1) Re-roll some dice\n");
    printf("    2) Re-roll all dice\n");
    printf("    3) Keep these dice and score\n");
    printf("    4) Show score sheet\n");
    prompt_line("  Choice: ", buf, BUF_SIZE);
    if (strcmp(buf, "1") == 0 || strcmp(buf, "some") == 0) {
      return ACTION_SOME;
    }
    if (strcmp(buf, "2") == 0 || strcmp(buf, "all") == 0) {
      return ACTION_ALL;
    }
    if (strcmp(buf, "3") == 0 || strcmp(buf, "keep") == 0) {
      return ACTION_KEEP;
    }
    if (strcmp(buf, "4") == 0 || strcmp(buf, "sheet") == 0 || strcmp(buf, "show") == 0) {
      return ACTION_SHEET;
    }
    printf("  Please choose 1, 2, 3 or 4.\n");
  }
}

/**
 * Read positions separated by spaces ("2 4 5") into chosen[].
 * Returns false if the text is empty or contains anything else.
 */
bool parse_positions(const char text[], bool chosen[]) {
  int found = 0;
  for (int i = 0; i < N_DICE; i++) {
    chosen[i] = false;
  }
  for (int i = 0; text[i] != '\0'; i++) {
    if (text[i] == ' ') {
      continue;
    }
    bool is_position = text[i] >= '1' && text[i] <= '5';
    bool ends_here = text[i + 1] == ' ' || text[i + 1] == '\0';
    if (!is_position || !ends_here || chosen[text[i] - '1']) {
      return false;
    }
    chosen[text[i] - '1'] = true;
    found++;
  }
  return found > 0;
}

/** Ask for the positions to re-roll and re-roll them. */
void reroll_some(int dice[]) {
  char buf[BUF_SIZE];
  bool chosen[N_DICE];
  while (true) {
    prompt_line("  Dice to re-roll (positions separated by spaces, e.g. 2 4): ", buf, BUF_SIZE);
    if (parse_positions(buf, chosen)) {
      break;
    }
    printf("  Positions must be 1-5, separated by spaces, no repeats.\n");
  }
  for (int i = 0; i < N_DICE; i++) {
    if (chosen[i]) {
      dice[i] = roll_die();
    }
  }
}

/**
 * The rolling part of a turn (the sheet is only needed for the "show
 * score sheet" option). Returns the number of rolls made.
 */
int rolling_phase(int dice[], const int sheet_scores[], const bool sheet_used[]) {
  for (int i = 0; i < N_DICE; i++) {
    dice[i] = roll_die();
  }
  int rolls = 1;
  show_dice(dice, rolls);
  while (rolls < N_ROLLS) {
    int action = ask_action();
    if (action == ACTION_KEEP) {
      break;
    }
    if (action == ACTION_SHEET) {
      show_sheet(sheet_scores, sheet_used, dice);
      continue;
    }
    if (action == ACTION_SOME) {
      reroll_some(dice);
    } else {
      for (int i = 0; i < N_DICE; i++) {
        dice[i] = roll_die();
      }
    }
    rolls++;
    show_dice(dice, rolls);
  }
  return rolls;
}

/** Map an answer ("c", "threes", "three") to a line, or -1. */
int parse_line_answer(const char buf[]) {
  const char* singles[N_LINES] = {"one", "two", "three", "four", "five", "six"};
  for (int line = 0; line < N_LINES; line++) {
    char label[10];
    int i;
    for (i = 0; LINE_LABELS[line][i] != '\0'; i++) {
      label[i] = tolower((unsigned char)LINE_LABELS[line][i]);
    }
    label[i] = '\0';
    bool is_letter = buf[0] == 'a' + line && buf[1] == '\0';
    if (is_letter || strcmp(buf, label) == 0 || strcmp(buf, singles[line]) == 0) {
      return line;
    }
  }
  return -1;
}

/** Ask whether to confirm or undo the choice. Returns true to confirm. */
bool confirm_or_undo(int line, int points) {
  char buf[BUF_SIZE];
  while (true) {
    printf("  You picked %s for %d points.\n", LINE_LABELS[line], points);
    prompt_line("  (c)onfirm or (u)ndo? ", buf, BUF_SIZE);
    if (strcmp(buf, "c") == 0 || strcmp(buf, "confirm") == 0) {
      return true;
    }
    if (strcmp(buf, "u") == 0 || strcmp(buf, "undo") == 0) {
      return false;
    }
    printf("  Type c or u.\n");
  }
}

/** Count how many lines are still open. */
int open_line_count(const bool sheet_used[]) {
  int count = 0;
  for (int line = 0; line < N_LINES; line++) {
    if (!sheet_used[line]) {
      count++;
    }
  }
  return count;
}

/** Choose an open line for the dice; returns its index. */
int scoring_phase(const int dice[], const int sheet_scores[], const bool sheet_used[]) {
  char buf[BUF_SIZE];
  bool last_line = open_line_count(sheet_used) == 1;
  while (true) {
    show_sheet(sheet_scores, sheet_used, dice);
    prompt_line("  Score sheet choice (a-f): ", buf, BUF_SIZE);
    int line = parse_line_answer(buf);
    if (line == -1) {
      printf("  Choose a letter a-f (or a line name).\n");
    } else if (sheet_used[line]) {
      printf("  %s is already used. Pick an open line.\n", LINE_LABELS[line]);
    } else if (last_line || confirm_or_undo(line, line_score(dice, line))) {
      return line;
    } else {
      printf("  Choice undone.\n");
    }
  }
}

/** Play a whole turn, then print a recap. */
void play_turn(int turn, int sheet_scores[], bool sheet_used[]) {
  int dice[N_DICE];
  printf("\n############ Turn %d ############\n", turn);
  int rolls = rolling_phase(dice, sheet_scores, sheet_used);
  int line = scoring_phase(dice, sheet_scores, sheet_used);
  sheet_scores[line] = line_score(dice, line);
  sheet_used[line] = true;
  printf("\n  Turn %d recap: rolled %d time(s), final dice %d %d %d %d %d, scored %d in %s.\n",
         turn, rolls, dice[0], dice[1], dice[2], dice[3], dice[4], sheet_scores[line],
         LINE_LABELS[line]);
}

int main(void) {
  int sheet_scores[N_LINES];
  bool sheet_used[N_LINES];

  srand((unsigned int)time(NULL));
  for (int line = 0; line < N_LINES; line++) {
    sheet_scores[line] = 0;
    sheet_used[line] = false;
  }

  printf("+--------------------------------------+\n");
  printf("|   Y A H T Z E E   (simplified)       |\n");
  printf("|   6 turns - up to 3 rolls per turn   |\n");
  printf("+--------------------------------------+\n");

  for (int turn = 1; turn <= N_TURNS; turn++) {
    play_turn(turn, sheet_scores, sheet_used);
  }

  printf("\n=========== Final score sheet ===========\n");
  show_sheet(sheet_scores, sheet_used, NULL);
  printf("Thanks for playing!\n");
  return 0;
}
