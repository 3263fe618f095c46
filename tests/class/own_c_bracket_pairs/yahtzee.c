/*
 * Yahtzee (simplified)
 * CSC 161 homework
 *
 * One player, six turns. Each turn: roll five dice, re-roll any of them
 * up to two times, then score the dice on an open line (Ones..Sixes).
 * The player picks which dice to keep or re-roll with a string of K/R
 * letters, one letter per die.
 */

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_CATEGORIES 6
#define NUM_TURNS 6
#define MAX_LINE 64

/*
 * Reads one line from standard input into line (at most size - 1
 * characters are stored; extra characters are read and dropped).
 * Returns the number of characters on the line (which may be more than
 * what was stored), or -1 if input ended before anything was read.
 */
int get_line(char line[], int size) {
  int count = 0;
  int ch = getchar();

  if (ch == EOF) {
    return -1;
  }
  while (ch != '\n' && ch != EOF) {
    if (count < size - 1) {
      line[count] = ch;
    }
    count++;
    ch = getchar();
  }

  if (count < size - 1) {
    line[count] = '\0';
  } else {
    line[size - 1] = '\0';
  }
  return count;
}

/*
 * Reads a line like get_line, but ends the program if input has ended.
 */
int get_line_or_quit(char line[], int size) {
  int length = get_line(line, size);
  if (length < 0) {
    printf("\nGoodbye.\n");
    exit(0);
  }
  return length;
}

/* Returns a random die value 1-6. */
int random_die(void) {
  return rand() % 6 + 1;
}

/* Prints the dice, each labelled with its position. */
void print_dice(const int dice[]) {
  printf("  Dice: ");
  for (int i = 0; i < NUM_DICE; i++) {
    printf(" [%d]=%d ", i + 1, dice[i]);
  }
  printf("\n");
}

/*
 * Turns a K/R answer into an array of re-roll flags.
 * Spaces are ignored, upper or lower case letters are fine.
 * Returns true if the answer had exactly one K or R per die.
 */
bool parse_mask(const char answer[], bool reroll[]) {
  int letters = 0;

  for (int i = 0; answer[i] != '\0'; i++) {
    char c = answer[i];
    if (c == ' ') {
      continue;
    }
    if (c != 'K' && c != 'k' && c != 'R' && c != 'r') {
      printf("Only the letters K (keep) and R (re-roll) are allowed.\n");
      return false;
    }
    if (letters >= NUM_DICE) {
      printf("Too many letters - you need exactly %d.\n", NUM_DICE);
      return false;
    }
    reroll[letters] = (c == 'R' || c == 'r');
    letters++;
  }

  if (letters != NUM_DICE) {
    printf("You need exactly %d letters, one for each die.\n", NUM_DICE);
    return false;
  }
  return true;
}

/*
 * Asks the player which dice to keep and which to re-roll, and re-rolls
 * the ones marked R.
 */
void reroll_turn(int dice[]) {
  char answer[MAX_LINE];
  bool reroll[NUM_DICE];
  bool valid = false;

  while (!valid) {
    printf("Type K to keep or R to re-roll for each die, in order "
           "(e.g. KRRKK): ");
    int length = get_line_or_quit(answer, MAX_LINE);
    if (length >= MAX_LINE) {
      printf("That line is too long.\n");
    } else {
      valid = parse_mask(answer, reroll);
    }
  }

  for (int i = 0; i < NUM_DICE; i++) {
    if (reroll[i]) {
      dice[i] = random_die();
    }
  }
}

/* Returns the name of category 0-5. */
const char* category_name(int category) {
  const char* names[NUM_CATEGORIES] = {"Ones",  "Twos",  "Threes",
                                       "Fours", "Fives", "Sixes"};
  return names[category];
}

/* Score of the dice for category 0-5 (sum of the dice showing that face). */
int category_score(const int dice[], int category) {
  int face = category + 1;
  int score = 0;
  for (int i = 0; i < NUM_DICE; i++) {
    if (dice[i] == face) {
      score += face;
    }
  }
  return score;
}

/* Prints the score sheet; open categories show "(open)". */
void print_score_sheet(const int scores[], const bool filled[]) {
  printf("\n  SCORE SHEET\n");
  for (int c = 0; c < NUM_CATEGORIES; c++) {
    if (filled[c]) {
      printf("  %d  %-7s %d\n", c + 1, category_name(c), scores[c]);
    } else {
      printf("  %d  %-7s (open)\n", c + 1, category_name(c));
    }
  }
  printf("\n");
}

/*
 * Asks which category to score in, until the player types the number of
 * an open category. Returns the category (0-5).
 */
int choose_category(const bool filled[]) {
  char answer[MAX_LINE];

  while (true) {
    printf("Score which line? (1-6): ");
    int length = get_line_or_quit(answer, MAX_LINE);

    /* Find the one non-space character on the line, if there is one */
    int digits = 0;
    int others = 0;
    char digit = ' ';
    for (int i = 0; answer[i] != '\0'; i++) {
      if (answer[i] >= '1' && answer[i] <= '6') {
        digit = answer[i];
        digits++;
      } else if (answer[i] != ' ') {
        others++;
      }
    }

    if (length >= MAX_LINE || digits != 1 || others != 0) {
      printf("Please type one number from 1 to 6.\n");
    } else if (filled[digit - '1']) {
      printf("%s is already filled in.\n", category_name(digit - '1'));
    } else {
      return digit - '1';
    }
  }
}

/* Plays one turn and fills in one category. */
void play_turn(int turn, int scores[], bool filled[]) {
  int dice[NUM_DICE];

  printf("\n---------------- Turn %d/%d ----------------\n", turn, NUM_TURNS);
  for (int i = 0; i < NUM_DICE; i++) {
    dice[i] = random_die();
  }
  printf("First roll:\n");
  print_dice(dice);

  reroll_turn(dice);
  printf("Second roll:\n");
  print_dice(dice);

  reroll_turn(dice);
  printf("Third roll:\n");
  print_dice(dice);

  print_score_sheet(scores, filled);
  int category = choose_category(filled);
  scores[category] = category_score(dice, category);
  filled[category] = true;
  printf("%d points go on %s.\n", scores[category], category_name(category));
}

int main(void) {
  int scores[NUM_CATEGORIES];
  bool filled[NUM_CATEGORIES];
  int total = 0;

  srand((unsigned int) time(NULL));

  for (int c = 0; c < NUM_CATEGORIES; c++) {
    scores[c] = 0;
    filled[c] = false;
  }

  printf("*** YAHTZEE ***\n");
  printf("Six turns, one line of the score sheet per turn. Good luck!\n");

  for (int turn = 1; turn <= NUM_TURNS; turn++) {
    play_turn(turn, scores, filled);
  }

  print_score_sheet(scores, filled);
  for (int c = 0; c < NUM_CATEGORIES; c++) {
    total += scores[c];
  }
  printf("Game over. Your final score is %d.\n", total);
  return 0;
}
