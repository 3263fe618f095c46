"""Yahtzee sencillo / simple Yahtzee - tarea de la sección internacional.

Un jugador, seis turnos, cinco dados. / One player, six turns, five dice.
After the first throw the game asks for every die if you want to throw it
again (s/n). You can do this two times in a turn. When you throw no die,
all the dice are kept and you go to the sheet.
Then you choose a free line of the sheet (1-6 or the name in Spanish or
English). The line gets the sum of the dice with that face.
"""

import random
import sys

TURNS = 6
DICE_COUNT = 5
MAX_REROLLS = 2
MAX_LENGTH = 80
SPANISH_NAMES = ["Unos", "Doses", "Treses", "Cuatros", "Cincos", "Seises"]
ENGLISH_NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
YES_WORDS = ("s", "si", "sí", "y", "yes")
NO_WORDS = ("n", "no")
LINE_PROMPT = "Elige la línea / Choose the line (1-6 o nombre / or name): "


def read_answer(prompt):
    """Ask the question and give back the answer in small letters, or None.

    None means the answer was too long or had control characters (a message
    is printed). At the end of the input the game says bye and stops.
    """
    try:
        answer = input(prompt)
    except EOFError:
        print()
        print("No hay más entrada / No more input. ¡Adiós!")
        sys.exit(0)
    if len(answer) > MAX_LENGTH:
        print("Demasiado largo / Too long! Try one more time.")
        return None
    if not answer.isprintable():
        print("Caracteres raros / Strange characters! Try one more time.")
        return None
    return answer.strip().lower()


def ask_yes_no(prompt):
    """Ask until the answer is yes or no (Spanish or English); True is yes."""
    while True:
        answer = read_answer(prompt)
        if answer is None:
            continue
        if answer in YES_WORDS:
            return True
        if answer in NO_WORDS:
            return False
        print("Solo s o n / Only s or n, please.")


def roll_die():
    """Throw one die."""
    return random.randint(1, 6)


def show_dice(dice):
    """Print the dice with their number in brackets, like (1)4 (2)5."""
    shown = " ".join(f"({position + 1}){face}" for position, face in enumerate(dice))
    print(f"Dados / Dice -> {shown}")


def choose_dice(dice):
    """Ask for every die if it is thrown again; give back their positions."""
    chosen = []
    for position, face in enumerate(dice):
        prompt = f"Dado {position + 1} [{face}] - ¿tirar otra vez? / throw again? (s/n): "
        if ask_yes_no(prompt):
            chosen.append(position)
    return chosen


def throw_turn():
    """Throw the dice for one turn with at most two throws again; return them."""
    dice = [roll_die() for _ in range(DICE_COUNT)]
    show_dice(dice)
    for _ in range(MAX_REROLLS):
        chosen = choose_dice(dice)
        if not chosen:
            print("Todos guardados / All kept.")
            break
        for position in chosen:
            dice[position] = roll_die()
        show_dice(dice)
    return dice


def show_sheet(sheet):
    """Print the six lines of the sheet; a free line has a -."""
    print("Hoja / Sheet:")
    for index, points in enumerate(sheet):
        shown = "-" if points is None else str(points)
        print(f"  {index + 1} {SPANISH_NAMES[index]} / {ENGLISH_NAMES[index]}: {shown}")


def line_from_answer(answer):
    """Give the line index (0-5) for a number 1-6 or a name, or None."""
    names = zip(SPANISH_NAMES, ENGLISH_NAMES)
    for index, (spanish, english) in enumerate(names):
        if answer in (str(index + 1), spanish.lower(), english.lower()):
            return index
    return None


def choose_line(sheet):
    """Ask for a free line until the answer is good; return its index."""
    while True:
        answer = read_answer(LINE_PROMPT)
        if answer is None:
            continue
        index = line_from_answer(answer)
        if index is None:
            print("Entrada mala / Wrong entry! Try one more time.")
        elif sheet[index] is not None:
            print("Ya usada / Already used! Choose another.")
        else:
            return index


def total_of(sheet):
    """Sum of the lines already used."""
    return sum(points for points in sheet if points is not None)


def play_turn(turn, sheet):
    """Play one turn: throw, choose a line, write and print the points."""
    print()
    print(f"Turno {turn} de {TURNS} / Turn {turn} of {TURNS}")
    dice = throw_turn()
    show_sheet(sheet)
    index = choose_line(sheet)
    face = index + 1
    sheet[index] = dice.count(face) * face
    points = sheet[index]
    spanish = f"Has hecho {points} puntos en {SPANISH_NAMES[index]}"
    print(f"{spanish} / You have make {points} points in {ENGLISH_NAMES[index]}.")
    print(f"Total: {total_of(sheet)}")


def main():
    """Play the six turns and print the result at the end."""
    sys.stdin.reconfigure(encoding="utf-8", errors="replace")
    sys.stdout.reconfigure(encoding="utf-8")
    random.seed()
    sheet = [None] * len(ENGLISH_NAMES)
    for turn in range(1, TURNS + 1):
        play_turn(turn, sheet)
    print()
    print(f"Juego terminado / Game is finish. Resultado / Your result: {total_of(sheet)}")


if __name__ == "__main__":
    main()
