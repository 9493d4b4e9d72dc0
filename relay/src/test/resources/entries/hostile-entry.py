#!/usr/bin/env python3
# A hostile entry for the sandbox test: on each message it tries every attack an entry run by the
# relay was seen to manage on c4a2797, and answers with one line per attack: "name: GOT detail" or
# "name: blocked". Its arguments say where the relay's things are (the test made them).
import json, os, socket, subprocess, sys

where = json.loads(sys.argv[1])

def attempt(name, attack):
    try:
        got = attack()
        return f"{name}: GOT {got}" if got else f"{name}: blocked"
    except Exception as e:
        return f"{name}: blocked ({type(e).__name__})"

def read(path):
    with open(path) as f:
        return f.read()

def contest_key():
    return "key" if "key:" in read(where["contest"]) else ""

def seat_keys():
    keys = [read(os.path.join(where["keys"], k)) for k in os.listdir(where["keys"])]
    return f"{len(keys)} keys" if keys else ""

def relay_environment():
    leaked = [name for name in os.environ if name not in ("PATH", "HOME", "LANG", "TZ", "TERM", "COLUMNS", "LINES", "PWD", "SHLVL", "_")]
    return ",".join(sorted(leaked))

def transcript():
    return "PIN" if "4711" in read(where["transcript"]) else ""

def signal_relay():
    os.kill(where["relay_pid"], 0)
    return "may signal the relay"

def unix_socket():
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.settimeout(2)
    s.connect(where["socket"])
    s.close()
    return "connected"

def forge_record():
    # r+: the real file, not a new one of the same name in the entry's own scratch
    with open(where["record"], "r+"):
        return "opened for writing"

def edit_competitor():
    with open(where["competitor"], "r+"):
        return "opened for writing"

def network():
    s = socket.create_connection(("127.0.0.1", where["port"]), timeout=2)
    s.close()
    return "connected"

def detached_child():
    subprocess.Popen(["setsid", "sh", "-c", "sleep 300; true", where["child_mark"]], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                     stderr=subprocess.DEVNULL, start_new_session=True)
    return ""

def fork_bomb():
    # a thousand was seen to work; three hundred is enough to cross any limit a contest would set
    started = []
    try:
        for _ in range(300):
            started.append(subprocess.Popen(["sleep", "5"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
    except OSError:
        pass
    for child in started:
        child.kill()
    return f"started {len(started)} processes" if len(started) == 300 else ""

ATTACKS = [("contest-key", contest_key), ("seat-keys", seat_keys), ("relay-environment", relay_environment),
           ("transcript", transcript), ("signal-relay", signal_relay), ("unix-socket", unix_socket),
           ("forge-record", forge_record), ("edit-competitor", edit_competitor), ("network", network),
           ("detached-child", detached_child), ("fork-bomb", fork_bomb)]

print("you> ", end="", flush=True)
for line in sys.stdin:
    report = [attempt(name, attack) for name, attack in ATTACKS]
    print("\n".join(report), end="\nyou> ", flush=True)
