// yahtzee.c
// Simplified single player Yahtzee for CSC 161.
// The game lasts six turns. Each turn the player rolls five dice, can
// re-roll some of them twice, and then scores on an unused line.

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6
#define NUM_TURNS 6
#define ROLLS_PER_TURN 3
#define INPUT_SIZE 100

// Names of the six score lines.
const char* line_names[NUM_LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

// Read a line of input into buffer and remove the newline.
// Returns false if there is no more input.
bool get_input(char* buffer, int size) {
  if (fgets(buffer, size, stdin) == NULL) {
    return false;
  }
  size_t length = strlen(buffer);
  if (length > 0 && buffer[length - 1] == '\n') {
    buffer[length - 1] = '\0';
  } else {
    // The line was longer than the buffer; throw away the rest of it.
    int ch = getchar();
    while (ch != '\n' && ch != EOF) {
      ch = getchar();
    }
  }
  return true;
}

// Stop the game when the input runs out.
void end_of_input(void) {
  printf("\nNo more input. Exiting the game.\n");
  exit(0);
}

// Roll every die in the array.
void roll_all(int dice[]) {
  for (int i = 0; i < NUM_DICE; i++) {
    dice[i] = rand() % 6 + 1;
  }
}

// Print the dice for the given roll number.
void show_dice(int roll_number, int dice[]) {
  printf("Roll %d:  ", roll_number);
  for (int i = 0; i < NUM_DICE; i++) {
    if (i > 0) {
      printf(" - ");
    }
    printf("%d", dice[i]);
  }
  printf("\n");
}

// Read the dice indices the player typed into picks.
// Indices are the digits 0-4; spaces and commas separate them.
// Returns the number of indices, or -1 if the answer is not valid.
int read_positions(const char* answer, int picks[]) {
  int count = 0;
  for (int i = 0; answer[i] != '\0'; i++) {
    char c = answer[i];
    if (c == ' ' || c == ',') {
      continue;
    }
    if (c < '0' || c > '4') {
      return -1;
    }
    picks[count] = c - '0';
    count++;
  }
  return count;
}

// Ask the player which dice to re-roll and re-roll them.
void reroll_turn(int dice[]) {
  char answer[INPUT_SIZE];
  int picks[NUM_DICE];
  int count = -1;

  while (count == -1) {
    printf("Re-roll which dice? Enter indices 0-4 separated by spaces (blank line = keep all): ");
    if (!get_input(answer, INPUT_SIZE)) {
      end_of_input();
    }
    count = read_positions(answer, picks);
    if (count == -1) {
      printf("Invalid input. Only use the indices 0 through 4.\n");
    }
  }

  for (int i = 0; i < count; i++) {
    dice[picks[i]] = rand() % 6 + 1;
  }
}

// Print the score sheet showing which lines are open.
void show_sheet(int scores[], bool used[]) {
  printf("Score sheet:\n");
  for (int i = 0; i < NUM_LINES; i++) {
    if (used[i]) {
      printf("  %d. %-7s: %d\n", i + 1, line_names[i], scores[i]);
    } else {
      printf("  %d. %-7s: (open)\n", i + 1, line_names[i]);
    }
  }
}

// Ask which line to score in. Returns an index from 0 to 5.
int choose_line(bool used[]) {
  char answer[INPUT_SIZE];
  while (true) {
    printf("Score in which line? Enter 1-6: ");
    if (!get_input(answer, INPUT_SIZE)) {
      end_of_input();
    }
    int number = 0;
    char extra = '\0';
    if (sscanf(answer, " %d %c", &number, &extra) != 1 || number < 1 || number > NUM_LINES) {
      printf("Invalid input. Enter a number from 1 to 6.\n");
    } else if (used[number - 1]) {
      printf("That line is already used. Choose a different one.\n");
    } else {
      return number - 1;
    }
  }
}

// Calculate the score for a line: the sum of dice equal to its number.
int calculate_score(int dice[], int line) {
  int sum = 0;
  for (int i = 0; i < NUM_DICE; i++) {
    if (dice[i] == line + 1) {
      sum = sum + dice[i];
    }
  }
  return sum;
}

// Play one turn: three rolls then scoring.
void play_turn(int turn, int scores[], bool used[]) {
  int dice[NUM_DICE];

  printf("\n===== Turn %d =====\n", turn);
  roll_all(dice);
  show_dice(1, dice);
  for (int roll = 2; roll <= ROLLS_PER_TURN; roll++) {
    reroll_turn(dice);
    show_dice(roll, dice);
  }

  show_sheet(scores, used);
  int line = choose_line(used);
  scores[line] = calculate_score(dice, line);
  used[line] = true;
  printf("You scored %d points for %s.\n", scores[line], line_names[line]);
}

int main(void) {
  int scores[NUM_LINES] = {0, 0, 0, 0, 0, 0};
  bool used[NUM_LINES] = {false, false, false, false, false, false};
  int total = 0;

  // Seed the random number generator with the current time.
  srand(time(NULL));

  printf("Welcome to Yahtzee!\n");
  for (int turn = 1; turn <= NUM_TURNS; turn++) {
    play_turn(turn, scores, used);
  }

  for (int i = 0; i < NUM_LINES; i++) {
    total = total + scores[i];
  }
  printf("\nFinal score sheet\n");
  show_sheet(scores, used);
  printf("Total score: %d\n", total);
  return 0;
}
