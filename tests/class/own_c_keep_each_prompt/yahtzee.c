/*
 * Yahtzee, upper section. Every question is shown, then after a short pause
 * the "> " where the answer goes; each die is kept or not with y or n.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#define DICE 5
#define LINES 6
#define MAX_INPUT 64
#define PAUSE_US 20000

/* Shows a question, waits a moment, then shows the answer mark. */
void show_prompt(const char *text) {
  printf("%s", text);
  fflush(stdout);
  usleep(PAUSE_US);
  printf("\n> ");
  fflush(stdout);
}

/* Reads a piece of a line of input; ends the program when input ends. */
void read_answer(char answer[]) {
  if (fgets(answer, MAX_INPUT, stdin) == NULL) {
    printf("\nOut of input. Game ended.\n");
    exit(0);
  }
}

/* Asks a yes or no question until y or n comes. */
bool ask_yes_no(const char *question) {
  char answer[MAX_INPUT];
  char letter;
  char extra;
  while (true) {
    show_prompt(question);
    read_answer(answer);
    if (sscanf(answer, " %c %c", &letter, &extra) == 1) {
      if (letter == 'y' || letter == 'Y') {
        return true;
      }
      if (letter == 'n' || letter == 'N') {
        return false;
      }
    }
    printf("Only y or n, please.\n");
  }
}

/* Rolls every die not kept. */
void roll(int dice[], const bool keep[]) {
  for (int i = 0; i < DICE; i++) {
    if (!keep[i]) {
      dice[i] = rand() % 6 + 1;
    }
  }
}

/* Prints the dice on one line. */
void print_dice(const int dice[]) {
  printf("Dice: ");
  for (int i = 0; i < DICE; i++) {
    printf(" %d", dice[i]);
  }
  printf("\n");
}

/* Asks for each die whether to keep it; returns true if all are kept. */
bool choose_keeps(const int dice[], bool keep[]) {
  char question[80];
  bool all_kept = true;
  for (int i = 0; i < DICE; i++) {
    snprintf(question, sizeof question, "Die %d shows %d. Keep it? (y/n)", i + 1, dice[i]);
    keep[i] = ask_yes_no(question);
    if (!keep[i]) {
      all_kept = false;
    }
  }
  return all_kept;
}

/* Asks for an open line by number. */
int ask_line(const bool used[]) {
  char answer[MAX_INPUT];
  int line;
  char extra;
  while (true) {
    show_prompt("Which line number do you want? (1-6)");
    read_answer(answer);
    if (sscanf(answer, "%d %c", &line, &extra) == 1 && line >= 1 && line <= LINES &&
        !used[line - 1]) {
      return line - 1;
    }
    printf("Pick an open line from 1 to 6.\n");
  }
}

/* Plays one turn; returns the points it scores. */
int play_turn(int turn, bool used[]) {
  int dice[DICE];
  bool keep[DICE] = {false, false, false, false, false};
  printf("\n--- Turn %d ---\n", turn);
  roll(dice, keep);
  print_dice(dice);
  for (int again = 1; again <= 2; again++) {
    printf("Re-roll %d: decide which dice to keep.\n", again);
    if (choose_keeps(dice, keep)) {
      break;
    }
    roll(dice, keep);
    print_dice(dice);
  }
  int line = ask_line(used);
  int points = 0;
  for (int i = 0; i < DICE; i++) {
    if (dice[i] == line + 1) {
      points += dice[i];
    }
  }
  used[line] = true;
  return points;
}

int main(void) {
  bool used[LINES] = {false, false, false, false, false, false};
  int total = 0;
  srand((unsigned) time(NULL));
  printf("Welcome to Yahtzee!\n");
  for (int turn = 1; turn <= LINES; turn++) {
    int points = play_turn(turn, used);
    total += points;
    printf("You scored %d. Total so far: %d\n", points, total);
  }
  printf("\nFinal score: %d\n", total);
  return 0;
}
