/*
 * yahtzee.c - Simplified Yahtzee
 *
 * Six turns of up to three throws each. Before each re-throw the game
 * asks HOW MANY dice you want to throw again, then which ones (one
 * position at a time). After the last throw you pencil the dice into
 * an empty line (1-6 = Ones..Sixes) and can still erase it before
 * inking it in for good.
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
#define THROWS 3
#define INPUT_MAX 64

/* Line names, index 0 is Ones. */
const char* LINE_NAME[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Number words accepted for counts and lines ("zero" is only a count). */
const char* NUMBER_WORD[LINES + 1] = {"zero", "one", "two", "three", "four", "five", "six"};

/**
 * Print prompt, then read a line of input into answer (trimmed and
 * lower-case). If the input has ended, the program stops cleanly.
 */
void read_input(const char* prompt, char answer[]) {
  printf("%s", prompt);
  if (fgets(answer, INPUT_MAX, stdin) == NULL) {
    printf("\nInput closed. Goodbye!\n");
    exit(0);
  }
  int length = strlen(answer);
  if (length > 0 && answer[length - 1] != '\n') {
    /* The line was too long for the buffer: skip what is left of it. */
    int c = getchar();
    while (c != '\n' && c != EOF) {
      c = getchar();
    }
  }

  /* Copy the non-blank part over the start of the buffer in lower case. */
  int first = 0;
  while (answer[first] != '\0' && isspace((unsigned char)answer[first])) {
    first++;
  }
  int out = 0;
  for (int i = first; answer[i] != '\0'; i++) {
    answer[out] = tolower((unsigned char)answer[i]);
    out++;
  }
  while (out > 0 && isspace((unsigned char)answer[out - 1])) {
    out--;
  }
  answer[out] = '\0';
}

/**
 * Convert a whole-number answer (digits or a number word) to an int.
 * Returns -1 if the answer is not a number from 0 to 6.
 */
int parse_small_number(const char answer[]) {
  if (answer[0] >= '0' && answer[0] <= '6' && answer[1] == '\0') {
    return answer[0] - '0';
  }
  for (int n = 0; n <= LINES; n++) {
    if (strcmp(answer, NUMBER_WORD[n]) == 0) {
      return n;
    }
  }
  return -1;
}

/** A random face from 1 to 6. */
int throw_die(void) {
  return rand() % 6 + 1;
}

/** Show the dice and a little tally of how many of each face. */
void show_throw(const int dice[], int throw_number, int turn) {
  printf("\n[Turn %d] Throw %d/%d >>", turn, throw_number, THROWS);
  for (int i = 0; i < DICE; i++) {
    printf("  %d", dice[i]);
  }
  printf("\n       position:  ");
  for (int i = 0; i < DICE; i++) {
    printf("%c  ", 'A' + i);
  }
  printf("\n       tally: ");
  for (int face = 1; face <= 6; face++) {
    printf(" %d:", face);
    for (int i = 0; i < DICE; i++) {
      if (dice[i] == face) {
        printf("*");
      }
    }
  }
  printf("\n");
}

/** Ask how many dice to re-throw (0-5). */
int ask_how_many(void) {
  char answer[INPUT_MAX];
  while (true) {
    read_input("How many dice do you want to re-roll (0-5)? ", answer);
    if (strcmp(answer, "none") == 0) {
      return 0;
    }
    if (strcmp(answer, "all") == 0) {
      return DICE;
    }
    int count = parse_small_number(answer);
    if (count >= 0 && count <= DICE) {
      return count;
    }
    printf("  Enter a number from 0 to 5.\n");
  }
}

/**
 * Ask for one die position (A-E or 1-5) that has not been picked yet.
 * picked[] marks the positions already chosen this throw.
 */
int ask_position(int which, int count, const bool picked[]) {
  char answer[INPUT_MAX];
  char prompt[80];
  snprintf(prompt, sizeof(prompt), "  Die %d of %d to re-roll (A-E or 1-5): ", which, count);
  while (true) {
    read_input(prompt, answer);
    int position = -1;
    if (answer[0] >= 'a' && answer[0] <= 'e' && answer[1] == '\0') {
      position = answer[0] - 'a';
    } else if (answer[0] >= '1' && answer[0] <= '5' && answer[1] == '\0') {
      position = answer[0] - '1';
    }

    if (position == -1) {
      printf("  That is not a die position.\n");
    } else if (picked[position]) {
      printf("  You already picked die %c.\n", 'A' + position);
    } else {
      return position;
    }
  }
}

/** Ask which dice to re-throw and throw them again. Returns the count. */
int rethrow(int dice[]) {
  bool picked[DICE] = {false};
  int count = ask_how_many();
  if (count == DICE) {
    for (int i = 0; i < DICE; i++) {
      picked[i] = true;
    }
  } else {
    for (int which = 1; which <= count; which++) {
      picked[ask_position(which, count, picked)] = true;
    }
  }
  for (int i = 0; i < DICE; i++) {
    if (picked[i]) {
      dice[i] = throw_die();
    }
  }
  return count;
}

/** Points for the dice on line (0-5). */
int points(const int dice[], int line) {
  int sum = 0;
  for (int i = 0; i < DICE; i++) {
    if (dice[i] == line + 1) {
      sum += dice[i];
    }
  }
  return sum;
}

/** Print the score card. */
void show_card(const int scores[], const bool used[]) {
  int total = 0;
  int filled = 0;
  printf("  #  Line      Pts\n");
  for (int line = 0; line < LINES; line++) {
    if (used[line]) {
      printf("  %d  %-8s %3d\n", line + 1, LINE_NAME[line], scores[line]);
      total += scores[line];
      filled++;
    } else {
      printf("  %d  %-8s   .\n", line + 1, LINE_NAME[line]);
    }
  }
  printf("     Total    %3d   (%d of %d lines filled)\n", total, filled, LINES);
}

/** Map "4", "four" or "fours" to line 3; anything else gives -1. */
int parse_line(const char answer[]) {
  int number = parse_small_number(answer);
  if (number >= 1 && number <= LINES) {
    return number - 1;
  }
  for (int line = 0; line < LINES; line++) {
    char lower[10];
    int i;
    for (i = 0; LINE_NAME[line][i] != '\0'; i++) {
      lower[i] = tolower((unsigned char)LINE_NAME[line][i]);
    }
    lower[i] = '\0';
    if (strcmp(answer, lower) == 0) {
      return line;
    }
  }
  return -1;
}

/** Ask for an empty line; returns its index. */
int ask_line(const bool used[]) {
  char answer[INPUT_MAX];
  while (true) {
    read_input("Choose a line (1-6): ", answer);
    int line = parse_line(answer);
    if (line == -1) {
      printf("  Lines are numbered 1 (Ones) to 6 (Sixes).\n");
    } else if (used[line]) {
      printf("  Line %d (%s) is taken.\n", line + 1, LINE_NAME[line]);
    } else {
      return line;
    }
  }
}

/** After pencilling a score in, ask ok/undo. Returns true to keep it. */
bool ask_ink(int line, int score) {
  char answer[INPUT_MAX];
  printf("Pencilled in %d for %s.\n", score, LINE_NAME[line]);
  while (true) {
    read_input("Type 'ok' to ink it or 'undo' to erase: ", answer);
    if (strcmp(answer, "ok") == 0 || strcmp(answer, "ink") == 0 || strcmp(answer, "y") == 0 ||
        strcmp(answer, "yes") == 0) {
      return true;
    }
    if (strcmp(answer, "undo") == 0 || strcmp(answer, "u") == 0 ||
        strcmp(answer, "erase") == 0 || strcmp(answer, "back") == 0) {
      return false;
    }
    printf("  Please type ok or undo.\n");
  }
}

/** Count the empty lines. */
int empty_lines(const bool used[]) {
  int count = 0;
  for (int line = 0; line < LINES; line++) {
    if (!used[line]) {
      count++;
    }
  }
  return count;
}

/** Choose a line (with undo) and record the dice there. */
void score_turn(const int dice[], int scores[], bool used[]) {
  bool last_choice = empty_lines(used) == 1;
  while (true) {
    int line = ask_line(used);
    if (last_choice || ask_ink(line, points(dice, line))) {
      scores[line] = points(dice, line);
      used[line] = true;
      printf("Inked: %s = %d.\n", LINE_NAME[line], scores[line]);
      return;
    }
    printf("Erased. Pick again.\n");
  }
}

/** Play one turn. */
void play_turn(int turn, int scores[], bool used[]) {
  int dice[DICE];
  for (int i = 0; i < DICE; i++) {
    dice[i] = throw_die();
  }
  show_throw(dice, 1, turn);

  for (int throw_number = 2; throw_number <= THROWS; throw_number++) {
    if (rethrow(dice) == 0) {
      printf("Standing on these dice.\n");
      break;
    }
    show_throw(dice, throw_number, turn);
  }

  show_card(scores, used);
  score_turn(dice, scores, used);
}

int main(void) {
  int scores[LINES] = {0};
  bool used[LINES] = {false};
  srand((unsigned)time(NULL));

  printf("=== Yahtzee (upper section) ===\n");
  printf("Six turns. Re-roll up to twice. Fill lines 1-6.\n");
  for (int turn = 1; turn <= TURNS; turn++) {
    play_turn(turn, scores, used);
  }

  printf("\n=== Final card ===\n");
  show_card(scores, used);
  int total = 0;
  for (int line = 0; line < LINES; line++) {
    total += scores[line];
  }
  printf("Average per line: %d.%d\n", total / LINES, (total * 10 / LINES) % 10);
  return 0;
}
