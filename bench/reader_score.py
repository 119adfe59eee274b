#!/usr/bin/env python3
"""Scores reader-mode output against the corpus references, as ../shared/readability/README.md
defines it: bag-of-words F1 over the visible text of expected.html, and exact title match.

usage: reader_score.py PAGES_DIR OUTPUT_DIR
OUTPUT_DIR holds NAME.out (the extractor's stdout), NAME.rc (its exit status) and NAME.ms
(its wall time in milliseconds) for each page folder NAME.
"""
import html.parser
import json
import os
import re
import statistics
import sys
import unicodedata
from collections import Counter

BREAKS = set("""address article aside blockquote body caption center dd details dialog dir div dl dt
fieldset figcaption figure footer form frameset h1 h2 h3 h4 h5 h6 header hgroup hr html legend li main
menu nav ol optgroup option p pre section summary table tbody td tfoot th thead tr ul video audio canvas
object iframe img""".split())
SILENT = {"script", "style", "noscript", "template", "head", "title", "iframe", "desc", "metadata", "annotation"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
        "param", "keygen"}


class Visible(html.parser.HTMLParser):
    """The visible text of an HTML fragment, a line per block."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts = []
        self.stack = []  # (tag, silent)
        self.pre = 0

    def silent(self):
        return any(s for _, s in self.stack)

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        style = (attributes.get("style") or "").replace(" ", "").lower()
        hidden = "hidden" in attributes or "display:none" in style or "visibility:hidden" in style
        if tag in BREAKS or tag == "br":
            self.parts.append("\n")
        if tag in VOID:
            return
        self.stack.append((tag, tag in SILENT or hidden))
        if tag == "pre":
            self.pre += 1

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID and self.stack and self.stack[-1][0] == tag:
            self.handle_endtag(tag)

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        for index in range(len(self.stack) - 1, -1, -1):
            if self.stack[index][0] == tag:
                for closed, _ in self.stack[index:]:
                    if closed == "pre":
                        self.pre -= 1
                del self.stack[index:]
                break
        if tag in BREAKS:
            self.parts.append("\n")

    def handle_data(self, data):
        if self.silent():
            return
        self.parts.append(data if self.pre > 0 else re.sub(r"[\r\n]", " ", data))


def visible_text(markup):
    parser = Visible()
    parser.feed(markup)
    parser.close()
    lines = (re.sub(r"\s+", " ", line).strip() for line in "".join(parser.parts).split("\n"))
    return "\n".join(line for line in lines if line)


RANGES = [(0x0E00, 0x0EFF), (0x1000, 0x109F), (0x1780, 0x17FF), (0x19E0, 0x19FF), (0x2E80, 0x2FDF),
          (0x3005, 0x3007), (0x3021, 0x3029), (0x3031, 0x303C), (0x3040, 0x30FF), (0x3100, 0x312F),
          (0x31A0, 0x31FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0xFF66, 0xFF9F),
          (0x20000, 0x3FFFF)]


def unspaced(ch):
    code = ord(ch)
    return any(low <= code <= high for low, high in RANGES)


def normalised(text):
    text = unicodedata.normalize("NFKC", text)
    text = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
    return text.casefold()


def tokens(text):
    result = []
    word = []
    for ch in normalised(text):
        if unicodedata.category(ch)[0] in "LMN":
            if unspaced(ch):
                if word:
                    result.append("".join(word))
                    word = []
                result.append(ch)
            else:
                word.append(ch)
        elif word:
            result.append("".join(word))
            word = []
    if word:
        result.append("".join(word))
    return result


def f1(reference, candidate):
    ref, cand = Counter(tokens(reference)), Counter(tokens(candidate))
    nref, ncand = sum(ref.values()), sum(cand.values())
    if nref == 0 and ncand == 0:
        return 1.0, 1.0, 1.0
    if ncand == 0 or nref == 0:
        return 0.0, 0.0, 0.0
    overlap = sum(min(count, cand[token]) for token, count in ref.items())
    precision, recall = overlap / ncand, overlap / nref
    if precision + recall == 0:
        return 0.0, 0.0, 0.0
    return precision, recall, 2 * precision * recall / (precision + recall)


def title_key(text):
    return re.sub(r"\s+", " ", normalised(text)).strip()


def main():
    pages, outputs = sys.argv[1], sys.argv[2]
    verbose = "-v" in sys.argv
    rows = []
    for name in sorted(os.listdir(pages)):
        folder = os.path.join(pages, name)
        with open(os.path.join(folder, "expected.html"), encoding="utf-8") as handle:
            reference = visible_text(handle.read())
        with open(os.path.join(folder, "source.html"), encoding="utf-8") as handle:
            everything = visible_text(re.sub(r"(?is)<head.*?</head>", "", handle.read()))
        with open(os.path.join(folder, "expected-metadata.json"), encoding="utf-8") as handle:
            expected_title = json.load(handle).get("title") or ""
        with open(os.path.join(outputs, name + ".rc")) as handle:
            status = int(handle.read().strip() or "1")
        with open(os.path.join(outputs, name + ".out"), encoding="utf-8", errors="replace") as handle:
            output = handle.read()
        with open(os.path.join(outputs, name + ".ms")) as handle:
            millis = float(handle.read().strip() or "0")
        extract_path = os.path.join(outputs, name + ".extract-ms")
        inside = 0.0
        if os.path.exists(extract_path):
            with open(extract_path) as handle:
                inside = float(handle.read().strip() or "0")
        title, _, body = output.partition("\n")
        failed = status != 0 or not body.strip()
        p, r, score = (0.0, 0.0, 0.0) if failed else f1(reference, body)
        title_ok = not failed and title_key(title) == title_key(expected_title)
        hard = f1(reference, everything)[2] < 0.9
        rows.append((name, p, r, score, title_ok, hard, millis, failed, inside))
        if verbose:
            print(f"{name:40s} F1 {score:.3f} P {p:.3f} R {r:.3f} title {'ok' if title_ok else 'NO'}"
                  f"{' hard' if hard else ''} {millis:.0f} ms ({inside:.1f} ms CPU extracting)")
            if not title_ok:
                print(f"    got {title!r} want {expected_title!r}")
    count = len(rows)
    hard_rows = [row for row in rows if row[5]]
    print(f"pages {count}, failures {sum(row[7] for row in rows)}")
    print(f"mean F1 {statistics.mean(row[3] for row in rows):.4f}, median F1 {statistics.median(row[3] for row in rows):.4f}")
    print(f"mean precision {statistics.mean(row[1] for row in rows):.4f}, mean recall {statistics.mean(row[2] for row in rows):.4f}")
    print(f"titles {sum(row[4] for row in rows)}/{count} ({100 * sum(row[4] for row in rows) / count:.1f} %)")
    if hard_rows:
        print(f"hard subset (all visible text F1 < 0.9): {len(hard_rows)} pages, mean F1 "
              f"{statistics.mean(row[3] for row in hard_rows):.4f}")
    print(f"median time per page: {statistics.median(row[8] for row in rows):.1f} ms of CPU extracting (parse to text),"
          f" {statistics.median(row[6] for row in rows):.1f} ms for the whole process")


if __name__ == "__main__":
    main()
