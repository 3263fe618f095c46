"""The grader's jobs, one module each; grader.py is its command line.

contract.py   the transcript contract's patterns, and --contract FILE
session.py    one bounded session of a program in a pseudo-terminal, and its screens
legend.py     a legend printed once that says what each bare prompt (?, L>>) asks
screen.py     reading a screen: the dice, the heading, the question, the points
points.py     reading the points: the line just scored, a sheet, the running and final totals
confirm.py    reading a confirmation of the move just made, and letters in brackets
said.py       the words a question gives for keeping all the dice and re-rolling them all
learn.py      learning a program's interface from what its answers do
interface.py  what was learned, and the driver that plays a program through it
checks.py     the rubric and its checks, played through the contract or an interface
build.py      C built as the homework says, and the builds that catch what it forbids
limits.py     what the grader runs on a student's behalf, bounded in time and memory
source.py     the source read: functions, braces, indentation, comments, names
rubric.py     the homework's six headings, the checks under each, the verdict (rubric.ini)
classes.py    a class: every submission, the gradebook and the reports
gradescope.py Gradescope's autograder: setup.sh, run_autograder, results.json
"""
