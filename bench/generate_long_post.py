#!/usr/bin/env python3
"""Writes an RSS 2.0 feed of one item that is large in one way, for scaling benchmarks.

usage: generate_long_post.py SHAPE SIZE OUT.xml|OUT.html

An OUT ending in .html gets the body alone, as the converter sees it (not for `categories`).

SHAPE is what grows, to about SIZE bytes of body (or SIZE categories):
  paragraph   one paragraph of prose          paragraphs  many short paragraphs
  list        one list of many items           nested      lists nested in list items, 3 deep
  links       a paragraph of many links        code        one long code listing
  table       one table of many rows           categories  SIZE <category> elements, no body
  quoted-list one list in a block quote        item-list   one list in the item of another
"""
import sys
from xml.sax.saxutils import escape

SENTENCE = "Streaming keeps memory flat and the time linear, even for long posts. "
LINK = '<a href="https://example.com/page-{n}">link {n}</a> and '


def repeat_to(size, make):
    parts, total, n = [], 0, 0
    while total < size:
        part = make(n)
        parts.append(part)
        total += len(part)
        n += 1
    return "".join(parts)


def body(shape, size):
    if shape == "paragraph":
        return "<p>" + repeat_to(size, lambda n: SENTENCE) + "</p>"
    if shape == "paragraphs":
        return repeat_to(size, lambda n: f"<p>{SENTENCE * 2}</p>\n")
    if shape == "list":
        return "<ul>" + repeat_to(size, lambda n: f"<li>item {n} of the list</li>\n") + "</ul>"
    if shape in ("quoted-list", "item-list"):
        items = repeat_to(size, lambda n: f"<li>item {n} of the list</li>\n")
        return f"<blockquote><ul>{items}</ul></blockquote>" if shape == "quoted-list" else f"<ul><li>x<ul>{items}</ul></li></ul>"
    if shape == "nested":
        return "<ul>" + repeat_to(size, lambda n: f"<li>item {n}<ul><li>sub <ul><li>leaf {n}</li></ul></li></ul></li>\n") + "</ul>"
    if shape == "links":
        return "<p>" + repeat_to(size, lambda n: LINK.format(n=n)) + "end.</p>"
    if shape == "code":
        return "<pre><code>" + repeat_to(size, lambda n: f"let value{n} = compute({n}) &amp;&amp; ok\n") + "</code></pre>"
    if shape == "table":
        return ("<p>Intro.</p><table><thead><tr><th>a</th><th>b</th></tr></thead><tbody>"
                + repeat_to(size, lambda n: f"<tr><td>row {n}</td><td>value {n}</td></tr>\n") + "</tbody></table>")
    sys.exit(f"unknown shape {shape}\n{__doc__}")


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    shape, size, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    if out.endswith(".html"):
        with open(out, "w", encoding="utf-8") as f:
            f.write(body(shape, size))
        return
    with open(out, "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" '
                'xmlns:content="http://purl.org/rss/1.0/modules/content/">\n<channel>\n'
                "<title>Long post</title>\n<link>https://long.example.com/</link>\n"
                "<description>generated</description>\n"
                "<item><title>Long</title><link>https://long.example.com/post</link>"
                "<guid>https://long.example.com/post</guid>\n")
        if shape == "categories":
            for n in range(size):
                f.write(f"<category>category-{n}</category>")
            f.write("<description>tagged</description>")
        else:
            f.write("<content:encoded>" + escape(body(shape, size)) + "</content:encoded>")
        f.write("</item>\n</channel>\n</rss>\n")


if __name__ == "__main__":
    main()
