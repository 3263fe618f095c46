"""The lines' names, and the word for a line, in the tongues a class may write its game in
besides English: Spanish, Portuguese, French, Italian, German and Dutch. A program that names
its lines Unos ... Seises or Einser ... Sechser has its menu, its sheet and its points read as
one that names them Ones ... Sixes.
"""

import re

LINES = ("Ones", "Twos", "Threes", "Fours", "Fives", "Sixes")
# Each line's names in other tongues (not a word English uses otherwise: no six, no as), and
# in English of old (aces, deuces, treys) or as hurried students spell them (twoes, thrs, fors).
NAMES = {
    "Ones": ("unos", "uns", "uno", "einser", "enen", "aces"),
    "Twos": ("doses", "dois", "deux", "due", "zweier", "twee\u00ebn", "tweeen", "deuces", "twoes"),
    "Threes": (
        "treses", "tr\u00eas", "trois", "tre", "dreier", "drie\u00ebn", "drieen", "treys", "thrs",
    ),
    "Fours": ("cuatros", "quatros", "quatre", "quattro", "vierer", "vieren", "fors"),
    "Fives": ("cincos", "cinq", "cinque", "f\u00fcnfer", "fuenfer", "vijven", "fivs"),
    "Sixes": ("seises", "seis", "sei", "sechser", "zessen", "sixs"),
}  # fmt: skip
EVERY_NAME = "|".join(name for line in LINES for name in (line.lower(), *NAMES[line]))
# A question's word for a line of the sheet: línea, casilla, ligne, Zeile, linha, riga, regel
# (not French case, which English says in any case).
LINE_WORD = r"l[i\u00ed]nea|casilla|ligne|zeile|feld|linha|riga|casella|regel|vak"

# Points, and the word before the line they go on: 6 Punkte bei Dreier, 6 puntos en Treses.
POINT_WORD = r"points?|pts|punkte?|puntos?|pontos?|punti|punto|punten"
ON_WORD = r"bei|auf|en|em|na|no|nel|nella|sur|dans|op|para|pour|per"
# A final score: Gesamtpunktzahl, Endstand, totale, totaal, puntuación final, pontuação final;
# and TOTL, as hurried students spell it.
TOTAL_WORD = (
    r"totl|totel|gesamt\w*|summe|endstand|totale|totaal|eindscore|puntuaci\w+|pontua\w+"
    r"|punteggio"
)


def english(name: str):
    """Return the English name of a line named in any tongue known (Seises: Sixes), or None.

    >>> english("Sechser"), english("fours"), english("Dados")
    ('Sixes', 'Fours', None)
    """
    said = name.lower()
    return next((line for line in LINES if said in (line.lower(), *NAMES[line])), None)


def names_of(line: str) -> str:
    """Return a pattern for a line's names in every tongue known: Fours|cuatros|...|vieren."""
    return "|".join((line, *NAMES[line]))


def named_lines(text: str) -> set:
    """Return the lines a text names, in any tongue known.

    >>> sorted(named_lines("1. Unos  --\\n2. Doses  --\\n3. Treses 9"))
    ['Ones', 'Threes', 'Twos']
    """
    found = re.findall(rf"\b({EVERY_NAME})\b", text, re.IGNORECASE)
    return {english(name) for name in found}


# A question's words for keeping, re-rolling, all and none, put in English where it gives them
# their meanings ('nessuno' per rilanciarli tutti: 'nessuno' to re-roll all).
IN_ENGLISH = (
    (r"\b(?:gard\w*|guard\w*|tene\w*|behalt\w*|houd\w*|mant\w*)\b", "keep"),
    (r"\b(?:relan\w*|rilan\w*|tirar\w*|rolar\w*|lanciar\w*|gooi\w*)\b", "re-roll"),
    (r"\b(?:tous|tout|todos|todas|tutti|alle|allemaal)\b", "all"),
    (r"\b(?:aucun|rien|nessuno|niente|ninguno|nada|nenhum|keine\w*|geen)\b", "none"),
    (r"\b(?:per|para|pour|um)\b", "to"),
)
QUOTED = re.compile(r"""('[^']*'|"[^"]*"|\u00ab[^\u00bb]*\u00bb)""")


def in_english(asked: str) -> str:
    """Return a question with its words of keeping, re-rolling, all and none in English, the
    words it quotes left as they are (and quoted as English quotes them).

    >>> in_english("(es. 4 4 6; 'nessuno' per rilanciarli tutti)")
    "(es. 4 4 6; 'nessuno' to re-roll all)"
    >>> in_english("\u00ab tous \u00bb = garder tout, \u00ab aucun \u00bb = tout relancer")
    "'tous' = keep all, 'aucun' = all re-roll"
    """
    parts = QUOTED.split(asked)
    for at in range(0, len(parts), 2):  # the words outside quotes
        for pattern, english_word in IN_ENGLISH:
            parts[at] = re.sub(pattern, english_word, parts[at], flags=re.IGNORECASE)
    for at in range(1, len(parts), 2):  # « tous »: 'tous'
        parts[at] = "'" + parts[at].strip("'\"\u00ab\u00bb ") + "'"
    return "".join(parts)


def shown_name(line: str, text: str) -> str:
    """Return the name a screen gives a line, to be typed as it is shown: its English name,
    unless the screen names it only in another tongue known.

    >>> shown_name("Fives", "Uns: 3\\nCincos: (livre)"), shown_name("Fives", "5) Fives")
    ('cincos', 'fives')
    """
    if re.search(rf"\b{line}\b", text, re.IGNORECASE):
        return line.lower()
    found = re.search(rf"\b({names_of(line)})\b", text, re.IGNORECASE)
    return found.group(1).lower() if found else line.lower()
