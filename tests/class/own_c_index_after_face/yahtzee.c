/*
 * yahtzee.c
 *
 * A simplified single-player Yahtzee game that only uses the upper
 * section of the score sheet (Ones through Sixes). The game lasts six
 * turns. Each turn the player rolls five dice, may re-roll any subset of
 * them twice, and then enters the score on an unused line.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NUMBER_OF_DICE 5
#define NUMBER_OF_FACES 6
#define NUMBER_OF_LINES 6
#define NUMBER_OF_TURNS 6
#define NUMBER_OF_REROLLS 2
#define INPUT_BUFFER_SIZE 100

/* A "class" that holds the values of the five dice in the cup. */
typedef struct {
  int diceValues[NUMBER_OF_DICE];
} DiceCup;

/* A "class" that holds the score sheet: a score and a used flag per line. */
typedef struct {
  int lineScores[NUMBER_OF_LINES];
  bool lineIsUsed[NUMBER_OF_LINES];
} ScoreSheet;

/* The names of the score lines, in order from Ones to Sixes. */
static const char *LINE_NAMES[NUMBER_OF_LINES] = {
  "Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"
};

/* Print a message followed by a newline. */
void printMessage(const char *message) {
  printf("%s\n", message);
}

/* Print the input prompt on its own line and flush so the user sees it. */
void printInputPrompt(void) {
  printf("> ");
  fflush(stdout);
}

/* Print an error message explaining why the answer was refused. */
void printErrorMessage(const char *message) {
  printf("Sorry, that answer is not valid: %s\n", message);
}

/* Say goodbye and stop the program when there is no more input. */
void exitBecauseOfEndOfInput(void) {
  printMessage("");
  printMessage("No more input. Goodbye!");
  exit(EXIT_SUCCESS);
}

/*
 * Read one line from standard input into buffer (without the newline).
 * Returns false if the line was too long to fit (the rest is discarded).
 * Exits the program if the end of input is reached.
 */
bool readLineFromUser(char *buffer, int bufferSize) {
  if (fgets(buffer, bufferSize, stdin) == NULL) {
    exitBecauseOfEndOfInput();
  }
  char *newlinePosition = strchr(buffer, '\n');
  if (newlinePosition != NULL) {
    *newlinePosition = '\0';
    return true;
  }
  if ((int)strlen(buffer) < bufferSize - 1) {
    return true; /* last line of input had no newline */
  }
  int discardedCharacter = getchar();
  while (discardedCharacter != '\n' && discardedCharacter != EOF) {
    discardedCharacter = getchar();
  }
  return false;
}

/* Return a random value from 1 to 6 for a single die. */
int rollSingleDie(void) {
  return rand() % NUMBER_OF_FACES + 1;
}

/* Initialize the dice cup by rolling all five dice. */
void initDiceCup(DiceCup *diceCup) {
  for (int diceIndex = 0; diceIndex < NUMBER_OF_DICE; diceIndex++) {
    diceCup->diceValues[diceIndex] = rollSingleDie();
  }
}

/* Return the value of the die at a 1-based position (1 to 5). */
int getDiceValueAtPosition(const DiceCup *diceCup, int position) {
  return diceCup->diceValues[position - 1];
}

/* Re-roll the die at a 1-based position (1 to 5). */
void rerollDiceAtPosition(DiceCup *diceCup, int position) {
  diceCup->diceValues[position - 1] = rollSingleDie();
}

/* Print the dice as "value (position)" pairs. */
void printDiceCup(const DiceCup *diceCup) {
  printf("Your dice:  ");
  for (int position = 1; position <= NUMBER_OF_DICE; position++) {
    printf("%d (%d)  ", getDiceValueAtPosition(diceCup, position), position);
  }
  printf("\n");
  printMessage("(the number in brackets is the position of the die)");
}

/* Return true if the text is only spaces and tabs after the given index. */
bool isRestOfTextBlank(const char *text, int startIndex) {
  for (int charIndex = startIndex; text[charIndex] != '\0'; charIndex++) {
    if (text[charIndex] != ' ' && text[charIndex] != '\t') {
      return false;
    }
  }
  return true;
}

/* Return the index of the first character that is not a space or tab. */
int skipBlanks(const char *text, int startIndex) {
  int charIndex = startIndex;
  while (text[charIndex] == ' ' || text[charIndex] == '\t') {
    charIndex++;
  }
  return charIndex;
}

/*
 * Parse an answer such as "1 3 5" into selectedPositions (index 1..5).
 * The answer "0" means no dice. Returns false if the answer is invalid,
 * and fills errorMessage with the reason.
 */
bool parseRerollPositions(const char *answer, bool selectedPositions[],
                          const char **errorMessage) {
  for (int position = 0; position <= NUMBER_OF_DICE; position++) {
    selectedPositions[position] = false;
  }
  int charIndex = skipBlanks(answer, 0);
  if (answer[charIndex] == '\0') {
    *errorMessage = "please type some positions, or 0 to keep all dice.";
    return false;
  }
  if (answer[charIndex] == '0' && isRestOfTextBlank(answer, charIndex + 1)) {
    return true;
  }
  while (answer[charIndex] != '\0') {
    char currentCharacter = answer[charIndex];
    char nextCharacter = answer[charIndex + 1];
    bool nextIsSeparator = nextCharacter == '\0' || nextCharacter == ' ' ||
                           nextCharacter == '\t';
    if (currentCharacter < '1' || currentCharacter > '5' || !nextIsSeparator) {
      *errorMessage = "positions must be whole numbers from 1 to 5.";
      return false;
    }
    int position = currentCharacter - '0';
    if (selectedPositions[position]) {
      *errorMessage = "each position may only be named once.";
      return false;
    }
    selectedPositions[position] = true;
    charIndex = skipBlanks(answer, charIndex + 1);
  }
  return true;
}

/* Ask which dice to re-roll until a valid answer is given. */
void askForRerollPositions(bool selectedPositions[]) {
  char userAnswer[INPUT_BUFFER_SIZE];
  const char *errorMessage = "";
  while (true) {
    printMessage("Which dice do you want to re-roll?");
    printMessage("Type their positions separated by spaces (e.g. 1 3 5), "
                 "or 0 to keep all dice.");
    printInputPrompt();
    if (!readLineFromUser(userAnswer, INPUT_BUFFER_SIZE)) {
      printErrorMessage("that line is far too long.");
    } else if (parseRerollPositions(userAnswer, selectedPositions,
                                    &errorMessage)) {
      return;
    } else {
      printErrorMessage(errorMessage);
    }
  }
}

/* Let the player choose dice to re-roll, then re-roll them. */
void performRerollRound(DiceCup *diceCup, int rerollNumber) {
  bool selectedPositions[NUMBER_OF_DICE + 1];
  printf("\nRe-roll %d of %d.\n", rerollNumber, NUMBER_OF_REROLLS);
  askForRerollPositions(selectedPositions);
  for (int position = 1; position <= NUMBER_OF_DICE; position++) {
    if (selectedPositions[position]) {
      rerollDiceAtPosition(diceCup, position);
    }
  }
  printDiceCup(diceCup);
}

/* Initialize the score sheet so that every line is empty. */
void initScoreSheet(ScoreSheet *scoreSheet) {
  for (int lineIndex = 0; lineIndex < NUMBER_OF_LINES; lineIndex++) {
    scoreSheet->lineScores[lineIndex] = 0;
    scoreSheet->lineIsUsed[lineIndex] = false;
  }
}

/* Return the sum of all lines that have been filled in. */
int getTotalScore(const ScoreSheet *scoreSheet) {
  int totalScore = 0;
  for (int lineIndex = 0; lineIndex < NUMBER_OF_LINES; lineIndex++) {
    if (scoreSheet->lineIsUsed[lineIndex]) {
      totalScore += scoreSheet->lineScores[lineIndex];
    }
  }
  return totalScore;
}

/* Print every line of the score sheet and the running total. */
void printScoreSheet(const ScoreSheet *scoreSheet) {
  printMessage("Score sheet:");
  for (int lineIndex = 0; lineIndex < NUMBER_OF_LINES; lineIndex++) {
    if (scoreSheet->lineIsUsed[lineIndex]) {
      printf("  %d. %-7s %d\n", lineIndex + 1, LINE_NAMES[lineIndex],
             scoreSheet->lineScores[lineIndex]);
    } else {
      printf("  %d. %-7s (unused)\n", lineIndex + 1, LINE_NAMES[lineIndex]);
    }
  }
  printf("  Total:     %d\n", getTotalScore(scoreSheet));
}

/* Return the score for a line (0 = Ones): the sum of dice showing that face. */
int calculateScoreForLine(const DiceCup *diceCup, int lineIndex) {
  int faceValue = lineIndex + 1;
  int lineScore = 0;
  for (int position = 1; position <= NUMBER_OF_DICE; position++) {
    if (getDiceValueAtPosition(diceCup, position) == faceValue) {
      lineScore += faceValue;
    }
  }
  return lineScore;
}

/* Ask for an unused line number (1-6) until a valid one is given. */
int askForLineChoice(const ScoreSheet *scoreSheet) {
  char userAnswer[INPUT_BUFFER_SIZE];
  while (true) {
    printMessage("Which line do you want to use for this turn?");
    printMessage("Type the line number from 1 (Ones) to 6 (Sixes).");
    printInputPrompt();
    if (!readLineFromUser(userAnswer, INPUT_BUFFER_SIZE)) {
      printErrorMessage("that line is far too long.");
      continue;
    }
    int charIndex = skipBlanks(userAnswer, 0);
    char lineCharacter = userAnswer[charIndex];
    if (lineCharacter < '1' || lineCharacter > '6' ||
        !isRestOfTextBlank(userAnswer, charIndex + 1)) {
      printErrorMessage("please type one number from 1 to 6.");
    } else if (scoreSheet->lineIsUsed[lineCharacter - '1']) {
      printErrorMessage("that line has already been used.");
    } else {
      return lineCharacter - '1';
    }
  }
}

/* Play one whole turn: roll, two re-roll rounds, and scoring. */
void playSingleTurn(ScoreSheet *scoreSheet, int turnNumber) {
  DiceCup diceCup;
  printf("\n===== Turn %d of %d =====\n", turnNumber, NUMBER_OF_TURNS);
  initDiceCup(&diceCup);
  printDiceCup(&diceCup);
  for (int rerollNumber = 1; rerollNumber <= NUMBER_OF_REROLLS;
       rerollNumber++) {
    performRerollRound(&diceCup, rerollNumber);
  }
  printScoreSheet(scoreSheet);
  int chosenLine = askForLineChoice(scoreSheet);
  int lineScore = calculateScoreForLine(&diceCup, chosenLine);
  scoreSheet->lineScores[chosenLine] = lineScore;
  scoreSheet->lineIsUsed[chosenLine] = true;
  printf("You scored %d points on %s.\n", lineScore, LINE_NAMES[chosenLine]);
}

/* Run the six turns of the game and print the final score. */
int main(void) {
  ScoreSheet scoreSheet;
  srand((unsigned int)time(NULL));
  initScoreSheet(&scoreSheet);
  printMessage("Welcome to Yahtzee (upper section only)!");
  for (int turnNumber = 1; turnNumber <= NUMBER_OF_TURNS; turnNumber++) {
    playSingleTurn(&scoreSheet, turnNumber);
  }
  printMessage("");
  printMessage("Game over!");
  printScoreSheet(&scoreSheet);
  printf("Your final score is %d.\n", getTotalScore(&scoreSheet));
  return 0;
}
