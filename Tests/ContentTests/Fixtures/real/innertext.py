#!/usr/bin/env python3
"""Print what headless Chromium shows of each listing in a fixture: the innerText of every
element matching a CSS selector, as JSON with non-ASCII escaped (a no-break space is \u00a0).
RealListingTests.swift's expected code is checked against this, not against the converter.

    python3 innertext.py FIXTURE.html 'CSS selector' [--rows]

--rows joins the innerText of the matched elements with newlines (one element per line: gist rows).
"""
import html as html_entities, json, pathlib, subprocess, sys, tempfile

fixture, selector = sys.argv[1], sys.argv[2]
rows = "--rows" in sys.argv
script = """
<script>
const found = [...document.querySelectorAll(%s)].map(e => e.innerText);
const result = %s ? [found.join("\\n")] : found;
document.body.textContent = "";
const out = document.createElement("pre");
out.id = "innertext";
out.textContent = JSON.stringify(result);
document.body.appendChild(out);
</script>
""" % (json.dumps(selector), "true" if rows else "false")
html = "<!DOCTYPE html><html><head><meta charset='utf-8'></head><body>" + pathlib.Path(fixture).read_text() + script + "</body></html>"
with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False) as page:
    page.write(html)
dom = subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", "file://" + page.name],
                     capture_output=True, text=True, check=True).stdout
start = dom.index('<pre id="innertext">') + len('<pre id="innertext">')
text = html_entities.unescape(dom[start:dom.index("</pre>", start)])
print(json.dumps(json.loads(text), ensure_ascii=True))
