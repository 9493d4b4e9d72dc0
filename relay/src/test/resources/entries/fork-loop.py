#!/usr/bin/env python3
# A fork loop for the limits test: on a message, forks children that wait, until a fork fails or
# 1000 are running, and answers "forks: N (then: why)". The children are stopped before it answers.
import os, signal, sys

def fork_loop():
    children, why = [], "none refused"
    while len(children) < 1000:
        try:
            pid = os.fork()
        except OSError as e:
            why = e.strerror
            break
        if pid == 0:
            signal.pause()
            os._exit(0)
        children.append(pid)
    for pid in children:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    return f"forks: {len(children)} (then: {why})"

print("you> ", end="", flush=True)
for line in sys.stdin:
    print(fork_loop(), end="\nyou> ", flush=True)
