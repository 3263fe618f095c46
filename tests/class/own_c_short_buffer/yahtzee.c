/*
 * Yahtzee - CSC 161
 *
 * Simplified single player Yahtzee with only the upper section.
 * To re-roll, the player types one letter per die: k to keep it or r to
 * roll it again. For example "kkrrk" rolls the third and fourth dice.
 */

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_CATEGORIES 6
#define NUM_TURNS 6
#define NUM_ROLLS 3
#define MAX_INPUT 100
#define ANSWER_LENGTH 16

const char* CATEGORY_NAMES[NUM_CATEGORIES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/*
 * Read a line typed by the user into answer and strip off the newline.
 * If the user's input has ended the game stops.
 */
void read_answer(char answer[]) {
  if (fgets(answer, MAX_INPUT, stdin) == NULL) {
    printf("\nInput closed. Ending the game.\n");
    exit(0);
  }

  int length = strlen(answer);
  if (length > 0 && answer[length - 1] == '\n') {
    answer[length - 1] = '\0';
  } else {
    // the line did not fit, so drop what is left of it
    int c = getchar();
    while (c != '\n' && c != EOF) {
      c = getchar();
    }
  }
}

/*
 * Roll one die and return the value (1 to 6).
 */
int roll(void) {
  return rand() % 6 + 1;
}

/*
 * Show the dice in parentheses on one line.
 */
void print_dice(int dice[], int roll_number) {
  printf("Roll %d/%d:  ", roll_number, NUM_ROLLS);
  for (int i = 0; i < NUM_DICE; i++) {
    printf("(%d) ", dice[i]);
  }
  printf("\n");
}

/*
 * Check that a keep/roll plan has exactly one k or r for every die.
 * Upper case letters are allowed too.
 */
bool valid_plan(char plan[]) {
  if (strlen(plan) != NUM_DICE) {
    return false;
  }
  for (int i = 0; i < NUM_DICE; i++) {
    if (plan[i] != 'k' && plan[i] != 'K' && plan[i] != 'r' && plan[i] != 'R') {
      return false;
    }
  }
  return true;
}

/*
 * Ask the player for a keep/roll plan and roll the dice marked with r.
 */
void reroll_step(int dice[]) {
  char plan[ANSWER_LENGTH];
  while (true) {
    printf("Keep or re-roll each die (k/r for each, e.g. kkrrk, kkkkk keeps all): ");
    read_answer(plan);
    if (valid_plan(plan)) {
      break;
    }
    printf("That needs to be exactly %d letters, each one k or r.\n", NUM_DICE);
  }

  for (int i = 0; i < NUM_DICE; i++) {
    if (plan[i] == 'r' || plan[i] == 'R') {
      dice[i] = roll();
    }
  }
}

/*
 * Score for a category: all the dice equal to face added together.
 */
int category_score(int dice[], int face) {
  int score = 0;
  for (int i = 0; i < NUM_DICE; i++) {
    if (dice[i] == face) {
      score += face;
    }
  }
  return score;
}

/*
 * Fill open[] with the indexes of the categories not used yet.
 * Returns how many there are.
 */
int find_open(bool used[], int open[]) {
  int count = 0;
  for (int i = 0; i < NUM_CATEGORIES; i++) {
    if (!used[i]) {
      open[count] = i;
      count++;
    }
  }
  return count;
}

/*
 * Let the player choose from a numbered menu of the open categories.
 * If only one is left, it is picked automatically.
 * Returns the index of the chosen category.
 */
int choose_category(bool used[]) {
  int open[NUM_CATEGORIES];
  int count = find_open(used, open);

  if (count == 1) {
    printf("Only %s is left, so that's where this roll goes.\n", CATEGORY_NAMES[open[0]]);
    return open[0];
  }

  printf("Where do you want to score?\n");
  for (int i = 0; i < count; i++) {
    printf("  %d - %s\n", i + 1, CATEGORY_NAMES[open[i]]);
  }

  char answer[ANSWER_LENGTH];
  while (true) {
    printf("Your choice (1-%d): ", count);
    read_answer(answer);
    int choice;
    char extra;
    if (sscanf(answer, "%d %c", &choice, &extra) == 1 && choice >= 1 && choice <= count) {
      return open[choice - 1];
    }
    printf("Please type one of the menu numbers.\n");
  }
}

/*
 * Play one turn and record the points.
 */
void play_turn(int turn, int scores[], bool used[]) {
  int dice[NUM_DICE];
  printf("\n--- Turn %d ---\n", turn);
  for (int i = 0; i < NUM_DICE; i++) {
    dice[i] = roll();
  }
  print_dice(dice, 1);

  for (int roll_number = 2; roll_number <= NUM_ROLLS; roll_number++) {
    reroll_step(dice);
    print_dice(dice, roll_number);
  }

  int category = choose_category(used);
  scores[category] = category_score(dice, category + 1);
  used[category] = true;
  printf("%d points in %s.\n", scores[category], CATEGORY_NAMES[category]);
}

/*
 * Print the finished score sheet and the final total.
 */
void print_results(int scores[]) {
  int total = 0;
  printf("\n====== Final Score Sheet ======\n");
  for (int i = 0; i < NUM_CATEGORIES; i++) {
    printf("%-8s %3d\n", CATEGORY_NAMES[i], scores[i]);
    total += scores[i];
  }
  printf("%-8s %3d\n", "Total", total);
}

int main(void) {
  srand(time(NULL));

  int scores[NUM_CATEGORIES] = {0};
  bool used[NUM_CATEGORIES] = {false};

  printf("Yahtzee! (upper section)\n");
  for (int turn = 1; turn <= NUM_TURNS; turn++) {
    play_turn(turn, scores, used);
  }
  print_results(scores);
  return 0;
}
