// yahtzee.c
// Simple Yahtzee game for one player (upper section only).
// Each turn: roll 5 dice, re-roll up to 2 times, then pick a line 1-6.

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NUMDICE 5
#define NUMLINES 6
#define NUMTURNS 6
#define BUFSIZE 128

// Read a line of text. Returns 0 when there is no more input.
int read_input(char buf[], int size) {
  if (fgets(buf, size, stdin) == NULL) {
    return 0;
  }
  if (strchr(buf, '\n') == NULL) {
    int c;
    do {
      c = getchar();
    } while (c != '\n' && c != EOF);
  }
  return 1;
}

// Called when input runs out
void end_of_input(void) {
  printf("\nNo input left, ending game.\n");
  exit(0);
}

// Roll a single die
int roll(void) {
  return rand() % 6 + 1;
}

// Print dice like | 3 | 5 | 1 | 6 | 2 |
void draw_dice(int dice[]) {
  printf("\n");
  for (int i = 0; i < NUMDICE; i++) {
    printf("| %d ", dice[i]);
  }
  printf("|\n");
  printf("  (positions 1 to 5 from left to right)\n");
}

// Ask "Roll again? (y/n)". Returns 1 for yes, 0 for no.
int want_reroll(void) {
  char buf[BUFSIZE];
  while (1) {
    printf("Roll again? (y/n): ");
    if (!read_input(buf, BUFSIZE)) {
      end_of_input();
    }
    if ((buf[0] == 'y' || buf[0] == 'Y') && (buf[1] == '\n' || buf[1] == '\0')) {
      return 1;
    }
    if ((buf[0] == 'n' || buf[0] == 'N') && (buf[1] == '\n' || buf[1] == '\0')) {
      return 0;
    }
    printf("Answer with y or n please.\n");
  }
}

// Ask which positions to re-roll (like "2 4 5") and fill in the flags.
void get_positions(int flags[]) {
  char buf[BUFSIZE];
  while (1) {
    printf("Which dice? Enter positions 1-5 separated by spaces: ");
    if (!read_input(buf, BUFSIZE)) {
      end_of_input();
    }

    int valid = 1;
    int found = 0;
    for (int i = 0; i < NUMDICE; i++) {
      flags[i] = 0;
    }

    // Walk over the characters one at a time
    for (int i = 0; buf[i] != '\0' && buf[i] != '\n'; i++) {
      char c = buf[i];
      if (c == ' ' || c == '\t') {
        continue;
      }
      // each position must be a single digit followed by a space or the end
      char after = buf[i + 1];
      if (c >= '1' && c <= '5' && (after == ' ' || after == '\t' || after == '\n' || after == '\0')) {
        flags[c - '1'] = 1;
        found = 1;
      } else {
        valid = 0;
        break;
      }
    }

    if (valid && found) {
      return;
    }
    printf("Invalid positions. Example: 1 3 5\n");
  }
}

// One re-roll: ask which dice and roll them again
void reroll_phase(int dice[]) {
  int flags[NUMDICE];
  get_positions(flags);
  for (int i = 0; i < NUMDICE; i++) {
    if (flags[i]) {
      dice[i] = roll();
    }
  }
}

// Points for a line: add all dice equal to the line number
int points_for(int dice[], int line) {
  int points = 0;
  for (int i = 0; i < NUMDICE; i++) {
    if (dice[i] == line) {
      points += dice[i];
    }
  }
  return points;
}

// Print the score sheet
void print_scoresheet(int scores[], int filled[], int total) {
  const char* names[NUMLINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};
  printf("\n   SCORE SHEET\n");
  for (int i = 0; i < NUMLINES; i++) {
    if (filled[i]) {
      printf("%d. %-7s %3d\n", i + 1, names[i], scores[i]);
    } else {
      printf("%d. %-7s   _\n", i + 1, names[i]);
    }
  }
  printf("   Total   %3d\n\n", total);
}

// Ask the player for a line number from 1 to 6
int get_line_choice(void) {
  char buf[BUFSIZE];
  while (1) {
    printf("Pick a line to score (1-6): ");
    if (!read_input(buf, BUFSIZE)) {
      end_of_input();
    }
    int line;
    char junk;
    if (sscanf(buf, "%d %c", &line, &junk) == 1 && line >= 1 && line <= NUMLINES) {
      return line;
    }
    printf("That's not a line number.\n");
  }
}

int main(void) {
  srand(time(NULL));

  int scores[NUMLINES] = {0};
  int filled[NUMLINES] = {0};
  int total = 0;
  int dice[NUMDICE];

  printf("~~~ YAHTZEE ~~~\n");

  for (int turn = 1; turn <= NUMTURNS; turn++) {
    printf("\n>>> Turn %d <<<", turn);
    for (int i = 0; i < NUMDICE; i++) {
      dice[i] = roll();
    }
    draw_dice(dice);

    // up to two re-rolls
    int rerolls = 0;
    while (rerolls < 2 && want_reroll()) {
      reroll_phase(dice);
      draw_dice(dice);
      rerolls++;
    }

    print_scoresheet(scores, filled, total);
    int line = get_line_choice();
    int points = points_for(dice, line);
    scores[line - 1] = points;
    filled[line - 1] = 1;
    total += points;
    printf("You put %d points on line %d.\n", points, line);
  }

  print_scoresheet(scores, filled, total);
  printf("Final total: %d\n", total);
  return 0;
}
