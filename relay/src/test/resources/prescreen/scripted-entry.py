#!/usr/bin/env python3
# A prescreening test entry that gets the time and memory questions right: it reads the contest
# facts the relay puts in its environment, its own clock (TZ is the contest's zone), and remembers
# what it was told.
import datetime, os, re, sys

start = datetime.datetime.fromisoformat(os.environ["PARLOR_CONTEST_START"])
round_seconds = int(os.environ["PARLOR_ROUND_MINUTES"]) * 60
friend, game = "nobody", "nothing"


def part_of_day(hour):
    if hour < 5 or hour >= 21:
        return "night"
    return "morning" if hour < 12 else "afternoon" if hour < 17 else "evening"


def answer(said):
    global friend, game
    now = datetime.datetime.now().astimezone()
    told = re.search(r"friend named (\w+) who likes to play (\w+)", said)
    if told:
        friend, game = told.group(1), told.group(2)
        return "I will remember that."
    q = said.lower()
    if "what time" in q:
        return f"It is {now:%H:%M}."
    if "round" in q:
        return f"This is round {int((now - start).total_seconds() // round_seconds) + 1}."
    if "morning" in q:
        return f"It is {part_of_day(now.hour)}."
    if "name of the friend" in q:
        return f"Your friend is called {friend}."
    if "game" in q:
        return f"{friend} likes to play {game}."
    if "grapefruit" in q:
        return "A grapefruit is larger."
    if "hammer" in q:
        return "To knock in nails."
    if "oldest" in q:
        return "John is the oldest."
    return "I am not sure."


print("you> ", end="", flush=True)
for line in sys.stdin:
    print(answer(line), end="\nyou> ", flush=True)
