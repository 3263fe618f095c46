// CSC 161 - Homework: Yahtzee
//
// Simplified single player Yahtzee with only the upper section
// (Ones, Twos, ..., Sixes). The game is six turns long.
//
// During a turn the player controls the dice with short commands:
//   r 1 3    re-roll dice 1 and 3
//   k 2 4    keep dice 2 and 4 and re-roll all the others
//   k        keep nothing (re-roll all five dice)
//   s        stop rolling and score the dice as they are
// At most two re-rolls are allowed per turn.

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6
#define NUM_TURNS 6
#define MAX_REROLLS 2
#define MAX_INPUT 100

const char* LINE_NAMES[NUM_LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

// Roll one die (1-6).
int roll_one(void) {
  return rand() % 6 + 1;
}

// Read a line of input into line. The newline is removed. If the line is
// too long for the array the rest is skipped and false is returned.
// At the end of the input the game is stopped.
bool read_command(char line[], int size) {
  if (fgets(line, size, stdin) == NULL) {
    printf("\n(end of input)\n");
    exit(0);
  }
  int len = strlen(line);
  if (len > 0 && line[len - 1] == '\n') {
    line[len - 1] = '\0';
    return true;
  }
  int skipped = 0;
  int ch = getchar();
  while (ch != EOF && ch != '\n') {
    skipped++;
    ch = getchar();
  }
  return skipped == 0;
}

// Print the dice with their numbers on top.
void print_dice(int dice[]) {
  printf("   #1  #2  #3  #4  #5\n");
  printf("  ");
  for (int i = 0; i < NUM_DICE; i++) {
    printf("| %d ", dice[i]);
  }
  printf("|\n");
}

// Read the die numbers that come after the command letter, like " 1 3 5".
// Each die number must be 1-5, separated by spaces, and can only appear
// once. Sets listed[i] to true for every die i in the list.
// Returns false if the numbers are not valid.
bool parse_dice_list(char text[], bool listed[]) {
  for (int i = 0; i < NUM_DICE; i++) {
    listed[i] = false;
  }

  int pos = 0;
  while (text[pos] != '\0') {
    if (text[pos] == ' ') {
      pos++;
    } else if (text[pos] >= '1' && text[pos] <= '5' &&
               (text[pos + 1] == ' ' || text[pos + 1] == '\0')) {
      int die = text[pos] - '1';
      if (listed[die]) {
        return false;
      }
      listed[die] = true;
      pos++;
    } else {
      return false;
    }
  }
  return true;
}

// Count how many dice are marked in listed[].
int count_listed(bool listed[]) {
  int count = 0;
  for (int i = 0; i < NUM_DICE; i++) {
    if (listed[i]) {
      count++;
    }
  }
  return count;
}

// Ask for a command until a valid one is typed. On return, reroll[i] says
// whether die i should be re-rolled. Returns false if the player typed s.
bool get_command(bool reroll[]) {
  char line[MAX_INPUT];
  while (true) {
    printf("Command (r <dice> = re-roll those, k <dice> = keep those, s = score): ");
    bool listed[NUM_DICE];
    if (read_command(line, MAX_INPUT) && strlen(line) > 0) {
      char command = line[0];
      bool good_list = parse_dice_list(line + 1, listed);
      if ((command == 's' || command == 'S') && strlen(line) == 1) {
        return false;
      }
      if ((command == 'r' || command == 'R') && good_list && count_listed(listed) > 0) {
        for (int i = 0; i < NUM_DICE; i++) {
          reroll[i] = listed[i];
        }
        return true;
      }
      if ((command == 'k' || command == 'K') && good_list) {
        for (int i = 0; i < NUM_DICE; i++) {
          reroll[i] = !listed[i];
        }
        return true;
      }
    }
    printf("Invalid command. Examples: r 1 3   k 2 4 5   s\n");
  }
}

// Roll the dice that are marked in reroll[].
void reroll_dice(int dice[], bool reroll[]) {
  for (int i = 0; i < NUM_DICE; i++) {
    if (reroll[i]) {
      dice[i] = roll_one();
    }
  }
}

// The score for putting the dice on a line: total of the dice with face
// value line + 1.
int score_line(int dice[], int line) {
  int total = 0;
  for (int i = 0; i < NUM_DICE; i++) {
    if (dice[i] == line + 1) {
      total += dice[i];
    }
  }
  return total;
}

// A line is open if nothing has been written on it yet.
bool line_is_open(int sheet[], int line) {
  return sheet[line] == 0;
}

// Show the score sheet. Open lines show "--".
void print_sheet(int sheet[]) {
  printf("  +---+--------+-------+\n");
  for (int line = 0; line < NUM_LINES; line++) {
    if (line_is_open(sheet, line)) {
      printf("  | %d | %-6s |    -- |\n", line + 1, LINE_NAMES[line]);
    } else {
      printf("  | %d | %-6s | %5d |\n", line + 1, LINE_NAMES[line], sheet[line]);
    }
  }
  printf("  +---+--------+-------+\n");
}

// Ask for the number of an open line. Returns its index (0-5).
int pick_line(int sheet[]) {
  char line[MAX_INPUT];
  while (true) {
    printf("Score it where? Enter a line number (1-6): ");
    int choice;
    char junk;
    if (read_command(line, MAX_INPUT) && sscanf(line, "%d %c", &choice, &junk) == 1) {
      if (choice < 1 || choice > NUM_LINES) {
        printf("No such line.\n");
      } else if (!line_is_open(sheet, choice - 1)) {
        printf("%s is already taken.\n", LINE_NAMES[choice - 1]);
      } else {
        return choice - 1;
      }
    } else {
      printf("Type a number, like 4.\n");
    }
  }
}

// Play a full turn and write the result on the sheet.
void play_turn(int turn, int sheet[]) {
  int dice[NUM_DICE];
  for (int i = 0; i < NUM_DICE; i++) {
    dice[i] = roll_one();
  }

  printf("\n--- Turn %d of %d ---\n", turn, NUM_TURNS);
  print_sheet(sheet);
  printf("First roll:\n");
  print_dice(dice);

  for (int rerolls = 0; rerolls < MAX_REROLLS; rerolls++) {
    printf("(%d re-roll%s left)\n", MAX_REROLLS - rerolls, (MAX_REROLLS - rerolls == 1) ? "" : "s");
    bool reroll[NUM_DICE];
    if (!get_command(reroll)) {
      break;
    }
    reroll_dice(dice, reroll);
    print_dice(dice);
  }

  int line = pick_line(sheet);
  sheet[line] = score_line(dice, line);
  printf("%s: %d points\n", LINE_NAMES[line], sheet[line]);
}

int main(void) {
  srand(time(NULL));

  int sheet[NUM_LINES] = {0, 0, 0, 0, 0, 0};

  printf("Yahtzee! Six turns, fill in Ones through Sixes.\n");
  for (int turn = 1; turn <= NUM_TURNS; turn++) {
    play_turn(turn, sheet);
  }

  int total = 0;
  for (int line = 0; line < NUM_LINES; line++) {
    total += sheet[line];
  }
  printf("\nFinal sheet:\n");
  print_sheet(sheet);
  printf("Final score: %d\n", total);
  return 0;
}
