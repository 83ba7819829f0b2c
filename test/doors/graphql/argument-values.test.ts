import { buildSchema, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { visitArgumentValues, type ArgumentValue } from "../../../src/doors/graphql/argument-values.js";

const schema = buildSchema(`
  input Filter { name: String, tags: [String!], nested: Filter }
  type Item { id: ID!, children(where: Filter, limit: Int = 5): [Item!]! }
  type Query { items(where: Filter, limit: Int): [Item!]! }
`);

function paths(query: string, variables?: Record<string, unknown>, operationName?: string): Array<[string, unknown, string | undefined]> {
  const seen: ArgumentValue[] = [];
  visitArgumentValues(schema, parse(query), variables, operationName, (argument) => seen.push(argument));
  return seen.map((a) => [a.path, a.value, a.inputObject ? `${a.inputObject.name}.${a.inputField}` : undefined]);
}

describe("visitArgumentValues", () => {
  it("visits every argument and nested input value with variables substituted", () => {
    expect(paths(`query($n: String) { items(where: { nested: { name: $n }, tags: ["a"] }) { id } }`, { n: "x" })).toEqual([
      ["items.where", { nested: { name: "x" }, tags: ["a"] }, undefined],
      ["items.where.tags", ["a"], "Filter.tags"],
      ["items.where.tags[0]", "a", "Filter.tags"],
      ["items.where.nested", { name: "x" }, "Filter.nested"],
      ["items.where.nested.name", "x", "Filter.name"],
    ]);
  });

  it("applies argument defaults and follows nested fields, aliases and fragments", () => {
    const visited = paths(`{ first: items(limit: 1) { ...kids } } fragment kids on Item { children(where: { name: "y" }) { id } }`);
    expect(visited).toContainEqual(["first.limit", 1, undefined]);
    expect(visited).toContainEqual(["children.limit", 5, undefined]);
    expect(visited).toContainEqual(["children.where.name", "y", "Filter.name"]);
  });

  it("picks the named operation and leaves variables that do not coerce to execution", () => {
    const query = `query A { items(limit: 1) { id } } query B($l: Int) { items(limit: $l) { id } }`;
    expect(paths(query, {}, "A")).toEqual([["items.limit", 1, undefined]]);
    expect(paths(query, { l: "not a number" }, "B")).toEqual([]);
  });
});
