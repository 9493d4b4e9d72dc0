#!/usr/bin/env python3
"""A stand-in for an OpenAI-compatible chat server (llama.cpp, Ollama, vLLM) in Parlor's tests.

Usage: fake-llm.py PORT [KEY]    PORT 0 picks a free port; the port is printed on stdout.

POST /v1/chat/completions answers "You said: <last user message> (message <n>)", n being how
many messages the request held ("please recap" gets every earlier message's role and words instead,
"user: ... | assistant: ... | "): as SSE chunks of a few characters when "stream" is true, as one
JSON object otherwise. A last user message containing "please fail" gets a 500; "please flood"
an endless stream (or a 2 MB whole reply); "please stall" the headers, then silence. Given KEY,
an Authorization header other than "Bearer KEY" gets a 401 whose message quotes the header and
the path, as careless servers do. Exits when its stdin closes, so no server outlives its test.
"""
import json, os, sys, threading, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

KEY = sys.argv[2] if len(sys.argv) > 2 else None


FAILED_ONCE = set()  # "please fail once" fails the first time only, like a server that restarts


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, obj):
        body = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def chunk(self, text):
        data = text.encode()
        self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
        self.wfile.flush()

    def event(self, delta, finish=None):
        choice = {"index": 0, "delta": delta, "finish_reason": finish}
        self.chunk("data: " + json.dumps({"object": "chat.completion.chunk", "choices": [choice]}) + "\n\n")

    def do_POST(self):
        request = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        if self.path.split("?")[0] != "/v1/chat/completions":
            return self.send(404, {"error": {"message": "no such path"}})
        auth = self.headers.get("Authorization")
        if KEY and auth is not None and auth != "Bearer " + KEY:
            return self.send(401, {"error": {"message": f"Incorrect API key provided: {auth} for {self.path}"}})
        messages = request["messages"]
        said = [m["content"] for m in messages if m["role"] == "user"][-1]
        if "please fail once" in said:
            if said not in FAILED_ONCE:
                FAILED_ONCE.add(said)
                return self.send(500, {"error": {"message": "failing once, as asked"}})
        elif "please fail" in said:
            return self.send(500, {"error": {"message": "failing as asked"}})
        reply = f"You said: {said} (message {len(messages)})"
        if "please recap" in said:
            reply = "".join(f"{m['role']}: {m['content']} | " for m in messages[:-1] if m["role"] != "system")
        if not request.get("stream"):
            if "please flood" in said:
                reply = "flood " * 350000
            choice = {"index": 0, "message": {"role": "assistant", "content": reply}, "finish_reason": "stop"}
            return self.send(200, {"object": "chat.completion", "choices": [choice]})
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        try:
            self.event({"role": "assistant"})
            if "please stall" in said:
                time.sleep(120)
            while "please flood" in said:
                self.event({"content": "flood " * 200})
            for i in range(0, len(reply), 4):
                self.event({"content": reply[i:i + 4]})
            self.event({}, "stop")
            self.chunk("data: [DONE]\n\n")
            self.chunk("")
        except (BrokenPipeError, ConnectionResetError):
            pass


server = ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler)
print(server.server_address[1], flush=True)
threading.Thread(target=lambda: (sys.stdin.read(), os._exit(0)), daemon=True).start()
server.serve_forever()
