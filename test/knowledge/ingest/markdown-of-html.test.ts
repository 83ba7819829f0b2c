import { describe, expect, it } from "vitest";
import type { Element } from "domhandler";
import { codeLanguage, fenced, nodesToMarkdown } from "../../../src/knowledge/ingest/markdown-of-html.js";
import { parseHtml } from "../../../src/knowledge/ingest/text.js";

const markdownOf = (html: string, skip?: (element: Element) => boolean) => nodesToMarkdown(parseHtml(html), skip);

describe("HTML documentation as Markdown", () => {
  it("keeps headings, paragraphs and inline code, white space collapsed", () => {
    expect(markdownOf("<h1>File  system</h1>\n<p>The <code>node:fs</code>\n module.</p><h3>fs.readFile()</h3><p>Reads.</p>")).toBe(
      "# File system\n\nThe `node:fs` module.\n\n### fs.readFile()\n\nReads.",
    );
  });

  it("fences code blocks with their language, keeping their lines and indentation", () => {
    const node = '<pre><code class="language-mjs">import { readFile } from \'node:fs\';\n\nif (x) {\n  read();\n}\n</code></pre>';
    expect(markdownOf(node)).toBe("```mjs\nimport { readFile } from 'node:fs';\n\nif (x) {\n  read();\n}\n```");
    const sphinx = '<div class="highlight-python3 notranslate"><div class="highlight"><pre><span></span>&gt;&gt;&gt; import json\n</pre></div></div>';
    expect(markdownOf(sphinx)).toBe("```python\n>>> import json\n```");
    expect(markdownOf('<div class="highlight-none notranslate"><div class="highlight"><pre>plain</pre></div></div>')).toBe("```\nplain\n```");
  });

  it("names the language of a code block from its code, pre or Sphinx container, else none", () => {
    const preOf = (html: string) => parseHtml(html).flatMap(function find(node): Element[] {
      const element = node as Element;
      return element.name === "pre" ? [element] : (element.children ?? []).flatMap(find);
    })[0]!;
    expect(codeLanguage(preOf('<pre class="language-js">x</pre>'))).toBe("js");
    expect(codeLanguage(preOf('<div class="highlight-pycon"><div class="highlight"><pre>x</pre></div></div>'))).toBe("pycon");
    expect(codeLanguage(preOf('<div class="highlight-shell-session"><div><pre>x</pre></div></div>'))).toBe("console");
    expect(codeLanguage(preOf("<pre>x</pre>"))).toBe("");
  });

  it("makes a fence longer than the backticks inside the code", () => {
    expect(fenced("a ``` b", "md")).toBe("````md\na ``` b\n````");
  });

  it("writes lists (nested), definition lists, quotes and tables", () => {
    expect(markdownOf("<ul><li>one</li><li><p>two</p><ol><li>a</li><li>b</li></ol></li></ul>")).toBe("- one\n- two\n  1. a\n  2. b");
    expect(markdownOf("<dl><dt>fs.stat(path)</dt><dd><p>Stats.</p></dd></dl>")).toBe("**fs.stat(path)**\n\nStats.");
    expect(markdownOf("<blockquote><p>Stability: 0</p><p>Deprecated</p></blockquote>")).toBe("> Stability: 0\n>\n> Deprecated");
    expect(markdownOf("<table><thead><tr><th>a</th><th>b|c</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>")).toBe(
      "| a | b\\|c |\n| --- | --- |\n| 1 | 2 |",
    );
  });

  it("leaves out scripts and what skip says, with their content", () => {
    const permalink = (element: Element) => element.name === "a" && element.attribs.class === "headerlink";
    expect(markdownOf('<h2>Usage<a class="headerlink" href="#usage">¶</a></h2><script>x()</script><p>Run it.</p>', permalink)).toBe("## Usage\n\nRun it.");
  });
});
