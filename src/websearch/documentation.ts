import { normaliseDomain } from "./cache-key.js";

/** A page as search results, patterns and feedback name it. */
export interface DocumentationRow {
  url: string;
  title: string | null;
  domain: string;
}

/** The host a URL points at, as web-search filters and analytics group it (lower case, no "www."). */
export function domainOf(url: string): string {
  return normaliseDomain(new URL(url).hostname);
}

export function documentationRow(url: string, title: string | null): DocumentationRow {
  return { url, title, domain: domainOf(url) };
}

/** Every page seen or used exists once, by URL: created on first sight, its title and lastSeen kept current. */
export const UPSERT_DOCUMENTATION = `
UNWIND $docs AS doc
MERGE (d:Documentation {url: doc.url})
  ON CREATE SET d.firstSeen = datetime($now), d.totalUses = 0, d.negativeFeedbackCount = 0, d.negativeFeedbackRate = 0.0
SET d.title = coalesce(doc.title, d.title), d.domain = doc.domain,
    d.lastSeen = CASE WHEN d.lastSeen IS NULL OR d.lastSeen < datetime($now) THEN datetime($now) ELSE d.lastSeen END`;

/**
 * Uses are the patterns a page contributed to; its negative rate is negatives over uses. A page can be
 * marked unhelpful before any pattern names it, and that marking is a use too, so the divisor is never
 * below the negatives: the rate stays within 0 to 1 and never divides by zero.
 */
export const REFRESH_DOCUMENTATION_COUNTS = `
UNWIND $urls AS url
MATCH (d:Documentation {url: url})
WITH d, COUNT { (d)-[:CONTRIBUTED_TO]->(:Pattern) } AS uses, COUNT { (d)-[:RECEIVED_NEGATIVE_FEEDBACK]->(:UserFeedback) } AS negatives
SET d.totalUses = uses, d.negativeFeedbackCount = negatives,
    d.negativeFeedbackRate = CASE WHEN negatives = 0 THEN 0.0 ELSE toFloat(negatives) / CASE WHEN uses > negatives THEN uses ELSE negatives END END`;
