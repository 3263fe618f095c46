# Yahtzee homework
# Simplified: 6 turns, only ones through sixes, 2 re-rolls per turn.

import random

random.seed()

line_names = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


# shows every die on its own line
def print_dice(dice):
    for i in range(len(dice)):
        print("   Die " + str(i + 1) + ": " + str(dice[i]))


# checks the answer to the re-roll question
# it should be die positions separated by spaces, or a single 0
def valid_positions(text):
    parts = text.split()
    if len(parts) == 0:
        return False
    if "0" in parts:
        # 0 means keep everything, so it has to be by itself
        return len(parts) == 1
    for p in parts:
        if not p.isdigit():
            return False
        if int(p) < 1 or int(p) > 6:
            return False
        if parts.count(p) > 1:
            return False
    return True


# asks the player which dice to re-roll and re-rolls them
def reroll(dice):
    answer = input("Enter the positions of dice to re-roll (e.g. 2 4 5), or 0 to keep them all: ")
    while not valid_positions(answer):
        print("That's not a valid answer, try again.")
        answer = input(
            "Enter the positions of dice to re-roll (e.g. 2 4 5), or 0 to keep them all: "
        )
    for p in answer.split():
        position = int(p)
        if position != 0:
            dice[position - 1] = random.randint(1, 6)


# score of the dice for the line with the given number (1-6)
def compute_score(dice, number):
    total = 0
    for d in dice:
        if d == number:
            total = total + d
    return total


# asks for a line number until it is valid and still free
def get_line(used):
    while True:
        answer = input("Which line do you want to fill in (1-6)? ")
        try:
            number = int(answer)
        except ValueError:
            print("You need to type a number.")
            continue
        if number < 1 or number > 6:
            print("There is no line " + str(number) + ". Lines go from 1 to 6.")
        elif used[number - 1]:
            print("Line " + str(number) + " (" + line_names[number - 1] + ") is taken already.")
        else:
            return number


def print_scores(scores, used):
    print("Your score sheet:")
    for i in range(6):
        if used[i]:
            print("   " + str(i + 1) + " " + line_names[i] + ": " + str(scores[i]))
        else:
            print("   " + str(i + 1) + " " + line_names[i] + ": (empty)")


def main():
    scores = [0, 0, 0, 0, 0, 0]
    used = [False, False, False, False, False, False]
    print("Welcome to Yahtzee!")
    for turn in range(6):
        print()
        print("Turn " + str(turn + 1) + ":")
        dice = []
        for _ in range(5):
            dice.append(random.randint(1, 6))
        print("You rolled:")
        print_dice(dice)

        for _ in range(2):
            reroll(dice)
            print("Now you have:")
            print_dice(dice)

        number = get_line(used)
        scores[number - 1] = compute_score(dice, number)
        used[number - 1] = True
        print("You got " + str(scores[number - 1]) + " points for " + line_names[number - 1] + ".")
        print_scores(scores, used)

    print()
    print("Game over! Your final score is " + str(sum(scores)) + ".")


main()
