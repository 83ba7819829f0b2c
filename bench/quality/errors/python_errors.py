"""Runs the interactive examples of Python 3.11's documentation that end in a traceback, and prints the errors
they raise here, one JSON object per line: {"page", "statement", "documented", "error"}.

The documentation is Debian's python3.11-doc (scripts/debian-docs.sh). An example's statements run in order in a
fresh interpreter, each through compile(..., "single") as the interactive prompt runs them; the statement followed
by a traceback in the page must raise, and what it raises is the error kept. Examples whose error here differs in
type from the page's (a missing file, a network call) are left out by the caller.
"""
import html
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(sys.argv[1])
PRE = re.compile(r'<div class="highlight[^"]*"><pre>(.*?)</pre>', re.S)
TAG = re.compile(r"<[^>]+>")
HEADLINE = re.compile(r"^([A-Za-z_][\w.]*(?:Error|Exception|Warning|Exit|Interrupt)|[A-Z]\w+Error)(?::\s?(.*))?$")

RUNNER = r'''
import json, sys, traceback
statements = json.loads(sys.stdin.read())
namespace = {"__name__": "__main__"}
for index, source in enumerate(statements):
    try:
        exec(compile(source, "<doc>", "single"), namespace)
    except BaseException as error:
        last = traceback.format_exception_only(type(error), error)[-1].strip()
        # stdout holds what the examples print; results go to stderr behind a marker
        sys.stderr.write("@@raised " + json.dumps({"index": index, "error": last}) + "\n")
'''


def sessions(text):
    """Statements of one example, each with the output lines printed after it."""
    lines = html.unescape(TAG.sub("", text)).splitlines()
    statements = []
    for line in lines:
        if line.startswith(">>> "):
            statements.append({"source": [line[4:]], "output": []})
        elif line.startswith("... ") or line == "...":
            if statements:
                statements[-1]["source"].append(line[4:])
        elif statements:
            statements[-1]["output"].append(line)
    return statements


def main():
    for page in sorted(ROOT.rglob("*.html")):
        relative = page.relative_to(ROOT).as_posix()
        text = page.read_text(encoding="utf-8", errors="replace")
        # One namespace per page, as doctest runs a page: later examples use what earlier ones defined.
        statements = [statement for block in PRE.findall(text) if "&gt;&gt;&gt; " in block for statement in sessions(block)]
        documented = {}
        for index, statement in enumerate(statements):
            output = statement["output"]
            if output and output[0].startswith("Traceback (most recent call last)"):
                headline = next((line.strip() for line in reversed(output) if HEADLINE.match(line.strip())), None)
                if headline is not None:
                    documented[index] = headline
        if not documented:
            continue
        sources = ["\n".join(s["source"]) + "\n" for s in statements[: max(documented) + 1]]
        try:
            run = subprocess.run([sys.executable, "-I", "-c", RUNNER], input=json.dumps(sources), capture_output=True, text=True, timeout=20, cwd="/tmp")
        except subprocess.TimeoutExpired as timeout:
            run = timeout
        stderr = run.stderr if isinstance(run.stderr, str) else (run.stderr or b"").decode("utf-8", "replace")
        for line in stderr.splitlines():
            if not line.startswith("@@raised "):
                continue
            raised = json.loads(line[len("@@raised "):])
            if raised["index"] in documented:
                print(json.dumps({"page": relative, "statement": sources[raised["index"]].strip(), "documented": documented[raised["index"]], "error": raised["error"]}), flush=True)


main()
