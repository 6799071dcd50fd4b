#!/usr/bin/env python3
"""Turns `blogkit export --format ndjson` (stdin) into a Hugo site's content, for bench/site.sh.

usage: blogkit export --format ndjson | site_hugo.py SITE_DIR

Each post becomes content/posts/ID.md: YAML front matter (title, date, author, categories, and
url = the page blogkit gives it, the original link's path) and the post's Markdown body.
"""
import json
import os
import sys
from urllib.parse import urlparse


def quoted(text):
    return json.dumps(text or "", ensure_ascii=False)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    posts = os.path.join(sys.argv[1], "content", "posts")
    os.makedirs(posts, exist_ok=True)
    count = 0
    for line in sys.stdin:
        post = json.loads(line)
        path = urlparse(post.get("link") or "").path or f"/posts/{post['id']}/"
        front = ["---", f"title: {quoted(post['title'])}", f"url: {quoted(path)}"]
        if post.get("published"):
            front.append(f"date: {post['published']}")
        if post.get("author"):
            front.append(f"author: {quoted(post['author'])}")
        front.append("categories: [" + ", ".join(quoted(c) for c in post.get("categories") or []) + "]")
        front.append("---")
        with open(os.path.join(posts, f"{post['id']}.md"), "w", encoding="utf-8") as f:
            f.write("\n".join(front) + "\n\n" + (post.get("markdown") or "") + "\n")
        count += 1
    print(count)


if __name__ == "__main__":
    main()
