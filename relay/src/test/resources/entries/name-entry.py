#!/usr/bin/env python3
"""A stateful stdio entry for Parlor's tests: it remembers the judge's name, as Debian's RiveScript
demo bot does, and says so when it has forgotten.

  my name is X       -> Nice to meet you, X.
  what is my name    -> Your name is X.   (or: You haven't told me your name yet!)
  tell me a story    -> a long one-line reply (a paced reply takes a while to type)
  anything else      -> Tell me more.

Arguments, both optional: seconds to think before answering "what is my name" (so a test can kill
the relay meanwhile), and a file in which it notes each message it hears, a line each, as it hears it.
"""
import re
import sys
import time

think = float(sys.argv[1]) if len(sys.argv) > 1 else 0.0
heard = open(sys.argv[2], "a", buffering=1) if len(sys.argv) > 2 else None
name = None
print("you> ", end="", flush=True)
for line in sys.stdin:
    said = line.strip()
    if heard:
        heard.write(said + "\n")
    told = re.search(r"my name is (\w+)", said, re.IGNORECASE)
    if told:
        name = told.group(1)
        reply = f"Nice to meet you, {name}."
    elif re.search(r"what is my name", said, re.IGNORECASE):
        time.sleep(think)
        reply = f"Your name is {name}." if name else "You haven't told me your name yet!"
    elif re.search(r"story", said, re.IGNORECASE):
        reply = "Once upon a time a program forgot a name, and the judge knew at once."
    else:
        reply = "Tell me more."
    print(reply, end="\nyou> ", flush=True)
