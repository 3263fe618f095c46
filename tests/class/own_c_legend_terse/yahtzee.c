/*
 * yahtzee.c - minimal Yahtzee, upper section only, six turns.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define TURNS 6
#define REROLLS 2
#define BUF 64

/* Read one line without its newline. Returns 1 if it fit, 0 if too long
 * (the rest is discarded). Exits quietly at end of input. */
int read_line(char* buf, int size) {
  if (fgets(buf, size, stdin) == NULL)
    exit(0);
  int len = (int)strlen(buf);
  if (len > 0 && buf[len - 1] == '\n') {
    buf[len - 1] = '\0';
    return 1;
  }
  if (len < size - 1)
    return 1;
  int ch = getchar();
  while (ch != '\n' && ch != EOF)
    ch = getchar();
  return 0;
}

/* Print the one-time legend explaining the answers. */
void print_legend(void) {
  printf("yahtzee - 6 turns, lines 1-6 (ones..sixes)\n");
  printf("dice print as 5 digits, positions 1-5 left to right\n");
  printf(">>   re-roll: positions e.g. 245 | Enter = keep all\n");
  printf("L>>  line: 1-6, each once\n\n");
}

/* Roll the dice flagged in reroll[]. */
void roll(int dice[], const int reroll[]) {
  for (int i = 0; i < DICE; i++)
    if (reroll[i])
      dice[i] = rand() % 6 + 1;
}

/* Print the dice as a single run of digits. */
void show(const int dice[]) {
  for (int i = 0; i < DICE; i++)
    printf("%d", dice[i]);
  printf("\n");
}

/* Parse positions like "245" into reroll[]. Returns the number chosen,
 * 0 for an empty answer, or -1 if the answer is invalid. */
int parse_reroll(const char* text, int reroll[]) {
  int count = 0;
  for (int i = 0; i < DICE; i++)
    reroll[i] = 0;
  for (int i = 0; text[i] != '\0'; i++) {
    if (text[i] < '1' || text[i] > '5')
      return -1;
    if (reroll[text[i] - '1'])
      return -1;
    reroll[text[i] - '1'] = 1;
    count++;
  }
  return count;
}

/* Ask ">> " until a valid re-roll answer is given. Returns dice chosen (0 = keep). */
int ask_reroll(int reroll[]) {
  char buf[BUF];
  while (1) {
    printf(">> ");
    if (read_line(buf, BUF)) {
      int count = parse_reroll(buf, reroll);
      if (count >= 0)
        return count;
    }
    printf("?\n");
  }
}

/* Ask "L>> " until an open line 1-6 is given. Returns the line index. */
int ask_line(const int used[]) {
  char buf[BUF];
  while (1) {
    printf("L>> ");
    if (read_line(buf, BUF) && strlen(buf) == 1 && buf[0] >= '1' && buf[0] <= '6')
      if (!used[buf[0] - '1'])
        return buf[0] - '1';
    printf("?\n");
  }
}

/* Score of a line: sum of dice showing face line+1. */
int score(const int dice[], int line) {
  int sum = 0;
  for (int i = 0; i < DICE; i++)
    if (dice[i] == line + 1)
      sum += dice[i];
  return sum;
}

/* Play a single turn; record the score and mark the line used. */
void turn(int scores[], int used[]) {
  int dice[DICE] = {0, 0, 0, 0, 0};
  int reroll[DICE] = {1, 1, 1, 1, 1};
  roll(dice, reroll);
  show(dice);
  for (int r = 0; r < REROLLS; r++) {
    if (ask_reroll(reroll) == 0)
      break;
    roll(dice, reroll);
    show(dice);
  }
  int line = ask_line(used);
  used[line] = 1;
  scores[line] = score(dice, line);
  printf("+%d\n", scores[line]);
}

/* Play six turns and print the sheet and the total. */
int main(void) {
  int scores[LINES] = {0, 0, 0, 0, 0, 0};
  int used[LINES] = {0, 0, 0, 0, 0, 0};
  int total = 0;
  srand((unsigned int)time(NULL));
  print_legend();
  for (int t = 0; t < TURNS; t++)
    turn(scores, used);
  for (int line = 0; line < LINES; line++) {
    printf("%d: %2d\n", line + 1, scores[line]);
    total += scores[line];
  }
  printf("=  %2d\n", total);
  return 0;
}
