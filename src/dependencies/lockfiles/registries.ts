/** Where the project's packages are fetched from: .npmrc and the environment for npm, pip's settings for PyPI. */

import type { RegistrySettings } from "../types.js";

export const DEFAULT_NPM_REGISTRY = "https://registry.npmjs.org/";
export const DEFAULT_PYPI_INDEX = "https://pypi.org/simple";

/**
 * The npm registry and scope registries: `.npmrc`'s `registry=` and `@scope:registry=` lines (`${VAR}`
 * expanded from env as npm does), else env `npm_config_registry` / `NPM_CONFIG_REGISTRY`, else the public
 * registry. Every other line, auth lines included, is ignored and never copied anywhere.
 */
export function npmRegistries(npmrc: string | null, env: NodeJS.ProcessEnv, warnings: string[]): Pick<RegistrySettings, "npm" | "npmScopes"> {
  let registry: string | null = null;
  const npmScopes: Record<string, string> = {};
  for (const raw of (npmrc ?? "").split(/\r?\n/)) {
    const match = /^\s*(registry|@[a-z0-9][\w.-]*:registry)\s*=\s*(.*?)\s*$/i.exec(raw);
    if (!match?.[1] || match[2] === undefined) continue;
    const url = registryUrl(match[2].replace(/^(["'])(.*)\1$/, "$2").replace(/\$\{(\w+)\}/g, (_, name: string) => env[name] ?? ""));
    if (url === null) {
      warnings.push(`.npmrc: ignored the ${match[1]} line: not an http(s) URL`);
      continue;
    }
    if (match[1] === "registry") registry = url;
    else npmScopes[match[1].slice(0, -":registry".length)] = url;
  }
  const fromEnv = registryUrl(env.npm_config_registry ?? env.NPM_CONFIG_REGISTRY ?? "");
  return { npm: registry ?? fromEnv ?? DEFAULT_NPM_REGISTRY, npmScopes };
}

/** An http(s) registry URL ending with `/`, as npm keeps it, or null. */
function registryUrl(value: string): string | null {
  if (!/^https?:\/\/\S+$/i.test(value)) return null;
  return value.endsWith("/") ? value : `${value}/`;
}

/** pip's index: env PIP_INDEX_URL, else the first of the project's own settings found (requirements, Pipfile.lock, pyproject), else PyPI. */
export function pypiIndex(env: NodeJS.ProcessEnv, projectIndexes: (string | null)[]): string {
  return env.PIP_INDEX_URL || projectIndexes.find((url): url is string => url !== null && url !== "") || DEFAULT_PYPI_INDEX;
}
