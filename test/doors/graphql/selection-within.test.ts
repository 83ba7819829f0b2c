import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type OperationDefinitionNode } from "graphql";
import { describe, expect, it } from "vitest";
import { selectionWithin } from "../../../src/doors/graphql/node-loader.js";

/** The resolve info of the field `memory` inside `recall` of this query: what selectionWithin reads of it. */
function infoOfMemory(query: string): GraphQLResolveInfo {
  const document = parse(query);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const recall = operation.selectionSet.selections[0] as FieldNode;
  const memory = recall.selectionSet!.selections.filter((s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === "memory");
  const fragments = Object.fromEntries(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  return { fieldNodes: memory, fragments } as unknown as GraphQLResolveInfo;
}

const READ = new Set(["id", "title", "content"]);

describe("selectionWithin", () => {
  it("accepts fields among those given, with aliases, __typename, fragments and directives", () => {
    expect(selectionWithin(infoOfMemory("{ recall { memory { id t: title __typename } } }"), READ)).toBe(true);
    expect(selectionWithin(infoOfMemory("{ recall { memory { ...F ... on Memory { content } ... @skip(if: true) { id } } } } fragment F on Memory { id title }"), READ)).toBe(true);
    expect(selectionWithin(infoOfMemory("{ recall { memory { id } memory { title } } }"), READ)).toBe(true);
  });

  it("refuses any other field, a field with a selection of its own, or one reached through a fragment", () => {
    expect(selectionWithin(infoOfMemory("{ recall { memory { id createdAt } } }"), READ)).toBe(false);
    expect(selectionWithin(infoOfMemory("{ recall { memory { id agentTypes { id } } } }"), READ)).toBe(false);
    expect(selectionWithin(infoOfMemory("{ recall { memory { ...F } } } fragment F on Memory { id tags }"), READ)).toBe(false);
    expect(selectionWithin(infoOfMemory("{ recall { memory { ... on Memory { title projects { id } } } } }"), READ)).toBe(false);
    expect(selectionWithin(infoOfMemory("{ recall { memory { id } memory { createdAt } } }"), READ)).toBe(false);
  });
});
