"""The grader's jobs, one module each; grader.py is its command line.

contract.py   the transcript contract's patterns, and --contract FILE
session.py    one bounded session of a program in a pseudo-terminal, and its screens
screen.py     reading a screen: the dice, the heading, the question, the points
learn.py      learning a program's interface from what its answers do
interface.py  what was learned, and the driver that plays a program through it
checks.py     the rubric and its checks, played through the contract or an interface
build.py      C built as the homework says, and the builds that catch what it forbids
classes.py    a class: every submission, the gradebook and the reports
"""
