#!/usr/bin/env python3
# A greedy entry for the limits test: on a message, one child takes 0.7 of the memory limit as
# private memory, a second as a shared anonymous mapping, a third writes as much to /tmp; each holds
# what it got. It answers with what is still held at the end: "held: A=179 (killed) B=179 (alive)
# tmp=60 total=239 of 256 MB". Its argument is the limit in MB. The children offer themselves to the
# kernel's out-of-memory killer first, so that this process lives to answer.
import mmap, os, signal, sys

LIMIT_MB = int(sys.argv[1])
SHARE_MB = LIMIT_MB * 7 // 10
MB = 1 << 20

def private(say):
    return touch(bytearray(SHARE_MB * MB), say)

def shared(say):
    return touch(mmap.mmap(-1, SHARE_MB * MB), say)  # MAP_SHARED | MAP_ANONYMOUS

def touch(memory, say):
    page = os.sysconf("SC_PAGE_SIZE")
    for mb in range(SHARE_MB):
        for offset in range(mb * MB, (mb + 1) * MB, page):
            memory[offset] = 1
        say()
    return memory

def tmp(say):
    chunk = b"x" * MB
    with open("/tmp/fill", "wb") as f:
        for _ in range(SHARE_MB):
            f.write(chunk)
            f.flush()
            say()

def child(take):
    """A child that takes its share, saying each MB, then holds it; its pid, and whether it got it all."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        try:
            with open("/proc/self/oom_score_adj", "w") as adj:
                adj.write("1000")
            got = take(lambda: os.write(write, b"+"))  # kept: held until the child is killed
            os.write(write, b"=")
            while True:
                signal.pause()
        finally:
            os._exit(1)
    os.close(write)
    held = 0
    while True:
        said = os.read(read, 4096)
        held += said.count(b"+")
        if not said or b"=" in said:
            break
    os.close(read)
    return pid, held

def alive(pid):
    return os.waitpid(pid, os.WNOHANG) == (0, 0)

def greedy():
    a, a_held = child(private)
    b, b_held = child(shared)
    c, _ = child(tmp)
    up = {pid: alive(pid) for pid in (a, b, c)}
    held = {"A": (a_held, up[a]), "B": (b_held, up[b])}
    tmp_mb = os.path.getsize("/tmp/fill") // MB
    total = tmp_mb + sum(mb for mb, living in held.values() if living)
    for pid in (a, b, c):
        if up[pid]:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
    os.remove("/tmp/fill")
    parts = " ".join(f"{name}={mb} ({'alive' if living else 'killed'})" for name, (mb, living) in held.items())
    return f"held: {parts} tmp={tmp_mb} total={total} of {LIMIT_MB} MB"

print("you> ", end="", flush=True)
for line in sys.stdin:
    print(greedy(), end="\nyou> ", flush=True)
