/*
 * Yahtzee, upper section only (homework 3)
 * Six turns; each turn roll five dice, re-roll any of them up to twice,
 * then score the dice on a line that is still open.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define BUFSIZE 128

static const char *LINE_NAMES[LINES] = {"ones", "twos", "threes", "fours", "fives", "sixes"};

/* Read one line of input into buf without the newline. Ends the game at end of input. */
static void read_line(char *buf, int size) {
  if (fgets(buf, size, stdin) == NULL) {
    printf("\nNo more input. Bye!\n");
    exit(0);
  }
  size_t len = strlen(buf);
  if (len > 0 && buf[len - 1] == '\n') {
    buf[len - 1] = '\0';
  } else {
    int c;
    while ((c = getchar()) != '\n' && c != EOF) {
    }
  }
}

/* Print the dice with their die numbers above them. */
static void show_dice(const int dice[]) {
  printf("   die:  1 2 3 4 5\n");
  printf("  face:  ");
  for (int i = 0; i < DICE; i++) {
    printf("%d ", dice[i]);
  }
  printf("\n");
}

/* Parse which dice to re-roll: numbers 1-5 with spaces, no repeats. Returns 0 if bad. */
static int parse_rerolls(const char *buf, int reroll[]) {
  for (int i = 0; i < DICE; i++) {
    reroll[i] = 0;
  }
  for (const char *p = buf; *p != '\0'; p++) {
    if (*p == ' ') {
      continue;
    }
    if (*p < '1' || *p > '5' || reroll[*p - '1']) {
      return 0;
    }
    if (p[1] != '\0' && p[1] != ' ') {
      return 0;
    }
    reroll[*p - '1'] = 1;
  }
  return 1;
}

/* Let the player re-roll some dice, twice at most; Enter keeps them all and stops. */
static void reroll_dice(int dice[]) {
  char buf[BUFSIZE];
  int reroll[DICE];
  for (int chance = 1; chance <= 2; chance++) {
    printf("Re-roll which dice? Type die numbers like 1 3 5, or just Enter to keep them (%d of 2): ",
           chance);
    read_line(buf, sizeof buf);
    while (!parse_rerolls(buf, reroll)) {
      printf("Use die numbers 1 to 5, each once, with spaces between: ");
      read_line(buf, sizeof buf);
    }
    int any = 0;
    for (int i = 0; i < DICE; i++) {
      if (reroll[i]) {
        dice[i] = rand() % 6 + 1;
        any = 1;
      }
    }
    if (!any) {
      return;
    }
    show_dice(dice);
  }
}

/* What the dice score on a line (0 = ones): the sum of the dice showing its face. */
static int score_for(const int dice[], int line) {
  int sum = 0;
  for (int i = 0; i < DICE; i++) {
    if (dice[i] == line + 1) {
      sum += dice[i];
    }
  }
  return sum;
}

/* Which line does the answer name? A number 1-6 or a name like "fours". -1 if none. */
static int line_index(const char *buf) {
  for (int i = 0; i < LINES; i++) {
    if (strcasecmp(buf, LINE_NAMES[i]) == 0) {
      return i;
    }
  }
  return -1;
}

/* Print the score sheet; a dot marks a line not used yet. */
static void show_sheet(const int scores[], const int used[]) {
  printf("\n  Line     Score\n");
  for (int i = 0; i < LINES; i++) {
    if (used[i]) {
      printf("  %d %-7s %3d\n", i + 1, LINE_NAMES[i], scores[i]);
    } else {
      printf("  %d %-7s   .\n", i + 1, LINE_NAMES[i]);
    }
  }
}

/* Ask for a line that is still open and return its index (0-5). */
static int choose_line(const int used[]) {
  char buf[BUFSIZE];
  printf("Which line? (a number 1-6 or its name): ");
  for (;;) {
    read_line(buf, sizeof buf);
    int idx;
    if (isdigit((unsigned char)buf[0])) {
      int n = atoi(buf);
      if (n < 1 || n > LINES || strlen(buf) > 1) {
        printf("There is no line %s. Pick 1-6: ", buf);
        continue;
      }
      idx = n - 1;
    } else {
      idx = line_index(buf);
    }
    if (used[idx]) {
      printf("You already scored %s. Pick another: ", LINE_NAMES[idx]);
      continue;
    }
    if (idx < 0) {
      printf("I don't know that line. Pick 1-6 or a name: ");
      continue;
    }
    return idx;
  }
}

/* Play the six turns and print the final score. */
int main(void) {
  int dice[DICE];
  int scores[LINES] = {0};
  int used[LINES] = {0};
  int total = 0;
  srand((unsigned)time(NULL));
  printf("Welcome to Yahtzee (upper section)!\n");
  for (int turn = 1; turn <= 6; turn++) {
    printf("\n--- Turn %d ---\n", turn);
    for (int i = 0; i < DICE; i++) {
      dice[i] = rand() % 6 + 1;
    }
    show_dice(dice);
    reroll_dice(dice);
    show_sheet(scores, used);
    int line = choose_line(used);
    scores[line] = score_for(dice, line);
    used[line] = 1;
    total += scores[line];
    printf("%s: %d points. Running total: %d\n", LINE_NAMES[line], scores[line], total);
  }
  show_sheet(scores, used);
  printf("\nFinal score: %d\n", total);
  return 0;
}
