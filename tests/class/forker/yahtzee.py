"""A submission that leaves children behind: each leaves the process group and ignores SIGHUP.

Then it plays the homework game (the tests' student.py), so that it is graded as usual.
"""

import os
import signal
import sys
import time

for _ in range(3):
    if os.fork() == 0:
        os.setsid()
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
        if os.fork() == 0:  # a grandchild, whose parent goes: it is nobody's child
            time.sleep(600)
        os._exit(0)
here = os.path.dirname(os.path.abspath(__file__))
student = os.path.join(here, "..", "..", "student.py")
os.execv(sys.executable, [sys.executable, student])
