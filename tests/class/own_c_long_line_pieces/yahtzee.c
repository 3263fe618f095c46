/*
 * Yahtzee (upper section only) -- CSC 161 homework
 *
 * Six turns. Each turn: roll 5 dice, then up to two re-rolls of any
 * dice you like, then put the dice on a line of the score sheet you
 * have not used yet. The player talks to the game with short commands:
 *
 *     roll 1 3 5     re-roll dice 1, 3 and 5
 *     keep           keep all the dice this time
 *     score 4        score the dice on line 4 (Fours); "score fours" works too
 */
#define _POSIX_C_SOURCE 199309L

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE_COUNT 5
#define LINE_COUNT 6
#define TURN_COUNT 6
#define REROLL_COUNT 2
#define COMMAND_SIZE 16
#define SPIN_FRAMES 6
#define SPIN_DELAY_MS 2

/* colours and other terminal tricks */
#define CLS "\033[2J\033[H"
#define PLAIN "\033[0m"
#define HIGHLIGHT "\033[1;32m"
#define WARN "\033[1;31m"
#define DICE_COLOR "\033[1;36m"
#define BEEP "\a"

const char *LINE_NAMES[LINE_COUNT] = {"ones", "twos", "threes", "fours", "fives", "sixes"};
const char SPINNER[4] = {'|', '/', '-', '\\'};

void sleep_millis(int millis);
int random_die(void);
void warn(const char *message);
bool read_command(char *buffer, int size);
void quit_game(void);
void print_header(int turn, const int scores[], const bool used[]);
void print_dice(const int dice[]);
void spin_and_roll(int dice[], const bool selected[]);
bool parse_roll_command(char *command, bool selected[]);
void ask_reroll(int rerolls_left, bool selected[]);
int parse_line(const char *word);
int ask_score_line(const bool used[]);
int line_points(const int dice[], int line);
void play_turn(int turn, int scores[], bool used[]);

int main(void) {
  int scores[LINE_COUNT] = {0};
  bool used[LINE_COUNT] = {false};
  int total = 0;

  srand((unsigned int) time(NULL));

  for (int turn = 1; turn <= TURN_COUNT; turn++) {
    play_turn(turn, scores, used);
  }

  print_header(TURN_COUNT, scores, used);
  for (int line = 0; line < LINE_COUNT; line++) {
    total += scores[line];
  }
  printf(HIGHLIGHT ">>> Game over! Final total: %d <<<" PLAIN "\n", total);
  return 0;
}

/* Sleeps for a number of milliseconds (less than one second). */
void sleep_millis(int millis) {
  struct timespec delay = {0, millis * 1000000L};
  nanosleep(&delay, NULL);
}

/* One roll of a six-sided die. */
int random_die(void) {
  return rand() % 6 + 1;
}

/* Beeps and prints a warning in red on its own line. */
void warn(const char *message) {
  printf(BEEP WARN "  %s" PLAIN "\n", message);
}

/* Reads one command line into buffer. Returns false at end of input. */
bool read_command(char *buffer, int size) {
  if (fgets(buffer, size, stdin) == NULL) {
    return false;
  }
  buffer[strcspn(buffer, "\n")] = '\0';
  return true;
}

/* Leaves the game when the input runs out. */
void quit_game(void) {
  printf("\nEnd of input -- leaving the game.\n");
  exit(0);
}

/* Clears the screen and shows the title and score sheet. */
void print_header(int turn, const int scores[], const bool used[]) {
  printf(CLS HIGHLIGHT);
  printf("  ##  Y A H T Z E E  ##   turn %d of %d\n" PLAIN, turn, TURN_COUNT);
  printf("  -----------------------------\n");
  for (int line = 0; line < LINE_COUNT; line++) {
    if (used[line]) {
      printf("  %d %-7s %3d\n", line + 1, LINE_NAMES[line], scores[line]);
    } else {
      printf("  %d %-7s   -\n", line + 1, LINE_NAMES[line]);
    }
  }
  printf("  -----------------------------\n\n");
}

/* Draws the dice in a row of boxes with the die numbers underneath. */
void print_dice(const int dice[]) {
  printf("  +---+---+---+---+---+\n  |");
  for (int i = 0; i < DICE_COUNT; i++) {
    printf(DICE_COLOR " %d " PLAIN "|", dice[i]);
  }
  printf("\n  +---+---+---+---+---+\n");
  printf("    1   2   3   4   5\n\n");
}

/* Spins the selected dice for a moment, then rolls them for real.
 * Nothing happens if no die is selected ("keep"). */
void spin_and_roll(int dice[], const bool selected[]) {
  int count = 0;
  for (int i = 0; i < DICE_COUNT; i++) {
    if (selected[i]) {
      count++;
    }
  }
  if (count == 0) {
    return;
  }

  for (int frame = 0; frame < SPIN_FRAMES; frame++) {
    printf("\r  %c rolling ", SPINNER[frame % 4]);
    for (int i = 0; i < DICE_COUNT; i++) {
      if (selected[i]) {
        printf("%d ", random_die());
      } else {
        printf("%d ", dice[i]);
      }
    }
    fflush(stdout);
    sleep_millis(SPIN_DELAY_MS);
  }
  printf("\r\033[K");

  for (int i = 0; i < DICE_COUNT; i++) {
    if (selected[i]) {
      dice[i] = random_die();
    }
  }
}

/*
 * Understands "keep" and "roll N N ...". Fills in selected (true means
 * re-roll that die). Prints a warning and returns false if the command
 * makes no sense.
 */
bool parse_roll_command(char *command, bool selected[]) {
  for (int i = 0; i < DICE_COUNT; i++) {
    selected[i] = false;
  }

  char *word = strtok(command, " ");
  if (word == NULL) {
    warn("Type a command: roll 1 3 5  or  keep");
    return false;
  }
  if (strcmp(word, "keep") == 0) {
    if (strtok(NULL, " ") != NULL) {
      warn("'keep' does not take any numbers.");
      return false;
    }
    return true;
  }
  if (strcmp(word, "roll") != 0) {
    warn("Unknown command. Use: roll 1 3 5  or  keep");
    return false;
  }

  int how_many = 0;
  for (word = strtok(NULL, " "); word != NULL; word = strtok(NULL, " ")) {
    if (strlen(word) != 1 || word[0] < '1' || word[0] > '5') {
      warn("Dice are numbered 1 to 5.");
      return false;
    }
    if (selected[word[0] - '1']) {
      warn("You named the same die twice.");
      return false;
    }
    selected[word[0] - '1'] = true;
    how_many++;
  }
  if (how_many == 0) {
    warn("Roll which dice? Example: roll 2 4");
    return false;
  }
  return true;
}

/* Asks for a roll/keep command until a good one is typed. */
void ask_reroll(int rerolls_left, bool selected[]) {
  char command[COMMAND_SIZE];
  bool ok = false;

  while (!ok) {
    printf("[%d re-roll%s left] roll <dice> | keep > ", rerolls_left,
           rerolls_left == 1 ? "" : "s");
    fflush(stdout);
    if (!read_command(command, COMMAND_SIZE)) {
      quit_game();
    }
    ok = parse_roll_command(command, selected);
  }
}

/* Turns "4" or "fours" into line index 3; returns -1 if it is neither. */
int parse_line(const char *word) {
  if (strlen(word) == 1 && word[0] >= '1' && word[0] <= '6') {
    return word[0] - '1';
  }
  for (int line = 0; line < LINE_COUNT; line++) {
    if (strcmp(word, LINE_NAMES[line]) == 0) {
      return line;
    }
  }
  return -1;
}

/* Asks for a "score <line>" command naming an unused line. */
int ask_score_line(const bool used[]) {
  char command[COMMAND_SIZE];

  while (true) {
    printf("score <line> > ");
    fflush(stdout);
    if (!read_command(command, COMMAND_SIZE)) {
      quit_game();
    }
    char *word = strtok(command, " ");
    char *line_word = strtok(NULL, " ");
    if (word == NULL || strcmp(word, "score") != 0 || line_word == NULL ||
        strtok(NULL, " ") != NULL) {
      warn("Use: score 4  or  score fours");
      continue;
    }
    int line = parse_line(line_word);
    if (line == -1) {
      warn("There is no line like that (1-6 or ones..sixes).");
    } else if (used[line]) {
      warn("That line is already used.");
    } else {
      return line;
    }
  }
}

/* Points for the dice on a line: add up the dice equal to line + 1. */
int line_points(const int dice[], int line) {
  int points = 0;
  for (int i = 0; i < DICE_COUNT; i++) {
    if (dice[i] == line + 1) {
      points += dice[i];
    }
  }
  return points;
}

/* Plays a turn from the first roll to writing down the score. */
void play_turn(int turn, int scores[], bool used[]) {
  int dice[DICE_COUNT] = {0};
  bool selected[DICE_COUNT] = {true, true, true, true, true};

  print_header(turn, scores, used);
  spin_and_roll(dice, selected);
  print_dice(dice);

  for (int rerolls_left = REROLL_COUNT; rerolls_left > 0; rerolls_left--) {
    ask_reroll(rerolls_left, selected);
    spin_and_roll(dice, selected);
    print_dice(dice);
  }

  int line = ask_score_line(used);
  scores[line] = line_points(dice, line);
  used[line] = true;
  printf(HIGHLIGHT "  %d points for %s!" PLAIN "\n", scores[line], LINE_NAMES[line]);
  sleep_millis(5);
}
