/*
 * Homework 2: Yahtzee
 * A one-player, six-turn version of Yahtzee using only the upper section.
 */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE_COUNT 5
#define CATEGORY_COUNT 6
#define TURN_COUNT 6
#define BUFFER 40

/* Read a line of input and remove the newline.
   Returns false if nothing could be read or the line was too long. */
bool read_line(char buf[]) {
  if (fgets(buf, BUFFER, stdin) == NULL) {
    return false;
  }
  int len = strlen(buf);
  if (len > 0 && buf[len - 1] == '\n') {
    buf[len - 1] = '\0';
    return true;
  }
  /* too long: eat the rest of the line */
  int ch = getchar();
  while (ch != '\n' && ch != EOF) {
    ch = getchar();
  }
  return false;
}

/* Show the dice with their numbers above them */
void display_dice(int dice[]) {
  printf("  #1  #2  #3  #4  #5\n");
  for (int i = 0; i < DICE_COUNT; i++) {
    printf("%4d", dice[i]);
  }
  printf("\n");
}

/* Check a mask like KRRKK: five letters, each K or R */
bool valid_mask(char mask[]) {
  if (strlen(mask) != DICE_COUNT) {
    return false;
  }
  for (int i = 0; i < DICE_COUNT; i++) {
    char c = toupper(mask[i]);
    if (c != 'K' && c != 'R') {
      return false;
    }
  }
  return true;
}

/* Ask for a keep/re-roll mask until a valid one is typed */
void ask_mask(char mask[]) {
  while (true) {
    printf("Re-roll? Enter 5 letters, R to re-roll or K to keep each die (e.g. KRRKK), or KKKKK to stop: ");
    if (read_line(mask) && valid_mask(mask)) {
      return;
    }
    printf("Invalid input. Use exactly five K/R letters.\n");
  }
}

/* Roll the dice marked R in the mask. Returns false if nothing was re-rolled. */
bool apply_mask(int dice[], char mask[]) {
  bool rolled = false;
  for (int i = 0; i < DICE_COUNT; i++) {
    if (toupper(mask[i]) == 'R') {
      dice[i] = rand() % 6 + 1;
      rolled = true;
    }
  }
  return rolled;
}

/* The three rolls of a turn */
void roll_dice(int dice[]) {
  char mask[BUFFER];
  for (int i = 0; i < DICE_COUNT; i++) {
    dice[i] = rand() % 6 + 1;
  }
  display_dice(dice);
  for (int roll = 2; roll <= 3; roll++) {
    ask_mask(mask);
    if (!apply_mask(dice, mask)) {
      return;
    }
    display_dice(dice);
  }
}

/* Show the categories that are still open, with a letter for each */
void show_categories(bool used[], const char* names[]) {
  printf("Open categories:");
  for (int i = 0; i < CATEGORY_COUNT; i++) {
    if (!used[i]) {
      printf("  (%c) %s", 'a' + i, names[i]);
    }
  }
  printf("\n");
}

/* Ask for the letter of an open category */
int ask_category(bool used[], const char* names[]) {
  char answer[BUFFER];
  show_categories(used, names);
  while (true) {
    printf("Your choice (letter a-f): ");
    if (read_line(answer) && strlen(answer) == 1) {
      int index = tolower(answer[0]) - 'a';
      if (index >= 0 && index < CATEGORY_COUNT && !used[index]) {
        return index;
      }
    }
    printf("Invalid input. Choose the letter of an open category.\n");
  }
}

/* Sum of the dice that equal face */
int points_for(int dice[], int face) {
  int points = 0;
  for (int i = 0; i < DICE_COUNT; i++) {
    if (dice[i] == face) {
      points = points + face;
    }
  }
  return points;
}

/* Play six turns, then print the final score. */
int main(void) {
  srand(time(NULL));
  const char* names[CATEGORY_COUNT] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};
  bool used[CATEGORY_COUNT] = {false};
  int dice[DICE_COUNT];
  int total = 0;

  for (int turn = 1; turn <= TURN_COUNT; turn++) {
    printf("\nTurn %d:\n", turn);
    roll_dice(dice);
    int category = ask_category(used, names);
    used[category] = true;
    int points = points_for(dice, category + 1);
    total = total + points;
    printf("That's %d points in %s. Your total is now %d.\n", points, names[category], total);
  }
  printf("\nYour final score is %d.\n", total);
  return 0;
}
