#!/usr/bin/env python3
"""Checks that every relative link in README.md and docs/**/*.md names a file that exists and,
with a #fragment, a heading of that file (GitHub's anchors). Prints each broken link as
FILE:LINE: TARGET: why, and exits 1 if there is one. Usage: python3 docs/check_links.py [ROOT]"""
import os
import re
import sys

FENCE = re.compile(r'^\s*(```+|~~~+)')
LINK = re.compile(r'\[(?:[^\[\]]|\[[^\]]*\])*\]\(([^)\s]+)(?:\s+"[^"]*")?\)')


def lines_outside_code(text, blank_code_spans=True):
    """(line number, line) of the lines outside fenced code, inline code spans blanked unless
    blank_code_spans is false (a heading's anchor keeps their text)."""
    fence = None
    for number, line in enumerate(text.split('\n'), 1):
        match = FENCE.match(line)
        if match:
            if fence is None:
                fence = match.group(1)
            elif line.strip().startswith(fence):
                fence = None
            continue
        if fence is None:
            yield number, re.sub(r'(`+)(.+?)\1', lambda m: ' ' * len(m.group(0)), line) if blank_code_spans else line


def slug(heading):
    """GitHub's anchor for a heading's text: code and link markup dropped, lowercased,
    punctuation but `-` and `_` removed, spaces made `-`."""
    text = re.sub(r'\[([^\]]*)\]\([^)]*\)', r'\1', heading).replace('`', '')
    text = re.sub(r'[^\w\- ]', '', text.strip().lower())
    return text.replace(' ', '-')


def anchors(path):
    """Every anchor of a Markdown file's headings, duplicates numbered as GitHub numbers them."""
    seen, result = {}, set()
    text = open(path, encoding='utf-8').read()
    for _, line in lines_outside_code(text, blank_code_spans=False):
        match = re.match(r'^#{1,6}\s+(.*?)\s*#*\s*$', line)
        if match:
            base = slug(match.group(1))
            count = seen.get(base, 0)
            seen[base] = count + 1
            result.add(base if count == 0 else f'{base}-{count}')
    return result


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else '.'
    files = [os.path.join(root, 'README.md')]
    for folder, _, names in os.walk(os.path.join(root, 'docs')):
        files += [os.path.join(folder, name) for name in sorted(names) if name.endswith('.md')]
    broken, checked = 0, 0
    for path in files:
        for number, line in lines_outside_code(open(path, encoding='utf-8').read()):
            for match in LINK.finditer(line):
                target = match.group(1)
                if re.match(r'^[a-z][a-z0-9+.-]*:', target):
                    continue  # http:, https:, mailto:
                checked += 1
                file_part, _, fragment = target.partition('#')
                linked = os.path.normpath(os.path.join(os.path.dirname(path), file_part)) if file_part else path
                why = None
                if not os.path.exists(linked):
                    why = 'no such file'
                elif fragment and (not linked.endswith('.md') or fragment not in anchors(linked)):
                    why = f'no heading #{fragment} in {os.path.relpath(linked, root)}'
                if why:
                    broken += 1
                    print(f'{os.path.relpath(path, root)}:{number}: {target}: {why}')
    print(f'checked {checked} relative links in {len(files)} files: {broken} broken', file=sys.stderr)
    return 1 if broken else 0


if __name__ == '__main__':
    sys.exit(main())
