"""A submission that never prints: it waits for ever."""

import time

time.sleep(3600)
