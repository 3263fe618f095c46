/**
 * Yahtzee (CSC 161 homework)
 *
 * A one player version of Yahtzee that only uses the upper section of the
 * score sheet. Dice are drawn as little pictures. Before each re-roll the
 * player "holds" the dice they want to keep (like in the video game
 * versions) and then rolls the rest.
 */

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6
#define NUM_TURNS 6
#define ROLLS_PER_TURN 3
#define BUFFER_SIZE 64
#define PICTURE_ROWS 3

// Picture rows for each face. faces[v - 1] is the picture of value v.
const char* faces[6][PICTURE_ROWS] = {
    {"     ", "  o  ", "     "},
    {"o    ", "     ", "    o"},
    {"o    ", "  o  ", "    o"},
    {"o   o", "     ", "o   o"},
    {"o   o", "  o  ", "o   o"},
    {"o   o", "o   o", "o   o"},
};

// Short names the player types to pick a line, and the long names.
const char* short_names[NUM_LINES] = {"1s", "2s", "3s", "4s", "5s", "6s"};
const char* long_names[NUM_LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/**
 * Reads a line of input into text and removes the newline.
 * Leftover characters of a very long line are thrown away.
 * Quits the program if there is no more input (EOF).
 */
void read_input(char text[], int size) {
  if (fgets(text, size, stdin) == NULL) {
    printf("\n[no more input - game stopped]\n");
    exit(EXIT_SUCCESS);
  }
  int length = strlen(text);
  if (length > 0 && text[length - 1] == '\n') {
    text[length - 1] = '\0';
  } else {
    int ch;
    do {
      ch = getchar();
    } while (ch != '\n' && ch != EOF);
  }
}

/**
 * Returns a random die value from 1 to 6.
 */
int random_die(void) {
  return rand() % 6 + 1;
}

/**
 * Draws all the dice next to each other, with their number under them and
 * the word HELD under the dice that are being kept.
 */
void draw_dice(int dice[], bool held[]) {
  for (int i = 0; i < NUM_DICE; i++) {
    printf(" +-----+");
  }
  printf("\n");

  for (int row = 0; row < PICTURE_ROWS; row++) {
    for (int i = 0; i < NUM_DICE; i++) {
      printf(" |%s|", faces[dice[i] - 1][row]);
    }
    printf("\n");
  }

  for (int i = 0; i < NUM_DICE; i++) {
    printf(" +-----+");
  }
  printf("\n");

  for (int i = 0; i < NUM_DICE; i++) {
    printf("   #%d   ", i + 1);
  }
  printf("\n");

  for (int i = 0; i < NUM_DICE; i++) {
    if (held[i]) {
      printf("  HELD  ");
    } else {
      printf("        ");
    }
  }
  printf("\n");
}

/**
 * Lets the player hold and release dice until they type R.
 * held[] keeps its values between the two re-rolls of a turn.
 */
void choose_holds(int dice[], bool held[]) {
  char text[BUFFER_SIZE];
  while (true) {
    printf("Type a die number (1-5) to hold/release it, or R to roll the dice that are not held: ");
    read_input(text, BUFFER_SIZE);

    if (strlen(text) == 1 && (text[0] == 'r' || text[0] == 'R')) {
      return;
    }

    if (strlen(text) == 1 && text[0] >= '1' && text[0] <= '5') {
      int index = text[0] - '1';
      held[index] = !held[index];
      draw_dice(dice, held);
    } else {
      printf("I don't understand \"%s\". Enter 1, 2, 3, 4, 5 or R.\n", text);
    }
  }
}

/**
 * Rolls every die that is not held.
 */
void roll_unheld(int dice[], bool held[]) {
  int rolled = 0;
  for (int i = 0; i < NUM_DICE; i++) {
    if (!held[i]) {
      dice[i] = random_die();
      rolled++;
    }
  }
  if (rolled == 0) {
    printf("All dice are held, so nothing changes.\n");
  }
}

/**
 * Adds up the dice that show the given face value.
 */
int count_points(int dice[], int face) {
  int points = 0;
  for (int i = 0; i < NUM_DICE; i++) {
    if (dice[i] == face) {
      points += face;
    }
  }
  return points;
}

/**
 * Returns how many lines on the sheet are still empty.
 */
int open_line_count(bool filled[]) {
  int count = 0;
  for (int i = 0; i < NUM_LINES; i++) {
    if (!filled[i]) {
      count++;
    }
  }
  return count;
}

/**
 * Finds which line a short name (like "4s") stands for.
 * Returns the line index 0-5, or -1 if the text is not a short name.
 */
int find_line(char text[]) {
  for (int i = 0; i < NUM_LINES; i++) {
    if (strcmp(text, short_names[i]) == 0) {
      return i;
    }
  }
  // also accept a capital S, like "4S"
  if (strlen(text) == 2 && text[1] == 'S' && text[0] >= '1' && text[0] <= '6') {
    return text[0] - '1';
  }
  return -1;
}

/**
 * Picks the line for this turn. With only one open line left it is chosen
 * automatically, otherwise the player types its short name.
 * Returns the index of the line.
 */
int pick_line(bool filled[]) {
  if (open_line_count(filled) == 1) {
    for (int i = 0; i < NUM_LINES; i++) {
      if (!filled[i]) {
        printf("Last open line is %s, scoring there automatically.\n", long_names[i]);
        return i;
      }
    }
  }

  char text[BUFFER_SIZE];
  while (true) {
    printf("Score these dice as 1s, 2s, 3s, 4s, 5s or 6s? ");
    read_input(text, BUFFER_SIZE);
    int line = find_line(text);
    if (line == -1) {
      printf("Type the short name of a line, like 3s.\n");
    } else if (filled[line]) {
      printf("%s is already filled in, pick an empty line.\n", long_names[line]);
    } else {
      return line;
    }
  }
}

/**
 * Prints the score sheet. Empty lines show "--".
 */
void show_sheet(int points[], bool filled[]) {
  int total = 0;
  printf("\n  SCORE SHEET\n");
  for (int i = 0; i < NUM_LINES; i++) {
    if (filled[i]) {
      printf("  %s  %-6s : %2d\n", short_names[i], long_names[i], points[i]);
      total += points[i];
    } else {
      printf("  %s  %-6s : --\n", short_names[i], long_names[i]);
    }
  }
  printf("  Total      : %2d\n\n", total);
}

/**
 * Plays one turn of the game and writes the result on the sheet.
 */
void take_turn(int turn, int points[], bool filled[]) {
  int dice[NUM_DICE];
  bool held[NUM_DICE];

  for (int i = 0; i < NUM_DICE; i++) {
    held[i] = false;
    dice[i] = random_die();
  }

  printf("=============== Turn %d ===============\n", turn);
  printf("Roll 1 of %d\n", ROLLS_PER_TURN);
  draw_dice(dice, held);

  for (int roll = 2; roll <= ROLLS_PER_TURN; roll++) {
    choose_holds(dice, held);
    roll_unheld(dice, held);
    printf("Roll %d of %d\n", roll, ROLLS_PER_TURN);
    draw_dice(dice, held);
  }

  int line = pick_line(filled);
  points[line] = count_points(dice, line + 1);
  filled[line] = true;
  printf("%s: %d points.\n", long_names[line], points[line]);
}

int main(void) {
  srand(time(NULL));

  int points[NUM_LINES];
  bool filled[NUM_LINES];
  for (int i = 0; i < NUM_LINES; i++) {
    points[i] = 0;
    filled[i] = false;
  }

  printf("Welcome to Yahtzee!\n");
  printf("Hold the dice you like, roll the rest. You get 3 rolls per turn.\n\n");

  for (int turn = 1; turn <= NUM_TURNS; turn++) {
    take_turn(turn, points, filled);
    show_sheet(points, filled);
  }

  int total = 0;
  for (int i = 0; i < NUM_LINES; i++) {
    total += points[i];
  }
  printf("Final score: %d\n", total);
  return 0;
}
