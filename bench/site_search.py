#!/usr/bin/env python3
"""The in-browser search on a built site: types each query into OUTPUT/search/index.html in
headless Chromium, sums the sizes of the index files it loaded (as stored and gzip-compressed), and compares its first ten
results (title and day) with `blogkit search --json --limit 10` on the archive the site was
built from.

    python3 bench/site_search.py BLOGKIT ARCHIVE OUTPUT QUERIES_FILE...
"""
import gzip, html, json, os, subprocess, sys, tempfile

blogkit, archive, out = sys.argv[1:4]
queries = [q.strip() for name in sys.argv[4:] for q in open(name, encoding="utf-8") if q.strip()]
page = "file://" + os.path.abspath(os.path.join(out, "search/index.html"))
wrapper = """<!doctype html><html><body><iframe id="frame" src="%s"></iframe><script>
var queries = %s, results = [];
document.getElementById('frame').addEventListener('load', function () {
  var frame = this.contentWindow, box = frame.document.getElementById('search-query');
  var list = frame.document.getElementById('search-results'), before = 0;
  function next(i) {
    if (i === queries.length) { var o = document.createElement('output'); o.id = 'typed';
      o.textContent = JSON.stringify(results); document.body.appendChild(o); return; }
    box.value = queries[i]; box.dispatchEvent(new frame.Event('input', { bubbles: true }));
    (function wait() {
      if (list.getAttribute('data-query') !== queries[i].trim()) return setTimeout(wait, 20);
      var loaded = frame.blogkitSearch.loaded; results.push({loaded: loaded.slice(before), hits: Array.from(list.querySelectorAll('li'), function (li) { var t = li.querySelector('time'); return [li.querySelector('a').textContent, t ? t.getAttribute('datetime') : '']; })}); before = loaded.length; next(i + 1);
    })();
  }
  next(0);
});
</script></body></html>""" % (page, json.dumps(queries))
with tempfile.TemporaryDirectory() as directory:
    path = os.path.join(directory, "type.html")
    open(path, "w").write(wrapper)
    dom = subprocess.run([os.environ.get("CHROMIUM", "chromium"), "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                          "--user-data-dir=" + directory + "/profile", "--virtual-time-budget=600000",
                          "--dump-dom", "file://" + path], capture_output=True, text=True).stdout
start = dom.index('<output id="typed">') + len('<output id="typed">')
loaded = json.loads(html.unescape(dom[start:dom.index("</output>", start)]))
sizes, overlaps = [], []
gzipped = {}


def wire(name):
    """Bytes of an index file over the wire, gzip-compressed as static hosts serve it."""
    if name not in gzipped:
        with open(os.path.join(out, "search", name), "rb") as f:
            gzipped[name] = len(gzip.compress(f.read(), 6))
    return gzipped[name]


def one_word(query):
    return len(query.split()) == 1 and query.isalnum()


for query, result in zip(queries, loaded):
    files = result["loaded"]
    size = sum(os.path.getsize(os.path.join(out, "search", f)) for f in files)
    sizes.append((size, query, len(files), sum(wire(f) for f in files)))
    command = subprocess.run([blogkit, "search", "--db", archive, "--json", "--limit", "10", query],
                             capture_output=True, text=True)
    hits = json.loads(command.stdout) if command.returncode == 0 and command.stdout.strip() else []
    expected = [(hit["title"], (hit["published"] or "")[:10]) for hit in hits]
    shown = [tuple(hit) for hit in result["hits"]][:10]
    same = len(set(expected) & set(shown))
    overlaps.append((same, len(expected), len(shown), query, expected == shown))
sizes.sort()
total = [s for s, _, _, _ in sizes]
print("queries %d: bytes per query p50 %d, p90 %d, max %d (%s, %d files)" % (
    len(total), total[len(total) // 2], total[int(len(total) * 0.9)], total[-1], sizes[-1][1], sizes[-1][2]))
for size, query, count, _ in (sizes if len(sizes) <= 20 else sizes[-5:]):
    print("  %7d B  %2d files  %s" % (size, count, query))
words = sorted(g for _, q, _, g in sizes if one_word(q))
if words:
    print("one-word queries %d: gzip bytes per query p50 %d, p90 %d, max %d (target: 100 KB at 10k posts, 300 KB at 100k)" % (
        len(words), words[len(words) // 2], words[int(len(words) * 0.9)], words[-1]))
full = sum(1 for same, n, m, _, _ in overlaps if same >= (9 if n == 10 else n) and m == n)
print("top-10 overlap at least 9 of 10 (all when fewer match): %d of %d queries" % (full, len(overlaps)))
print("top-10 in the same order as blogkit search: %d of %d queries" % (sum(1 for o in overlaps if o[4]), len(overlaps)))
for same, n, m, query, _ in overlaps:
    if not (same >= (9 if n == 10 else n) and m == n):
        print("  %s: %d in common, command %d, page %d" % (query, same, n, m))
