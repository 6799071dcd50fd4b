#!/usr/bin/env python3
"""Writes one RSS 2.0 feed of long posts from the HTML pages of Debian's python3-doc package.

usage: python_doc_feed.py OUT.xml [HTML_DIR]   (default: /usr/share/doc/python3/html)

Each page with a Sphinx main content block (`<div class="body" role="main">`) becomes one item:
its <title> as the title, its URL on docs.python.org as link and guid, and the main block's HTML,
as written, in content:encoded. Real documentation pages: long bodies, many listings, tables,
nested lists and definition lists, hundreds of links each. The generated index pages
(genindex*.html: link lists, not documents) are left out.
"""
import html
import os
import re
import sys
from datetime import datetime, timedelta, timezone
from email.utils import format_datetime
from xml.sax.saxutils import escape

MAIN = '<div class="body" role="main">'
DIV = re.compile(r"<(/?)div\b", re.IGNORECASE)
TITLE = re.compile(r"<title>(.*?)</title>", re.DOTALL | re.IGNORECASE)


def main_block(page):
    """The HTML inside the main content block, or None when the page has none."""
    start = page.find(MAIN)
    if start < 0:
        return None
    depth = 1
    for tag in DIV.finditer(page, start + len(MAIN)):
        depth += -1 if tag.group(1) else 1
        if depth == 0:
            return page[start + len(MAIN):tag.start()]
    return None


def cdata(text):
    return "<![CDATA[" + text.replace("]]>", "]]]]><![CDATA[>") + "]]>"


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    root = os.path.realpath(sys.argv[2] if len(sys.argv) > 2 else "/usr/share/doc/python3/html")
    pages = sorted(
        os.path.relpath(os.path.join(folder, name), root)
        for folder, _, names in os.walk(root, followlinks=True)
        for name in names if name.endswith(".html") and not name.startswith("genindex"))
    date = datetime(2024, 1, 1, tzinfo=timezone.utc)
    count = 0
    with open(out, "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" '
                'xmlns:content="http://purl.org/rss/1.0/modules/content/">\n<channel>\n'
                "<title>Python documentation</title>\n<link>https://docs.python.org/3/</link>\n"
                "<description>python3-doc pages as posts</description>\n")
        for path in pages:
            with open(os.path.join(root, path), encoding="utf-8", errors="replace") as page_file:
                page = page_file.read()
            body = main_block(page)
            if body is None or not body.strip():
                continue
            title = TITLE.search(page)
            title = html.unescape(title.group(1)).split(" \u2014 ")[0].strip() if title else path
            link = "https://docs.python.org/3/" + path.replace(os.sep, "/")
            date -= timedelta(hours=1)
            f.write(f"<item><title>{escape(title)}</title><link>{escape(link)}</link>"
                    f"<guid>{escape(link)}</guid><pubDate>{format_datetime(date)}</pubDate>\n"
                    f"<content:encoded>{cdata(body)}</content:encoded></item>\n")
            count += 1
        f.write("</channel>\n</rss>\n")
    print(f"{out}: {count} pages of {root}", file=sys.stderr)


if __name__ == "__main__":
    main()
