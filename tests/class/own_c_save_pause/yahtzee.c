/*
 * Yahtzee, Ones to Sixes. The game can be saved between turns and loaded
 * again at the start. Dice to re-roll are named one at a time.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define SAVE_FILE "yahtzee.sav"

const char *NAMES[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Reads a line of input; ends the game when input ends. */
void read_line(char text[], int size) {
  if (fgets(text, size, stdin) == NULL) {
    printf("\nNo more input. The game has ended.\n");
    exit(0);
  }
  char *newline = strchr(text, '\n');
  if (newline != NULL) {
    *newline = '\0';
  } else {
    int extra = getchar();
    while (extra != '\n' && extra != EOF) {
      extra = getchar();
    }
  }
}

/* Asks a yes or no question until y or n comes. */
bool ask_yes_no(const char *question) {
  char answer[32];
  while (true) {
    printf("%s (y/n) ", question);
    read_line(answer, sizeof answer);
    if (strcmp(answer, "y") == 0 || strcmp(answer, "n") == 0) {
      return answer[0] == 'y';
    }
    printf("Please answer y or n.\n");
  }
}

/* Loads a saved sheet if the player wants one and it exists. */
void load_game(int sheet[]) {
  if (!ask_yes_no("Load a saved game?")) {
    return;
  }
  FILE *saved = fopen(SAVE_FILE, "r");
  if (saved == NULL) {
    printf("There is no saved game; starting a new one.\n");
    return;
  }
  for (int line = 0; line < LINES; line++) {
    if (fscanf(saved, "%d", &sheet[line]) != 1) {
      sheet[line] = -1;
    }
  }
  fclose(saved);
}

/* Writes the sheet to the save file. */
void save_game(const int sheet[]) {
  FILE *saved = fopen(SAVE_FILE, "w");
  if (saved == NULL) {
    printf("Could not save the game.\n");
    return;
  }
  for (int line = 0; line < LINES; line++) {
    fprintf(saved, "%d\n", sheet[line]);
  }
  fclose(saved);
  printf("Game saved.\n");
}

/* Shows each die on its own line. */
void show_dice(int roll, const int dice[]) {
  printf("Roll %d:\n", roll);
  for (int i = 0; i < DICE; i++) {
    printf("  die %d: %d\n", i + 1, dice[i]);
  }
}

/* Asks for the dice to re-roll, one at a time, until 0; returns false if none. */
bool choose_rerolls(bool chosen[]) {
  char answer[32];
  bool any = false;
  for (int i = 0; i < DICE; i++) {
    chosen[i] = false;
  }
  while (true) {
    printf("Die to re-roll (1-5), or 0 when done: ");
    read_line(answer, sizeof answer);
    int die = atoi(answer);
    if (strlen(answer) != 1 || answer[0] < '0' || answer[0] > '9') {
      printf("That is not a number, try again.\n");
    } else if (die == 0 || die > DICE) {
      return any;
    } else if (chosen[die - 1]) {
      printf("Die %d is already chosen.\n", die);
    } else {
      chosen[die - 1] = true;
      any = true;
      printf("Die %d will be re-rolled.\n", die);
    }
  }
}

/* Asks for an open line by number. */
int choose_line(const int sheet[]) {
  char answer[32];
  printf("Score sheet:\n");
  for (int line = 0; line < LINES; line++) {
    if (sheet[line] < 0) {
      printf("  %d. %-6s : --\n", line + 1, NAMES[line]);
    } else {
      printf("  %d. %-6s : %d\n", line + 1, NAMES[line], sheet[line]);
    }
  }
  while (true) {
    printf("Which line do you want to score (1-6)? ");
    read_line(answer, sizeof answer);
    int line = answer[0] - '1';
    if (strlen(answer) == 1 && line >= 0 && line < LINES && sheet[line] < 0) {
      return line;
    }
    printf("Pick an open line, 1 to 6.\n");
  }
}

/* Plays one turn and writes its points on the sheet. */
void play_turn(int turn, int sheet[]) {
  int dice[DICE];
  bool chosen[DICE];
  printf("\n=== Turn %d ===\n", turn);
  for (int i = 0; i < DICE; i++) {
    dice[i] = rand() % 6 + 1;
  }
  show_dice(1, dice);
  for (int roll = 2; roll <= 3 && choose_rerolls(chosen); roll++) {
    for (int i = 0; i < DICE; i++) {
      if (chosen[i]) {
        dice[i] = rand() % 6 + 1;
      }
    }
    show_dice(roll, dice);
  }
  int line = choose_line(sheet);
  sheet[line] = 0;
  for (int i = 0; i < DICE; i++) {
    if (dice[i] == line + 1) {
      sheet[line] += dice[i];
    }
  }
  printf("You got %d points on %s.\n", sheet[line], NAMES[line]);
}

/* Asks whether to go on or to save and quit; returns true to go on. */
bool keep_playing(const int sheet[]) {
  char answer[32];
  while (true) {
    printf("Press Enter to continue, or type s to save and quit: ");
    read_line(answer, sizeof answer);
    if (answer[0] == '\0') {
      return true;
    }
    if (strcmp(answer, "s") == 0) {
      save_game(sheet);
      return false;
    }
    printf("Just press Enter, or type s.\n");
  }
}

int main(void) {
  int sheet[LINES] = {-1, -1, -1, -1, -1, -1};
  srand((unsigned) time(NULL));
  printf("*** Welcome to Yahtzee! ***\n");
  load_game(sheet);
  int filled = 0;
  for (int line = 0; line < LINES; line++) {
    if (sheet[line] >= 0) {
      filled++;
    }
  }
  for (int turn = filled + 1; turn <= LINES; turn++) {
    play_turn(turn, sheet);
    if (turn < LINES && !keep_playing(sheet)) {
      return 0;
    }
  }
  int total = 0;
  for (int line = 0; line < LINES; line++) {
    total += sheet[line];
  }
  remove(SAVE_FILE);
  printf("\nFinal score: %d\n", total);
  return 0;
}
