import neo4j, { type Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createNeo4jGraphQL } from "../../src/doors/graphql/schema.js";
import { createLogger } from "../../src/logger.js";
import { FULLTEXT_DEFINITIONS, FULLTEXT_INDEXES, runMigrations, SCHEMA_STATEMENTS } from "../../src/neo4j/migrations.js";

const log = createLogger("silent");
let driver: Driver;

async function schemaSnapshot() {
  const indexes = await driver.executeQuery("SHOW INDEXES YIELD name, type, labelsOrTypes, properties, state RETURN * ORDER BY name");
  const constraints = await driver.executeQuery("SHOW CONSTRAINTS YIELD name, type, labelsOrTypes, properties RETURN * ORDER BY name");
  return { indexes: indexes.records.map((r) => r.toObject()), constraints: constraints.records.map((r) => r.toObject()) };
}

beforeAll(async () => {
  const { uri, user, password } = inject("neo4j");
  driver = neo4j.driver(uri, neo4j.auth.basic(user, password));
});

afterAll(async () => {
  await driver?.close();
});

describe("migrations", () => {
  it("create the constraints and indexes the design names, all online", async () => {
    await runMigrations(driver, undefined, log);
    const { indexes, constraints } = await schemaSnapshot();
    const constraintNames = constraints.map((c) => c.name);
    for (const label of ["agent_type", "project", "memory", "external_doc", "api_reference", "code_file", "function", "class"]) {
      expect(constraintNames).toContain(`${label}_id`);
    }
    expect(constraintNames).toEqual(expect.arrayContaining(["documentation_url", "tavily_cache_query_hash"]));
    const byName = new Map(indexes.map((i) => [i.name, i]));
    for (const name of ["memory_type", "memory_created_at", "tavily_cache_expires_at", "documentation_domain", "documentation_negative_rate", "code_file_path"]) {
      expect(byName.get(name)).toMatchObject({ type: "RANGE", state: "ONLINE" });
    }
    for (const name of Object.values(FULLTEXT_INDEXES)) {
      expect(byName.get(name)).toMatchObject({ type: "FULLTEXT", state: "ONLINE" });
    }
    expect(byName.get("memory_fulltext")).toMatchObject({ labelsOrTypes: ["Memory"], properties: ["title", "content", "tags", "scopeTokens"] });
  });

  it("are idempotent: a second run creates nothing and leaves the schema as it was", async () => {
    await runMigrations(driver, undefined, log);
    const before = await schemaSnapshot();
    const second = await runMigrations(driver, undefined, log);
    expect(second.statements).toBe(SCHEMA_STATEMENTS.length);
    expect(second.created).toEqual([]);
    expect(await schemaSnapshot()).toEqual(before);
  });

  it("rebuild a fulltext index whose definition changed, and only that one", async () => {
    await runMigrations(driver, undefined, log);
    await driver.executeQuery(`DROP INDEX ${FULLTEXT_INDEXES.codeExample}`);
    await driver.executeQuery(`CREATE FULLTEXT INDEX ${FULLTEXT_INDEXES.codeExample} FOR (n:CodeExample) ON EACH [n.title]`);
    const result = await runMigrations(driver, undefined, log);
    expect(result.rebuilt).toEqual([FULLTEXT_INDEXES.codeExample]);
    const { records } = await driver.executeQuery("SHOW FULLTEXT INDEXES YIELD name, properties WHERE name = $name RETURN properties", { name: FULLTEXT_INDEXES.codeExample });
    const defined = FULLTEXT_DEFINITIONS.find((index) => index.name === FULLTEXT_INDEXES.codeExample)!;
    expect(records[0]?.get("properties")).toEqual(defined.properties);
    expect(defined.properties.length).toBeGreaterThan(1);
    expect((await runMigrations(driver, undefined, log)).rebuilt).toEqual([]);
  });

  it("replace the range index an older Engram made on UserFeedback.sessionId by a uniqueness constraint", async () => {
    await runMigrations(driver, undefined, log);
    await driver.executeQuery("DROP CONSTRAINT user_feedback_session_id_unique");
    await driver.executeQuery("CREATE INDEX user_feedback_session_id FOR (n:UserFeedback) ON (n.sessionId)");
    const result = await runMigrations(driver, undefined, log);
    expect(result.created).toContain("user_feedback_session_id_unique");
    const { indexes, constraints } = await schemaSnapshot();
    expect(indexes.map((index) => index.name)).not.toContain("user_feedback_session_id");
    expect(constraints.find((constraint) => constraint.name === "user_feedback_session_id_unique")).toMatchObject({ type: "UNIQUENESS", properties: ["sessionId"] });
  });

  it("satisfy @neo4j/graphql's assertIndexesAndConstraints for every @fulltext index in the SDL", async () => {
    await runMigrations(driver, undefined, log);
    const neo4jGraphQL = createNeo4jGraphQL({ driver });
    await neo4jGraphQL.getSchema();
    await expect(neo4jGraphQL.assertIndexesAndConstraints({ driver })).resolves.toBeUndefined();
  });

  it("make the uniqueness constraints real: a duplicate id is refused by Neo4j", async () => {
    await runMigrations(driver, undefined, log);
    const id = `dup-${Date.now()}`;
    await driver.executeQuery("CREATE (:AgentType {id: $id})", { id });
    await expect(driver.executeQuery("CREATE (:AgentType {id: $id})", { id })).rejects.toMatchObject({
      code: "Neo.ClientError.Schema.ConstraintValidationFailed",
    });
    await driver.executeQuery("MATCH (a:AgentType {id: $id}) DELETE a", { id });
  });

  it("index tags inside the memory fulltext index, so a tag alone finds a memory", async () => {
    await runMigrations(driver, undefined, log);
    const tag = `zq${Date.now().toString(36)}`;
    await driver.executeQuery("CREATE (:Memory {id: $id, memoryType: 'PATTERN', content: 'unrelated words', tags: [$tag]})", { id: tag, tag });
    const { records } = await driver.executeQuery(
      "CALL db.index.fulltext.queryNodes($index, $query) YIELD node RETURN node.id AS id",
      { index: FULLTEXT_INDEXES.memory, query: tag },
    );
    expect(records.map((r) => r.get("id"))).toEqual([tag]);
    await driver.executeQuery("MATCH (m:Memory {id: $id}) DELETE m", { id: tag });
  });

  it("give a page ingested before pages kept their whole text its sections' text, in order, found by the page index", async () => {
    const page = `migration-page-text-${Date.now()}`;
    await driver.executeQuery(
      `CREATE (d:ExternalDoc {id: $page, language: 'sql'})
       CREATE (d)-[:HAS_SECTION]->(:DocSection {id: $page + '#b', position: 1, title: 'Vacuum', text: 'reclaims storage occupied by dead tuples'})
       CREATE (d)-[:HAS_SECTION]->(:DocSection {id: $page + '#a', position: 0, title: 'Routine maintenance', text: 'autovacuum daemon'})
       CREATE (:ExternalDoc {id: $page + '-kept', pageText: 'written by its ingest'})`,
      { page },
    );
    const texts = async () => (await driver.executeQuery("MATCH (d:ExternalDoc) WHERE d.id STARTS WITH $page RETURN d.id AS id, d.pageText AS text ORDER BY id", { page })).records.map((r) => r.toObject());
    try {
      await runMigrations(driver, undefined, log);
      expect(await texts()).toEqual([
        { id: page, text: "Routine maintenance autovacuum daemon Vacuum reclaims storage occupied by dead tuples " },
        { id: `${page}-kept`, text: "written by its ingest" },
      ]);
      await driver.executeQuery("CALL db.awaitIndexes(60)");
      const { records } = await driver.executeQuery(
        "CALL db.index.fulltext.queryNodes($index, 'autovacuum AND tuples') YIELD node WHERE node.id STARTS WITH $page RETURN node.id AS id",
        { index: FULLTEXT_INDEXES.docPage, page },
      );
      expect(records.map((r) => r.get("id"))).toEqual([page]);
    } finally {
      await driver.executeQuery("MATCH (d:ExternalDoc) WHERE d.id STARTS WITH $page OPTIONAL MATCH (d)-[:HAS_SECTION]->(s) DETACH DELETE d, s", { page });
    }
  });

  it("make the next ingest write again, once, a page whose section was cut at 8,000 characters", async () => {
    const page = `migration-cut-${Date.now()}`;
    // The pages first, then the marker gone: whichever Engram of the suite migrates next (this test's, or
    // another test file's starting now) finds both.
    await driver.executeQuery(
      `CREATE (d:ExternalDoc {id: $page, contentHash: 'old'})-[:HAS_SECTION]->(:DocSection {id: $page + '#cut', text: $cut}),
              (w:ExternalDoc {id: $page + '-whole', contentHash: 'old'})-[:HAS_SECTION]->(:DocSection {id: $page + '-whole#s', text: $short})`,
      { page, cut: "word ".repeat(1599), short: "word ".repeat(100) },
    );
    await driver.executeQuery("MATCH (m:EngramMigration {name: 'sections-indexed-whole'}) DELETE m");
    const hashes = async () => (await driver.executeQuery("MATCH (d:ExternalDoc) WHERE d.id STARTS WITH $page RETURN d.id AS id, d.contentHash AS hash ORDER BY id", { page })).records.map((r) => r.toObject());
    try {
      await runMigrations(driver, undefined, log);
      expect(await hashes()).toEqual([
        { id: page, hash: null },
        { id: `${page}-whole`, hash: "old" },
      ]);
      await driver.executeQuery("MATCH (d:ExternalDoc {id: $page}) SET d.contentHash = 'rewritten'", { page });
      await runMigrations(driver, undefined, log);
      expect((await hashes())[0]).toEqual({ id: page, hash: "rewritten" });
    } finally {
      await driver.executeQuery("MATCH (d:ExternalDoc) WHERE d.id STARTS WITH $page OPTIONAL MATCH (d)-[:HAS_SECTION]->(s) DETACH DELETE d, s", { page });
    }
  });
});
