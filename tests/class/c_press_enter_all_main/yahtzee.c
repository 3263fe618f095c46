#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>

int main(void) {
  srand(time(NULL));
  int d[5];
  int sc[6];
  int u[6];
  char buf[200];
  char nm[6][10] = {"ones", "twos", "threes", "fours", "fives", "sixes"};
  int t, i, j, r, ok, ln, s, tot;
  for (i = 0; i < 6; i++) {
    sc[i] = 0;
    u[i] = 0;
  }
  tot = 0;
  printf("**********************************\n");
  printf("*            YAHTZEE!!           *\n");
  printf("**********************************\n");
  printf("You get 6 turns. Each turn you roll 5 dice and can reroll\n");
  printf("some of them 2 times. Type the dice numbers to reroll like 134\n");
  printf("(no spaces needed). Just press enter to keep all your dice.\n");
  printf("Then type the name of a line (ones, twos, threes, fours, fives, sixes).\n");
  printf("Each line can only be used once.\n");
  printf("Press enter to start...");
  if (fgets(buf, sizeof(buf), stdin) == NULL) {
    printf("\nbye\n");
    return 0;
  }
  if (strchr(buf, '\n') == NULL) {
    int c = getchar();
    while (c != '\n' && c != EOF)
      c = getchar();
  }
  for (t = 0; t < 6; t++) {
    printf("\n---- Turn %d ----\n", t + 1);
    for (i = 0; i < 5; i++)
      d[i] = rand() % 6 + 1;
    printf("Dice: ");
    for (i = 0; i < 5; i++)
      printf("%d ", d[i]);
    printf("\n");
    for (r = 0; r < 2; r++) {
      int rr[5];
      ok = 0;
      while (!ok) {
        printf("Reroll which dice? (%d reroll%s left): ", 2 - r, r == 0 ? "s" : "");
        if (fgets(buf, sizeof(buf), stdin) == NULL) {
          printf("\nbye\n");
          return 0;
        }
        if (strchr(buf, '\n') == NULL) {
          int c = getchar();
          while (c != '\n' && c != EOF)
            c = getchar();
        }
        for (i = 0; i < 5; i++)
          rr[i] = 0;
        ok = 1;
        for (i = 0; buf[i] != '\0' && buf[i] != '\n'; i++) {
          if (buf[i] == ' ')
            continue;
          if (buf[i] < '1' || buf[i] > '5') {
            ok = 0;
            break;
          }
          if (rr[buf[i] - '1'] == 1) {
            ok = 0;
            break;
          }
          rr[buf[i] - '1'] = 1;
        }
        if (!ok)
          printf("Bad input. Only use the digits 1-5 and each one once, like 245.\n");
      }
      j = 0;
      for (i = 0; i < 5; i++) {
        if (rr[i]) {
          d[i] = rand() % 6 + 1;
          j++;
        }
      }
      if (j == 0) {
        printf("Keeping all dice.\n");
        break;
      }
      printf("Dice: ");
      for (i = 0; i < 5; i++)
        printf("%d ", d[i]);
      printf("\n");
    }
    printf("\nFinal dice: ");
    for (i = 0; i < 5; i++)
      printf("%d ", d[i]);
    printf("\n");
    printf("You could score:\n");
    int best = -1;
    int bests = -1;
    for (i = 0; i < 6; i++) {
      if (u[i])
        continue;
      s = 0;
      for (j = 0; j < 5; j++)
        if (d[j] == i + 1)
          s = s + i + 1;
      printf("  %-7s -> %d\n", nm[i], s);
      if (s > bests) {
        bests = s;
        best = i;
      }
    }
    if (best >= 0)
      printf("(hint: %s gives the most points)\n", nm[best]);
    ln = -1;
    while (ln < 0) {
      printf("Which line? Type its name: ");
      if (fgets(buf, sizeof(buf), stdin) == NULL) {
        printf("\nbye\n");
        return 0;
      }
      if (strchr(buf, '\n') == NULL) {
        int c = getchar();
        while (c != '\n' && c != EOF)
          c = getchar();
      }
      char w[200];
      int k = 0;
      for (i = 0; buf[i] != '\0' && buf[i] != '\n'; i++) {
        if (buf[i] != ' ' && k < 199) {
          w[k] = tolower(buf[i]);
          k++;
        }
      }
      w[k] = '\0';
      int f = -1;
      for (i = 0; i < 6; i++)
        if (strcmp(w, nm[i]) == 0)
          f = i;
      if (f == -1) {
        printf("I don't know a line called \"%s\".\n", w);
        continue;
      }
      if (u[f]) {
        printf("You used %s already!\n", nm[f]);
        continue;
      }
      ln = f;
    }
    s = 0;
    for (i = 0; i < 5; i++)
      if (d[i] == ln + 1)
        s = s + d[i];
    sc[ln] = s;
    u[ln] = 1;
    tot = tot + s;
    printf("%s gets %d\n", nm[ln], s);
    printf("Total so far: %d\n", tot);
    printf("\n  SCORE CARD\n");
    printf("  ----------------\n");
    for (i = 0; i < 6; i++) {
      if (u[i])
        printf("  %-7s | %3d\n", nm[i], sc[i]);
      else
        printf("  %-7s |   -\n", nm[i]);
    }
    printf("  ----------------\n");
    printf("  total   | %3d\n", tot);
    if (t < 5) {
      j = 0;
      for (i = 0; i < 6; i++)
        if (!u[i])
          j++;
      printf("%d turn%s left.\n", j, j == 1 ? "" : "s");
    }
  }
  printf("\n==== FINAL ====\n");
  for (i = 0; i < 6; i++)
    printf("%-7s %d\n", nm[i], sc[i]);
  printf("Total: %d\n", tot);
  if (tot >= 63)
    printf("WOW amazing score!!\n");
  else if (tot >= 40)
    printf("Nice game!\n");
  else
    printf("Better luck next time.\n");
  return 0;
}
