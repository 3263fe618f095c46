/*
 * yahtzee.c - a simplified Yahtzee game
 *
 * How to play:
 *   - 6 turns, 5 dice, lines Ones through Sixes.
 *   - After each roll you type a 5 letter pattern of K (keep) and R (re-roll),
 *     one letter per die, e.g. KRRKK re-rolls dice 2, 3 and 4.
 *   - You get two re-rolls per turn, then choose a line by number or name.
 */

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE_PER_ROLL 5
#define SCORE_LINES 6
#define TOTAL_TURNS 6
#define REROLLS_ALLOWED 2
#define BUFFER_LEN 64

const char* line_names[SCORE_LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/*
 * Read one line of input, remove the newline and convert to lower case.
 * Ends the program if stdin is closed.
 */
void read_answer(char answer[]) {
  if (fgets(answer, BUFFER_LEN, stdin) == NULL) {
    printf("\nInput closed. Exiting.\n");
    exit(0);
  }
  size_t length = strlen(answer);
  if (length > 0 && answer[length - 1] == '\n') {
    answer[length - 1] = '\0';
  } else {
    // the line was longer than the buffer, skip the rest
    int ch = getchar();
    while (ch != '\n' && ch != EOF) {
      ch = getchar();
    }
  }
  for (size_t i = 0; answer[i] != '\0'; i++) {
    answer[i] = tolower(answer[i]);
  }
}

/* Return a random value 1-6 */
int new_die_value(void) {
  return rand() % 6 + 1;
}

/* Print a small table of die positions and values */
void print_dice_table(int dice[]) {
  printf("  Die:   ");
  for (int i = 0; i < DICE_PER_ROLL; i++) {
    printf("%3d", i + 1);
  }
  printf("\n  Value: ");
  for (int i = 0; i < DICE_PER_ROLL; i++) {
    printf("%3d", dice[i]);
  }
  printf("\n");
}

/*
 * Check that the pattern is exactly 5 letters, each k or r.
 */
bool valid_pattern(const char pattern[]) {
  if (strlen(pattern) != DICE_PER_ROLL) {
    return false;
  }
  for (int i = 0; i < DICE_PER_ROLL; i++) {
    if (pattern[i] != 'k' && pattern[i] != 'r') {
      return false;
    }
  }
  return true;
}

/*
 * Ask for a keep/re-roll pattern and apply it.
 * Returns the number of dice that were re-rolled.
 */
int reroll_with_pattern(int dice[]) {
  char pattern[BUFFER_LEN];
  read_answer(pattern);
  while (!valid_pattern(pattern)) {
    printf("The pattern must be 5 letters using only K and R (like KKRRK): ");
    read_answer(pattern);
  }

  int rerolled = 0;
  for (int i = 0; i < DICE_PER_ROLL; i++) {
    if (pattern[i] == 'r') {
      dice[i] = new_die_value();
      rerolled++;
    }
  }
  return rerolled;
}

/* Score = sum of the dice equal to the line's face value */
int compute_line_score(int dice[], int line_index) {
  int face = line_index + 1;
  int score = 0;
  for (int i = 0; i < DICE_PER_ROLL; i++) {
    if (dice[i] == face) {
      score = score + face;
    }
  }
  return score;
}

/*
 * Turn the player's answer into a line index.
 * Accepts "1".."6" or a name like "threes". Returns -1 if not recognized.
 */
int answer_to_line(const char answer[]) {
  if (strlen(answer) == 1 && answer[0] >= '1' && answer[0] <= '6') {
    return answer[0] - '1';
  }
  for (int i = 0; i < SCORE_LINES; i++) {
    char lower_name[BUFFER_LEN];
    int j = 0;
    while (line_names[i][j] != '\0') {
      lower_name[j] = tolower(line_names[i][j]);
      j++;
    }
    lower_name[j] = '\0';
    if (strcmp(answer, lower_name) == 0) {
      return i;
    }
  }
  return -1;
}

/* How many lines are still empty */
int lines_remaining(bool used[]) {
  int remaining = 0;
  for (int i = 0; i < SCORE_LINES; i++) {
    if (!used[i]) {
      remaining++;
    }
  }
  return remaining;
}

/*
 * Ask which line to use. On the last turn the only empty line is
 * chosen automatically.
 */
int select_line(bool used[]) {
  if (lines_remaining(used) == 1) {
    for (int i = 0; i < SCORE_LINES; i++) {
      if (!used[i]) {
        printf("Only %s is left, so the score goes there.\n", line_names[i]);
        return i;
      }
    }
  }

  printf("Empty lines:");
  for (int i = 0; i < SCORE_LINES; i++) {
    if (!used[i]) {
      printf("  %d=%s", i + 1, line_names[i]);
    }
  }
  printf("\n");

  char answer[BUFFER_LEN];
  while (true) {
    printf("Line (number or name): ");
    read_answer(answer);
    int line = answer_to_line(answer);
    if (line == -1) {
      printf("Sorry, \"%s\" isn't a line. Try 1-6 or a name like fives.\n", answer);
    } else if (used[line]) {
      printf("%s is taken already, choose an empty line.\n", line_names[line]);
    } else {
      return line;
    }
  }
}

/* Print all lines and the total; returns the total */
int show_final_sheet(int scores[]) {
  int total = 0;
  printf("\nFINAL SHEET\n");
  for (int i = 0; i < SCORE_LINES; i++) {
    printf("%-8s...... %2d\n", line_names[i], scores[i]);
    total = total + scores[i];
  }
  printf("TOTAL ...... %3d\n", total);
  return total;
}

/* Play one complete turn, returning the points for the line used */
int run_turn(int turn, int scores[], bool used[]) {
  int dice[DICE_PER_ROLL];

  printf("\n=== Turn %d/%d ===\n", turn, TOTAL_TURNS);
  for (int i = 0; i < DICE_PER_ROLL; i++) {
    dice[i] = new_die_value();
  }
  print_dice_table(dice);

  for (int r = 1; r <= REROLLS_ALLOWED; r++) {
    printf("Re-roll %d of %d. K=keep R=re-roll (KKKKK keeps all): ", r, REROLLS_ALLOWED);
    if (reroll_with_pattern(dice) == 0) {
      printf("Keeping these dice.\n");
      break;
    }
    print_dice_table(dice);
  }

  int line = select_line(used);
  int points = compute_line_score(dice, line);
  scores[line] = points;
  used[line] = true;
  printf("%d points go on the %s line.\n", points, line_names[line]);
  return points;
}

int main(void) {
  srand(time(NULL));

  int scores[SCORE_LINES] = {0};
  bool used[SCORE_LINES] = {false};
  int running_total = 0;

  printf("Simplified Yahtzee\n");
  for (int turn = 1; turn <= TOTAL_TURNS; turn++) {
    running_total += run_turn(turn, scores, used);
    printf("Running total: %d\n", running_total);
  }

  show_final_sheet(scores);
  printf("Thanks for playing!\n");
  return 0;
}
