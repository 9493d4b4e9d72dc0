#!/usr/bin/env python3
# An entry that fills its writable folder for the disk-cap test. "fill" appends to notes.bin in 64 KiB
# chunks until a write fails or it has written the most it was told to try (its argument, in MiB), and
# says how far it got; "size" says how much notes.bin holds (after a restart: what survived).
import os, sys

most = int(sys.argv[1]) << 20

def fill():
    wrote = 0
    try:
        with open("notes.bin", "ab") as notes:
            while wrote < most:
                wrote += notes.write(b"x" * 65536)
                notes.flush()
        return f"wrote {wrote} bytes, no error"
    except OSError as e:
        return f"wrote {wrote} bytes, then {e.strerror}"

def size():
    return f"notes.bin holds {os.path.getsize('notes.bin') if os.path.exists('notes.bin') else 0} bytes"

print("you> ", end="", flush=True)
for line in sys.stdin:
    print(fill() if line.strip() == "fill" else size(), end="\nyou> ", flush=True)
