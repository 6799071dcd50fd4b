# A loopback HTTP server for the download tests: serves the feeds in a directory, plus misbehaving
# endpoints (endless, dripping, compressed, zeros of an honest length,
# redirecting, authenticating, tagged with an ETag, slow, cut short). Writes its port to a
# file and every request line and Authorization header to a log.
# Usage: python3 feed-server.py DIRECTORY PORT_FILE LOG_FILE [CERTIFICATE_AND_KEY.pem]
# (with a certificate, it speaks https).
import base64, functools, gzip, hashlib, zlib, http.server, os, ssl, sys, threading, time, urllib.parse

directory, port_file, log_file = sys.argv[1:4]
feed_head = b'<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>T</title>\n'
item = b"<item><title>Post</title><description>" + b"x" * 900 + b"</description></item>\n"
credentials = "Basic " + base64.b64encode(b"reader:s3cr:t@pw").decode()
bearer = "Bearer t0ken-s3cret"
in_flight, peak, counting = 0, 0, threading.Lock()


class Handler(http.server.SimpleHTTPRequestHandler):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, directory=directory, **kwargs)

    def log_message(self, format, *args):
        pass

    def do_GET(self):
        with open(log_file, "a") as log:
            log.write(f"{self.path} {self.headers.get('Authorization', '-')}\n")
        url = urllib.parse.urlsplit(self.path)
        query = dict(urllib.parse.parse_qsl(url.query))
        parts = url.path.strip("/").split("/")
        try:
            if parts[0] == "endless":
                self.start(200)
                self.wfile.write(feed_head)
                while True:
                    self.wfile.write(item * 64)
            elif parts[0] == "length":
                size = int(query["bytes"])
                self.start(200, [("Content-Length", str(size))])
                for start in range(0, size, 1 << 16):
                    self.wfile.write(bytes(min(1 << 16, size - start)))
            elif parts[0] == "bomb":
                size = int(query["bytes"])
                body = gzip.compress(feed_head + item * (size // len(item)))
                self.start(200, [("Content-Encoding", "gzip"), ("Content-Length", str(len(body)))])
                self.wfile.write(body)
            elif parts[0] == "drip":
                self.start(200)
                self.wfile.write(feed_head)
                while True:
                    self.wfile.write(b" ")
                    self.wfile.flush()
                    time.sleep(0.2)
            elif parts[0] == "chain":
                hops = int(parts[1])
                if hops > 0:
                    self.start(302, [("Location", f"/chain/{hops - 1}/{parts[2]}")])
                else:
                    self.path = "/" + parts[2]
                    super().do_GET()
            elif parts[0] == "etag":
                # The feed with an ETag (a hash of its bytes) and no Last-Modified; 304 when the
                # request's If-None-Match names it.
                if not os.path.exists(os.path.join(directory, parts[1])):
                    self.send_error(404)
                    return
                with open(os.path.join(directory, parts[1]), "rb") as f:
                    body = f.read()
                tag = '"' + hashlib.sha1(body).hexdigest()[:16] + '"'
                if self.headers.get("If-None-Match") == tag:
                    self.start(304, [("ETag", tag)])
                else:
                    self.start(200, [("ETag", tag), ("Content-Length", str(len(body)))])
                    self.wfile.write(body)
            elif parts[0] == "slow":
                # The feed after 0.3 s; the most requests in flight at once go to LOG_FILE.peak.
                global in_flight, peak
                with counting:
                    in_flight += 1
                    peak = max(peak, in_flight)
                    with open(log_file + ".peak", "w") as f:
                        f.write(str(peak))
                time.sleep(0.3)
                with counting:
                    in_flight -= 1
                self.path = "/" + parts[1]
                super().do_GET()
            elif parts[0] == "cut":
                # The feed, or, while FEED.cut exists, its first half under the whole length.
                with open(os.path.join(directory, parts[1]), "rb") as f:
                    body = f.read()
                if not os.path.exists(os.path.join(directory, parts[1] + ".cut")):
                    self.path = "/" + parts[1]
                    super().do_GET()
                else:
                    self.start(200, [("Content-Length", str(len(body)))])
                    self.wfile.write(body[: len(body) // 2])
                    self.wfile.flush()
                    self.close_connection = True
            elif parts[0] == "compressed":
                # The feed compressed with ENCODING (gzip or deflate), if the request accepts it.
                with open(os.path.join(directory, parts[2]), "rb") as f:
                    body = f.read()
                if parts[1] not in self.headers.get("Accept-Encoding", ""):
                    self.start(406)
                else:
                    body = gzip.compress(body) if parts[1] == "gzip" else zlib.compress(body)
                    self.start(200, [("Content-Encoding", parts[1]), ("Content-Length", str(len(body)))])
                    self.wfile.write(body)
            elif parts[0] == "wordpress":
                # A WordPress feed of PAGES pages (?pages=N) of 2 posts each: page N is ?paged=N,
                # past the last a 404, as WordPress answers.
                number, pages = int(query.get("paged", "1")), int(query.get("pages", "3"))
                if number > pages:
                    self.send_error(404)
                    return
                items = "".join(
                    f"<item><title>Post {n}</title><guid isPermaLink=\"false\">https://blog.example/?p={n}</guid>"
                    f"<description>Post {n} of page {number}</description></item>"
                    for n in (2 * number - 1, 2 * number))
                body = (
                    '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>W</title>'
                    f"<generator>https://wordpress.org/?v=6.4.2</generator>{items}</channel></rss>").encode()
                self.start(200, [("Content-Length", str(len(body)))])
                self.wfile.write(body)
            elif parts[0] == "agent":
                # A feed whose one post is titled with the request's User-Agent.
                agent = self.headers.get("User-Agent", "-").replace("&", "&amp;").replace("<", "&lt;")
                body = feed_head + f"<item><guid>agent</guid><title>{agent}</title></item></channel></rss>".encode()
                self.start(200, [("Content-Length", str(len(body)))])
                self.wfile.write(body)
            elif parts[0] == "redirect":
                self.start(302, [("Location", query["to"])])
            elif parts[0] == "loop":
                # /loop/a -> /loop/b -> /loop/a: a loop of two URLs.
                self.start(302, [("Location", "/loop/" + ("b" if parts[1] == "a" else "a"))])
            elif parts[0] == "auth":
                if self.headers.get("Authorization") not in (credentials, bearer):
                    self.start(401, [("WWW-Authenticate", 'Basic realm="feeds"')])
                elif parts[1] == "drip":
                    self.path = "/drip"
                    self.do_GET()
                else:
                    self.path = "/" + parts[1]
                    super().do_GET()
            else:
                super().do_GET()
        except (BrokenPipeError, ConnectionResetError):
            pass

    def start(self, status, headers=()):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        if status >= 300 and not any(name == "Content-Length" for name, _ in headers):
            self.send_header("Content-Length", "0")
        self.end_headers()


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
if len(sys.argv) > 4:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(sys.argv[4])
    server.socket = context.wrap_socket(server.socket, server_side=True)
with open(port_file + ".tmp", "w") as f:
    f.write(str(server.server_address[1]))
os.rename(port_file + ".tmp", port_file)
server.serve_forever()
