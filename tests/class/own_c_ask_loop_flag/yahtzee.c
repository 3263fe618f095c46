/*
 * Homework: Yahtzee (six turns, the lines Ones to Sixes)
 *
 * Each turn rolls five dice. The player may re-roll any of them twice,
 * naming their positions (like 2 5), or keep them all with 0. Then the
 * dice go on an open line, chosen by its number. One function asks
 * every question, the kind of question picked by its first parameter.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6
#define NUM_TURNS 6
#define NUM_REROLLS 2
#define ANSWER_SIZE 64

enum question { ASK_DICE, ASK_LINE };

static const char *LINE_NAMES[NUM_LINES] = {"Ones", "Twos", "Threes",
                                            "Fours", "Fives", "Sixes"};

/* Read one line of input into answer; end the game when input ends. */
static void read_answer(char answer[], int size) {
  if (fgets(answer, size, stdin) == NULL) {
    printf("\nInput ended. Goodbye.\n");
    exit(0);
  }
  if (strchr(answer, '\n') == NULL) {
    int ch = getchar();
    while (ch != '\n' && ch != EOF) {
      ch = getchar();
    }
  }
  answer[strcspn(answer, "\n")] = '\0';
}

/* Roll one die. */
static int roll_die(void) { return rand() % 6 + 1; }

/* Print the dice with their positions above them. */
static void show_dice(const int dice[]) {
  printf("  pos:  1 2 3 4 5\n  dice:");
  for (int i = 0; i < NUM_DICE; i++) {
    printf(" %d", dice[i]);
  }
  printf("\n");
}

/* The points the dice give a line (index 0 for Ones). */
static int line_points(const int dice[], int line) {
  int points = 0;
  for (int i = 0; i < NUM_DICE; i++) {
    if (dice[i] == line + 1) {
      points += line + 1;
    }
  }
  return points;
}

/*
 * Ask a question until its answer is good. For ASK_DICE, chosen gets a 1
 * for each die to re-roll and the result is how many; for ASK_LINE, the
 * result is the index of an open line.
 */
static int ask(enum question kind, int chosen[], const int used[]) {
  char answer[ANSWER_SIZE];
  while (1) {
    printf(kind == ASK_DICE ? "Re-roll which dice (0 keeps all)? " : "Which line (1-6)? ");
    read_answer(answer, ANSWER_SIZE);
    if (kind == ASK_DICE) {
      int count = 0, good = 1;
      memset(chosen, 0, NUM_DICE * sizeof chosen[0]);
      if (strcmp(answer, "0") == 0) {
        return 0;
      }
      for (int i = 0; answer[i] != '\0' && good; i++) {
        int place = answer[i] - '0';
        if (answer[i] == ' ') {
          continue;
        }
        good = place >= 1 && place <= NUM_DICE && !chosen[place - 1];
        if (good) {
          chosen[place - 1] = 1;
          count++;
        }
      }
      if (good && count > 0) {
        return count;
      }
      printf("  Give positions 1-5, each once, or 0.\n");
    }
    if (kind == ASK_LINE) {
      int line = answer[0] - '1';
      if (strlen(answer) != 1 || line < 0 || line >= NUM_LINES) {
        printf("  Give one line number from 1 to 6.\n");
        continue;
      }
      if (used[line]) {
        printf("  %s is already used.\n", LINE_NAMES[line]);
        continue;
      }
      return line;
    }
  }
}

/* Play one turn; record the line chosen and return its points. */
static int play_turn(int turn, int used[], int points[]) {
  int dice[NUM_DICE], chosen[NUM_DICE];
  printf("\n--- Turn %d of %d ---\n", turn, NUM_TURNS);
  for (int i = 0; i < NUM_DICE; i++) {
    dice[i] = roll_die();
  }
  show_dice(dice);
  for (int reroll = 0; reroll < NUM_REROLLS; reroll++) {
    if (ask(ASK_DICE, chosen, used) == 0) {
      break;
    }
    for (int i = 0; i < NUM_DICE; i++) {
      dice[i] = chosen[i] ? roll_die() : dice[i];
    }
    show_dice(dice);
  }
  int line = ask(ASK_LINE, chosen, used);
  used[line] = 1;
  points[line] = line_points(dice, line);
  return points[line];
}

int main(void) {
  int used[NUM_LINES] = {0}, points[NUM_LINES] = {0};
  int total = 0;
  srand((unsigned)time(NULL));
  for (int turn = 1; turn <= NUM_TURNS; turn++) {
    int gained = play_turn(turn, used, points);
    total += gained;
    printf("%d points. Running total: %d\n", gained, total);
  }
  printf("\nFinal score: %d\n", total);
  return 0;
}
