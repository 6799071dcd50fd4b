#!/usr/bin/env python3
"""Writes a large RSS 2.0 feed for benchmarks, streaming, from the items of real sample feeds.

usage: generate_feed.py COUNT OUT.xml [SAMPLE.xml ...]   (default samples: feeds/*.xml)

Every generated item is a sample item with a unique guid, link and title, and a date one hour
earlier than the previous item's, so that archives built from it look like a long-lived blog.
"""
import glob
import sys
import xml.etree.ElementTree as ET
from datetime import datetime, timedelta, timezone
from email.utils import format_datetime
from xml.sax.saxutils import escape

NS = {
    "content": "http://purl.org/rss/1.0/modules/content/",
    "dc": "http://purl.org/dc/elements/1.1/",
}


def cdata(text):
    return "<![CDATA[" + text.replace("]]>", "]]]]><![CDATA[>") + "]]>"


def sample_items(paths):
    items = []
    for path in paths:
        for item in ET.parse(path).getroot().iter("item"):
            items.append({
                "title": item.findtext("title", ""),
                "description": item.findtext("description", ""),
                "content": item.findtext("content:encoded", "", NS),
                "categories": [c.text or "" for c in item.findall("category")],
                "creator": item.findtext("dc:creator", "", NS),
            })
    return items


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    count, out = int(sys.argv[1]), sys.argv[2]
    items = sample_items(sys.argv[3:] or sorted(glob.glob("feeds/*.xml")))
    start = datetime(2024, 1, 1, tzinfo=timezone.utc)
    with open(out, "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" '
                f'xmlns:content="{NS["content"]}" xmlns:dc="{NS["dc"]}">\n<channel>\n'
                "<title>Benchmark blog</title>\n<link>https://bench.example.com</link>\n"
                "<description>generated</description>\n")
        for n in range(count):
            item = items[n % len(items)]
            link = f"https://bench.example.com/{n // 1000}/{n}/post-{n}/"
            f.write("<item>\n"
                    f"<title>{escape(item['title'])} #{n}</title>\n<link>{link}</link>\n"
                    f"<guid isPermaLink=\"false\">bench-{n}</guid>\n"
                    f"<pubDate>{format_datetime(start - timedelta(hours=n))}</pubDate>\n"
                    f"<dc:creator>{escape(item['creator'])}</dc:creator>\n")
            for category in item["categories"]:
                f.write(f"<category>{cdata(category)}</category>\n")
            f.write(f"<description>{cdata(item['description'])}</description>\n"
                    f"<content:encoded>{cdata(item['content'])}</content:encoded>\n</item>\n")
        f.write("</channel>\n</rss>\n")


if __name__ == "__main__":
    main()
