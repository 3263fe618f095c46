/*
 * Homework: Yahtzee
 * CSC 161, Spring 2026
 *
 * In this version the player says which dice they want to KEEP by typing
 * the face values (for example "4 4 4"). Every die that is not kept gets
 * rolled again. Score lines are picked from a lettered menu a-f.
 */

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define N_DICE 5
#define N_LINES 6
#define N_TURNS 6
#define N_REROLLS 2
#define MAX_INPUT 100

/* Result codes for reading which dice to keep */
#define KEEP_SOME 0
#define KEEP_ALL 1
#define KEEP_INVALID 2

/* Read a line from stdin; quit the program if input has ended */
void read_text(char text[], int size) {
  if (fgets(text, size, stdin) == NULL) {
    printf("\nNo more input, so the game is over.\n");
    exit(0);
  }
  if (strchr(text, '\n') == NULL) {
    int ch = getchar();
    while (ch != '\n' && ch != EOF) {
      ch = getchar();
    }
  }
}

/* Lower-case a string and drop the trailing newline */
void normalize(char text[]) {
  for (int i = 0; text[i] != '\0'; i++) {
    if (text[i] == '\n') {
      text[i] = '\0';
      break;
    }
    text[i] = tolower(text[i]);
  }
}

/* A random face from 1 to 6 */
int throw_die(void) {
  return rand() % 6 + 1;
}

/* Show the dice as  Roll 2 => 3 - 5 - 1 - 6 - 2 */
void show_roll(int roll_number, int dice[]) {
  printf("Roll %d => ", roll_number);
  for (int i = 0; i < N_DICE; i++) {
    printf("%d", dice[i]);
    if (i < N_DICE - 1) {
      printf(" - ");
    }
  }
  printf("\n");
}

/*
 * Figure out which dice to keep from text like "5 5 2".
 * Each face typed must match a die that is not already kept.
 * "all" keeps every die and "none" keeps no dice.
 */
int parse_keep(char text[], int dice[], int keep[]) {
  for (int i = 0; i < N_DICE; i++) {
    keep[i] = 0;
  }
  if (strcmp(text, "all") == 0) {
    return KEEP_ALL;
  }
  if (strcmp(text, "none") == 0) {
    return KEEP_SOME;
  }

  int faces_typed = 0;
  for (int i = 0; text[i] != '\0'; i++) {
    char c = text[i];
    if (c == ' ' || c == ',') {
      continue;
    }
    if (c < '1' || c > '6') {
      printf("'%c' is not a die face.\n", c);
      return KEEP_INVALID;
    }

    /* Find a die with this face that isn't kept yet */
    int face = c - '0';
    int matched = 0;
    for (int d = 0; d < N_DICE && !matched; d++) {
      if (!keep[d] && dice[d] == face) {
        keep[d] = 1;
        matched = 1;
      }
    }
    if (!matched) {
      printf("You don't have that many %d's.\n", face);
      return KEEP_INVALID;
    }
    faces_typed++;
  }

  if (faces_typed == 0) {
    printf("You didn't type anything.\n");
    return KEEP_INVALID;
  }
  return faces_typed == N_DICE ? KEEP_ALL : KEEP_SOME;
}

/* Ask what to keep, roll the others. Returns 0 if the player kept everything. */
int keep_and_reroll(int dice[]) {
  char text[MAX_INPUT];
  int keep[N_DICE];
  int result = KEEP_INVALID;

  while (result == KEEP_INVALID) {
    printf("Faces to KEEP (like 6 6 3), 'all' to stop rolling, or 'none': ");
    read_text(text, MAX_INPUT);
    normalize(text);
    result = parse_keep(text, dice, keep);
  }

  if (result == KEEP_ALL) {
    return 0;
  }
  for (int i = 0; i < N_DICE; i++) {
    if (!keep[i]) {
      dice[i] = throw_die();
    }
  }
  return 1;
}

/* Add together every die showing the face for this line */
int line_score(int dice[], int line) {
  int sum = 0;
  for (int i = 0; i < N_DICE; i++) {
    if (dice[i] == line + 1) {
      sum += line + 1;
    }
  }
  return sum;
}

/* Print the menu of lines a-f, marking the used ones */
void show_menu(int dice[], int used[], int scores[]) {
  const char* names[N_LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};
  printf("Score card:\n");
  for (int i = 0; i < N_LINES; i++) {
    if (used[i]) {
      printf("   %c) %-7s [used: %d]\n", 'a' + i, names[i], scores[i]);
    } else {
      printf("   %c) %-7s (would score %d)\n", 'a' + i, names[i], line_score(dice, i));
    }
  }
}

/* Ask for a menu letter until it names an unused line */
int choose_letter(int used[]) {
  char text[MAX_INPUT];
  while (1) {
    printf("Pick a letter a-f: ");
    read_text(text, MAX_INPUT);
    normalize(text);
    if (strlen(text) != 1 || text[0] < 'a' || text[0] > 'f') {
      printf("Just one letter from a to f, please.\n");
    } else if (used[text[0] - 'a']) {
      printf("That line is already used.\n");
    } else {
      return text[0] - 'a';
    }
  }
}

/* One turn of the game; returns the points earned */
int play_one_turn(int turn, int used[], int scores[]) {
  int dice[N_DICE];
  printf("\n####### Turn %d #######\n", turn);

  for (int i = 0; i < N_DICE; i++) {
    dice[i] = throw_die();
  }
  show_roll(1, dice);

  int roll_number = 1;
  while (roll_number <= N_REROLLS && keep_and_reroll(dice)) {
    roll_number++;
    show_roll(roll_number, dice);
  }

  show_menu(dice, used, scores);
  int line = choose_letter(used);
  scores[line] = line_score(dice, line);
  used[line] = 1;
  return scores[line];
}

int main(void) {
  srand(time(NULL));

  int used[N_LINES] = {0};
  int scores[N_LINES] = {0};
  int total = 0;

  printf("YAHTZEE - upper section, %d turns\n", N_TURNS);
  for (int turn = 1; turn <= N_TURNS; turn++) {
    int points = play_one_turn(turn, used, scores);
    total += points;
    printf("+%d points. Total so far: %d\n", points, total);
  }

  printf("\nThat's the end of the game!\n");
  printf("Final total: %d\n", total);
  return 0;
}
