/**
 * One HTML documentation page as a document split at its h1–h4 sections, whatever generator built it: a
 * layout says where the page's body is, which elements are its sections and their headings, and what is
 * left out (navigation, ¶ marks). Sphinx and DocBook pages are read with this, each with its layout.
 */

import type { AnyNode, Element } from "domhandler";
import { isTag } from "domhandler";
import { findAll } from "domutils";
import { nodesToMarkdown } from "./markdown-of-html.js";
import { firstDirectory, nodesToText } from "./text.js";
import type { DocSectionInput, DocumentInput } from "./types.js";

const SPLIT_HEADINGS = new Set(["h1", "h2", "h3", "h4"]);
export const HEADINGS = new Set([...SPLIT_HEADINGS, "h5", "h6"]);

export interface HtmlLayout {
  /** The page's body, without the site's navigation; null when the page has none. */
  main(nodes: AnyNode[]): Element | null;
  /** Elements left out of the text and Markdown with their content (¶ links, tables of contents). */
  skip(element: Element): boolean;
  /** An element that is a section of the page (it is split at when it has an id and an h1–h4 heading). */
  isSection(element: Element): boolean;
  /** The heading of a section element, if it has one. */
  headingOf(section: Element): Element | null;
  /** The page's title. */
  title(main: Element, nodes: AnyNode[]): string | null;
  /** A heading's text as a section title (DocBook's `4.2.1. ` numbers dropped, for one). */
  sectionTitle(text: string): string;
}

export interface SplitSection {
  section: Element;
  heading: Element;
}

export interface HtmlPage {
  document: DocumentInput;
  main: Element;
  sections: SplitSection[];
}

/** The heading of a `section` element with an id, when it is h1–h4: sections under h5/h6 stay part of their parent's text. */
function splitHeading(layout: HtmlLayout, element: Element): Element | null {
  if (!layout.isSection(element) || !element.attribs.id) return null;
  const heading = layout.headingOf(element);
  return heading && SPLIT_HEADINGS.has(heading.name) ? heading : null;
}

/** The page at `path`; null when the layout finds no body in it. */
export function readHtmlPage(path: string, nodes: AnyNode[], layout: HtmlLayout): HtmlPage | null {
  const main = layout.main(nodes);
  if (!main) return null;
  const title = layout.title(main, nodes) ?? path;
  const sections = findAll((element) => layout.isSection(element), main.children).flatMap((section) => {
    const heading = splitHeading(layout, section);
    return heading ? [{ section, heading }] : [];
  });
  return {
    main,
    sections,
    document: {
      path,
      title,
      text: nodesToText(main.children, layout.skip),
      markdown: nodesToMarkdown(main.children, layout.skip),
      sections: documentSections(layout, main, sections, title),
      tags: [],
      category: firstDirectory(path),
      versionIntroduced: null,
      deprecatedIn: null,
    },
  };
}

/** Each section with its own text only (nested sections have theirs); text before the first one is the lead. */
function documentSections(layout: HtmlLayout, main: Element, sections: SplitSection[], title: string): DocSectionInput[] {
  const outsideSections = (element: Element) => layout.skip(element) || splitHeading(layout, element) !== null;
  const lead = nodesToText(main.children, outsideSections);
  const split = sections.map(({ section, heading }) => ({
    anchor: section.attribs.id ?? null,
    title: layout.sectionTitle(nodesToText([heading], layout.skip)),
    text: nodesToText(section.children, (element) => element === heading || outsideSections(element)),
  }));
  return lead ? [{ anchor: null, title, text: lead }, ...split] : split;
}

/** The first heading among a section's children, looked for inside wrappers but not inside nested sections. */
export function firstHeading(section: Element, isSection: (element: Element) => boolean): Element | null {
  const nested = (element: Element) => element !== section && isSection(element);
  const visit = (nodes: AnyNode[]): Element | null => {
    for (const node of nodes) {
      if (!isTag(node) || nested(node)) continue;
      if (HEADINGS.has(node.name)) return node;
      const inside = visit(node.children);
      if (inside) return inside;
    }
    return null;
  };
  return visit(section.children);
}
