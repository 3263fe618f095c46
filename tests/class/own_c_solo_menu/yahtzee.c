/*
 * Yahtzee, upper section only. A menu before the game offers two players,
 * one player, the rules or quitting; this program plays the one-player game.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define REROLLS 3

const char *LINE_NAMES[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Reads a line; ends the program when input ends. */
void read_line(char text[], int size) {
  if (fgets(text, size, stdin) == NULL) {
    printf("\nEnd of input. Goodbye!\n");
    exit(0);
  }
  char *newline = strchr(text, '\n');
  if (newline != NULL) {
    *newline = '\0';
  } else {
    int extra = getchar();
    while (extra != '\n' && extra != EOF) {
      extra = getchar();
    }
  }
}

/* Shows the menu until one player's game is chosen; returns false to quit. */
bool main_menu(void) {
  char choice[32];
  while (true) {
    printf("1) Two players\n2) Single player\n3) Rules\n4) Quit\nChoose: ");
    read_line(choice, sizeof choice);
    if (strcmp(choice, "2") == 0) {
      return true;
    } else if (strcmp(choice, "3") == 0) {
      printf("Six rounds: roll five dice, re-roll twice, score a line.\n");
    } else if (strcmp(choice, "4") == 0) {
      return false;
    } else if (strcmp(choice, "1") == 0) {
      printf("Two players is not ready yet, sorry.\n");
    } else {
      printf("Please choose 1, 2, 3 or 4.\n");
    }
  }
}

/* Prints the dice with their positions. */
void show_dice(const int dice[]) {
  printf("Dice: ");
  for (int i = 0; i < DICE; i++) {
    printf(" %d=[%d]", i + 1, dice[i]);
  }
  printf("\n");
}

/* Reads positions to re-roll, packed like 245, or 0 for none; false for a bad answer. */
bool read_choice(const char text[], bool chosen[]) {
  for (int i = 0; i < DICE; i++) {
    chosen[i] = false;
  }
  if (strcmp(text, "0") == 0) {
    return true;
  }
  int length = (int) strlen(text);
  if (length == 0 || length > DICE) {
    return false;
  }
  for (int i = 0; i < length; i++) {
    if (text[i] < '1' || text[i] > '5' || chosen[text[i] - '1']) {
      return false;
    }
    chosen[text[i] - '1'] = true;
  }
  return true;
}

/* Asks for the positions to re-roll; returns false when none are chosen. */
bool ask_rerolls(const char name[], bool chosen[]) {
  char text[64];
  while (true) {
    printf("%s, type the positions to re-roll together (like 245), or 0 for none: ", name);
    read_line(text, sizeof text);
    if (read_choice(text, chosen)) {
      break;
    }
    printf("Use positions 1-5, each once, or 0.\n");
  }
  for (int i = 0; i < DICE; i++) {
    if (chosen[i]) {
      return true;
    }
  }
  return false;
}

/* Rolls a turn: the first roll and its re-rolls. */
void roll_turn(const char name[], int dice[]) {
  bool chosen[DICE];
  for (int i = 0; i < DICE; i++) {
    dice[i] = rand() % 6 + 1;
  }
  show_dice(dice);
  for (int again = 0; again < REROLLS; again++) {
    if (!ask_rerolls(name, chosen)) {
      return;
    }
    for (int i = 0; i < DICE; i++) {
      if (chosen[i]) {
        dice[i] = rand() % 6 + 1;
      }
    }
    show_dice(dice);
  }
}

/* Asks for an open line by number; returns its index. */
int ask_line(const char name[], const bool used[]) {
  char text[64];
  while (true) {
    printf("%s, which line (1-6)? ", name);
    read_line(text, sizeof text);
    int line = text[0] - '1';
    if (strlen(text) == 1 && line >= 0 && line < LINES && !used[line]) {
      return line;
    }
    printf("That is not an open line.\n");
  }
}

int main(void) {
  char name[32];
  int total = 0;
  int dice[DICE];
  bool used[LINES] = {false, false, false, false, false, false};
  srand((unsigned) time(NULL));
  if (!main_menu()) {
    return 0;
  }
  printf("Player 1's name: ");
  read_line(name, sizeof name);
  for (int round = 1; round <= LINES; round++) {
    printf("\n=== Round [%d/%d] ===\n", round, LINES);
    roll_turn(name, dice);
    int line = ask_line(name, used);
    int points = 0;
    for (int i = 0; i < DICE; i++) {
      if (dice[i] == line + 1) {
        points += dice[i];
      }
    }
    used[line] = true;
    total += points;
    printf("%s: %d on %s, %d in all.\n", name, points, LINE_NAMES[line], total);
  }
  printf("\nFinal score for %s: %d\n", name, total);
  return 0;
}
