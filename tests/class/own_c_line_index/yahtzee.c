// CSC 161 Homework: Yahtzee
// Simplified one player Yahtzee with only the upper section of the score
// sheet (ones - sixes). The game is 6 turns long and every line is used once.

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6
#define NUM_TURNS 6
#define ROLLS_PER_TURN 3

// Reads a whole number typed by the user and throws away the rest of the
// line. Returns -1 if what they typed was not just a number.
int read_number(void) {
  int value = 0;
  int result = scanf("%d", &value);
  if (result == EOF) {
    printf("\nInput ended, goodbye.\n");
    exit(0);
  }

  // Clear out the rest of the line so the next scanf starts fresh. If there
  // is anything other than spaces left, the input was not a plain number.
  bool junk = false;
  int c = getchar();
  while (c != '\n' && c != EOF) {
    if (c != ' ' && c != '\t') {
      junk = true;
    }
    c = getchar();
  }

  if (result != 1 || junk) {
    return -1;
  }
  return value;
}

// Rolls one die, giving a value 1-6
int roll_die(void) {
  return rand() % 6 + 1;
}

// Prints the dice along with the die numbers
void show_dice(int dice[], int roll) {
  printf("\n  Die #:   ");
  for (int i = 0; i < NUM_DICE; i++) {
    printf("%3d", i + 1);
  }
  printf("\n  Roll %d:  ", roll);
  for (int i = 0; i < NUM_DICE; i++) {
    printf("%3d", dice[i]);
  }
  printf("\n\n");
}

// Checks that a number like 245 only uses the digits 1-5 and doesn't
// repeat any of them. 0 is allowed and means no dice.
bool valid_dice_choice(int choice) {
  bool seen[NUM_DICE + 1] = {false};

  if (choice < 0) {
    return false;
  }
  while (choice > 0) {
    int digit = choice % 10;
    if (digit < 1 || digit > NUM_DICE || seen[digit]) {
      return false;
    }
    seen[digit] = true;
    choice = choice / 10;
  }
  return true;
}

// Asks the player which dice to re-roll and re-rolls them
void reroll(int dice[]) {
  printf("Which dice do you want to re-roll? Type the die numbers together,\n");
  printf("like 245 (12345 = all of them, 0 = keep them all): ");
  int choice = read_number();
  while (!valid_dice_choice(choice)) {
    printf("Invalid choice. Use die numbers 1-5 with no repeats, or 0: ");
    choice = read_number();
  }

  // Go through the digits and re-roll each of those dice
  while (choice > 0) {
    int die_number = choice % 10;
    dice[die_number - 1] = roll_die();
    choice = choice / 10;
  }
}

// Calculates the score a line would get with these dice
int calculate_score(int dice[], int line) {
  int score = 0;
  for (int i = 0; i < NUM_DICE; i++) {
    if (dice[i] == line) {
      score = score + line;
    }
  }
  return score;
}

// Prints the score sheet
void print_score_sheet(int scores[], int used[]) {
  const char* names[NUM_LINES] = {"Ones", "Twos", "Threes",
                                  "Fours", "Fives", "Sixes"};
  printf("Score sheet:\n");
  for (int i = 0; i < NUM_LINES; i++) {
    if (used[i]) {
      printf("  %d) %-7s %d\n", i + 1, names[i], scores[i]);
    } else {
      printf("  %d) %-7s --\n", i + 1, names[i]);
    }
  }
}

// Asks the player which line to use and returns it (1-6)
int choose_line(int used[]) {
  printf("Which line do you want to score (1-6)? ");
  int choice = read_number();
  // keep asking until they pick a line that is still open
  while (used[choice - 1] || choice < 1 || choice > NUM_LINES) {
    printf("That line isn't available. Pick an open line (1-6): ");
    choice = read_number();
  }
  return choice;
}

// Plays a single turn of the game
void play_turn(int turn, int scores[], int used[]) {
  int dice[NUM_DICE];

  printf("========== TURN %d ==========\n", turn);
  for (int i = 0; i < NUM_DICE; i++) {
    dice[i] = roll_die();
  }
  show_dice(dice, 1);

  for (int roll = 2; roll <= ROLLS_PER_TURN; roll++) {
    reroll(dice);
    show_dice(dice, roll);
  }

  print_score_sheet(scores, used);
  int line = choose_line(used);
  scores[line - 1] = calculate_score(dice, line);
  used[line - 1] = 1;
  printf("You got %d points.\n\n", scores[line - 1]);
}

int main(void) {
  // seed the random number generator
  srand(time(NULL));

  int scores[NUM_LINES] = {0};
  int used[NUM_LINES] = {0};

  printf("Let's play Yahtzee!\n\n");
  for (int turn = 1; turn <= NUM_TURNS; turn++) {
    play_turn(turn, scores, used);
  }

  print_score_sheet(scores, used);
  int total = 0;
  for (int i = 0; i < NUM_LINES; i++) {
    total = total + scores[i];
  }
  printf("\nYour final score is %d.\n", total);
  return 0;
}
