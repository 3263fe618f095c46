"""Simplified Yahtzee - homework for intro CS.

How to play:
    The game is 6 turns long. Each turn five dice are rolled and shown as
    a list, like [4, 4, 1, 2, 3].
    You can re-roll up to two times. To re-roll, type the FACES (the
    numbers showing) of the dice you want to throw again, separated by
    spaces. For [4, 4, 1, 2, 3], typing "1 2 3" keeps the two 4s and rolls
    the other three dice. Press Enter with nothing typed to keep all dice.
    Then choose a line you have not used by its number (1-6) or its name
    (Ones ... Sixes). A line scores the sum of the dice that match it.
"""

import random
import sys

LINE_NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
NUMBER_OF_TURNS = 6
NUMBER_OF_DICE = 5
REROLLS_PER_TURN = 2


def get_input(prompt):
    """Read one answer; stop the program without a fuss if input runs out."""
    try:
        return input(prompt)
    except EOFError:
        sys.exit(0)


def roll():
    """Roll one die."""
    return random.randint(1, 6)


def parse_faces(answer, dice):
    """Turn an answer like "4 4" into a list of faces to re-roll.

    Returns (faces, None) when the answer is OK, else (None, message).
    """
    if not answer.isprintable():
        return None, "Please type only numbers and spaces."
    faces = []
    for word in answer.replace(",", " ").split():
        if not word.isdecimal():
            continue
        if len(word) != 1 or word not in "123456":
            return None, "Dice faces go from 1 to 6."
        faces.append(int(word))
    for face in set(faces):
        if faces.count(face) > dice.count(face):
            return None, f"You don't have that many {face}s."
    return faces, None


def ask_faces(dice):
    """Keep asking until the player names faces they actually have."""
    prompt = "Type the faces to re-roll (e.g. 4 4), or press Enter to keep all: "
    while True:
        faces, message = parse_faces(get_input(prompt), dice)
        if message is None:
            return faces
        print(message)


def reroll_faces(dice, faces):
    """Re-roll one die for each face in the list."""
    taken = []
    for face in faces:
        for index, die in enumerate(dice):
            if die == face and index not in taken:
                taken.append(index)
                break
    for index in taken:
        dice[index] = roll()


def play_turn_rolls():
    """Roll five dice and let the player re-roll twice."""
    dice = [roll() for _ in range(NUMBER_OF_DICE)]
    print("Your roll:", dice)
    for _ in range(REROLLS_PER_TURN):
        faces = ask_faces(dice)
        if not faces:
            break
        reroll_faces(dice, faces)
        print("Your roll:", dice)
    return dice


def line_from_answer(answer):
    """Return the line index for "4" or "fours", or None."""
    answer = answer.strip(" ").lower()
    if answer in ["1", "2", "3", "4", "5", "6"]:
        return int(answer) - 1
    for index, name in enumerate(LINE_NAMES):
        if answer == name.lower():
            return index
    return None


def choose_line(used):
    """Ask for a line that has not been used yet."""
    left = [name for index, name in enumerate(LINE_NAMES) if index not in used]
    print("Lines left:", ", ".join(left))
    while True:
        line = line_from_answer(get_input("Pick a line (1-6 or its name): "))
        if line is None:
            print("That isn't a line. Use 1-6 or a name like Fours.")
        elif line in used:
            print(f"{LINE_NAMES[line]} has already been used.")
        else:
            return line


def main():
    """Play six turns and print the final score."""
    used = []
    total = 0
    print("Welcome to Yahtzee!")
    for turn in range(1, NUMBER_OF_TURNS + 1):
        print(f"\nTurn {turn}/{NUMBER_OF_TURNS}")
        dice = play_turn_rolls()
        line = choose_line(used)
        used.append(line)
        points = (line + 1) * dice.count(line + 1)
        total += points
        print(f"{LINE_NAMES[line]}: {points} (running total {total})")
    print(f"\nFinal score: {total}. Thanks for playing!")


if __name__ == "__main__":
    main()
