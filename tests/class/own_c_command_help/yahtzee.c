/*
 * yahtzee.c - the homework's simplified Yahtzee, six turns on the lines
 * Ones to Sixes.
 *
 * Each turn the five dice are rolled, and a short help lists the two
 * commands before a bare "Command:" prompt: "r" with the positions to
 * re-roll (r 1 3), or "s" to stop and score. The line is then chosen by
 * its name.
 */

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define TURNS 6
#define REROLLS 2
#define TEXT_SIZE 80

static const char *line_names[LINES] = {"ones", "twos", "threes", "fours", "fives", "sixes"};

/* Read a line into text, lower-cased and without its newline. */
static void read_line(char text[]) {
  if (fgets(text, TEXT_SIZE, stdin) == NULL) {
    printf("\nInput ended; the game stops here.\n");
    exit(0);
  }
  if (strchr(text, '\n') == NULL) {
    int ch;
    while ((ch = getchar()) != '\n' && ch != EOF) {
    }
  }
  text[strcspn(text, "\n")] = '\0';
  for (int i = 0; text[i] != '\0'; i++) {
    text[i] = (char)tolower((unsigned char)text[i]);
  }
}

/* Show the dice on one line. */
static void show_dice(const char *title, const int dice[]) {
  printf("%s", title);
  for (int i = 0; i < DICE; i++) {
    printf(" %d", dice[i]);
  }
  printf("\n");
}

/*
 * Read the positions after "r " into chosen (1 for each die to re-roll).
 * Returns 0 and says why when one is missing, out of range or repeated.
 */
static int parse_positions(const char *text, int chosen[]) {
  int count = 0;
  memset(chosen, 0, DICE * sizeof chosen[0]);
  for (int i = 0; text[i] != '\0'; i++) {
    if (text[i] == ' ') {
      continue;
    }
    if (text[i] < '1' || text[i] > '5') {
      printf("There is no die %c; the dice are numbered 1 to 5.\n", text[i]);
      return 0;
    }
    if (chosen[text[i] - '1']) {
      printf("Die %c is named twice.\n", text[i]);
      return 0;
    }
    chosen[text[i] - '1'] = 1;
    count++;
  }
  if (count == 0) {
    printf("Say which dice, like r 1 3.\n");
  }
  return count;
}

/* Ask for a command; return 1 and fill chosen for r, 0 for s. */
static int ask_command(int left, int chosen[]) {
  char text[TEXT_SIZE];
  while (1) {
    printf("You have %d re-roll(s) left. Commands:\n", left);
    printf("  r 1 3   re-roll the dice in positions 1 and 3\n");
    printf("  s       stop rolling and score these dice\n");
    printf("Command: ");
    read_line(text);
    if (strcmp(text, "s") == 0) {
      return 0;
    }
    if (strncmp(text, "r ", 2) == 0 && parse_positions(text + 2, chosen) > 0) {
      return 1;
    }
    if (strncmp(text, "r ", 2) != 0) {
      printf("Unknown command; use r or s.\n");
    }
  }
}

/* Ask for the name of an open line; return its index. */
static int ask_line(const int used[]) {
  char text[TEXT_SIZE];
  while (1) {
    printf("Score on which line (its name)? ");
    read_line(text);
    int line = -1;
    for (int i = 0; i < LINES; i++) {
      if (strcmp(text, line_names[i]) == 0) {
        line = i;
      }
    }
    if (line < 0) {
      printf("There is no line called '%s'.\n", text);
    } else if (used[line]) {
      printf("%s is already filled.\n", line_names[line]);
    } else {
      return line;
    }
  }
}

/* Play one turn and return the points of the line chosen. */
static int play_turn(int used[]) {
  int dice[DICE], chosen[DICE];
  for (int i = 0; i < DICE; i++) {
    dice[i] = rand() % 6 + 1;
  }
  show_dice("Dice:", dice);
  for (int left = REROLLS; left > 0 && ask_command(left, chosen); left--) {
    for (int i = 0; i < DICE; i++) {
      if (chosen[i]) {
        dice[i] = rand() % 6 + 1;
      }
    }
    show_dice("Dice:", dice);
  }
  int line = ask_line(used);
  int points = 0;
  for (int i = 0; i < DICE; i++) {
    points += dice[i] == line + 1 ? line + 1 : 0;
  }
  used[line] = 1;
  printf("%s: %d points.\n", line_names[line], points);
  return points;
}

int main(void) {
  int used[LINES] = {0};
  int total = 0;
  srand((unsigned)time(NULL));
  for (int turn = 1; turn <= TURNS; turn++) {
    printf("\n=== Turn %d of %d ===\n", turn, TURNS);
    total += play_turn(used);
  }
  printf("\nTOTAL: %d\n", total);
  return 0;
}
