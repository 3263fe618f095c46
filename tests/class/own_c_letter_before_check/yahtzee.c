/*
 * yahtzee.c - Kniffel / Yahtzee, simple version (CSC 161 homework)
 *
 * Deutsch / English, for the international section.
 * The game has 6 rounds. In every round the five dice are thrown, and two
 * times you can say which dice you want to KEEP: type their positions
 * (1-5) with spaces, for example "1 3 5". The other dice are thrown again.
 * "0" throws all five again, an empty line keeps all dice and goes to the
 * score sheet.
 * On the score sheet you choose a free category with its letter a-f
 * (Einser / Ones ... Sechser / Sixes). It gets the sum of the dice that
 * show this face. Every category can be used one time.
 */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define CATEGORIES 6
#define ROUNDS 6
#define MAX_ROLLS 3
#define MAX_LENGTH 80
#define BUFFER_SIZE (MAX_LENGTH + 2)
#define KEEP_ALL DICE
#define BAD_ANSWER -1

const char *GERMAN_NAMES[CATEGORIES] = {"Einser", "Zweier", "Dreier",
                                        "Vierer", "Fuenfer", "Sechser"};
const char *ENGLISH_NAMES[CATEGORIES] = {"Ones", "Twos", "Threes",
                                         "Fours", "Fives", "Sixes"};

/* Throw away the rest of a line that was too long for the buffer. */
void drain_line(void)
{
    int next = getchar();
    while (next != '\n' && next != EOF) {
        next = getchar();
    }
}

/* Take away the spaces at the start and at the end of the answer. */
void trim_spaces(char answer[])
{
    size_t length = strlen(answer);
    while (length > 0 && answer[length - 1] == ' ') {
        length--;
    }
    answer[length] = '\0';
    size_t start = 0;
    while (answer[start] == ' ') {
        start++;
    }
    memmove(answer, answer + start, length - start + 1);
}

/*
 * Read one line of input into answer (without the newline). At the end of
 * the input the program says goodbye and stops. Returns false, after a
 * message, if the line was too long or has control characters.
 */
bool read_answer(char answer[])
{
    memset(answer, 0, BUFFER_SIZE);
    fflush(stdout);
    if (fgets(answer, BUFFER_SIZE, stdin) == NULL) {
        printf("\nKeine Eingabe mehr / No more input. Tschuess!\n");
        exit(0);
    }
    char *newline = memchr(answer, '\n', BUFFER_SIZE);
    if (newline == NULL && (!feof(stdin) || strlen(answer) > MAX_LENGTH)) {
        drain_line();
        printf("Zu lang / Too long! Maximum %d letters.\n", MAX_LENGTH);
        return false;
    }
    size_t length = strlen(answer);
    if (newline != NULL) {
        length = (size_t) (newline - answer);
        *newline = '\0';
    }
    for (size_t i = 0; i < length; i++) {
        if (iscntrl((unsigned char) answer[i]) || answer[i] == '\0') {
            printf("Komische Zeichen / Strange characters! Try one more time.\n");
            return false;
        }
    }
    trim_spaces(answer);
    return true;
}

/* Throw one die, 1 to 6. */
int roll_die(void)
{
    return rand() % 6 + 1;
}

/* Print the dice like "Wuerfel / Dice: 4-1-2-3-5". */
void print_dice(const int dice[])
{
    printf("Wuerfel / Dice: %d", dice[0]);
    for (int i = 1; i < DICE; i++) {
        printf("-%d", dice[i]);
    }
    printf("\n");
}

/*
 * Mark in keep[] the positions the player typed (like "1 3 5"). Returns how
 * many dice are kept, or BAD_ANSWER after a message. "0" keeps no die.
 */
int parse_keep(const char answer[], bool keep[])
{
    int kept = 0;
    for (int i = 0; i < DICE; i++) {
        keep[i] = false;
    }
    if (strcmp(answer, "0") == 0) {
        return 0;
    }
    for (int i = 0; answer[i] != '\0'; i++) {
        if (answer[i] == ' ') {
            continue;
        }
        bool alone = answer[i + 1] == ' ' || answer[i + 1] == '\0';
        if (answer[i] < '1' || answer[i] > '0' + DICE || !alone) {
            printf("Falsche Eingabe / Wrong entry! Try one more time.\n");
            return BAD_ANSWER;
        }
        int position = answer[i] - '1';
        if (keep[position]) {
            printf("Doppelt / Same dice two times!\n");
            return BAD_ANSWER;
        }
        keep[position] = true;
        kept++;
    }
    return kept;
}

/* Ask which dice to keep until the answer is good. Returns how many are kept. */
int ask_keep(bool keep[])
{
    char answer[BUFFER_SIZE];
    int kept = BAD_ANSWER;
    while (kept == BAD_ANSWER) {
        printf("Welche behalten? / Which dices you want keep? (z.B. 1 3 5; 0 = keinen / none; "
               "leer / empty = alle behalten / keep all) ");
        if (!read_answer(answer)) {
            continue;
        }
        if (answer[0] == '\0') {
            kept = KEEP_ALL;
        } else {
            kept = parse_keep(answer, keep);
        }
    }
    return kept;
}

/* Throw the dice for one round: the first throw and at most two more. */
void roll_round(int dice[])
{
    bool keep[DICE];
    for (int i = 0; i < DICE; i++) {
        dice[i] = roll_die();
    }
    print_dice(dice);
    for (int roll = 2; roll <= MAX_ROLLS; roll++) {
        if (ask_keep(keep) == KEEP_ALL) {
            return;
        }
        for (int i = 0; i < DICE; i++) {
            if (!keep[i]) {
                dice[i] = roll_die();
            }
        }
        print_dice(dice);
    }
}

/* Print the score sheet; a free category has a "-". */
void print_sheet(const bool used[], const int points[])
{
    printf("Punkteblatt / Score sheet:\n");
    for (int i = 0; i < CATEGORIES; i++) {
        printf("  %c) %s / %s: ", 'a' + i, GERMAN_NAMES[i], ENGLISH_NAMES[i]);
        if (used[i]) {
            printf("%d\n", points[i]);
        } else {
            printf("-\n");
        }
    }
}

/*
 * Check the answer for the category. Returns its index (a = 0 ... f = 5),
 * or BAD_ANSWER after a message if it is no letter a-f or already used.
 */
int check_category(const char answer[], const bool used[])
{
    if (strlen(answer) != 1 || !isalpha((unsigned char) answer[0])) {
        printf("Falsche Kategorie / Wrong category! Only a letter a-f.\n");
        return BAD_ANSWER;
    }
    int index = tolower((unsigned char) answer[0]) - 'a'; /* a = 0, b = 1, ... */
    bool already_used = used[index];
    if (index >= CATEGORIES) {
        printf("Falsche Kategorie / Wrong category! Only a letter a-f.\n");
        return BAD_ANSWER;
    }
    if (already_used) {
        printf("Schon benutzt / Already used!\n");
        return BAD_ANSWER;
    }
    return index;
}

/* Ask for a free category until the answer is good. Returns its index. */
int ask_category(const bool used[])
{
    char answer[BUFFER_SIZE];
    int index = BAD_ANSWER;
    while (index == BAD_ANSWER) {
        printf("Kategorie waehlen / Choose category (a-f): ");
        if (read_answer(answer)) {
            index = check_category(answer, used);
        }
    }
    return index;
}

/* Count the points of the dice for one category (face times how many). */
int count_points(int index, const int dice[])
{
    int points = 0;
    for (int i = 0; i < DICE; i++) {
        if (dice[i] == index + 1) {
            points += index + 1;
        }
    }
    return points;
}

/*
 * Play one round: throw the dice, show the sheet, write the points in the
 * category the player chooses. Returns the points of this round.
 */
int play_round(int round, bool used[], int points[])
{
    int dice[DICE];
    printf("\n== Runde %d / Round %d ==\n", round, round);
    roll_round(dice);
    print_sheet(used, points);
    int index = ask_category(used);
    used[index] = true;
    points[index] = count_points(index, dice);
    printf("Du hast %d Punkte bei %s / You have make %d points in %s.\n", points[index],
           GERMAN_NAMES[index], points[index], ENGLISH_NAMES[index]);
    return points[index];
}

/* Play the six rounds and print the result. */
int main(void)
{
    srand(time(NULL));
    bool used[CATEGORIES] = {false};
    int points[CATEGORIES] = {0};
    int total = 0;
    for (int round = 1; round <= ROUNDS; round++) {
        total += play_round(round, used, points);
        printf("Summe / Total: %d\n", total);
    }
    printf("\nSpiel ist aus / Game is finish. Endstand / Your result: %d\n", total);
    return 0;
}
