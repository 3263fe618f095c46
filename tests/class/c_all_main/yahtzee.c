/* A homework Yahtzee in C, as a student might hand it in: all of it in main. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

/* Play six turns, then print the final score: every step of the game in one function. */
int main(void) {
    const char *names[6] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};
    int used[6] = {0};
    int dice[5];
    int total = 0;
    char answer[128];
    srand((unsigned) time(NULL));
    for (int turn = 1; turn <= 6; turn++) {
        printf("Turn %d of 6\n", turn);
        for (int i = 0; i < 5; i++) {
            dice[i] = rand() % 6 + 1;
        }
        printf("Roll 1: %d %d %d %d %d\n", dice[0], dice[1], dice[2], dice[3], dice[4]);
        for (int roll = 2; roll <= 3; roll++) {
            int chosen[5];
            int count = -1;
            while (count < 0) {
                printf("Re-roll which positions? (%d left; Enter keeps all) > ", 4 - roll);
                fflush(stdout);
                if (fgets(answer, sizeof answer, stdin) == NULL) {
                    return 1;
                }
                size_t length = strlen(answer);
                if (length > 0 && answer[length - 1] == '\n') {
                    answer[length - 1] = '\0';
                } else {
                    int skipped;
                    while ((skipped = getchar()) != '\n' && skipped != EOF) {
                    }
                    answer[0] = '!';
                }
                int seen[6] = {0};
                count = 0;
                for (const char *place = answer; *place != '\0'; place++) {
                    if (*place == ' ') {
                        continue;
                    }
                    if (*place < '1' || *place > '5' || (place[1] != ' ' && place[1] != '\0')
                        || seen[*place - '0']) {
                        count = -1;
                        break;
                    }
                    seen[*place - '0'] = 1;
                    chosen[count++] = *place - '0';
                }
                if (count < 0) {
                    printf("Type positions 1-5 with spaces between, e.g. 1 3 5.\n");
                }
            }
            if (count == 0) {
                break;
            }
            for (int i = 0; i < count; i++) {
                dice[chosen[i] - 1] = rand() % 6 + 1;
            }
            printf("Roll %d: %d %d %d %d %d\n", roll, dice[0], dice[1], dice[2], dice[3],
                   dice[4]);
        }
        int line = -1;
        while (line < 0) {
            printf("Choose a line (1-6 or a name) > ");
            fflush(stdout);
            if (fgets(answer, sizeof answer, stdin) == NULL) {
                return 1;
            }
            answer[strcspn(answer, "\n")] = '\0';
            if (strlen(answer) == 1 && answer[0] >= '1' && answer[0] <= '6') {
                line = answer[0] - '1';
            }
            for (int index = 0; index < 6 && line < 0; index++) {
                if (strcasecmp(answer, names[index]) == 0) {
                    line = index;
                }
            }
            if (line < 0) {
                printf("Type a line's number 1-6 or its name, e.g. fours.\n");
            } else if (used[line]) {
                printf("%s is already used.\n", names[line]);
                line = -1;
            }
        }
        used[line] = 1;
        int points = 0;
        for (int i = 0; i < 5; i++) {
            if (dice[i] == line + 1) {
                points += dice[i];
            }
        }
        total += points;
        printf("Scored %d on %s. Total: %d\n", points, names[line], total);
    }
    printf("Final score: %d\n", total);
    return 0;
}
