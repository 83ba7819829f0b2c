import { ANALYTICS_SCENARIOS } from "./analytics.js";
import { codeContext } from "./code-context.js";
import { readMemoryById } from "./read-memory-by-id.js";
import { recall } from "./recall.js";
import { relatedIssues } from "./related-issues.js";
import { rememberMany } from "./remember-many.js";
import { searchKnowledge } from "./search-knowledge.js";
import { graphqlFloor } from "./graphql-floor.js";
import { webSearchHit } from "./web-search-hit.js";
import type { Scenario } from "./scenario.js";

export type { Scenario, ScenarioContext } from "./scenario.js";

/**
 * Writes last: they add memories the read scenarios would otherwise see. The analytics scenarios come after
 * the other reads because their data re-dates the seeded memories and sets the knowledge nodes' reads.
 */
export const SCENARIOS: readonly Scenario[] = [graphqlFloor, readMemoryById, recall, searchKnowledge, codeContext, relatedIssues, webSearchHit, ...ANALYTICS_SCENARIOS, rememberMany];

/** "all" or a comma-separated list of scenario names. */
export function selectScenarios(selection: string): Scenario[] {
  if (selection === "all") return [...SCENARIOS];
  return selection.split(",").map((name) => {
    const scenario = SCENARIOS.find((s) => s.name === name.trim());
    if (!scenario) throw new Error(`unknown scenario "${name}"; known: ${SCENARIOS.map((s) => s.name).join(", ")}`);
    return scenario;
  });
}
