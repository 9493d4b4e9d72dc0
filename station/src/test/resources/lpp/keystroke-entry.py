#!/usr/bin/env python3
"""A small LPP entry (2009 rules): reads the judge's keys one by one from its communications folder,
deleting each and noting its name in SEEN as it comes; when the judge's message ends (a Return
after a Return) it types REPLY one key at a time, a pause after each, then a Return. REPLY may name
the contest's facts, {PARLOR_ROUND} say, as the relay writes them in parlor-facts.txt in the folder.

Usage: keystroke-entry.py COMMUNICATIONS-FOLDER SEEN-FILE REPLY SECONDS-PER-KEY
"""
import collections, os, sys, time

folder, seen, reply, pace = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
last = 0


def type_key(name):
    global last
    last = max(int(time.time() * 1000), last + 1)  # milliseconds, 18 digits, always increasing
    os.mkdir(os.path.join(folder, "%018d.%s.other" % (last, name)))
    time.sleep(pace)


def facts():
    """The contest's facts as the relay wrote them in the folder; unknown where it did not."""
    known = collections.defaultdict(lambda: "unknown")
    path = os.path.join(folder, "parlor-facts.txt")
    if os.path.exists(path):
        with open(path) as lines:
            known.update(line.strip().split("=", 1) for line in lines if "=" in line)
    return known


previous = None
while os.path.isdir(folder):
    keys = sorted((int(n.split(".")[0]), n) for n in os.listdir(folder) if n.endswith(".judge"))
    for _, name in keys:
        os.rmdir(os.path.join(folder, name))
        key = name.split(".")[1]
        with open(seen, "a") as out:
            out.write(key + "\n")
        if key == "Return" and previous == "Return":
            for c in reply.format_map(facts()):
                type_key("space" if c == " " else c)
            type_key("Return")
        previous = key
    time.sleep(0.02)
