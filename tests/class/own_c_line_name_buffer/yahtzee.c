// Yahtzee (simplified) - CSC 161
// Six turns, only the Ones..Sixes lines.
// Dice are labeled A-E so they don't get mixed up with dice values.

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define LINE_SIZE 100

const char* NAMES[LINES] = {"ones", "twos", "threes", "fours", "fives", "sixes"};

// Reads a line from the user into buf, removing the newline.
// Leftover characters of a too long line are discarded.
// Quits the program when there is no more input.
void read_line(char* buf, int size) {
  if (fgets(buf, size, stdin) == NULL) {
    printf("\nEnd of input, goodbye.\n");
    exit(1);
  }
  char* newline = strchr(buf, '\n');
  if (newline != NULL) {
    *newline = '\0';
  } else {
    int ch;
    do {
      ch = getchar();
    } while (ch != '\n' && ch != EOF);
  }
}

// Rolls all dice whose flag in reroll[] is true.
void roll_dice(int dice[], bool reroll[]) {
  for (int i = 0; i < DICE; i++) {
    if (reroll[i]) {
      dice[i] = rand() % 6 + 1;
    }
  }
}

// Shows the dice in a little table.
void show_dice(int dice[]) {
  printf("+---+---+---+---+---+\n");
  printf("| A | B | C | D | E |\n");
  printf("+---+---+---+---+---+\n");
  for (int i = 0; i < DICE; i++) {
    printf("| %d ", dice[i]);
  }
  printf("|\n+---+---+---+---+---+\n");
}

// Turns the player's answer into re-roll flags.
// "0" means keep everything. Otherwise the answer must be letters A-E
// (either case), each letter at most once. Returns false if invalid.
bool parse_letters(char* answer, bool reroll[]) {
  for (int i = 0; i < DICE; i++) {
    reroll[i] = false;
  }
  if (strcmp(answer, "0") == 0) {
    return true;
  }
  if (strlen(answer) == 0) {
    return false;
  }
  for (int i = 0; answer[i] != '\0'; i++) {
    int index = toupper((unsigned char)answer[i]) - 'A';
    if (index < 0 || index >= DICE || reroll[index]) {
      return false;
    }
    reroll[index] = true;
  }
  return true;
}

// Asks which dice to re-roll until a valid answer is given.
void ask_reroll(bool reroll[]) {
  char answer[LINE_SIZE];
  printf("Which dice do you want to re-roll? Type the letters (like ACE), or 0 to keep them all: ");
  read_line(answer, LINE_SIZE);
  while (!parse_letters(answer, reroll)) {
    printf("Bad answer. Use letters A to E with no spaces or repeats, or 0.\n");
    printf("Which dice do you want to re-roll? ");
    read_line(answer, LINE_SIZE);
  }
}

// Adds up the dice that match the given face value.
int score_line(int dice[], int face) {
  int sum = 0;
  for (int i = 0; i < DICE; i++) {
    if (dice[i] == face) {
      sum = sum + face;
    }
  }
  return sum;
}

// Asks for the name of a free line, and returns its index 0-5.
int ask_line(bool used[]) {
  char input[LINE_SIZE];
  char name[8];  // longest line name is "threes"

  while (true) {
    printf("Which line do you want to score this turn? (ones, twos, ..., sixes): ");
    read_line(input, LINE_SIZE);

    // copy the answer in lower case without spaces
    int j = 0;
    for (int i = 0; input[i] != '\0'; i++) {
      if (!isspace((unsigned char)input[i])) {
        name[j] = tolower((unsigned char)input[i]);
        j++;
      }
    }
    name[j] = '\0';

    // look for the line name
    int found = -1;
    for (int k = 0; k < LINES; k++) {
      if (strcmp(name, NAMES[k]) == 0) {
        found = k;
      }
    }

    if (found == -1) {
      printf("I don't know that line. Type one of: ones twos threes fours fives sixes\n");
    } else if (used[found]) {
      printf("You already scored %s, pick an empty line.\n", NAMES[found]);
    } else {
      return found;
    }
  }
}

// Prints the score sheet and the running total.
void show_sheet(int scores[], bool used[]) {
  int total = 0;
  printf("\n  SCORE SHEET\n");
  for (int i = 0; i < LINES; i++) {
    if (used[i]) {
      printf("  %-7s ...... %2d\n", NAMES[i], scores[i]);
      total += scores[i];
    } else {
      printf("  %-7s ...... --\n", NAMES[i]);
    }
  }
  printf("  total   ...... %2d\n\n", total);
}

// One turn of the game.
void take_turn(int turn_num, int scores[], bool used[]) {
  int dice[DICE];
  bool reroll[DICE] = {true, true, true, true, true};

  printf("********** TURN %d **********\n", turn_num);
  roll_dice(dice, reroll);
  show_dice(dice);

  // two chances to re-roll
  for (int chance = 1; chance <= 2; chance++) {
    printf("Re-roll %d of 2. ", chance);
    ask_reroll(reroll);
    roll_dice(dice, reroll);
    show_dice(dice);
  }

  int line = ask_line(used);
  scores[line] = score_line(dice, line + 1);
  used[line] = true;
  printf("%d points scored on %s.\n", scores[line], NAMES[line]);
  show_sheet(scores, used);
}

int main(void) {
  srand(time(NULL));  // seed the random numbers

  int scores[LINES] = {0, 0, 0, 0, 0, 0};
  bool used[LINES] = {false, false, false, false, false, false};

  printf("Let's play Yahtzee!\n\n");
  for (int turn = 1; turn <= LINES; turn++) {
    take_turn(turn, scores, used);
  }

  int final_score = 0;
  for (int i = 0; i < LINES; i++) {
    final_score += scores[i];
  }
  printf("FINAL SCORE: %d\n", final_score);
  return 0;
}
