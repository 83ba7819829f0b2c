import { badInput } from "../errors.js";
import { closestStrings } from "./closest.js";

const SUGGESTIONS = 3;
const PATH_FORM = "must be a relative path inside the documentation set, such as guides/routing: no ../, no leading / and no encoded forms of them";

/** Undoes percent-encoding until it stops changing, so %2e%2e%2f and %252e… are seen as ../ */
function fullyDecoded(path: string): string {
  let current = path;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      throw badInput("path", PATH_FORM);
    }
    if (next === current) return current;
    current = next;
  }
  throw badInput("path", PATH_FORM);
}

/** The path as stored, or a refusal for anything that could leave the documentation set. */
export function checkDocumentPath(path: string): string {
  const trimmed = path.trim();
  if (trimmed === "") throw badInput("path", PATH_FORM);
  const decoded = fullyDecoded(trimmed).replace(/\\/g, "/");
  const segments = decoded.split("/");
  const escapes = decoded.startsWith("/") || /^[a-zA-Z]:/.test(decoded) || decoded.includes("\0") || segments.some((segment) => segment === "..");
  if (escapes) throw badInput("path", PATH_FORM);
  return segments.filter((segment) => segment !== "" && segment !== ".").join("/");
}

/** The existing paths nearest to a mistyped one, nearest first. */
export function closestPaths(path: string, existing: readonly string[]): string[] {
  return closestStrings(path, existing, SUGGESTIONS);
}
