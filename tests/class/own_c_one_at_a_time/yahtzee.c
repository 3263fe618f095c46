// yahtzee.c
// Homework 2 for CSC 161: Yahtzee with only the upper section.
// The player has 6 turns. Each turn: roll 5 dice, re-roll up to two
// times (pick the dice one number at a time), then choose a line.

#include <stdio.h>
#include <stdlib.h>
#include <stdbool.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6
#define NUM_TURNS 6
#define NUM_REROLLS 2
#define DONE -1

// Skip whatever is left on the current input line
void clear_line(void) {
  int c = getchar();
  while (c != '\n' && c != EOF) {
    c = getchar();
  }
}

// Called when there is no more input
void quit_game(void) {
  printf("\nNo more input, the game is over.\n");
  exit(0);
}

// Rolls a die
int roll_die(void) {
  return rand() % 6 + 1;
}

// Prints the dice like: You rolled: 2, 6, 6, 1, 3
void print_roll(int dice[]) {
  printf("You rolled: ");
  for (int i = 0; i < NUM_DICE; i++) {
    if (i == NUM_DICE - 1) {
      printf("%d\n", dice[i]);
    } else {
      printf("%d, ", dice[i]);
    }
  }
  printf("   (dice are numbered 1 to 5 from left to right)\n");
}

// Lets the player pick dice to re-roll one at a time, then rolls them
void reroll_dice(int dice[]) {
  bool chosen[NUM_DICE];
  for (int i = 0; i < NUM_DICE; i++) {
    chosen[i] = false;
  }

  int pick = 0;
  while (pick != DONE) {
    printf("Enter a die number to re-roll (1-5), or -1 when done: ");
    pick = DONE;
    if (scanf("%d", &pick) == EOF) {
      quit_game();
    }
    clear_line();

    if (pick == DONE) {
      printf("OK, rolling.\n");
    } else if (pick < 1 || pick > NUM_DICE) {
      printf("There is no die %d.\n", pick);
    } else {
      chosen[pick - 1] = true;
    }
  }

  for (int i = 0; i < NUM_DICE; i++) {
    if (chosen[i]) {
      dice[i] = roll_die();
    }
  }
}

// Counts up the points for a line (1 = ones ... 6 = sixes)
int score_for(int dice[], int line) {
  int points = 0;
  for (int i = 0; i < NUM_DICE; i++) {
    if (dice[i] == line) {
      points = points + line;
    }
  }
  return points;
}

// Asks for a line number 1-6 that has not been used
int ask_line(bool used[]) {
  int line = 0;
  while (true) {
    printf("Which line? 1=Ones 2=Twos 3=Threes 4=Fours 5=Fives 6=Sixes: ");
    int result = scanf("%d", &line);
    if (result == EOF) {
      quit_game();
    }
    clear_line();
    if (result != 1) {
      printf("That is not a number.\n");
    } else if (line < 1 || line > NUM_LINES) {
      printf("Pick a number from 1 to 6.\n");
    } else if (used[line - 1]) {
      printf("You used line %d already.\n", line);
    } else {
      return line;
    }
  }
}

// Plays one turn and returns how many points were scored
int play_turn(int turn, bool used[]) {
  int dice[NUM_DICE];
  const char* names[NUM_LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

  printf("\nTurn %d\n", turn);
  for (int i = 0; i < NUM_DICE; i++) {
    dice[i] = roll_die();
  }
  print_roll(dice);

  for (int r = 0; r < NUM_REROLLS; r++) {
    reroll_dice(dice);
    print_roll(dice);
  }

  int line = ask_line(used);
  used[line - 1] = true;
  int points = score_for(dice, line);
  printf("You put %d points in %s.\n", points, names[line - 1]);
  return points;
}

int main(void) {
  bool used[NUM_LINES];
  int total = 0;

  srand(time(NULL));
  for (int i = 0; i < NUM_LINES; i++) {
    used[i] = false;
  }

  printf("Welcome to Yahtzee!\n");
  for (int turn = 1; turn <= NUM_TURNS; turn++) {
    total = total + play_turn(turn, used);
    printf("Your score so far is %d.\n", total);
  }

  printf("\nThe game is over. Your final total is %d.\n", total);
  return 0;
}
