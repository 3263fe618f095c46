// Yahtzee homework for CSC 161
// A simplified one-player Yahtzee game using only the ones-sixes lines.
//
// To re-roll, the player types the VALUES of the dice they want to throw
// again. For example if the dice are 4, 4, 2, 6, 4 then typing "2 6"
// re-rolls the 2 and the 6. Typing "4" re-rolls only one of the fours.

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define TURNS 6
#define REROLL_CHANCES 2
#define INPUT_SIZE 128

// line names, lower case so they are easy to compare with what the user types
const char* line_names[LINES] = {"ones", "twos", "threes", "fours", "fives", "sixes"};

// Read one line from the keyboard into input (no newline at the end).
// Quits if the input is finished.
void read_input(char input[], int size) {
  if (fgets(input, size, stdin) == NULL) {
    printf("\nReached end of input. Quitting.\n");
    exit(0);
  }

  int len = strlen(input);
  if (len > 0 && input[len - 1] == '\n') {
    input[len - 1] = '\0';
  } else {
    // throw away the rest of a line that was too long
    int ch = getchar();
    while (ch != '\n' && ch != EOF) {
      ch = getchar();
    }
  }
}

// Return a random number from 1 to 6.
int roll_die(void) {
  return rand() % 6 + 1;
}

// Print a label and the dice separated by commas, like "You rolled: 1, 2, 3, 2, 6".
void print_roll(const char* label, int dice[]) {
  printf("%s: ", label);
  for (int i = 0; i < DICE; i++) {
    if (i > 0) {
      printf(", ");
    }
    printf("%d", dice[i]);
  }
  printf("\n");
}

// Ask a yes/no question. Returns true for yes and false for no.
bool ask_yes_no(const char* question) {
  char input[INPUT_SIZE];
  while (true) {
    printf("%s (y/n): ", question);
    read_input(input, INPUT_SIZE);
    if (strcmp(input, "y") == 0 || strcmp(input, "Y") == 0 || strcmp(input, "yes") == 0) {
      return true;
    }
    if (strcmp(input, "n") == 0 || strcmp(input, "N") == 0 || strcmp(input, "no") == 0) {
      return false;
    }
    printf("Please answer y or n.\n");
  }
}

// Mark one die showing face in marked[] that is not already marked.
// Returns false if there is no unmarked die with that face.
bool mark_face(int dice[], bool marked[], int face) {
  for (int i = 0; i < DICE; i++) {
    if (dice[i] == face && !marked[i]) {
      marked[i] = true;
      return true;
    }
  }
  return false;
}

// Turn the player's list of values (separated by spaces or commas) into
// marks on the dice. Returns false if the list is empty, has something
// that is not a value 1-6, or asks for more of a value than were rolled.
bool parse_faces(char input[], int dice[], bool marked[]) {
  for (int i = 0; i < DICE; i++) {
    marked[i] = false;
  }

  int how_many = 0;
  for (int i = 0; input[i] != '\0'; i++) {
    char ch = input[i];
    if (ch == ' ' || ch == ',') {
      continue;
    }
    // a value has to be one digit standing alone
    bool alone = input[i + 1] == '\0' || input[i + 1] == ' ' || input[i + 1] == ',';
    if (ch < '1' || ch > '6' || !alone) {
      printf("\"%s\" is not a list of dice values.\n", input);
      return false;
    }
    if (!mark_face(dice, marked, ch - '0')) {
      printf("You don't have that many %c's to re-roll.\n", ch);
      return false;
    }
    how_many++;
  }

  if (how_many == 0) {
    printf("You didn't type any values.\n");
    return false;
  }
  return true;
}

// One re-roll chance: ask if they want to re-roll, which values, then roll.
void reroll_chance(int dice[]) {
  if (!ask_yes_no("Would you like to re-roll some dice?")) {
    return;
  }

  char input[INPUT_SIZE];
  bool marked[DICE];
  while (true) {
    printf("Type the values you want to re-roll (e.g. 2 6): ");
    read_input(input, INPUT_SIZE);
    if (parse_faces(input, dice, marked)) {
      break;
    }
  }

  for (int i = 0; i < DICE; i++) {
    if (marked[i]) {
      dice[i] = roll_die();
    }
  }
  print_roll("You rolled", dice);
}

// Total of the dice that show face.
int score_for_face(int dice[], int face) {
  int total = 0;
  for (int i = 0; i < DICE; i++) {
    if (dice[i] == face) {
      total += face;
    }
  }
  return total;
}

// Find the line whose name starts with what the user typed (at least 2
// letters). Returns the line index or -1 if it matches nothing.
int match_line_name(char input[]) {
  // lower case the input so "Fours" and "FO" both work
  for (int i = 0; input[i] != '\0'; i++) {
    if (input[i] >= 'A' && input[i] <= 'Z') {
      input[i] = input[i] - 'A' + 'a';
    }
  }

  int len = strlen(input);
  if (len < 2) {
    return -1;
  }
  for (int i = 0; i < LINES; i++) {
    if (len <= (int) strlen(line_names[i]) && strncmp(input, line_names[i], len) == 0) {
      return i;
    }
  }
  return -1;
}

// Keep asking until the player names an unused line. Returns its index.
int ask_for_line(bool used[]) {
  char input[INPUT_SIZE];
  while (true) {
    printf("Score it as (ones/twos/threes/fours/fives/sixes, first two letters are enough): ");
    read_input(input, INPUT_SIZE);
    int line = match_line_name(input);
    if (line == -1) {
      printf("Sorry, that is not the name of a line.\n");
    } else if (used[line]) {
      printf("You have already scored %s. Choose an open line.\n", line_names[line]);
    } else {
      return line;
    }
  }
}

// Show the score sheet, with "open" for lines that are not used yet.
void print_sheet(int scores[], bool used[]) {
  int total = 0;
  printf("\n   Line     Score\n");
  printf("   ------   -----\n");
  for (int i = 0; i < LINES; i++) {
    if (used[i]) {
      printf("   %-6s   %5d\n", line_names[i], scores[i]);
      total += scores[i];
    } else {
      printf("   %-6s    open\n", line_names[i]);
    }
  }
  printf("   total    %5d\n\n", total);
}

// Play a whole turn.
void play_turn(int scores[], bool used[]) {
  int dice[DICE];
  for (int i = 0; i < DICE; i++) {
    dice[i] = roll_die();
  }
  print_roll("You rolled", dice);

  for (int chance = 0; chance < REROLL_CHANCES; chance++) {
    reroll_chance(dice);
  }
  print_roll("Final dice", dice);

  int line = ask_for_line(used);
  scores[line] = score_for_face(dice, line + 1);
  used[line] = true;
  printf("%d points go on the %s line.\n", scores[line], line_names[line]);
}

int main(void) {
  srand(time(NULL));

  int scores[LINES];
  bool used[LINES];
  for (int i = 0; i < LINES; i++) {
    scores[i] = 0;
    used[i] = false;
  }

  printf("~~~ YAHTZEE ~~~\n");
  for (int turn = 1; turn <= TURNS; turn++) {
    printf("\nTurn %d:\n", turn);
    play_turn(scores, used);
    print_sheet(scores, used);
  }

  int total = 0;
  for (int i = 0; i < LINES; i++) {
    total += scores[i];
  }
  printf("Game over. Final score: %d\n", total);
  return 0;
}
