import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Element } from "domhandler";
import { findOne } from "domutils";
import { parseDocument } from "htmlparser2";
import type { Driver } from "neo4j-driver";

/**
 * For each API entry, the `page#anchor` of the section that holds its definition: a search hit on that
 * section answers a question about the entry as well as the entry itself does. Node gives every entry a
 * section of its own; Sphinx nests definitions (`<dt id="json.dumps">`) inside sections (`<section id=
 * "basic-usage">`), found here in the page's HTML.
 */
export interface ApiLocations {
  /** `page#anchor` of the entry itself: a hit on the entry is a hit on that address too. */
  own: Map<string, string>;
  /** `page#anchor` of the section holding its definition. */
  section: Map<string, string>;
}

export async function apiSections(driver: Driver, source: string, sphinxRoot: string | null): Promise<ApiLocations> {
  const { records } = await driver.executeQuery(
    "MATCH (a:APIReference {source: $source}) WHERE a.anchor IS NOT NULL RETURN a.name AS name, a.documentPath AS page, a.anchor AS anchor",
    { source },
  );
  const entries = records.map((r) => ({ name: r.get("name") as string, page: r.get("page") as string, anchor: r.get("anchor") as string }));
  const own = new Map(entries.map((entry) => [entry.name, `${entry.page}#${entry.anchor}`]));
  if (sphinxRoot === null) return { own, section: own };
  const byPage = new Map<string, typeof entries>();
  for (const entry of entries) byPage.set(entry.page, [...(byPage.get(entry.page) ?? []), entry]);
  const sections = new Map<string, string>();
  for (const [page, onPage] of byPage) {
    const html = await readFile(join(sphinxRoot, page), "utf8").catch(() => null);
    const nodes = html === null ? [] : parseDocument(html).children;
    for (const entry of onPage) {
      const definition = findOne((element) => element.attribs.id === entry.anchor, nodes);
      sections.set(entry.name, `${page}#${enclosingSectionId(definition) ?? entry.anchor}`);
    }
  }
  return { own, section: sections };
}

function enclosingSectionId(element: Element | null): string | null {
  for (let current = element?.parent; current; current = current.parent) {
    const candidate = current as Element;
    const isSection = candidate.name === "section" || (candidate.name === "div" && candidate.attribs?.class?.split(/\s+/).includes("section"));
    if (isSection && candidate.attribs.id) return candidate.attribs.id;
  }
  return null;
}
