import { describe, expect, it } from "vitest";
import { glossaryItems, indexItems, resolveLink, titlesOf, xrefItems } from "../../bench/quality/knowledge/django-questions.js";

describe("resolveLink", () => {
  it("resolves a relative link against the page's folder and keeps its anchor", () => {
    expect(resolveLink("topics/db/queries.html", "../../ref/models/querysets.html#django.db.models.query.QuerySet.filter")).toEqual({ kind: "doc", path: "ref/models/querysets.html", anchor: "django.db.models.query.QuerySet.filter" });
    expect(resolveLink("topics/db/queries.html", "models.html")).toEqual({ kind: "doc", path: "topics/db/models.html", anchor: null });
    expect(resolveLink("topics/db/queries.html", "#s-chaining-filters")).toEqual({ kind: "doc", path: "topics/db/queries.html", anchor: "s-chaining-filters" });
  });
  it("has no label for external links, Sphinx's generated pages, the glossary, the title page and source listings", () => {
    expect(resolveLink("intro/index.html", "https://www.python.org/")).toBeNull();
    expect(resolveLink("intro/index.html", "../genindex.html")).toBeNull();
    expect(resolveLink("intro/index.html", "../glossary.html#term-field")).toBeNull();
    expect(resolveLink("intro/index.html", "../index.html")).toBeNull();
    expect(resolveLink("ref/utils.html", "../_modules/django/utils/timezone.html")).toBeNull();
  });
});

describe("indexItems", () => {
  const html = `<table class="indextable genindextable"><tr><td><ul>
    <li><a href="ref/request-response.html#django.http.HttpResponse.closed">closed (HttpResponse attribute)</a>
      <ul><li><a href="ref/contrib/gis/geos.html#django.contrib.gis.geos.LineString.closed">(LineString attribute)</a></li></ul></li>
    <li>
    --all
      <ul><li><a href="ref/django-admin.html#cmdoption-dumpdata-all">dumpdata command line option</a></li></ul></li>
    <li><a href="releases/1.11.html#index-1">RFC 2616</a>, <a href="releases/1.4.html#index-0">[1]</a></li>
  </ul></td></tr></table>`;
  it("reads entries, sub-entries after their entry (a parenthesised one after its bare name) and each entry's pages", () => {
    const items = indexItems(html).map(({ question, relevant, form, names }) => ({ question, pages: relevant.map((label) => label.path), form, names }));
    expect(items).toEqual([
      { question: "closed (HttpResponse attribute)", pages: ["ref/request-response.html"], form: "identifier", names: ["closed"] },
      { question: "closed (LineString attribute)", pages: ["ref/contrib/gis/geos.html"], form: "identifier", names: ["closed"] },
      { question: "--all dumpdata command line option", pages: ["ref/django-admin.html"], form: "identifier", names: ["--all", "dumpdata command line option"] },
      { question: "RFC 2616", pages: ["releases/1.11.html", "releases/1.4.html"], form: "phrase", names: ["RFC 2616"] },
    ]);
  });
});

describe("glossaryItems", () => {
  it("asks the definition's first sentence without its term, labelled with the pages it links to outside the glossary", () => {
    const html = `<dl class="glossary"><dt id="term-field">field<a class="headerlink" href="#term-field">¶</a></dt><dd><p>An attribute on a <a class="reference internal" href="#term-model">model</a>; a given field usually maps directly to
a single database column.</p><p>See <a class="reference internal" href="topics/db/models.html">Models</a>.</p></dd>
<dt id="term-view">view</dt><dd><p>A function responsible for rendering a page.</p></dd></dl>`;
    expect(glossaryItems(html)).toEqual([
      { question: "An attribute on a model; a given usually maps directly to a single database column.", relevant: [{ kind: "doc", path: "topics/db/models.html", anchor: null }], style: "glossary", form: "sentence", from: "glossary.html#term-field" },
    ]);
  });
});

describe("xrefItems", () => {
  it("asks a body sentence linking to exactly one other page, the link's text taken out", () => {
    const html = `<div id="sidebar"><p>Read <a class="reference internal" href="../../ref/settings.html">the settings</a> now please okay.</p></div>
<div id="yui-main"><div class="yui-b"><div class="yui-g" id="topics-db-queries"><div class="section" id="s-making-queries"><h1>Making queries</h1>
<p>Once you have created your <a class="reference internal" href="models.html"><span class="doc">data models</span></a>, Django gives you an API. Refer to the <a class="reference internal" href="../../ref/models/index.html">data model reference</a> and <a class="reference internal" href="../../ref/models/querysets.html">the QuerySet reference</a> too. See <a class="reference internal" href="#s-making-queries">below</a> for the rest of this long page.</p></div></div></div></div>`;
    const items = xrefItems("topics/db/queries.html", html);
    expect(items.map(({ question, relevant }) => ({ question, pages: relevant.map((label) => label.path) }))).toEqual([{ question: "Once you have created your, Django gives you an API.", pages: ["topics/db/models.html"] }]);
  });
});

describe("titlesOf", () => {
  it("gives the page's title and the title of the section enclosing an anchor", () => {
    const html = `<div id="yui-main"><div class="yui-g"><div class="section" id="s-settings"><h1>Settings<a class="headerlink" href="#settings">¶</a></h1>
<div class="section" id="s-media-root"><span id="std-setting-MEDIA_ROOT"></span><h3>MEDIA_ROOT</h3><p>Absolute path.</p></div></div></div></div>`;
    const titles = titlesOf(html);
    expect(titles.page).toBe("Settings");
    expect(titles.section("std-setting-MEDIA_ROOT")).toBe("MEDIA_ROOT");
    expect(titles.section("missing")).toBeNull();
  });
});
