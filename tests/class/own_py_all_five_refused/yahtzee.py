"""Yahtzee homework (simplified): six rounds of five dice, scored Ones..Sixes.

In every round the dice are thrown once, and the player may throw chosen
dice again twice more (or stop early).  The round is then written on one
empty line of the score card; a line is worth the sum of the dice that
show its number.  The player types short commands: r, k and s.
"""

import random
import sys

NUM_DICE = 5
NUM_TURNS = 6
MAX_ROLLS = 3
NUM_LINES = 6
DIE_SIDES = 6
LONGEST_REPLY = 40
CATEGORY_NAMES = ("Ones", "Twos", "Threes", "Fours", "Fives", "Sixes")

HELP_TEXT = (
    "You can type:\n"
    "    r <positions>  throw the dice at these positions again (1-5), e.g. r 1 3\n"
    "    k              stop throwing and keep the dice as they are\n"
    "    s <line>       write this round on a line (1=Ones ... 6=Sixes), e.g. s 6"
)


class EndOfInput(Exception):
    """Signals that there is nothing more to read from the keyboard."""


def throw_one_die():
    """Return a random number of pips between 1 and DIE_SIDES."""
    return random.randint(1, DIE_SIDES)


def points_for(hand, category):
    """Add up the dice in hand that show the face number of category."""
    return sum(pips for pips in hand if pips == category)


def card_total(card):
    """Sum the points already written on the score card."""
    return sum(value for value in card.values() if value is not None)


def taken_categories(card):
    """Describe which lines of the card are filled, e.g. '2 5' or 'none'."""
    filled = [str(number) for number in sorted(card) if card[number] is not None]
    if not filled:
        return "none"
    return " ".join(filled)


def show_card(card):
    """Print the score card, one category a line, plus the running total."""
    for number in sorted(card):
        entry = "-" if card[number] is None else card[number]
        print(f"  {number}) {CATEGORY_NAMES[number - 1]:<8}: {entry}")
    print(f"  {'Total':<11}: {card_total(card)}")


def ask(prompt):
    """Print prompt and return the reply without its line end."""
    print(prompt, end="", flush=True)
    reply = sys.stdin.readline()
    if not reply:
        raise EndOfInput
    return reply.rstrip("\n")


def reply_is_unusable(reply):
    """Give a reason why the reply is empty, too long or unprintable."""
    if len(reply) > LONGEST_REPLY:
        return f"Too long: answers may have at most {LONGEST_REPLY} characters."
    if not reply.isprintable():
        return "Control characters are not allowed in an answer."
    if not reply.strip():
        return "An empty answer does nothing here; type r, k or s."
    return ""


def small_number(text, top):
    """Convert text to an int in 1..top, or return None if it is not one."""
    if not text.isascii() or not text.isdigit():
        return None
    number = int(text)
    if 1 <= number <= top:
        return number
    return None


def chosen_dice(words):
    """Check an 'r' command (words includes 'r'); return (positions, problem)."""
    if len(words) == 1:
        return [], "Name the dice to throw again, e.g. r 1 3."
    if len(words) > NUM_DICE:
        return [], f"You only have {NUM_DICE} dice."
    picked = []
    for text in words[1:]:
        spot = small_number(text, NUM_DICE)
        if spot is None:
            return [], f"{text} is not a die position (1 to {NUM_DICE})."
        if spot in picked:
            return [], f"You named die {spot} more than once."
        picked.append(spot)
    return picked, ""


def chosen_category(words, card):
    """Check an 's' command (words includes 's'); return (line, problem)."""
    if len(words) != 2:
        return 0, "Write exactly one line number after s, e.g. s 6."
    category = small_number(words[1], NUM_LINES)
    if category is None:
        return 0, f"{words[1]} is not a line number (1 to {NUM_LINES})."
    if card[category] is not None:
        return 0, f"{CATEGORY_NAMES[category - 1]} already has a score; pick an empty line."
    return category, ""


def why_no_more_throws(throws):
    """Explain why r and k are closed for the rest of this round."""
    if throws == MAX_ROLLS:
        return "No throws remain this round; use s <line>."
    return "You already kept the dice; use s <line>."


def round_banner(round_number, card):
    """Print the round heading, the score card and the help text."""
    print()
    print(f"=== Round {round_number} of {NUM_TURNS} ===")
    show_card(card)
    print(HELP_TEXT)


def status_line(round_number, throws, hand, card):
    """Return the one-line summary shown before each command."""
    pips = " ".join(str(die) for die in hand)
    return f"(round {round_number}, throw {throws}) {pips} | taken: {taken_categories(card)}"


def play_round(round_number, card):
    """Run one round from the first throw until a line is filled in."""
    hand = [throw_one_die() for _ in range(NUM_DICE)]
    throws = 1
    may_throw = True
    round_banner(round_number, card)
    while True:
        print(status_line(round_number, throws, hand, card))
        reply = ask("command: ")
        problem = reply_is_unusable(reply)
        if problem:
            print(problem)
            continue
        words = reply.split()
        letter = words[0].lower()
        if letter == "s":
            category, problem = chosen_category(words, card)
            if problem:
                print(problem)
                continue
            card[category] = points_for(hand, category)
            print(f"{CATEGORY_NAMES[category - 1]}: {card[category]} points.")
            return
        if letter != "r" and letter != "k":
            print(f"'{words[0]}' is not a command; type r, k or s.")
            continue
        if not may_throw:
            print(why_no_more_throws(throws))
            continue
        if letter == "k":
            if len(words) > 1:
                print("Type k on its own, with nothing after it.")
                continue
            may_throw = False
            print("Keeping these dice. Pick a line with s <line>.")
            continue
        spots, problem = chosen_dice(words)
        if problem:
            print(problem)
            continue
        for spot in spots:
            hand[spot - 1] = throw_one_die()
        throws += 1
        if throws == MAX_ROLLS:
            may_throw = False
            print("No more throws this round. Pick a line with s <line>.")


def main():
    """Play all rounds, then report the total; end calmly at end of input."""
    sys.stdin.reconfigure(errors="replace")
    card = {number: None for number in range(1, NUM_LINES + 1)}
    try:
        for round_number in range(1, NUM_TURNS + 1):
            play_round(round_number, card)
    except EndOfInput:
        print()
        print("Input ended.")
        return
    print()
    show_card(card)
    print(f"Game over, total {card_total(card)}")


if __name__ == "__main__":
    main()
