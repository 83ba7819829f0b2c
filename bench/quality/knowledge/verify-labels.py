#!/usr/bin/env python3
"""Check every label in the knowledge-retrieval query sets against the real documentation.

Usage:
    python3 bench/quality/knowledge/verify-labels.py [--stats] [FILE.json ...]

With no arguments it checks node-questions.json and python-questions.json next to this
script. Exits 1 if any label, grade key, evidence quote or schema rule fails, 0 otherwise.
--stats also prints the counts per style and per module/page (as quoted in README.md).

Documentation it reads (Debian packages):
  * nodejs-doc:       /usr/share/doc/nodejs/api/<module>.json.gz and <module>.html
  * python3.11-doc:   /usr/share/doc/python3.11/html/objects.inv and the *.html pages

Rules checked
  * id unique, question non-empty, style one of how-to | what-is | troubleshooting | version;
  * 1-3 relevant labels, no duplicates;
  * Node api label: {"kind":"api","name":N,"module":M}; N must be the qualified name of a
    heading in M's JSON (textRaw with the parameter list, "Class:", "Static method:" and
    "new " removed), e.g. fs.readFile, emitter.on, fs.Dirent, Buffer.from, and a heading
    of M.html must carry the same name;
  * Node doc label: {"kind":"doc","path":M,"anchor":A|null}; M must be a doc module, A an
    anchor id (the "#" mark id or the legacy id) of a heading in M.html;
  * Python api label: {"kind":"api","name":N}; N must be a py:* entry of objects.inv;
  * Python doc label: {"kind":"doc","path":"library/x.html","anchor":A|null}; the page must
    exist and A must be an id in it;
  * grade: keys are the label keys (api: its name; doc: "path" or "path#anchor"), values 1 or
    2, every label graded, exactly one grade 2, and the grade-2 label is listed first;
  * evidence: at most 200 characters and, after whitespace/quote normalisation, a substring
    of the text of one of the question's labels (Node: that heading's section or the JSON
    desc; Python: the labelled page). Fragments may be joined with " ... ".
"""

import gzip
import html
import json
import os
import re
import sys
import zlib
from functools import lru_cache

NODE_API = "/usr/share/doc/nodejs/api"
PY_HTML = "/usr/share/doc/python3.11/html"
HERE = os.path.dirname(os.path.abspath(__file__))
STYLES = {"how-to", "what-is", "troubleshooting", "version"}
CHILD_KEYS = ("modules", "classes", "methods", "properties", "events", "miscs", "globals", "ctors", "classMethods")
HEADING = re.compile(r'<h([1-6])[^>]*>(.*?)<span><a class="mark" href="#([^"]+)" id="([^"]+)">#</a></span>(?:<a aria-hidden="true" class="legacy" id="([^"]+)"></a>)?</h\1>', re.S)


def norm(text):
    text = html.unescape(text)
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    text = text.replace("\u2014", "-").replace("\u2013", "-").replace("\u00b6", "").replace("\xa0", " ")
    return re.sub(r"\s+", " ", text).strip().lower()


BLOCK_TAG = re.compile(r"</?(?:p|div|li|ul|ol|pre|h[1-6]|br|hr|td|th|tr|table|dd|dt|dl|section|blockquote|summary|details)\b[^>]*>", re.I)


def strip_tags(fragment):
    """Block-level tags become spaces, inline tags (code, a, em, span) vanish."""
    return re.sub(r"<[^>]+>", "", BLOCK_TAG.sub(" ", fragment))


def qualified_name(text_raw):
    """'`fs.readFile(path[, options], callback)`' -> 'fs.readFile'; 'Class: `fs.Dirent`' -> 'fs.Dirent'."""
    match = re.search(r"`([^`]*)`", text_raw)
    if not match:
        return None
    name = match.group(1).split("(")[0].strip()
    return re.sub(r"^new\s+", "", name)


# ---------------------------------------------------------------- Node.js


@lru_cache(maxsize=None)
def node_modules():
    return sorted(f[: -len(".json.gz")] for f in os.listdir(NODE_API) if f.endswith(".json.gz") and f not in ("all.json.gz", "index.json.gz"))


@lru_cache(maxsize=None)
def node_json_entries(module):
    """qualified name -> list of desc texts, for every API heading of the module's JSON."""
    with gzip.open(f"{NODE_API}/{module}.json.gz") as handle:
        data = json.load(handle)
    entries = {}

    def walk(node):
        for key in CHILD_KEYS:
            for child in node.get(key, []):
                if key not in ("modules", "miscs"):
                    name = qualified_name(child.get("textRaw", ""))
                    if name:
                        entries.setdefault(name, []).append(norm(strip_tags(child.get("desc", "") or "")))
                walk(child)

    walk(data)
    return entries


@lru_cache(maxsize=None)
def node_html_sections(module):
    """anchor id -> (heading text, section text up to the next heading); legacy ids included."""
    with open(f"{NODE_API}/{module}.html", encoding="utf-8") as handle:
        page = handle.read()
    heads = list(HEADING.finditer(page))
    sections = {}
    for i, head in enumerate(heads):
        end = heads[i + 1].start() if i + 1 < len(heads) else len(page)
        title = norm(strip_tags(head.group(2)))
        body = norm(strip_tags(page[head.end() : end]))
        for anchor in (head.group(4), head.group(5)):
            if anchor:
                sections[anchor] = (title, body)
    return sections


def node_name_sections(module, name):
    """Section texts of the HTML headings whose qualified name is `name`."""
    texts = []
    for title, body in node_html_sections(module).values():
        raw = re.sub(r"^(class|static method|class property|event|constructor):\s*", "", title.lower())
        if raw.split("(")[0].strip().removeprefix("new ").strip() == name.lower():
            texts.append(body)
    return texts


def check_node_label(label):
    """Return (error or None, key, texts for evidence)."""
    kind = label.get("kind")
    if kind == "api":
        name, module = label.get("name"), label.get("module")
        if not name or not module:
            return "api label needs name and module", None, []
        if module not in node_modules():
            return f"unknown module {module!r}", name, []
        entries = node_json_entries(module)
        if name not in entries:
            return f"{name!r} is not an API heading of {module}.json", name, []
        sections = node_name_sections(module, name)
        if not sections:
            return f"{name!r} has no matching heading in {module}.html", name, []
        return None, name, entries[name] + sections
    if kind == "doc":
        path, anchor = label.get("path"), label.get("anchor")
        if path not in node_modules():
            return f"unknown doc module {path!r}", path, []
        sections = node_html_sections(path)
        if anchor is None:
            return None, path, [body for _, body in sections.values()]
        if anchor not in sections:
            return f"anchor {anchor!r} not found in {path}.html", f"{path}#{anchor}", []
        title, body = sections[anchor]
        return None, f"{path}#{anchor}", [title + " " + body]
    return f"unknown label kind {kind!r}", None, []


# ---------------------------------------------------------------- Python


@lru_cache(maxsize=None)
def python_inventory():
    with open(f"{PY_HTML}/objects.inv", "rb") as handle:
        for _ in range(4):
            handle.readline()
        body = zlib.decompress(handle.read()).decode("utf-8")
    entries = {}
    line_re = re.compile(r"^(.+?)\s+(\S+:\S+)\s+(-?\d+)\s+(\S*)\s+(.*)$")
    for line in body.splitlines():
        match = line_re.match(line)
        if not match:
            continue
        name, role, _, uri, _ = match.groups()
        if uri.endswith("$"):
            uri = uri[:-1] + name
        entries.setdefault(name, []).append((role, uri))
    return entries


@lru_cache(maxsize=None)
def python_page(path):
    full = os.path.join(PY_HTML, path)
    if not os.path.isfile(full):
        return None
    with open(full, encoding="utf-8") as handle:
        page = handle.read()
    ids = set(re.findall(r'\bid="([^"]+)"', page))
    main = re.search(r'<div class="body" role="main">(.*?)<div class="sphinxsidebar"', page, re.S)
    text = norm(strip_tags(main.group(1) if main else page))
    return ids, text


def check_python_label(label):
    kind = label.get("kind")
    if kind == "api":
        name = label.get("name")
        found = [(role, uri) for role, uri in python_inventory().get(name, []) if role.startswith("py:")]
        if not found:
            return f"{name!r} is not a py:* entry of objects.inv", name, []
        texts = []
        for _, uri in found:
            page = python_page(uri.split("#")[0])
            if page:
                texts.append(page[1])
        return None, name, texts
    if kind == "doc":
        path, anchor = label.get("path"), label.get("anchor")
        page = python_page(path or "")
        if page is None:
            return f"page {path!r} not found", path, []
        ids, text = page
        if anchor is None:
            return None, path, [text]
        if anchor not in ids:
            return f"anchor {anchor!r} not found in {path}", f"{path}#{anchor}", []
        return None, f"{path}#{anchor}", [text]
    return f"unknown label kind {kind!r}", None, []


# ---------------------------------------------------------------- driver


def check_file(path):
    errors = []
    with open(path, encoding="utf-8") as handle:
        questions = json.load(handle)
    checker = check_python_label if "python" in os.path.basename(path) else check_node_label
    seen = set()
    for q in questions:
        qid = q.get("id", "?")
        err = lambda msg: errors.append(f"{os.path.basename(path)} {qid}: {msg}")
        if qid in seen:
            err("duplicate id")
        seen.add(qid)
        if not q.get("question", "").strip():
            err("empty question")
        if q.get("style") not in STYLES:
            err(f"bad style {q.get('style')!r}")
        labels = q.get("relevant", [])
        if not 1 <= len(labels) <= 3:
            err(f"{len(labels)} relevant labels (want 1-3)")
        keys, texts = [], []
        for label in labels:
            problem, key, label_texts = checker(label)
            if problem:
                err(problem)
            keys.append(key)
            texts.extend(label_texts)
        if len(set(keys)) != len(keys):
            err("duplicate labels")
        grade = q.get("grade", {})
        if set(grade) != set(keys):
            err(f"grade keys {sorted(grade)} != label keys {keys}")
        if sorted(grade.values()).count(2) != 1 or not set(grade.values()) <= {1, 2}:
            err("grade must give exactly one label 2 and the rest 1")
        elif keys and grade.get(keys[0]) != 2:
            err("the grade-2 label must be listed first")
        evidence = q.get("evidence", "")
        if not evidence or len(evidence) > 200:
            err(f"evidence missing or longer than 200 chars ({len(evidence)})")
        else:
            fragments = [norm(f) for f in evidence.split(" ... ")]
            if not any(all(f in t for f in fragments) for t in texts):
                err(f"evidence not found in the labelled documentation: {evidence!r}")
    return len(questions), errors


def primary_group(label):
    """Module (Node) or page (Python) of a label, for the per-module counts."""
    if "module" in label:
        return label["module"]
    if label["kind"] == "doc":
        return label["path"].removesuffix(".html")
    uri = next(u for r, u in python_inventory()[label["name"]] if r.startswith("py:"))
    return uri.split("#")[0].removesuffix(".html")


def stats(path):
    from collections import Counter

    with open(path, encoding="utf-8") as handle:
        questions = json.load(handle)
    styles = Counter(q["style"] for q in questions)
    groups = Counter(primary_group(q["relevant"][0]) for q in questions)
    sizes = Counter(len(q["relevant"]) for q in questions)
    print(f"{os.path.basename(path)}: {len(questions)} questions")
    print("  styles: " + ", ".join(f"{k} {v}" for k, v in styles.most_common()))
    print("  labels per question: " + ", ".join(f"{k}: {v}" for k, v in sorted(sizes.items())))
    print("  primary label by module/page: " + ", ".join(f"{k} {v}" for k, v in sorted(groups.items(), key=lambda kv: (-kv[1], kv[0]))))


def main(argv):
    args = [a for a in argv[1:] if a != "--stats"]
    files = args or [os.path.join(HERE, "node-questions.json"), os.path.join(HERE, "python-questions.json")]
    failed = False
    for path in files:
        count, errors = check_file(path)
        for line in errors:
            print(line)
        print(f"{os.path.basename(path)}: {count} questions, {len(errors)} problems")
        failed = failed or bool(errors)
    if "--stats" in argv and not failed:
        for path in files:
            stats(path)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
