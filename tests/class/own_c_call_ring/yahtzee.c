/*
 * Simplified Yahtzee in six turns. The dice are shown as "Dice: 4 2 6 1 1", the dice to
 * re-roll are typed as positions with spaces ("1 3 5", 0 keeps all), and a line is chosen
 * by its number (1-6).
 *
 * The fault (Functions): there is no loop of turns or of rolls. Each step ends by calling
 * the next through a table: show_roll calls ask_reroll or score_turn, ask_reroll calls
 * show_roll again, and score_turn calls start_turn, which calls show_roll. No function
 * returns until the game is over, and showing the dice cannot be done on its own.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define TURNS 6
#define REROLLS 2
#define ANSWER 64

struct game {
  int dice[DICE];
  int sheet[LINES];
  int turn;
  int rerolls_left;
};

static const char *line_names[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

static void start_turn(struct game *game);
static void ask_reroll(struct game *game);
static void score_turn(struct game *game);

/* What follows the dice shown: a re-roll while one is left, else the choice of a line. */
static void (*const after_roll[2])(struct game *) = {score_turn, ask_reroll};

/* Read one line of input into answer, without its newline; exit at the end of input. */
static void read_answer(char answer[ANSWER]) {
  if (fgets(answer, ANSWER, stdin) == NULL) {
    printf("\nInput ended. Goodbye.\n");
    exit(0);
  }
  if (strchr(answer, '\n') == NULL) {
    int rest;
    while ((rest = getchar()) != '\n' && rest != EOF) {
    }
  }
  answer[strcspn(answer, "\n")] = '\0';
}

/* Print the five dice on one line, then go on with the turn. */
static void show_roll(struct game *game) {
  printf("Dice:");
  for (int i = 0; i < DICE; i++) {
    printf(" %d", game->dice[i]);
  }
  printf("\n");
  after_roll[game->rerolls_left > 0](game);
}

/* Read the positions in answer (1-5, each once) into chosen; return false if any is bad. */
static bool parse_positions(const char *answer, bool chosen[DICE]) {
  memset(chosen, 0, sizeof(bool) * DICE);
  for (const char *at = answer; *at != '\0'; at++) {
    if (*at == ' ') {
      continue;
    }
    if (*at < '1' || *at > '5' || chosen[*at - '1']) {
      return false;
    }
    chosen[*at - '1'] = true;
  }
  return true;
}

/* Ask which dice to re-roll; re-roll them and show the dice, or score when all are kept. */
static void ask_reroll(struct game *game) {
  char answer[ANSWER];
  bool chosen[DICE];
  printf("Re-roll which dice? (positions like 1 3 5, 0 to keep all): ");
  read_answer(answer);
  while (strcmp(answer, "0") != 0 && (answer[0] == '\0' || !parse_positions(answer, chosen))) {
    printf("Type positions 1 to 5, each once, or 0 to keep all.\n");
    printf("Re-roll which dice? (positions like 1 3 5, 0 to keep all): ");
    read_answer(answer);
  }
  if (strcmp(answer, "0") == 0) {
    score_turn(game);
    return;
  }
  for (int i = 0; i < DICE; i++) {
    if (chosen[i]) {
      game->dice[i] = rand() % 6 + 1;
    }
  }
  game->rerolls_left--;
  show_roll(game);
}

/* Ask for an open line, score the dice there, and start the next turn. */
static void score_turn(struct game *game) {
  char answer[ANSWER];
  printf("Score which line? (1-6): ");
  read_answer(answer);
  while (strlen(answer) != 1 || answer[0] < '1' || answer[0] > '6' ||
         game->sheet[answer[0] - '1'] >= 0) {
    printf("Choose an open line, 1 to 6.\n");
    printf("Score which line? (1-6): ");
    read_answer(answer);
  }
  int line = answer[0] - '1';
  game->sheet[line] = 0;
  for (int i = 0; i < DICE; i++) {
    if (game->dice[i] == line + 1) {
      game->sheet[line] += game->dice[i];
    }
  }
  printf("%s scores %d.\n", line_names[line], game->sheet[line]);
  game->turn++;
  start_turn(game);
}

/* Roll all the dice for a new turn and show them, or print the final score after six. */
static void start_turn(struct game *game) {
  if (game->turn > TURNS) {
    int total = 0;
    for (int line = 0; line < LINES; line++) {
      total += game->sheet[line];
    }
    printf("Final score: %d\n", total);
    return;
  }
  printf("\n--- Turn %d of %d ---\n", game->turn, TURNS);
  for (int i = 0; i < DICE; i++) {
    game->dice[i] = rand() % 6 + 1;
  }
  game->rerolls_left = REROLLS;
  show_roll(game);
}

/* Seed the dice and play six turns. */
int main(void) {
  struct game game = {.turn = 1};
  srand((unsigned) time(NULL));
  for (int line = 0; line < LINES; line++) {
    game.sheet[line] = -1;
  }
  start_turn(&game);
  return 0;
}
