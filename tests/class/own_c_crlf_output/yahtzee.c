/*
 * yahtzee.c  --  CSC 161 Homework: simplified Yahtzee
 *
 * Started as a Visual Studio "Empty Project" on my Windows laptop
 * (C:\dev\csc161\Yahtzee\Yahtzee.c), moved to MathLAN for make.
 * Output lines end with \r\n because that is what the Windows console
 * uses; the Linux terminal does not mind.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>
/* #include <conio.h>   -- _getch() is Windows only, so I read whole lines with fgets */

#define DICE_COUNT 5
#define LINE_COUNT 6
#define TURN_COUNT 6
#define BUFFER_SIZE 100

/* the name of each score line; index 0 is Ones */
static const char *LINE_NAMES[LINE_COUNT] = {
    "Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"
};

/* function prototypes */
static void set_title(void);
static int random_die(void);
static void print_dice(const int dice[DICE_COUNT], int roll_number);
static void read_input(char buffer[BUFFER_SIZE], int *ok);
static void clean_answer(char *text);
static int ask_yes_no(const char *question);
static int parse_position_list(const char *text, int chosen[DICE_COUNT]);
static void ask_positions(int chosen[DICE_COUNT]);
static int line_score(const int dice[DICE_COUNT], int line);
static void print_menu(const int dice[DICE_COUNT], const int used[LINE_COUNT], const int scores[LINE_COUNT]);
static int parse_line_number(const char *text, const int used[LINE_COUNT]);
static int choose_line(const int used[LINE_COUNT]);
static int only_open_line(const int used[LINE_COUNT]);
static void play_turn(int turn, int used[LINE_COUNT], int scores[LINE_COUNT]);
static void print_final(const int scores[LINE_COUNT]);

int main(void) {
    int used[LINE_COUNT] = {0};
    int scores[LINE_COUNT] = {0};
    char buffer[BUFFER_SIZE];
    int ok;

    srand((unsigned int) time(NULL));
    set_title();

    printf("+-------------------------------------+\r\n");
    printf("|  YAHTZEE  (Ones to Sixes, 6 turns)  |\r\n");
    printf("+-------------------------------------+\r\n");

    for (int turn = 1; turn <= TURN_COUNT; turn++) {
        play_turn(turn, used, scores);
    }
    print_final(scores);

    /* keeps the window open when started by double-clicking the .exe */
    printf("Press Enter to exit...");
    read_input(buffer, &ok);
    return 0;
}

/* gives the console window a title (only possible on Windows) */
static void set_title(void) {
#ifdef _WIN32
    system("title Yahtzee");
#endif
}

/* returns a random value from 1 to 6 */
static int random_die(void) {
    return rand() % 6 + 1;
}

/* shows the dice as a small table of positions and values */
static void print_dice(const int dice[DICE_COUNT], int roll_number) {
    printf("\r\nRoll %d of 3\r\n", roll_number);
    printf("  Die   |");
    for (int i = 0; i < DICE_COUNT; i++) {
        printf(" %d |", i + 1);
    }
    printf("\r\n  Value |");
    for (int i = 0; i < DICE_COUNT; i++) {
        printf(" %d |", dice[i]);
    }
    printf("\r\n");
}

/*
 * Reads a line into buffer (without the newline). *ok is set to 0 if the
 * line was too long to fit. When the input runs out the game ends.
 */
static void read_input(char buffer[BUFFER_SIZE], int *ok) {
    *ok = 1;
    if (fgets(buffer, BUFFER_SIZE, stdin) == NULL) {
        printf("\r\nNo more input. Bye!\r\n");
        exit(0);
    }
    char *end = strchr(buffer, '\n');
    if (end != NULL) {
        *end = '\0';
        return;
    }
    int ch = getchar();
    if (ch != EOF) {
        *ok = 0;
        while (ch != '\n' && ch != EOF) {
            ch = getchar();
        }
    }
}

/* removes spaces at the start and end of text, and lowercases it */
static void clean_answer(char *text) {
    size_t start = 0;
    size_t length = strlen(text);

    while (text[start] == ' ' || text[start] == '\t') {
        start++;
    }
    while (length > start && (text[length - 1] == ' ' || text[length - 1] == '\t')) {
        length--;
    }
    for (size_t i = start; i < length; i++) {
        text[i - start] = (char) tolower((unsigned char) text[i]);
    }
    text[length - start] = '\0';
}

/* asks a yes/no question until the answer is y, yes, n or no; 1 means yes */
static int ask_yes_no(const char *question) {
    char answer[BUFFER_SIZE];
    int ok;

    while (1) {
        printf("%s (yes/no): ", question);
        read_input(answer, &ok);
        clean_answer(answer);
        if (!ok) {
            printf("Your answer is too long. Please type yes or no.\r\n");
        } else if (strcmp(answer, "y") == 0 || strcmp(answer, "yes") == 0) {
            return 1;
        } else if (strcmp(answer, "n") == 0 || strcmp(answer, "no") == 0) {
            return 0;
        } else {
            printf("Please answer yes or no.\r\n");
        }
    }
}

/*
 * Reads a comma separated list like "1,4,5" into chosen[].
 * Returns 1 if it is valid, otherwise prints the problem and returns 0.
 */
static int parse_position_list(const char *text, int chosen[DICE_COUNT]) {
    int expect_number = 1;   /* 1 = next thing must be a position */

    for (int i = 0; i < DICE_COUNT; i++) {
        chosen[i] = 0;
    }
    if (text[0] == '\0') {
        printf("Please list at least one position, e.g. 2,3.\r\n");
        return 0;
    }

    for (int i = 0; text[i] != '\0'; i++) {
        char ch = text[i];
        if (ch == ' ') {
            continue;
        }
        if (expect_number) {
            if (ch < '1' || ch > '5') {
                printf("'%c' is not a die position. Use 1 to 5.\r\n", ch);
                return 0;
            }
            if (chosen[ch - '1']) {
                printf("Die %c is listed twice.\r\n", ch);
                return 0;
            }
            chosen[ch - '1'] = 1;
            expect_number = 0;
        } else if (ch == ',') {
            expect_number = 1;
        } else {
            printf("Separate the positions with commas, e.g. 1,4,5.\r\n");
            return 0;
        }
    }

    if (expect_number) {
        printf("The list ends with a comma; a position is missing.\r\n");
        return 0;
    }
    return 1;
}

/* asks for the positions to re-roll until the list is valid */
static void ask_positions(int chosen[DICE_COUNT]) {
    char answer[BUFFER_SIZE];
    int ok;

    while (1) {
        printf("Which dice? Positions separated by commas (e.g. 1,4,5): ");
        read_input(answer, &ok);
        clean_answer(answer);
        if (!ok) {
            printf("That list is too long.\r\n");
        } else if (parse_position_list(answer, chosen)) {
            return;
        }
    }
}

/* score for a line: adds every die equal to line + 1 */
static int line_score(const int dice[DICE_COUNT], int line) {
    int sum = 0;
    for (int i = 0; i < DICE_COUNT; i++) {
        if (dice[i] == line + 1) {
            sum += dice[i];
        }
    }
    return sum;
}

/* shows every line: its score if used, or what the dice would give */
static void print_menu(const int dice[DICE_COUNT], const int used[LINE_COUNT], const int scores[LINE_COUNT]) {
    printf("\r\n");
    for (int line = 0; line < LINE_COUNT; line++) {
        if (used[line]) {
            printf("   %d. %-6s  [used: %d]\r\n", line + 1, LINE_NAMES[line], scores[line]);
        } else {
            printf("   %d. %-6s  would score %d\r\n", line + 1, LINE_NAMES[line], line_score(dice, line));
        }
    }
}

/* checks a line number answer; returns 0-5, or -1 after printing why not */
static int parse_line_number(const char *text, const int used[LINE_COUNT]) {
    if (text[0] == '\0') {
        printf("Please type the number of a line.\r\n");
        return -1;
    }
    if (strlen(text) != 1 || !isdigit((unsigned char) text[0])) {
        printf("Type just the line number, 1 to 6.\r\n");
        return -1;
    }
    int line = text[0] - '1';
    if (line < 0 || line >= LINE_COUNT) {
        printf("There is no line %s. Use 1 to 6.\r\n", text);
        return -1;
    }
    if (used[line]) {
        printf("%s is already used.\r\n", LINE_NAMES[line]);
        return -1;
    }
    return line;
}

/* asks for a line number until an unused line is chosen */
static int choose_line(const int used[LINE_COUNT]) {
    char answer[BUFFER_SIZE];
    int ok;

    while (1) {
        printf("Pick a line by its number: ");
        read_input(answer, &ok);
        clean_answer(answer);
        if (!ok) {
            printf("That answer is too long.\r\n");
            continue;
        }
        int line = parse_line_number(answer, used);
        if (line != -1) {
            return line;
        }
    }
}

/* finds the one line that is still unused (for the last turn) */
static int only_open_line(const int used[LINE_COUNT]) {
    int line = 0;
    while (line < LINE_COUNT - 1 && used[line]) {
        line++;
    }
    return line;
}

/* one turn: roll, up to two re-rolls, and scoring */
static void play_turn(int turn, int used[LINE_COUNT], int scores[LINE_COUNT]) {
    int dice[DICE_COUNT];
    int chosen[DICE_COUNT];

    printf("\r\n=============== TURN %d ===============\r\n", turn);
    for (int i = 0; i < DICE_COUNT; i++) {
        dice[i] = random_die();
    }
    print_dice(dice, 1);

    for (int roll = 2; roll <= 3; roll++) {
        if (ask_yes_no("Re-roll any dice?")) {
            ask_positions(chosen);
            for (int i = 0; i < DICE_COUNT; i++) {
                if (chosen[i]) {
                    dice[i] = random_die();
                }
            }
        }
        print_dice(dice, roll);
    }

    print_menu(dice, used, scores);
    int line;
    if (turn == TURN_COUNT) {
        line = only_open_line(used);
        printf("Last turn - the only open line is %s.\r\n", LINE_NAMES[line]);
    } else {
        line = choose_line(used);
    }
    scores[line] = line_score(dice, line);
    used[line] = 1;
    printf(">> %d points written on %s.\r\n", scores[line], LINE_NAMES[line]);
}

/* prints all six lines and the total */
static void print_final(const int scores[LINE_COUNT]) {
    int total = 0;

    printf("\r\n======= FINAL SCORE SHEET =======\r\n");
    for (int line = 0; line < LINE_COUNT; line++) {
        printf("   %-6s %3d\r\n", LINE_NAMES[line], scores[line]);
        total += scores[line];
    }
    printf("   ------------\r\n");
    printf("   TOTAL  %3d\r\n", total);
}
