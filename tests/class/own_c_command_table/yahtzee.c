/* Simplified Yahtzee in six turns, played through a table of commands typed at
 * one prompt: "roll 1 3 5" re-rolls those dice (twice a turn), "score 4" or
 * "score fours" ends the turn on a line, "card" shows the sheet. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define TURNS 6
#define REROLLS 2

static const char *NAMES[LINES] = {"ones", "twos", "threes", "fours", "fives", "sixes"};

struct game {
    int dice[DICE];
    int sheet[LINES];
    int used[LINES];
    int rerolls;
    int scored;
};

/* Re-roll the positions listed in args (1-5, each once); return 0 if refused. */
static int do_roll(struct game *game, const char *args)
{
    int chosen[DICE] = {0};
    int count = 0;
    if (game->rerolls >= REROLLS) {
        printf("No re-rolls left: score this turn.\n");
        return 0;
    }
    for (const char *at = args; *at != '\0'; at++) {
        if (*at == ' ' || *at == ',') {
            continue;
        }
        if (*at < '1' || *at > '5' || chosen[*at - '1'] || (at[1] && at[1] != ' ' && at[1] != ',')) {
            printf("Roll takes positions 1-5, each once: roll 1 3 5\n");
            return 0;
        }
        chosen[*at - '1'] = 1;
        count++;
    }
    if (count == 0) {
        printf("Roll which dice? Like: roll 1 3 5\n");
        return 0;
    }
    for (int i = 0; i < DICE; i++) {
        if (chosen[i]) {
            game->dice[i] = rand() % 6 + 1;
        }
    }
    game->rerolls++;
    return 1;
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

/* Score the turn on the line args names (1-6 or a name); return 0 if refused. */
static int do_score(struct game *game, const char *args)
{
    int line = -1;
    for (int i = 0; i < LINES; i++) {
        if (strcasecmp(args, NAMES[i]) == 0 || (strlen(args) == 1 && args[0] == '1' + i)) {
            line = i;
        }
    }
    if (line < 0) {
        printf("Score on a line: 1-6 or its name, like: score fours\n");
        return 0;
    }
    if (game->used[line]) {
        printf("%s is used already.\n", NAMES[line]);
        return 0;
    }
    game->sheet[line] = points(game->dice, line);
    game->used[line] = 1;
    game->scored = 1;
    printf("%d points on %s.\n", game->sheet[line], NAMES[line]);
    return 1;
}

/* Show the score sheet. */
static int do_card(struct game *game, const char *args)
{
    (void)args;
    for (int i = 0; i < LINES; i++) {
        printf("  %-7s %s%d\n", NAMES[i], game->used[i] ? "" : "(open) ", game->sheet[i]);
    }
    return 1;
}

struct command {
    const char *word;
    int (*run)(struct game *, const char *);
};

static const struct command COMMANDS[] = {
    {"roll", do_roll}, {"score", do_score}, {"card", do_card},
};

/* Read one command and run it from the table; end the game when input ends. */
static void next_command(struct game *game)
{
    char line[128], word[10]; /* The fault: %s below is not bounded to word's size. */
    printf("Dice:");
    for (int i = 0; i < DICE; i++) {
        printf("  %d:%d", i + 1, game->dice[i]);
    }
    printf("   (re-rolls left: %d)\n> ", REROLLS - game->rerolls);
    fflush(stdout);
    if (fgets(line, sizeof(line), stdin) == NULL) {
        printf("\nGoodbye.\n");
        exit(0);
    }
    line[strcspn(line, "\r\n")] = '\0';
    int used = 0;
    if (sscanf(line, "%s %n", word, &used) != 1) {
        printf("Type a command (roll, score, card).\n");
        return;
    }
    for (size_t i = 0; i < sizeof(COMMANDS) / sizeof(COMMANDS[0]); i++) {
        if (strcasecmp(word, COMMANDS[i].word) == 0) {
            COMMANDS[i].run(game, line + used);
            return;
        }
    }
    printf("Unknown command \"%s\".\n", word);
}

/* Play six turns of commands and print the final score. */
int main(void)
{
    struct game game = {{0}, {0}, {0}, 0, 0};
    int total = 0;
    srand((unsigned)time(NULL));
    printf("Commands:\n  roll <positions>        re-roll those dice\n"
           "  score <1-6 or name>     score this turn on a line\n"
           "  card                    show the score sheet\n");
    for (int turn = 1; turn <= TURNS; turn++) {
        printf("\n=== Turn %d of %d ===\n", turn, TURNS);
        for (int i = 0; i < DICE; i++) {
            game.dice[i] = rand() % 6 + 1;
        }
        game.rerolls = 0;
        game.scored = 0;
        while (!game.scored) {
            next_command(&game);
        }
    }
    for (int i = 0; i < LINES; i++) {
        total += game.sheet[i];
    }
    printf("Final score: %d\n", total);
    return 0;
}
