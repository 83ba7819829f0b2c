/** What pyproject.toml says about a project's dependencies and its package index. */

import { normalisePypiName } from "../types.js";
import { type Json, array, record, string } from "./common.js";

/** The name at the head of a PEP 508 string (`requests[socks]>=2; python_version<"3.12"` → `requests`), or null. */
export function pep508Name(requirement: string): string | null {
  return /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)/.exec(requirement)?.[1] ?? null;
}

/**
 * The normalised names pyproject.toml declares: `[project].dependencies` and `[project.optional-dependencies]`
 * (PEP 508 strings), `[tool.poetry.dependencies]` (but `python`), `[tool.poetry.dev-dependencies]` and
 * `[tool.poetry.group.*.dependencies]`.
 */
export function pyprojectDependencyNames(pyproject: Json): Set<string> {
  const project = record(pyproject.project);
  const poetry = record(record(pyproject.tool).poetry);
  const strings = [...array(project.dependencies), ...Object.values(record(project["optional-dependencies"])).flatMap(array)];
  const tables = [record(poetry.dependencies), record(poetry["dev-dependencies"])];
  for (const group of Object.values(record(poetry.group))) tables.push(record(record(group).dependencies));
  const names = [
    ...strings.map((requirement) => (typeof requirement === "string" ? pep508Name(requirement) : null)),
    ...tables.flatMap((table) => Object.keys(table).filter((name) => name.toLowerCase() !== "python")),
  ];
  return new Set(names.filter((name): name is string => name !== null).map(normalisePypiName));
}

/** The index pyproject.toml makes the default: a `[[tool.uv.index]]` with `default = true`, else the first primary `[[tool.poetry.source]]` (no priority means primary; Poetry 1.x `default = true`). */
export function pyprojectIndex(pyproject: Json): string | null {
  const tool = record(pyproject.tool);
  const uvDefault = array(record(tool.uv).index).map(record).find((index) => index.default === true);
  const poetryPrimary = array(record(tool.poetry).source)
    .map(record)
    .find((source) => (source.priority === undefined && source.secondary !== true) || source.priority === "primary" || source.priority === "default" || source.default === true);
  return string(uvDefault?.url) ?? string(poetryPrimary?.url);
}
