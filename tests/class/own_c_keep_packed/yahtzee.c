// yahtzee.c - Simplified Yahtzee for CSC 161
// Six turns. Each turn the player rolls 5 dice, can keep some and roll the
// rest again (two times at most), then picks an open line from a menu.
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define N_DICE 5
#define N_LINES 6
#define N_TURNS 6
#define BUFFER 40

// Names of the six lines on the score sheet
const char *line_name[N_LINES] = {"Ones", "Twos", "Threes",
                                  "Fours", "Fives", "Sixes"};

// Reads a line from the user into buf and removes the newline.
// A line that is too long is thrown away and buf is left empty.
void read_line(char buf[]) {
  if (fgets(buf, BUFFER, stdin) == NULL) {
    buf[0] = '\0';
    return;
  }
  char *nl = strchr(buf, '\n');
  if (nl != NULL) {
    *nl = '\0';
  } else if (strlen(buf) == BUFFER - 1) {
    int c = getchar();
    while (c != '\n' && c != EOF) {
      c = getchar();
    }
    buf[0] = '\0';
  }
}

// Prints the dice between bars, with the positions on the next line.
void print_roll(int dice[], int roll) {
  printf("Roll #%d:  |", roll);
  for (int i = 0; i < N_DICE; i++) {
    printf(" %d |", dice[i]);
  }
  printf("\n           ");
  for (int i = 0; i < N_DICE; i++) {
    printf("(%d) ", i + 1);
  }
  printf("\n");
}

// Checks the keep answer and fills keep[]. Returns false if it is invalid.
bool parse_keep(char answer[], bool keep[]) {
  for (int i = 0; i < N_DICE; i++) {
    keep[i] = false;
  }
  if (strcmp(answer, "0") == 0) {
    return true;
  }
  if (strlen(answer) == 0) {
    return false;
  }
  for (int i = 0; answer[i] != '\0'; i++) {
    int pos = answer[i] - '1';
    if (pos < 0 || pos >= N_DICE || keep[pos]) {
      return false;
    }
    keep[pos] = true;
  }
  return true;
}

// Asks which dice to keep. Returns how many dice are kept.
int ask_keep(bool keep[]) {
  char answer[BUFFER];
  printf("Which dice do you want to KEEP? Type their positions together "
         "(like 135),\n0 to keep none, or 12345 to keep all: ");
  read_line(answer);
  while (!parse_keep(answer, keep)) {
    printf("Invalid input! Use the digits 1-5 with no repeats, or 0: ");
    read_line(answer);
  }
  int kept = 0;
  for (int i = 0; i < N_DICE; i++) {
    if (keep[i]) {
      kept++;
    }
  }
  return kept;
}

// Rolls the dice for a whole turn.
void roll_dice(int dice[]) {
  bool keep[N_DICE];
  for (int i = 0; i < N_DICE; i++) {
    dice[i] = rand() % 6 + 1;
  }
  print_roll(dice, 1);
  for (int roll = 2; roll <= 3; roll++) {
    if (ask_keep(keep) == N_DICE) {
      return;
    }
    for (int i = 0; i < N_DICE; i++) {
      if (!keep[i]) {
        dice[i] = rand() % 6 + 1;
      }
    }
    print_roll(dice, roll);
  }
}

// Score for a line: add up the dice that match the line's number.
int line_score(int dice[], int line) {
  int score = 0;
  for (int i = 0; i < N_DICE; i++) {
    if (dice[i] == line + 1) {
      score += dice[i];
    }
  }
  return score;
}

// Shows a menu of open lines only and returns the line the player picks.
int pick_line(int dice[], bool used[]) {
  int options[N_LINES];
  int count = 0;
  printf("Open lines:\n");
  for (int i = 0; i < N_LINES; i++) {
    if (!used[i]) {
      options[count] = i;
      count++;
      printf("  %d. %s (would score %d)\n", count, line_name[i],
             line_score(dice, i));
    }
  }
  char answer[BUFFER];
  while (true) {
    printf("Choose an option number (1-%d): ", count);
    read_line(answer);
    if (strlen(answer) == 1 && answer[0] >= '1' && answer[0] < '1' + count) {
      return options[answer[0] - '1'];
    }
    printf("That is not one of the options.\n");
  }
}

/* Play six turns, then print the final score. */
int main(void) {
  srand(time(NULL));
  int dice[N_DICE];
  bool used[N_LINES] = {false};
  int total = 0;
  for (int turn = 1; turn <= N_TURNS; turn++) {
    printf("\n******** Turn %d ********\n", turn);
    roll_dice(dice);
    int line = pick_line(dice, used);
    int score = line_score(dice, line);
    used[line] = true;
    total += score;
    printf("%s: %d points. Total: %d\n", line_name[line], score, total);
  }
  printf("\nGame over. Final score: %d\n", total);
  return 0;
}
