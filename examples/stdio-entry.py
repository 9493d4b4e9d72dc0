#!/usr/bin/env python3
import sys
print("Hello! I'm Sam. You first.\nyou> ", end="", flush=True)   # a banner before the first prompt is set aside
for line in sys.stdin:                                           # one judge message per line
    words = line.split()
    if not words:
        reply = "Cat got your tongue?"
    else:
        reply = f"Why do you say '{words[-1]}'?"
    print(reply, end="\nyou> ", flush=True)                      # the reply, then the prompt: the reply is done
