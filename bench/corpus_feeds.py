#!/usr/bin/env python3
"""The feeds of the shared kit's corpus, byte for byte, on every core.

Usage: bench/corpus_feeds.py OUTDIR --feeds N --items M [--seed S] [--port P] [--jobs J]

`gen_corpus.py` (../shared/bench) writes one feed after another, with its NewsAPI twin, on
one core: the 1,000 x 1,000 corpus takes most of an hour. Each of its feeds has its own
random stream, so the feeds can be written in any order by any number of processes. This
driver loads the kit's generator as a module, writes only `feeds/*.xml` (each through a
temporary name, so a file that exists is whole and is kept), then the `urls` file and a
`manifest.json` with the counts the bench scripts read. The feeds are the same bytes
`gen_corpus.py` writes for the same arguments (checked with `cmp` against the kit's own
output; see bench/RESULTS.md).
"""
import argparse
import importlib.util
import json
import multiprocessing
import os
import random
import sys
import tempfile

KIT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "bench")


def load_kit():
    spec = importlib.util.spec_from_file_location("gen_corpus", os.path.join(KIT, "gen_corpus.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def feed_name(number, feeds):
    return "%0*d" % (max(3, len(str(feeds))), number)


def write_feed(job):
    """Writes feed `number` as the kit would; returns (number, format, bytes)."""
    outdir, number, args = job
    kit = load_kit()
    base = "http://%s:%d" % (args["host"], args["port"])
    name = feed_name(number, args["feeds"])
    path = os.path.join(outdir, "feeds", name + ".xml")
    # The kit's order of draws from the feed's stream, up to the items.
    rng = random.Random("gen_corpus:%d:%d" % (args["seed"], number))
    lang = kit.pick_lang(rng)
    fmt = "rss" if rng.random() < 0.6 else "atom"
    title = "%s #%d" % (rng.choice(kit.FEED_TITLES[lang]), number)
    if rng.random() < 0.05:
        title = rng.choice(kit.EMOJI) + " " + title
    feed = {"no": number, "name": name, "lang": lang, "format": fmt, "title": title,
            "description": kit.Text(rng, lang).sentence(4, 10),
            "url": "%s/feeds/%s.xml" % (base, name), "folder": rng.choice(kit.FOLDERS)}
    if not os.path.exists(path):
        items = kit.make_items(rng, number, args["items"], lang, base)
        handle, temporary = tempfile.mkstemp(dir=os.path.dirname(path), suffix=".part")
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as fh:
            (kit.write_rss if fmt == "rss" else kit.write_atom)(fh, rng, feed, items, base)
        os.chmod(temporary, 0o644)  # mkstemp makes it 0600; the server's workers must read it
        os.replace(temporary, path)
    return number, fmt, os.path.getsize(path), feed["url"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("outdir")
    parser.add_argument("--feeds", type=int, required=True)
    parser.add_argument("--items", type=int, required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--port", type=int, default=8089)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    options = parser.parse_args()
    args = {key: getattr(options, key) for key in ("feeds", "items", "seed", "port", "host")}
    os.makedirs(os.path.join(options.outdir, "feeds"), exist_ok=True)
    jobs = [(options.outdir, number, args) for number in range(1, options.feeds + 1)]
    with multiprocessing.Pool(options.jobs) as pool:
        done = sorted(pool.imap_unordered(write_feed, jobs, chunksize=4))
    with open(os.path.join(options.outdir, "urls"), "w", encoding="utf-8", newline="\n") as fh:
        fh.writelines(url + "\n" for _, _, _, url in done)
    manifest = {"generator": "bench/corpus_feeds.py over gen_corpus.py", "seed": options.seed,
                "feeds": options.feeds, "items_per_feed": options.items,
                "total_items": options.feeds * options.items,
                "rss_feeds": sum(1 for _, fmt, _, _ in done if fmt == "rss"),
                "atom_feeds": sum(1 for _, fmt, _, _ in done if fmt == "atom"),
                "bytes_xml": sum(size for _, _, size, _ in done)}
    with open(os.path.join(options.outdir, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, indent=1, sort_keys=True)
        fh.write("\n")
    print("corpus_feeds feeds=%d items=%d xml_mb=%.1f out=%s" % (
        options.feeds, options.items, manifest["bytes_xml"] / 1e6, options.outdir))
    return 0


if __name__ == "__main__":
    sys.exit(main())
