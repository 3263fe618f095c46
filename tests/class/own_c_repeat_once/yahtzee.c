/*
 * yahtzee.c
 * CSC 161 Homework: simplified single player Yahtzee.
 *
 * The game lasts six turns. Each turn the player rolls five dice, may
 * re-roll any of them twice, and then puts the result on one of the six
 * upper score lines (Ones through Sixes).
 */

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6
#define NUM_TURNS 6
#define MAX_REROLLS 2
#define INPUT_SIZE 100

/* Names of the score lines, index 0 is Ones */
const char* LINE_NAMES[NUM_LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Return a random number from 1 to 6 */
int roll_die(void) {
  return rand() % 6 + 1;
}

/* Roll every die in the array */
void roll_all(int dice[]) {
  for (int i = 0; i < NUM_DICE; i++) {
    dice[i] = roll_die();
  }
}

/* Print the dice like [3][5][1][6][2] with the positions underneath */
void print_dice(int dice[]) {
  printf("  ");
  for (int i = 0; i < NUM_DICE; i++) {
    printf("[%d]", dice[i]);
  }
  printf("\n  ");
  for (int i = 0; i < NUM_DICE; i++) {
    printf(" %d ", i + 1);
  }
  printf("\n");
}

/*
 * Read one line of input into buffer. Returns false if the input has
 * ended (EOF), so the caller can quit instead of looping forever.
 */
bool read_line(char buffer[], int size) {
  if (fgets(buffer, size, stdin) == NULL) {
    return false;
  }
  /* Throw away the rest of a line that was too long */
  if (strchr(buffer, '\n') == NULL) {
    int c = getchar();
    while (c != '\n' && c != EOF) {
      c = getchar();
    }
  }
  return true;
}

/* Stop the program when we run out of input */
void quit_on_eof(void) {
  printf("\nNo more input. Goodbye!\n");
  exit(0);
}

/*
 * Parse a list of dice positions like "1 3 5" into the reroll array.
 * "0" alone means keep everything. Returns true if the list is valid.
 */
bool parse_positions(char input[], bool reroll[]) {
  for (int i = 0; i < NUM_DICE; i++) {
    reroll[i] = false;
  }

  int count = 0;
  bool saw_zero = false;
  char* token = strtok(input, " \t\n");
  while (token != NULL) {
    char* end;
    long position = strtol(token, &end, 10);
    if (*end != '\0') {
      return false; /* not a number */
    }
    if (position == 0) {
      saw_zero = true;
    } else if (position < 1 || position > NUM_DICE) {
      return false; /* out of range */
    } else {
      reroll[position - 1] = true;
    }
    count++;
    token = strtok(NULL, " \t\n");
  }

  /* Empty input is not allowed, and 0 cannot be mixed with positions */
  if (count == 0) {
    return false;
  }
  if (saw_zero && count > 1) {
    return false;
  }
  return true;
}

/* Ask which dice to re-roll and re-roll them. Returns false if the player kept all. */
bool reroll_step(int dice[], int roll_number) {
  char input[INPUT_SIZE];
  bool reroll[NUM_DICE];

  while (true) {
    printf("Roll %d: enter the positions to re-roll separated by spaces (0 to keep all): ",
           roll_number);
    if (!read_line(input, INPUT_SIZE)) {
      quit_on_eof();
    }
    if (parse_positions(input, reroll)) {
      break;
    }
    printf("Sorry, that's not a valid list. Use numbers 1-5, or just 0.\n");
  }

  bool any = false;
  for (int i = 0; i < NUM_DICE; i++) {
    if (reroll[i]) {
      dice[i] = roll_die();
      any = true;
    }
  }
  return any;
}

/* Score a line: add up all dice that show the face for that line */
int score_line(int dice[], int line) {
  int face = line + 1;
  int sum = 0;
  for (int i = 0; i < NUM_DICE; i++) {
    if (dice[i] == face) {
      sum += face;
    }
  }
  return sum;
}

/* Print the whole score sheet with open lines marked */
void print_sheet(int scores[], bool used[]) {
  int total = 0;
  printf("\n+-----------+-------+\n");
  printf("| Line      | Score |\n");
  printf("+-----------+-------+\n");
  for (int i = 0; i < NUM_LINES; i++) {
    if (used[i]) {
      printf("| %d %-7s | %5d |\n", i + 1, LINE_NAMES[i], scores[i]);
      total += scores[i];
    } else {
      printf("| %d %-7s |   --  |\n", i + 1, LINE_NAMES[i]);
    }
  }
  printf("+-----------+-------+\n");
  printf("| Total     | %5d |\n", total);
  printf("+-----------+-------+\n\n");
}

/* Ask the player for an open line number 1-6 and return its index */
int choose_line(bool used[]) {
  char input[INPUT_SIZE];
  while (true) {
    printf("Which line do you want to score (1-6)? ");
    if (!read_line(input, INPUT_SIZE)) {
      quit_on_eof();
    }
    int line;
    char extra;
    if (sscanf(input, " %d %c", &line, &extra) != 1) {
      printf("Please type a single number.\n");
    } else if (line < 1 || line > NUM_LINES) {
      printf("There is no line %d. Pick 1 through 6.\n", line);
    } else if (used[line - 1]) {
      printf("You already used %s. Pick another line.\n", LINE_NAMES[line - 1]);
    } else {
      return line - 1;
    }
  }
}

/* Play one full turn and record the score on the sheet */
void play_turn(int turn, int scores[], bool used[]) {
  int dice[NUM_DICE];

  printf("========== Turn %d of %d ==========\n", turn, NUM_TURNS);
  roll_all(dice);
  print_dice(dice);

  for (int r = 0; r < MAX_REROLLS; r++) {
    if (!reroll_step(dice, r + 2)) {
      break; /* player is happy with these dice */
    }
    print_dice(dice);
  }

  int line = choose_line(used);
  scores[line] = score_line(dice, line);
  used[line] = true;
  printf("%d points on %s.\n", scores[line], LINE_NAMES[line]);
  print_sheet(scores, used);
}

int main(void) {
  srand(time(NULL));

  int scores[NUM_LINES] = {0};
  bool used[NUM_LINES] = {false};

  printf("Welcome to Yahtzee (upper section only)!\n");
  print_sheet(scores, used);

  for (int turn = 1; turn <= NUM_TURNS; turn++) {
    play_turn(turn, scores, used);
  }

  int total = 0;
  for (int i = 0; i < NUM_LINES; i++) {
    total += scores[i];
  }
  printf("Game over! Your final total is %d.\n", total);
  return 0;
}
