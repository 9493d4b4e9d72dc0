#!/usr/bin/env python3
import html, sys, urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
class Page(BaseHTTPRequestHandler):                          # a 2003-style entry: a web page with a form
    def do_POST(self):                                       # the judge's message comes as the form field "message"
        said = urllib.parse.parse_qs(self.rfile.read(int(self.headers["Content-Length"])).decode()).get("message", [""])[0]
        n = int(dict(c.strip().split("=", 1) for c in self.headers.get("Cookie", "").split(";") if "=" in c).get("n", "0")) + 1  # a cookie kept as a browser would
        page = f'<html><body><p id="reply">You said &ldquo;{html.escape(said)}&rdquo;; that is message {n} from you.</p><form method="post"><input name="message"></form></body></html>'
        self.send_response(200); self.send_header("Set-Cookie", f"n={n}"); self.send_header("Content-Type", "text/html; charset=utf-8"); self.end_headers(); self.wfile.write(page.encode())
ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1]) if len(sys.argv) > 1 else 8003), Page).serve_forever()
