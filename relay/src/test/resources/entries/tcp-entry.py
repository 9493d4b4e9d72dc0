#!/usr/bin/env python3
# A TCP entry for tests: listens on 127.0.0.1 at the port given, talks with one connection at a
# time in the stdio line protocol ("you> " prompt, one reply line per message).
import socket, sys

server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
server.bind(("127.0.0.1", int(sys.argv[1])))
server.listen(1)
while True:
    connection, _ = server.accept()
    with connection, connection.makefile("rw", newline="\n") as talk:
        talk.write("you> ")
        talk.flush()
        for line in talk:
            talk.write(f"tcp heard: {line.strip()}\nyou> ")
            talk.flush()
