/**
 * Light reStructuredText → Markdown: underlined (and overlined) titles become ATX headings by the order
 * their adornments are first seen, `.. code-block::` and `::` literal blocks become fenced code, admonitions
 * a bold label, and the commonest inline markup (``literal``, :role:`text`, `text <url>`_) its Markdown form.
 * Enough for search and reading, not a docutils.
 */

/** A line made of one punctuation character repeated (3 times at least): a title adornment. */
const ADORNMENT = /^([!-/:-@[-`{-~])\1{2,}\s*$/;
const DIRECTIVE = /^(\s*)\.\.\s+([\w:.-]+)::(?:\s+(.*))?$/;
const SUBSTITUTION = /^(\s*)\.\.\s+\|[^|]+\|\s+[\w:-]+::/;
const COMMENT_OR_TARGET = /^(\s*)\.\.(\s|$)/;
const OPTION_LINE = /^\s*:[\w -]+:(\s|$)/;
const LIST_ITEM = /^\s*([-*+•]|\d+[.)]|#\.)\s/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

const CODE_DIRECTIVES = new Set(["code-block", "code", "sourcecode", "ipython", "doctest", "testcode"]);
const DROPPED_DIRECTIVES = new Set([
  "toctree", "include", "literalinclude", "image", "figure", "contents", "meta", "index", "currentmodule",
  "highlight", "raw", "autosummary", "sectionauthor", "moduleauthor", "codeauthor", "tabularcolumns",
  "default-role", "role", "only", "testsetup", "testcleanup", "spelling:word-list", "include-markdown",
]);
const LABELS: Record<string, string> = {
  note: "Note", warning: "Warning", tip: "Tip", important: "Important", caution: "Caution", attention: "Attention",
  danger: "Danger", error: "Error", hint: "Hint", seealso: "See also", admonition: "",
  versionadded: "New in version", versionchanged: "Changed in version", deprecated: "Deprecated since version",
  "deprecated-removed": "Deprecated since version", versionremoved: "Removed in version",
};
const ISSUE_ROLES = new Set(["pr", "issue", "ghissue", "gh", "bug", "pull", "merge"]);
const USER_ROLES = new Set(["user", "ghuser"]);

export function rstToMarkdown(source: string): string {
  const lines = source.split(/\r?\n/);
  return new RstConverter(linkTargets(lines)).convert(lines).join("\n").replace(/\n{3,}/g, "\n\n").trim();
}

/** `.. _name: https://…` hyperlink targets, by lower-case name, for `name`_ references. */
function linkTargets(lines: string[]): Map<string, string> {
  const targets = new Map<string, string>();
  for (const line of lines) {
    const target = /^\s*\.\.\s+_(`[^`]+`|[^:]+):\s+(\S+)\s*$/.exec(line);
    if (target) targets.set(target[1]!.replace(/`/g, "").trim().toLowerCase(), target[2]!);
  }
  return targets;
}

/** Only the titles of an RST-like text (a plain-text changelog) as ATX headings; everything else as written. */
export function underlinedTitlesToAtx(source: string): string {
  const converter = new RstConverter();
  return converter.convert(source.split(/\r?\n/), false).join("\n");
}

/** Markdown's setext headings (`Title\n===`, `Title\n---`) as ATX (`# Title`, `## Title`); code fences left alone. */
export function setextToAtx(source: string): string {
  const lines = source.split(/\r?\n/);
  const out: string[] = [];
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const fenceMatch = FENCE.exec(line);
    if (fence !== null) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence)) fence = null;
      out.push(line);
    } else if (fenceMatch) {
      fence = fenceMatch[1]!;
      out.push(line);
    } else {
      const under = /^ {0,3}(=+|-+)\s*$/.exec(lines[i + 1] ?? "");
      if (under && isTitleText(line) && !(line.trim().length > 0 && /^-+$/.test(line.trim()))) {
        out.push(`${under[1]!.startsWith("=") ? "#" : "##"} ${line.trim()}`);
        i++;
      } else {
        out.push(line);
      }
    }
  }
  return out.join("\n");
}

/** A line that can be a title: text, not indented code, a list item, a quote, a table row or an ATX heading. */
function isTitleText(line: string): boolean {
  return line.trim() !== "" && !/^ {4}|^\t/.test(line) && !LIST_ITEM.test(line) && !/^\s*[>#|]/.test(line);
}

function indentOf(line: string): number {
  return /^\s*/.exec(line)![0].replace(/\t/g, "    ").length;
}

function dedent(lines: string[]): string[] {
  const indents = lines.filter((line) => line.trim() !== "").map(indentOf);
  const common = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.replace(/\t/g, "    ").slice(common));
}

/** Lines after `start` indented deeper than `indent` (blank lines between them included, trailing ones not). */
function indentedBlock(lines: string[], start: number, indent: number): { block: string[]; end: number } {
  let end = start;
  let last = start;
  while (end < lines.length) {
    const line = lines[end] ?? "";
    if (line.trim() !== "" && indentOf(line) <= indent) break;
    end++;
    if (line.trim() !== "") last = end;
  }
  return { block: lines.slice(start, last), end: last };
}

function fenced(code: string[], language: string, indent: string): string[] {
  const longest = Math.max(2, ...code.flatMap((line) => (line.match(/`+/g) ?? []).map((run) => run.length)));
  const fence = "`".repeat(longest + 1);
  return [`${indent}${fence}${language}`, ...code.map((line) => (line ? indent + line : line)), `${indent}${fence}`];
}

class RstConverter {
  /** Adornment styles (`=`, `-`, `=o` for overlined `=`…) in the order first seen: their index + 1 is the level. */
  private readonly styles: string[] = [];

  constructor(private readonly targets = new Map<string, string>()) {}

  convert(lines: string[], full = true): string[] {
    const out: string[] = [];
    let i = 0;
    while (i < lines.length) {
      const next = full ? this.block(lines, i, out) : this.title(lines, i, out);
      if (next !== null) {
        i = next;
      } else {
        out.push(full ? inline(lines[i] ?? "", this.targets) : (lines[i] ?? ""));
        i++;
      }
    }
    return out;
  }

  /** Converts what starts at line `i` when it is a title, directive, comment or literal block: the next line's index, or null. */
  private block(lines: string[], i: number, out: string[]): number | null {
    const line = lines[i] ?? "";
    if (SUBSTITUTION.test(line)) return indentedBlock(lines, i + 1, indentOf(line)).end;
    const directive = DIRECTIVE.exec(line);
    if (directive) return this.directive(lines, i, directive, out);
    if (COMMENT_OR_TARGET.test(line)) return indentedBlock(lines, i + 1, indentOf(line)).end;
    return this.title(lines, i, out) ?? this.literal(lines, i, out);
  }

  private title(lines: string[], i: number, out: string[]): number | null {
    const line = lines[i] ?? "";
    const previousBlank = i === 0 || (lines[i - 1] ?? "").trim() === "";
    const over = ADORNMENT.exec(line);
    const text = lines[i + 1] ?? "";
    if (over && previousBlank && text.trim() !== "" && !ADORNMENT.test(text) && (lines[i + 2] ?? "").trim().startsWith(over[1]!.repeat(3))) {
      out.push(this.heading(`${over[1]}o`, text.trim()));
      return i + 3;
    }
    const under = ADORNMENT.exec(text);
    if (under && previousBlank && isTitleText(line) && !/^\s/.test(line) && !line.startsWith("..")) {
      out.push(this.heading(under[1]!, line.trim()));
      return i + 2;
    }
    return null;
  }

  private heading(style: string, text: string): string {
    if (!this.styles.includes(style)) this.styles.push(style);
    return `${"#".repeat(Math.min(this.styles.indexOf(style) + 1, 6))} ${inline(text, this.targets)}`;
  }

  private directive(lines: string[], i: number, match: RegExpExecArray, out: string[]): number {
    const indent = match[1] ?? "";
    const name = (match[2] ?? "").toLowerCase().replace(/^(py|js|rst|std|c|cpp):/, "");
    const argument = (match[3] ?? "").trim();
    const { block, end } = indentedBlock(lines, i + 1, indent.length);
    const body = dedent(withoutOptions(block));
    if (DROPPED_DIRECTIVES.has(name)) return end;
    if (CODE_DIRECTIVES.has(name)) {
      out.push("", ...fenced(trimBlank(body), argument.split(/\s+/)[0] ?? "", indent), "");
      return end;
    }
    const label = LABELS[name];
    const lead = label !== undefined ? `**${[label, argument].filter(Boolean).join(" ")}:**` : argument ? `\`${argument}\`` : "";
    out.push("", ...(lead ? [indent + lead, ""] : []), ...this.convert(body).map((converted) => (converted ? indent + converted : converted)), "");
    return end;
  }

  /** A paragraph ending in `::` followed by an indented block: the block fenced, the `::` made `:` (or dropped). */
  private literal(lines: string[], i: number, out: string[]): number | null {
    const line = lines[i] ?? "";
    if (!/::\s*$/.test(line)) return null;
    const { block, end } = indentedBlock(lines, i + 1, indentOf(line));
    const code = trimBlank(dedent(block));
    if (code.length === 0) return null;
    const text = line.replace(/\s*::\s*$/, (found) => (/^\s+::/.test(found) || line.trim() === "::" ? "" : ":"));
    const indent = " ".repeat(/^\s*([-*+•]|\d+[.)]|#\.)\s+/.exec(line)?.[0].length ?? indentOf(line));
    if (text.trim() !== "") out.push(inline(text, this.targets));
    out.push("", ...fenced(code, "", indent), "");
    return end;
  }
}

function withoutOptions(block: string[]): string[] {
  let start = 0;
  while (start < block.length && OPTION_LINE.test(block[start] ?? "")) start++;
  return block.slice(start);
}

/** The lines without the blank ones at either end. */
export function trimBlank(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && (lines[start] ?? "").trim() === "") start++;
  while (end > start && (lines[end - 1] ?? "").trim() === "") end--;
  return lines.slice(start, end);
}

/** ``literal`` → `literal`, :role:`Title <target>` → `Title`, `text <url>`_ → [text](url), `name`_ → [name](its target's URL). */
export function inline(line: string, targets: Map<string, string> = new Map()): string {
  return line
    .replace(/`([^`<]+?)\s*<([^>`]+)>`__?/g, (_, text: string, url: string) => `[${text.trim()}](${url})`)
    .replace(/(?<![`:])`([^`]+)`__?(?!\w)/g, (_, text: string) => {
      const url = targets.get(text.replace(/\s+/g, " ").trim().toLowerCase());
      return url ? `[${text}](${url})` : text;
    })
    .replace(/:([\w:-]+):`([^`]+)`/g, (_, role: string, content: string) => roleText(role, content))
    .replace(/``([^`]+)``/g, "`$1`");
}

function roleText(role: string, content: string): string {
  const shown = (/^(.*?)\s*<[^>]+>$/.exec(content)?.[1] ?? content).replace(/^[~!]/, "");
  const name = role.toLowerCase().replace(/^.*:/, "");
  if (ISSUE_ROLES.has(name)) return `#${shown}`;
  if (USER_ROLES.has(name)) return `@${shown}`;
  return `\`${shown}\``;
}
