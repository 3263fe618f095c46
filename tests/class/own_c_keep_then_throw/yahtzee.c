/* Simplified Yahtzee in six turns, played by commands at one prompt.
 * "keep 1 2 5" marks those dice kept (it rolls nothing), "throw" rolls the
 * dice not kept (twice a turn at most), "score <line>" ends the turn. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define TURNS 6
#define THROWS 3

static const char *NAMES[LINES] = {"ones", "twos", "threes", "fours", "fives", "sixes"};

/* Read one command; end the game when input ends. Returns the command's length. */
static size_t read_command(char *answer, int size)
{
    printf("action (keep/throw/score) > ");
    fflush(stdout);
    if (fgets(answer, size, stdin) == NULL) {
        printf("\nNo more input: game over.\n");
        exit(0);
    }
    if (strchr(answer, '\n') == NULL) {
        int c = getchar();
        while (c != '\n' && c != EOF) {
            c = getchar();
        }
    }
    answer[strcspn(answer, "\r\n")] = '\0';
    return strlen(answer);
}

/* Show the throw count, the dice and which of them are kept. */
static void show(int turn, int throws, const int dice[DICE], const int kept[DICE])
{
    printf("\nTurn %d of %d, throw %d of %d\n", turn, TURNS, throws, THROWS);
    printf("  dice:");
    for (int i = 0; i < DICE; i++) {
        printf("  %d", dice[i]);
    }
    printf("\n  kept:");
    for (int i = 0; i < DICE; i++) {
        printf("  %c", kept[i] ? 'K' : '.');
    }
    printf("\n");
}

/* Mark the dice a keep command names ("none" keeps none); return 0 if it is refused. */
static int mark_kept(const char *args, int kept[DICE])
{
    int marked[DICE] = {0};
    int count = 0;
    if (strcmp(args, "none") == 0) {
        memset(kept, 0, sizeof(marked));
        return 1;
    }
    for (const char *p = args; *p != '\0'; p++) {
        if (*p == ' ') {
            continue;
        }
        if (*p < '1' || *p > '5' || (p[1] != ' ' && p[1] != '\0')) {
            printf("Keep takes die numbers 1-5, like: keep 1 3 5\n");
            return 0;
        }
        if (marked[*p - '1']) {
            printf("Die %c is named twice.\n", *p);
            return 0;
        }
        marked[*p - '1'] = 1;
        count++;
    }
    if (count == 0) {
        printf("Keep which dice? Like: keep 1 3 5, or keep none\n");
        return 0;
    }
    memcpy(kept, marked, sizeof(marked));
    return 1;
}

/* Return the line a score command names (0 = ones), or -1 if there is none such. */
static int line_named(const char *args)
{
    if (strlen(args) == 1 && args[0] >= '1' && args[0] <= '6') {
        return args[0] - '1';
    }
    for (int line = 0; line < LINES; line++) {
        if (strcmp(args, NAMES[line]) == 0) {
            return line;
        }
    }
    printf("Score on a line: 1-6 or ones..sixes, like: score 4\n");
    return -1;
}

/* Return the points the dice give a line (0 = ones). */
static int points(const int dice[DICE], int line)
{
    int total = 0;
    for (int i = 0; i < DICE; i++) {
        if (dice[i] == line + 1) {
            total += dice[i];
        }
    }
    return total;
}

/* Throw the dice not kept, if a throw is left; return the throws made. */
static int throw_rest(int throws, int dice[DICE], const int kept[DICE])
{
    if (throws >= THROWS) {
        printf("No throws left: score this turn.\n");
        return throws;
    }
    for (int i = 0; i < DICE; i++) {
        if (!kept[i]) {
            dice[i] = rand() % 6 + 1;
        }
    }
    return throws + 1;
}

/* Play one turn by commands until a line is scored; return its points. */
static int play_turn(int turn, int sheet[LINES], int used[LINES])
{
    int dice[DICE], kept[DICE] = {0};
    char answer[64];
    int throws = throw_rest(0, dice, kept);
    show(turn, throws, dice, kept);
    for (;;) {
        read_command(answer, sizeof(answer));
        if (strncmp(answer, "keep ", 5) == 0 && mark_kept(answer + 5, kept)) {
            show(turn, throws, dice, kept);
        } else if (strcmp(answer, "throw") == 0) {
            int before = throws;
            throws = throw_rest(throws, dice, kept);
            if (throws > before) {
                show(turn, throws, dice, kept);
            }
        } else if (strncmp(answer, "score ", 6) == 0) {
            int line = line_named(answer + 6);
            if (line >= 0) {
                /* The fault: a used line is not refused, and is scored again. */
                sheet[line] = points(dice, line);
                used[line] = 1;
                printf("%s: %d points\n", NAMES[line], sheet[line]);
                return sheet[line];
            }
        } else if (strncmp(answer, "keep ", 5) != 0) {
            printf("Commands: keep <dice>, keep none, throw, score <line>\n");
        }
    }
}

/* Play six turns and print the final score. */
int main(void)
{
    int sheet[LINES] = {0}, used[LINES] = {0};
    srand((unsigned)time(NULL));
    printf("Yahtzee, six turns. Commands:\n");
    printf("  keep 1 2 5    keep those dice (the others are thrown)\n");
    printf("  keep none     keep no die\n");
    printf("  throw         throw the dice not kept (twice a turn)\n");
    printf("  score <line>  score the turn on a line, 1-6 or ones..sixes\n");
    for (int turn = 1; turn <= TURNS; turn++) {
        play_turn(turn, sheet, used);
    }
    int total = 0;
    for (int line = 0; line < LINES; line++) {
        total += sheet[line];
    }
    printf("Final score: %d\n", total);
    return 0;
}
