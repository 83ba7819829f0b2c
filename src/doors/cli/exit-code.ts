import { ConfigError } from "../../config.js";
import { EngramError, type EngramErrorCode } from "../../errors.js";
import { isNeo4jOutage } from "../../neo4j/outage.js";

/** What a script can tell apart: 2 fix the command or the settings, 3 use another key, 4 try again later. */
const EXIT_CODES: Record<EngramErrorCode, number> = {
  BAD_USER_INPUT: 2,
  FORBIDDEN: 3,
  MAINTENANCE_BUSY: 4,
  WEB_SEARCH_UNAVAILABLE: 4,
  REGISTRY_UNAVAILABLE: 4,
  DOCUMENTATION_PREPARING: 4,
  NEO4J_UNAVAILABLE: 4,
  CONCURRENT_CHANGE: 4,
};

/** The exit code of a command that failed with this error; 1 for anything Engram did not foresee. */
export function exitCodeFor(error: unknown): number {
  if (error instanceof EngramError) return EXIT_CODES[error.code];
  if (error instanceof ConfigError) return EXIT_CODES.BAD_USER_INPUT;
  if (isNeo4jOutage(error)) return EXIT_CODES.NEO4J_UNAVAILABLE;
  return 1;
}
