/*
 * Yahtzee with the upper section only. The sheet says which face value to type
 * for each open line; dice are re-rolled by their positions, with commas.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6
#define TURNS 6

const char *NAMES[NUM_LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Reads a line of input into answer; ends the program when input ends. */
void get_line(char answer[], int size) {
  if (fgets(answer, size, stdin) == NULL) {
    printf("\n");
    exit(0);
  }
  if (strchr(answer, '\n') == NULL) {
    int extra = getchar();
    while (extra != '\n' && extra != EOF) {
      extra = getchar();
    }
  }
}

/* Prints the dice under their position numbers. */
void print_dice(const int dice[]) {
  printf("   #1  #2  #3  #4  #5\n  ");
  for (int i = 0; i < NUM_DICE; i++) {
    printf(" [%d]", dice[i]);
  }
  printf("\n\n");
}

/* Asks a yes or no question; returns true for y. */
bool ask_yes_no(const char question[]) {
  char answer[64];
  while (true) {
    printf("%s (y/n): ", question);
    get_line(answer, sizeof answer);
    if (strcmp(answer, "y\n") == 0) {
      return true;
    }
    if (strcmp(answer, "n\n") == 0) {
      return false;
    }
    printf("Please type y or n.\n");
  }
}

/* Reads positions like 2,4,5 into chosen; returns false for a bad answer. */
bool parse_positions(const char answer[], bool chosen[]) {
  int count = 0;
  for (int i = 0; i < NUM_DICE; i++) {
    chosen[i] = false;
  }
  for (int i = 0; answer[i] != '\0' && answer[i] != '\n'; i++) {
    char letter = answer[i];
    if (letter == ',' || letter == ' ') {
      continue;
    }
    if (letter < '1' || letter > '5' || chosen[letter - '1']) {
      return false;
    }
    chosen[letter - '1'] = true;
    count++;
  }
  return count > 0;
}

/* Asks which positions to re-roll and rolls them again. */
void reroll_some(int dice[]) {
  char answer[64];
  bool chosen[NUM_DICE];
  while (true) {
    printf("Positions to re-roll (e.g. 2,4,5): ");
    get_line(answer, sizeof answer);
    if (parse_positions(answer, chosen)) {
      break;
    }
    printf("Use positions 1 to 5, each once, separated by commas.\n");
  }
  for (int i = 0; i < NUM_DICE; i++) {
    if (chosen[i]) {
      dice[i] = rand() % 6 + 1;
    }
  }
}

/* Prints the sheet: the points of each used line, the face to type for an open one. */
void print_sheet(const int sheet[], const bool used[]) {
  printf("Score sheet:\n");
  for (int line = 0; line < NUM_LINES; line++) {
    if (used[line]) {
      printf("   %-7s %2d\n", NAMES[line], sheet[line]);
    } else {
      printf("   %-7s -- (type %d)\n", NAMES[line], line + 1);
    }
  }
}

/* Asks for the face value of a line to score; returns its index. */
int ask_face(void) {
  char answer[64];
  while (true) {
    printf("Which face value do you want to score (1-6)? ");
    get_line(answer, sizeof answer);
    if (answer[0] >= '1' && answer[0] <= '6' && answer[1] == '\n') {
      return answer[0] - '1';
    }
    printf("Type one face value from 1 to 6.\n");
  }
}

/* Returns the points the dice give a line. */
int score_for(const int dice[], int line) {
  int points = 0;
  for (int i = 0; i < NUM_DICE; i++) {
    if (dice[i] == line + 1) {
      points += line + 1;
    }
  }
  return points;
}

/* Plays one turn; returns the points scored. */
int play_turn(int turn, int sheet[], bool used[]) {
  int dice[NUM_DICE];
  printf("\n--- Turn %d/%d ---\n", turn, TURNS);
  for (int i = 0; i < NUM_DICE; i++) {
    dice[i] = rand() % 6 + 1;
  }
  print_dice(dice);
  for (int roll = 2; roll <= 3 && ask_yes_no("Re-roll any dice?"); roll++) {
    reroll_some(dice);
    print_dice(dice);
  }
  print_sheet(sheet, used);
  int line = ask_face();
  sheet[line] = score_for(dice, line);
  used[line] = true;
  return sheet[line];
}

int main(void) {
  int sheet[NUM_LINES] = {0, 0, 0, 0, 0, 0};
  bool used[NUM_LINES] = {false, false, false, false, false, false};
  srand((unsigned) time(NULL));
  printf("~~~ Y A H T Z E E ~~~\n");
  for (int turn = 1; turn <= TURNS; turn++) {
    int points = play_turn(turn, sheet, used);
    int total = 0;
    for (int line = 0; line < NUM_LINES; line++) {
      total += sheet[line];
    }
    printf("%d points (total %d)\n", points, total);
  }
  print_sheet(sheet, used);
  int final_total = 0;
  for (int line = 0; line < NUM_LINES; line++) {
    final_total += sheet[line];
  }
  printf("Final total: %d\n", final_total);
  return 0;
}
