/**
 * CSC 161 - Homework: Yahtzee
 * Name: Sam Delgado
 *
 * Single player, simplified Yahtzee. There are 6 turns. In each turn the
 * five dice are rolled, and then twice the player types a keep/reroll
 * pattern such as KKRKR (K = keep that die, R = reroll it). After that the
 * player picks a category (Ones..Sixes) that has not been used yet, either
 * by its name or by its number.
 */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define CATEGORIES 6
#define TURNS 6
#define REROLLS 2
#define INPUT_SIZE 80

static const char* CATEGORY_NAMES[CATEGORIES] =
{
  "ones", "twos", "threes", "fours", "fives", "sixes"
};

/**
 * Reads a line of input, removes the newline and the spaces around it,
 * and turns it to lower case. Ends the program if input runs out.
 */
void get_line(char text[], int size)
{
  if (fgets(text, size, stdin) == NULL)
  {
    printf("\nNo more input - bye.\n");
    exit(0);
  }

  int length = (int) strlen(text);
  if (length > 0 && text[length - 1] != '\n')
  {
    // line too long for the buffer: discard the rest
    int c = getchar();
    while (c != '\n' && c != EOF)
    {
      c = getchar();
    }
  }

  // remove trailing whitespace (including the newline)
  while (length > 0 && isspace((unsigned char) text[length - 1]))
  {
    length--;
    text[length] = '\0';
  }

  // remove leading whitespace
  int start = 0;
  while (isspace((unsigned char) text[start]))
  {
    start++;
  }
  memmove(text, text + start, strlen(text + start) + 1);

  for (int i = 0; text[i] != '\0'; i++)
  {
    text[i] = (char) tolower((unsigned char) text[i]);
  }
}

/**
 * Rolls one die (1-6).
 */
int roll(void)
{
  return rand() % 6 + 1;
}

/**
 * Prints the dice with the die numbers above them.
 */
void show_dice(const int dice[])
{
  printf("\n   #1  #2  #3  #4  #5\n");
  printf("  ");
  for (int i = 0; i < DICE; i++)
  {
    printf("  %d ", dice[i]);
  }
  printf("\n\n");
}

/**
 * Checks that a pattern is exactly five letters, each K or R.
 * (The text is already lower case.)
 */
bool valid_pattern(const char pattern[])
{
  if (strlen(pattern) != DICE)
  {
    return false;
  }
  for (int i = 0; i < DICE; i++)
  {
    if (pattern[i] != 'k' && pattern[i] != 'r')
    {
      return false;
    }
  }
  return true;
}

/**
 * Asks for a keep/reroll pattern and rerolls the dice marked R.
 * Returns true if at least one die was rerolled.
 */
bool keep_or_reroll(int dice[])
{
  char pattern[INPUT_SIZE];

  printf("Type K (keep) or R (reroll) for each die, e.g. KKRKR: ");
  get_line(pattern, INPUT_SIZE);
  while (!valid_pattern(pattern))
  {
    printf("That pattern doesn't work. It must be exactly 5 letters, each K or R.\n");
    printf("Type K (keep) or R (reroll) for each die, e.g. KKRKR: ");
    get_line(pattern, INPUT_SIZE);
  }

  bool rerolled = false;
  for (int i = 0; i < DICE; i++)
  {
    if (pattern[i] == 'r')
    {
      dice[i] = roll();
      rerolled = true;
    }
  }
  return rerolled;
}

/**
 * Turns the player's answer into a category index (0-5).
 * Accepts a number "1".."6" or a name like "fours".
 * Returns -1 if the answer is neither.
 */
int category_from_text(const char answer[])
{
  if (strlen(answer) == 1 && answer[0] >= '1' && answer[0] <= '6')
  {
    return answer[0] - '1';
  }
  for (int i = 0; i < CATEGORIES; i++)
  {
    if (strcmp(answer, CATEGORY_NAMES[i]) == 0)
    {
      return i;
    }
  }
  return -1;
}

/**
 * Score for a category: add up every die equal to the category's number.
 */
int category_score(const int dice[], int category)
{
  int face = category + 1;
  int score = 0;
  for (int i = 0; i < DICE; i++)
  {
    if (dice[i] == face)
    {
      score += face;
    }
  }
  return score;
}

/**
 * Prints the categories, with the score for used ones and "open" otherwise.
 */
void show_categories(const int scores[], const bool used[])
{
  printf("Categories:\n");
  for (int i = 0; i < CATEGORIES; i++)
  {
    if (used[i])
    {
      printf("  %d. %-6s  %2d\n", i + 1, CATEGORY_NAMES[i], scores[i]);
    }
    else
    {
      printf("  %d. %-6s  open\n", i + 1, CATEGORY_NAMES[i]);
    }
  }
}

/**
 * Lets the player pick an open category. Returns its index.
 */
int pick_category(const bool used[])
{
  char answer[INPUT_SIZE];

  while (true)
  {
    printf("Pick a category (name or number): ");
    get_line(answer, INPUT_SIZE);
    int category = category_from_text(answer);

    if (category == -1)
    {
      printf("I don't know that category. Try e.g. \"fours\" or \"4\".\n");
    }
    else if (used[category])
    {
      printf("%s is already filled in.\n", CATEGORY_NAMES[category]);
    }
    else
    {
      return category;
    }
  }
}

/**
 * Plays a single turn.
 */
void play_turn(int turn, int scores[], bool used[])
{
  int dice[DICE];

  printf("\n---------------- TURN %d/%d ----------------\n", turn, TURNS);
  for (int i = 0; i < DICE; i++)
  {
    dice[i] = roll();
  }
  show_dice(dice);

  for (int reroll_count = 1; reroll_count <= REROLLS; reroll_count++)
  {
    printf("(reroll %d of %d)\n", reroll_count, REROLLS);
    if (!keep_or_reroll(dice))
    {
      // KKKKK means the player is done rolling
      break;
    }
    show_dice(dice);
  }

  show_categories(scores, used);
  int category = pick_category(used);
  scores[category] = category_score(dice, category);
  used[category] = true;
  printf("Scored %d in %s.\n", scores[category], CATEGORY_NAMES[category]);
}

int main(void)
{
  srand((unsigned int) time(NULL));  // seed the RNG first thing

  int scores[CATEGORIES] = {0};
  bool used[CATEGORIES] = {false};

  printf("=== YAHTZEE ===\n");
  for (int turn = 1; turn <= TURNS; turn++)
  {
    play_turn(turn, scores, used);
  }

  printf("\n=== FINAL RESULTS ===\n");
  show_categories(scores, used);
  int total = 0;
  for (int i = 0; i < CATEGORIES; i++)
  {
    total += scores[i];
  }
  printf("Final score: %d\n", total);
  return 0;
}
