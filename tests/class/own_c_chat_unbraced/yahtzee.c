// yahtzee.c - one-player Yahtzee, upper section (Ones..Sixes), six turns.
// The game talks like a chat: every line it prints starts with "Game: "
// and the player types after the prompt "You: ".
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define TURNS 6
#define ROLLS 3
#define ANSWER_SIZE 100
#define FREE_LINE -1

// Names of the score lines, Ones first.
const char *line_names[LINES] = {"ones", "twos", "threes",
                                 "fours", "fives", "sixes"};

// Returns one random die value 1-6.
int roll_die(void) {
  return rand() % 6 + 1;
}

// Reads the player's answer after the "You: " prompt, without the newline.
// Leaves the game politely at end of input. Returns 0 if the answer was too
// long for the buffer (the rest of that line is skipped), 1 otherwise.
int hear_answer(char answer[]) {
  printf("You: ");
  if (fgets(answer, ANSWER_SIZE, stdin) == NULL) {
    printf("\nGame: You have gone quiet, so the game ends here. Bye!\n");
    exit(0);
  }
  size_t length = strlen(answer);
  if (length > 0 && answer[length - 1] == '\n') {
    answer[length - 1] = '\0';
    return 1;
  }
  if (feof(stdin))
    return 1;
  int skipped = getchar();
  while (skipped != '\n' && skipped != EOF)
    skipped = getchar();
  return 0;
}

// Lowercases the answer and trims whitespace from both ends, in place.
void trim_answer(char answer[]) {
  int start = 0;
  while (answer[start] != '\0' && isspace((unsigned char)answer[start]))
    start++;
  int length = 0;
  for (; answer[start + length] != '\0'; length++)
    answer[length] = (char)tolower((unsigned char)answer[start + length]);
  answer[length] = '\0';
  while (length > 0 && isspace((unsigned char)answer[length - 1]))
    answer[--length] = '\0';
}

// Returns 1 if symbol separates positions in an answer.
int is_gap(char symbol) {
  return symbol == ' ' || symbol == ',';
}

// Fills picked[] from an answer such as "2 4 5". Returns 1 only if every
// position is a single digit 1-5, none repeats and at least one is given.
int pick_positions(const char answer[], int picked[]) {
  int count = 0;
  for (int i = 0; i < DICE; i++)
    picked[i] = 0;
  for (int index = 0; answer[index] != '\0'; index++) {
    if (is_gap(answer[index]))
      continue;
    char symbol = answer[index];
    char after = answer[index + 1];
    if (symbol < '1' || symbol > '5' || (after != '\0' && !is_gap(after)))
      return 0;
    if (picked[symbol - '1'])
      return 0;
    picked[symbol - '1'] = 1;
    count++;
  }
  return count > 0;
}

// Turns an answer into picked[] positions to re-roll. Returns 1 if valid.
int understand_reroll(const char answer[], int picked[]) {
  if (strcmp(answer, "all") == 0 || strcmp(answer, "none") == 0) {
    int value = strcmp(answer, "all") == 0;
    for (int i = 0; i < DICE; i++)
      picked[i] = value;
    return 1;
  }
  return pick_positions(answer, picked);
}

// Asks which dice to re-roll until the player gives a valid answer,
// then re-rolls the chosen dice.
void reroll_dice(int dice[]) {
  char answer[ANSWER_SIZE];
  int picked[DICE];
  int valid = 0;
  while (!valid) {
    printf("Game: Which dice should I roll again? (positions like 1 3 5, "
           "'all' or 'none')\n");
    int fits = hear_answer(answer);
    trim_answer(answer);
    valid = fits && understand_reroll(answer, picked);
    if (!valid)
      printf("Game: Sorry, I need positions 1-5, each once, or all/none.\n");
  }
  for (int i = 0; i < DICE; i++)
    if (picked[i])
      dice[i] = roll_die();
}

// Shows the dice in a chat line, with positions on the line below.
void show_dice(const int dice[], int turn, int roll) {
  printf("Game: Turn %d of %d, roll %d of %d:", turn, TURNS, roll, ROLLS);
  for (int i = 0; i < DICE; i++)
    printf(" %d", dice[i]);
  printf("\nGame:         (positions:    1 2 3 4 5)\n");
}

// Returns the sum of the filled lines of the sheet.
int sheet_total(const int sheet[]) {
  int total = 0;
  for (int line = 0; line < LINES; line++)
    if (sheet[line] != FREE_LINE)
      total += sheet[line];
  return total;
}

// Shows the score sheet, one chat line per score line.
void show_sheet(const int sheet[]) {
  for (int line = 0; line < LINES; line++)
    if (sheet[line] == FREE_LINE)
      printf("Game:   %d %-7s -\n", line + 1, line_names[line]);
    else
      printf("Game:   %d %-7s %d\n", line + 1, line_names[line], sheet[line]);
  printf("Game:   total     %d\n", sheet_total(sheet));
}

// Returns the line named by a number 1-6 or a name, or -1 if none.
int line_named(const char answer[]) {
  if (strlen(answer) == 1 && answer[0] >= '1' && answer[0] <= '6')
    return answer[0] - '1';
  for (int line = 0; line < LINES; line++)
    if (strcmp(answer, line_names[line]) == 0)
      return line;
  return -1;
}

// Asks for a free line until the player names one, and returns it.
int pick_line(const int sheet[]) {
  char answer[ANSWER_SIZE];
  while (1) {
    printf("Game: Which line should I fill in? (1-6 or ones..sixes)\n");
    int fits = hear_answer(answer);
    trim_answer(answer);
    int line = fits ? line_named(answer) : -1;
    if (line == -1)
      printf("Game: I don't know that line. Try 1-6 or a name.\n");
    else if (sheet[line] != FREE_LINE)
      printf("Game: %s is already filled in.\n", line_names[line]);
    else
      return line;
  }
}

// Returns the score of the dice on a line (the sum of that face).
int line_score(const int dice[], int line) {
  int score = 0;
  for (int i = 0; i < DICE; i++)
    if (dice[i] == line + 1)
      score += dice[i];
  return score;
}

// Plays one turn: first roll, two re-roll questions, then scoring.
void play_turn(int sheet[], int turn) {
  int dice[DICE];
  for (int i = 0; i < DICE; i++)
    dice[i] = roll_die();
  for (int roll = 1; roll < ROLLS; roll++) {
    show_dice(dice, turn, roll);
    reroll_dice(dice);
  }
  show_dice(dice, turn, ROLLS);
  show_sheet(sheet);
  int line = pick_line(sheet);
  sheet[line] = line_score(dice, line);
  printf("Game: %d points go on %s.\n", sheet[line], line_names[line]);
}

// Seeds the dice, plays six turns and announces the total.
int main(void) {
  srand((unsigned int)time(NULL));
  int sheet[LINES];
  for (int line = 0; line < LINES; line++)
    sheet[line] = FREE_LINE;
  printf("Game: Hello! Let's play Yahtzee (Ones to Sixes only).\n");
  for (int turn = 1; turn <= TURNS; turn++)
    play_turn(sheet, turn);
  printf("Game: All six turns are done. Your sheet:\n");
  show_sheet(sheet);
  printf("Game: Final total: %d. Thanks for playing!\n", sheet_total(sheet));
  return 0;
}
