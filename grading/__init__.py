"""The grader's jobs, one module each; grader.py is its command line.

contract.py   the transcript contract's patterns, and --contract FILE
session.py    one bounded session of a program in a pseudo-terminal, and its screens
legend.py     a legend printed once that says what each bare prompt (?, L>>) asks
screen.py     reading a screen: the heading, the question, the answers it offers
prompt.py     the question a screen ends with, and the lines it goes on from
starting.py   the questions before the game: a name, a seed, the menu choice that plays
dice.py       reading the dice on a screen, in the shapes students print them
rows.py       rows of dice: five faces on a line, in the shapes students print them
pictures.py   dice drawn as pictures: die glyphs, boxes of pips, read as rows
headings.py   a turn's heading, in digits or in words
tongues.py    the lines' names, in the tongues a class may write its game in
marks.py      answers that give each die a mark (kkrrk), and the marks' words
onedie.py     questions that name the dice one at a time
commands.py   questions that take a command before the dice or the line (r 1 3)
holds.py      answers that only hold dice (hold 1 3 5), then a word that rolls the others
points.py     reading the points: the line just scored, a sheet, the running and final totals
complaints.py whether a screen complains of the answer just typed
confirm.py    reading a confirmation of the move just made, and choices listed in brackets
said.py       the words a question gives for keeping all the dice and re-rolling them all
again.py      whether a screen asks its question again: an answer refused, told from one taken
meanings.py   the answers a screen gives a meaning of its own, not probed as bad ones
between.py    what a program asks between moves: pauses, a turn's goal line
answers.py    the answers a learned interface types, in the program's own forms
learn.py      learning a program's interface from what its answers do
keepall.py    learning the answer that keeps all the dice, at a second re-roll question
unlearned.py  what could not be learned, and the screen quoted where it stopped
helped.py     a program's help, read: its commands, the word that keeps all, its keys
backmenu.py   a line menu with a way back to the dice: a question of rolling again
interface.py  what was learned, and the driver that plays a program through it
badanswers.py the probes' bad answers in a learned interface's own form (r 7, a used line)
faults.py     faults seen in play: a re-roll of all five refused, a last turn unasked
learned.py    what was learned, said for the report: one line each, with its example
weigh.py      which reading of a re-roll answer the games fit
probes.py     the bad answers, each typed at a fresh prompt
fairness.py   whether the dice are rolled as dice: every face, five new ones a turn
checks.py     the checks, played through the contract or an interface
report.py     the rubric's checks, what each found, and the report an instructor reads
build.py      C built as the homework says, and the builds that catch what it forbids
limits.py     what the grader runs on a student's behalf, bounded in time and memory
source.py     the source read: functions, braces, indentation, comments, names, old code
indentation.py  indentation, read as an instructor reads it: one kind, one step a block
deadcode.py   old code left in comments, read as an instructor reads it
copies.py     functions copied with only their values changed
flags.py      a function of several jobs, picked by a flag (kind == "reroll")
rings.py      functions calling one another in a ring, a loop of calls that never return
shows.py      a method that shows its object (__repr__) and changes it too
tree.py       clang's syntax tree: where a node begins and ends, on which lines
links.py      what a submission's links may reach: files inside it, and nothing else
same.py       --same-as: a refactoring kept the game, the same scripted games through two
rubric.py     the homework's six headings, the checks under each, the verdict (rubric.ini)
classes.py    a class: every submission, the gradebook and the reports
gradescope.py Gradescope's autograder: setup.sh, run_autograder, results.json
"""
