/*
 * yahtzee.c
 * CSC 161 Homework: a simplified single-player Yahtzee.
 *
 * The game lasts six turns. Each turn the player rolls five dice,
 * may re-roll any of them twice, and then picks an unused line
 * (Ones through Sixes) on the score sheet.
 */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6
#define NUM_TURNS 6
#define NUM_REROLLS 2
#define INPUT_SIZE 100

/* Names of the score lines, in order */
const char* LINE_NAMES[NUM_LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Roll a single six-sided die and return its value. */
int roll_die(void) {
  return rand() % 6 + 1;
}

/* Read a line of input into buffer. Ends the program if input runs out. */
void read_line(char buffer[], int size) {
  if (fgets(buffer, size, stdin) == NULL) {
    printf("\nInput ended. Goodbye!\n");
    exit(0);
  }
  /* Throw away the rest of a line that was too long for the buffer */
  if (strchr(buffer, '\n') == NULL) {
    int ch = getchar();
    while (ch != '\n' && ch != EOF) {
      ch = getchar();
    }
  }
}

/* Print the current dice on one line. */
void show_dice(int dice[]) {
  printf("Your dice:");
  for (int i = 0; i < NUM_DICE; i++) {
    printf(" %d", dice[i]);
  }
  printf("\n");
}

/*
 * Parse a list of positions like "1 3 5" into reroll[].
 * "0" by itself means keep everything. Returns false if the text is invalid.
 */
bool parse_positions(char text[], bool reroll[]) {
  bool found_any = false;
  bool keep_all = false;

  for (int i = 0; i < NUM_DICE; i++) {
    reroll[i] = false;
  }

  int i = 0;
  while (text[i] != '\0') {
    char ch = text[i];
    if (isspace((unsigned char)ch)) {
      i++;
    } else if (ch >= '0' && ch <= '5' &&
               (text[i + 1] == '\0' || isspace((unsigned char)text[i + 1]))) {
      if (ch == '0') {
        keep_all = true;
      } else {
        reroll[ch - '1'] = true;
      }
      found_any = true;
      i++;
    } else {
      return false;
    }
  }

  /* "0" cannot be mixed with positions, and the line cannot be blank */
  if (!found_any) {
    return false;
  }
  if (keep_all) {
    for (int j = 0; j < NUM_DICE; j++) {
      if (reroll[j]) {
        return false;
      }
    }
  }
  return true;
}

/* Ask which dice to re-roll and roll them again. */
void reroll_dice(int dice[]) {
  char input[INPUT_SIZE];
  bool reroll[NUM_DICE];

  printf("Which dice do you want to re-roll? Enter positions 1-5 separated by spaces (0 = keep all): ");
  read_line(input, INPUT_SIZE);
  while (!parse_positions(input, reroll)) {
    printf("Sorry, I didn't understand that. Try something like: 1 3 5  (or 0): ");
    read_line(input, INPUT_SIZE);
  }

  for (int i = 0; i < NUM_DICE; i++) {
    if (reroll[i]) {
      dice[i] = roll_die();
    }
  }
}

/* Score the dice for one line (index 0 = Ones ... 5 = Sixes). */
int score_line(int dice[], int line) {
  int face = line + 1;
  int total = 0;
  for (int i = 0; i < NUM_DICE; i++) {
    if (dice[i] == face) {
      total += face;
    }
  }
  return total;
}

/* Print the score sheet with a letter for each line. */
void show_sheet(int scores[], bool used[]) {
  printf("\n---- Score Sheet ----\n");
  for (int i = 0; i < NUM_LINES; i++) {
    if (used[i]) {
      printf(" (%c) %-7s %3d\n", 'a' + i, LINE_NAMES[i], scores[i]);
    } else {
      printf(" (%c) %-7s   -\n", 'a' + i, LINE_NAMES[i]);
    }
  }
  printf("---------------------\n");
}

/* Return the only open line, used on the last turn. */
int only_open_line(bool used[]) {
  for (int i = 0; i < NUM_LINES; i++) {
    if (!used[i]) {
      return i;
    }
  }
  return 0;
}

/* Ask the player for a menu letter a-f naming an unused line. */
int choose_line(bool used[]) {
  char input[INPUT_SIZE];

  while (true) {
    printf("Pick a line to score (a-f): ");
    read_line(input, INPUT_SIZE);
    char letter = tolower((unsigned char)input[0]);
    bool one_char = input[1] == '\n' || input[1] == '\0';

    if (!one_char || letter < 'a' || letter > 'f') {
      printf("Please type a single letter from a to f.\n");
    } else if (used[letter - 'a']) {
      printf("You already used %s. Pick another line.\n", LINE_NAMES[letter - 'a']);
    } else {
      return letter - 'a';
    }
  }
}

/* Add up every line on the sheet. */
int sheet_total(int scores[]) {
  int total = 0;
  for (int i = 0; i < NUM_LINES; i++) {
    total += scores[i];
  }
  return total;
}

/* Play one full turn: roll, two re-rolls, then score. */
void play_turn(int turn, int scores[], bool used[]) {
  int dice[NUM_DICE];

  printf("\n===== Turn %d of %d =====\n", turn, NUM_TURNS);
  for (int i = 0; i < NUM_DICE; i++) {
    dice[i] = roll_die();
  }
  show_dice(dice);

  for (int r = 0; r < NUM_REROLLS; r++) {
    reroll_dice(dice);
    show_dice(dice);
  }

  int line;
  if (turn == NUM_TURNS) {
    line = only_open_line(used);
    printf("Last turn: your score goes on %s.\n", LINE_NAMES[line]);
  } else {
    show_sheet(scores, used);
    line = choose_line(used);
  }

  scores[line] = score_line(dice, line);
  used[line] = true;
  printf("You scored %d points on %s.\n", scores[line], LINE_NAMES[line]);
}

int main(void) {
  int scores[NUM_LINES];
  bool used[NUM_LINES];

  srand(time(NULL));

  for (int i = 0; i < NUM_LINES; i++) {
    scores[i] = 0;
    used[i] = false;
  }

  printf("Welcome to Yahtzee (Ones through Sixes edition)!\n");
  for (int turn = 1; turn <= NUM_TURNS; turn++) {
    play_turn(turn, scores, used);
  }

  show_sheet(scores, used);
  printf("Final total: %d\n", sheet_total(scores));
  return 0;
}
