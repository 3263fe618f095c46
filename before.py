#!/usr/bin/env python3
"""The homework game before decomposition: the whole of it in one long main, as a first-year
student writes it before learning to split a program into functions.

It plays the game of yahtzee.py's Part 1 and prints, line for line, what
`python3 yahtzee.py --seed N --no-review` prints for the same answers piped in; the lesson of
docs/teaching.md starts from it. Its input loops are written out twice, its numbers are
magic, and the grader's Functions check gives it no credit. Run: python3 before.py [--seed N]
"""

import random
import sys
import textwrap


def main():
    # the dice: seeded with --seed N, as yahtzee.py's are
    seed = None
    if "--seed" in sys.argv[1:-1]:
        seed = int(sys.argv[sys.argv.index("--seed") + 1])
    rng = random.Random(seed)
    echo = not sys.stdin.isatty()
    names = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
    sheet = [None, None, None, None, None, None]
    rules = (
        "Rules (the homework's six-turn game): Six turns. Each turn, roll five dice, then "
        "re-roll any of them twice (keeping all the dice ends the rolling). Put the dice on an "
        "unused line: Ones to Sixes score the sum of the dice showing that face. The final "
        "score is the total of the lines."
    )
    reroll_help = (
        "This prompt takes the positions (1-5) of the dice to roll again: 1 3 5, 1,3,5 or 135; "
        "all or keep none re-rolls every die; keep 1 2 re-rolls all but positions 1 and 2; an "
        "empty answer (or only spaces), none or keep all keeps all the dice and ends the rolling."
    )
    line_help = (
        "This prompt takes an open line's number (1-6), its name in any case, or its short "
        "form: Ones (1s), Twos (2s), Threes (3s), Fours (4s), Fives (5s), Sixes (6s)."
    )
    words = (
        "At any prompt: help or ? (this help), card (the sheet), quit (end the game).\n"
        "At the console also: hint (the best move), review (your play so far), commands "
        "(Yacht Dice's words)."
    )
    print("Let's play the homework's six-turn game. Type help at any prompt for the rules.")
    turn = 1
    while turn <= 6:
        print()
        print("Turn " + str(turn) + " of 6")
        dice = []
        while len(dice) < 5:
            dice.append(1 + int(rng.random() * 6))
        rolls = 1
        rolling = True
        while rolling:
            print("Roll " + str(rolls) + ": " + " ".join(str(d) for d in dice))
            print("        1 2 3 4 5  <- positions")
            if rolls == 3:
                break
            left = "2 re-rolls" if rolls == 1 else "1 re-roll"
            # ask which dice to re-roll until the answer is good
            while True:
                print("Re-roll which positions? (" + left + " left; Enter keeps all) > ", end="")
                sys.stdout.flush()
                answer = sys.stdin.readline()
                if answer == "":
                    print()
                    print("Input ended before the game was over. The sheet so far:")
                    print_sheet(names, sheet, None)
                    return 1
                answer = answer.rstrip("\n").rstrip("\r")
                if echo:
                    print(answer if len(answer) <= 200 else answer[:200] + "...")
                if len(answer) > 200:
                    print("That answer is over 200 characters; help says what is taken.")
                    continue
                word = " ".join(answer.lower().split())
                if word in ("quit", "q", "exit", "resign"):
                    print("You resigned. The sheet so far:")
                    print_sheet(names, sheet, None)
                    return 0
                if word == "help" or word == "?":
                    print(fit(rules))
                    print(fit(reroll_help))
                    print(fit(words))
                    continue
                if word == "card":
                    print_sheet(names, sheet, dice)
                    print("Dice:   " + " ".join(str(d) for d in dice))
                    print("        1 2 3 4 5  <- positions")
                    continue
                if word in ("", "none", "keep all"):
                    chosen = []
                    break
                if word in ("all", "keep none"):
                    chosen = [1, 2, 3, 4, 5]
                    break
                keep = word.startswith("keep")
                text = word[4:] if keep else word
                chosen = []
                problem = ""
                for part in text.replace(",", " ").split():
                    bad = [c for c in part if c not in "12345"]
                    if bad:
                        shown = bad[0] if part.isdecimal() else part
                        problem = (
                            quoted(shown) + " is not a position. Type positions 1-5, "
                            "e.g. 1 3 5; Enter keeps all."
                        )
                        break
                    for c in part:
                        if int(c) in chosen:
                            problem = (
                                "Position " + c + " is given twice. Give each position "
                                "once, e.g. 1 3 5."
                            )
                            break
                        chosen.append(int(c))
                    if problem:
                        break
                if problem == "" and keep and chosen == []:
                    problem = "Say which positions to keep, e.g. keep 1 2, or keep all."
                if problem:
                    print(fit(problem))
                    continue
                if keep:
                    chosen = [p for p in [1, 2, 3, 4, 5] if p not in chosen]
                break
            if chosen == []:
                rolling = False
            else:
                for p in sorted(chosen):
                    dice[p - 1] = 1 + int(rng.random() * 6)
                rolls = rolls + 1
        open_lines = [names[i] for i in range(6) if sheet[i] is None]
        if len(open_lines) == 1:
            line = names.index(open_lines[0])
            print("Only " + names[line] + " is left, so the dice go there.")
        else:
            print_sheet(names, sheet, dice)
            example = open_lines[0].lower()
            # ask for a line until the answer is an open line
            while True:
                print("Choose a line (1-6 or a name, e.g. " + example + ") > ", end="")
                sys.stdout.flush()
                answer = sys.stdin.readline()
                if answer == "":
                    print()
                    print("Input ended before the game was over. The sheet so far:")
                    print_sheet(names, sheet, None)
                    return 1
                answer = answer.rstrip("\n").rstrip("\r")
                if echo:
                    print(answer if len(answer) <= 200 else answer[:200] + "...")
                if len(answer) > 200:
                    print_sheet(names, sheet, dice)
                    print("Dice:   " + " ".join(str(d) for d in dice))
                    print("        1 2 3 4 5  <- positions")
                    print("That answer is over 200 characters; help says what is taken.")
                    continue
                word = " ".join(answer.lower().split())
                if word in ("quit", "q", "exit", "resign"):
                    print("You resigned. The sheet so far:")
                    print_sheet(names, sheet, None)
                    return 0
                if word == "help" or word == "?":
                    print(fit(rules))
                    print(fit(line_help))
                    print(fit(words))
                    continue
                if word == "card":
                    print_sheet(names, sheet, dice)
                    print("Dice:   " + " ".join(str(d) for d in dice))
                    print("        1 2 3 4 5  <- positions")
                    continue
                key = " ".join(answer.replace("-", " ").replace("_", " ").lower().split())
                line = -1
                for i in range(6):
                    if key in (str(i + 1), names[i].lower(), str(i + 1) + "s"):
                        line = i
                if line == -1:
                    if answer.strip() == "":
                        problem = "No line was given."
                    else:
                        problem = quoted(answer) + " is not a line."
                    problem += " Enter 1-6, a name such as fours, or a short form such as 4s."
                elif sheet[line] is not None:
                    problem = (
                        names[line]
                        + " is already used. Open lines: "
                        + ", ".join(n for n in names if sheet[names.index(n)] is None)
                        + "."
                    )
                else:
                    break
                print_sheet(names, sheet, dice)
                print("Dice:   " + " ".join(str(d) for d in dice))
                print("        1 2 3 4 5  <- positions")
                print(fit(problem))
        points = dice.count(line + 1) * (line + 1)
        sheet[line] = points
        total = sum(p for p in sheet if p)
        print("Scored " + str(points) + " on " + names[line] + ". Total: " + str(total))
        turn = turn + 1
    print()
    print("Game over.")
    print_sheet(names, sheet, None)
    print("Final score: " + str(sum(sheet)))
    return 0


def print_sheet(names, sheet, dice):
    # the sheet, and what the dice would score on each open line
    print(" #  Line            Score")
    for i in range(6):
        if sheet[i] is not None:
            print(f"{i + 1:>2}  {names[i]:<16}{sheet[i]:>5}")
        elif dice is None:
            print(f"{i + 1:>2}  {names[i]:<16}{'-':>5}")
        else:
            would = dice.count(i + 1) * (i + 1)
            print(f"{i + 1:>2}  {names[i]:<16}{'-':>5}  would score {would}")
    print(f"{'':>2}  {'Total':<16}{sum(p for p in sheet if p):>5}")


def quoted(answer):
    # what was typed, for a message: printable, at most 20 characters
    shown = "".join(c if c.isprintable() else "?" for c in answer.strip())
    return "'" + shown[:20] + "...'" if len(shown) > 20 else "'" + shown + "'"


def fit(text):
    # long lines broken at 79 columns, as the game's screen does
    out = []
    for line in text.split("\n"):
        if len(line) > 79:
            line = textwrap.fill(
                line,
                width=79,
                subsequent_indent="    ",
                break_long_words=False,
                break_on_hyphens=False,
            )
        out.append(line)
    return "\n".join(out)


if __name__ == "__main__":
    sys.exit(main())
