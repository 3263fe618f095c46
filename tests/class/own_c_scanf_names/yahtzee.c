// Yahtzee (simplified) - CSC 161 homework
//
// Six turns, only the upper section of the score card (Ones..Sixes).
// For each re-roll the program asks about every die one at a time.

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE_COUNT 5
#define LINE_COUNT 6
#define TURN_COUNT 6

// Remove whatever is left on the current input line
void clear_input(void) {
  int ch = getchar();
  while (ch != '\n' && ch != EOF) {
    ch = getchar();
  }
}

// Exit politely if the player closes the input
void check_eof(int result) {
  if (result == EOF) {
    printf("\nInput ended, quitting the game.\n");
    exit(0);
  }
}

// Get a random die value between 1 and 6
int random_die(void) {
  return rand() % 6 + 1;
}

// Show each die on its own line
void show_dice(int dice[]) {
  for (int i = 0; i < DICE_COUNT; i++) {
    printf("  Die #%d -> %d\n", i + 1, dice[i]);
  }
}

// Ask a yes/no question. Returns 1 for yes and 0 for no.
int ask_yes_no(const char* question) {
  char answer;
  while (1) {
    printf("%s (y/n): ", question);
    int result = scanf(" %c", &answer);
    check_eof(result);

    // Make sure only one character was typed on the line
    int next = getchar();
    if (next != '\n' && next != EOF) {
      clear_input();
      printf("Please type just y or n.\n");
      continue;
    }

    answer = tolower(answer);
    if (answer == 'y') {
      return 1;
    } else if (answer == 'n') {
      return 0;
    }
    printf("Please type just y or n.\n");
  }
}

// Go through the dice one by one and re-roll the ones the player picks
void reroll_dice(int dice[]) {
  char question[50];
  for (int i = 0; i < DICE_COUNT; i++) {
    snprintf(question, sizeof(question), "Re-roll die #%d (showing %d)?", i + 1, dice[i]);
    if (ask_yes_no(question)) {
      dice[i] = random_die();
    }
  }
}

// Turn a line name into its index (0 for ones ... 5 for sixes), or -1 if unknown
int line_from_name(const char* name) {
  const char* names[LINE_COUNT] = {"ones", "twos", "threes", "fours", "fives", "sixes"};
  for (int i = 0; i < LINE_COUNT; i++) {
    if (strcmp(name, names[i]) == 0) {
      return i;
    }
  }
  return -1;
}

// Capitalized line name for printing
const char* line_title(int line) {
  const char* titles[LINE_COUNT] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};
  return titles[line];
}

// Count how many lines are still open
int open_line_count(int used[]) {
  int count = 0;
  for (int i = 0; i < LINE_COUNT; i++) {
    if (!used[i]) {
      count++;
    }
  }
  return count;
}

// Find the first open line (used for the last turn)
int first_open_line(int used[]) {
  for (int i = 0; i < LINE_COUNT; i++) {
    if (!used[i]) {
      return i;
    }
  }
  return -1;
}

// Ask for the name of a line until the player names an open one
int ask_for_line(int used[]) {
  char word[30];
  while (1) {
    printf("Open lines:");
    for (int i = 0; i < LINE_COUNT; i++) {
      if (!used[i]) {
        printf(" %s", line_title(i));
      }
    }
    printf("\nType the name of the line to use: ");

    int result = scanf("%29s", word);
    check_eof(result);
    clear_input();

    // Accept any capitalization, like "Fours" or "FOURS"
    for (int i = 0; word[i] != '\0'; i++) {
      word[i] = tolower(word[i]);
    }

    int line = line_from_name(word);
    if (line == -1) {
      printf("\"%s\" is not a line name. Try something like fours.\n", word);
    } else if (used[line]) {
      printf("%s has already been used this game.\n", line_title(line));
    } else {
      return line;
    }
  }
}

// Add up the dice that match the face value for this line
int calculate_score(int dice[], int line) {
  int total = 0;
  for (int i = 0; i < DICE_COUNT; i++) {
    if (dice[i] == line + 1) {
      total += dice[i];
    }
  }
  return total;
}

// Play a single turn and return the points scored
int take_turn(int turn, int scores[], int used[]) {
  int dice[DICE_COUNT];

  printf("\n*** Turn %d ***\n", turn);
  for (int i = 0; i < DICE_COUNT; i++) {
    dice[i] = random_die();
  }
  printf("First roll:\n");
  show_dice(dice);

  // Two chances to re-roll
  for (int roll = 2; roll <= 3; roll++) {
    printf("-- Choosing dice for roll %d --\n", roll);
    reroll_dice(dice);
    printf("Roll %d:\n", roll);
    show_dice(dice);
  }

  int line;
  if (open_line_count(used) == 1) {
    line = first_open_line(used);
    printf("Only %s is left, so it is used automatically.\n", line_title(line));
  } else {
    line = ask_for_line(used);
  }

  int points = calculate_score(dice, line);
  scores[line] = points;
  used[line] = 1;
  printf("You scored %d points in %s.\n", points, line_title(line));
  return points;
}

int main(void) {
  srand(time(NULL));

  int scores[LINE_COUNT] = {0, 0, 0, 0, 0, 0};
  int used[LINE_COUNT] = {0, 0, 0, 0, 0, 0};
  int grand_total = 0;

  printf("Let's play Yahtzee! You have %d turns.\n", TURN_COUNT);
  for (int turn = 1; turn <= TURN_COUNT; turn++) {
    grand_total += take_turn(turn, scores, used);
  }

  // Show everything at the end
  printf("\nFinal score card:\n");
  for (int i = 0; i < LINE_COUNT; i++) {
    printf("  %-7s %2d\n", line_title(i), scores[i]);
  }
  printf("Final total: %d\n", grand_total);
  return 0;
}
