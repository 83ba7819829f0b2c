import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runMaintenance } from "../../helpers/maintenance.js";
import { FakeTavily } from "../../helpers/tavily-server.js";
import { startTestEngram, uniqueId, type GraphQLResponse, type TestEngram } from "../../helpers/engram.js";

/**
 * The dashboard in a real browser: Debian's Chromium, headless, driven by playwright-core, against a
 * real Engram on the run's Neo4j. Data is created through the GraphQL API with names unique to this
 * file (the database is shared with other test files), and the page is read back through Chart.js's
 * own chart objects and a screenshot.
 */

const CHROMIUM = "/usr/bin/chromium";
/** No internet here: without these Chromium keeps dialling Google's services. */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const SCREENSHOT = join(import.meta.dirname, "..", "..", "..", "test-results", "dashboard.png");

const run = uniqueId("dash");
/** Every agent type and project: seeds the data and runs maintenance. */
const ADMIN_KEY = `admin-${run}`;
/**
 * The browser's key, scoped to this file's agent type and projects: memory statistics and knowledge gaps
 * then show this file's data only, whatever other test files write at the same time.
 */
const VIEWER_KEY = `viewer-${run}`;
const AGENT = `${run}-agent`;
const PROJECT_A = `${run}-shop`;
const PROJECT_B = `${run}-billing`;
const DOC_A = `Routing guide ${run}`;
const DOC_B = `Caching guide ${run}`;
const DOMAIN = `${run.replace(/[^a-z0-9]/g, "")}.example.org`;
/** Letters only, unlike the run's id, which this file's memories contain. */
const NONSENSE = `zqxv ${Array.from({ length: 12 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")} flurbonic quaggle`;
const WEB_QUERY = `${run} router hooks`;
const TAVILY_KEY = `tvly-test-${run}`;
const GAP_ASKS = 6;

let tavily: FakeTavily;
let engram: TestEngram;
let weeklyRunId: string;
/** The UTC day of this file's web searches. */
let searchDay: string;

const asAdmin = { authorization: `Bearer ${ADMIN_KEY}` };
const asViewer = { authorization: `Bearer ${VIEWER_KEY}` };

function ok<T>(response: GraphQLResponse<T>, what: string): T {
  if (response.errors || !response.data) throw new Error(`${what} failed (${response.status}): ${JSON.stringify(response.errors)}`);
  return response.data;
}

async function admin<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<T> {
  return ok(await engram.graphql<T>(query, variables, asAdmin), query.trim().split("\n")[0]!);
}

async function seed(): Promise<void> {
  // Memory growth: two projects of one agent type.
  const REMEMBER = `mutation ($input: RememberInput!) { remember(input: $input) { id } }`;
  for (const [project, count] of [
    [PROJECT_A, 3],
    [PROJECT_B, 2],
  ] as const) {
    for (let index = 0; index < count; index++) {
      await admin(REMEMBER, { input: { agentType: AGENT, project, memoryType: "DECISION", content: `Decision ${index} of ${project}: keep handlers small.` } });
    }
  }

  // Top documents: two pages, used through recordKnowledgeUsage.
  const created = await admin<{ createExternalDocs: { externalDocs: Array<{ id: string; title: string }> } }>(
    `mutation ($input: [ExternalDocCreateInput!]!) { createExternalDocs(input: $input) { externalDocs { id title } } }`,
    {
      input: [
        { title: DOC_A, source: run, category: "guides", sourceUrl: `https://docs.example.dev/${run}/routing`, lastUpdated: new Date().toISOString() },
        { title: DOC_B, source: run, category: "guides", sourceUrl: `https://docs.example.dev/${run}/caching`, lastUpdated: new Date().toISOString() },
      ],
    },
  );
  const idOf = (title: string) => created.createExternalDocs.externalDocs.find((doc) => doc.title === title)!.id;
  const USAGE = `mutation ($id: ID!, $agentType: ID!, $outcome: UsageOutcome!) { recordKnowledgeUsage(id: $id, agentType: $agentType, outcome: $outcome) { id } }`;
  for (const outcome of ["SUCCESS", "SUCCESS", "SUCCESS", "SUCCESS", "SUCCESS", "FAILURE"]) await admin(USAGE, { id: idOf(DOC_A), agentType: AGENT, outcome });
  for (const outcome of ["SUCCESS", "SUCCESS", "NEUTRAL", "FAILURE"]) await admin(USAGE, { id: idOf(DOC_B), agentType: AGENT, outcome });

  // Satisfaction by domain: a pattern that used a page of this file's domain, and feedback on it.
  const patternId = uniqueId("dash-pattern");
  await admin(
    `mutation ($patternId: ID!, $task: String!, $docs: [DocRefInput!]!, $agent: String!) {
      recordPatternDocs(patternId: $patternId, task: $task, docs: $docs, score: 90, agent: $agent) { id } }`,
    { patternId, task: "Add routing to the shop", docs: [{ url: `https://${DOMAIN}/routing` }, { url: `https://${DOMAIN}/hooks` }], agent: AGENT },
  );
  for (let session = 0; session < 4; session++) {
    await admin(`mutation ($input: FeedbackInput!) { submitFeedback(input: $input) { id } }`, {
      input: { sessionId: uniqueId("dash-session"), patternId, codeQuality: 4, contextQuality: 5 },
    });
  }

  // Retries: a session rated low, and its retry rated higher, on a page of another domain (so satisfaction keeps its averages).
  const retryPattern = uniqueId("dash-retry");
  await admin(
    `mutation ($patternId: ID!, $docs: [DocRefInput!]!, $agent: String!) { recordPatternDocs(patternId: $patternId, task: "Retry the shop's routing", docs: $docs, score: 40, agent: $agent) { id } }`,
    { patternId: retryPattern, docs: [{ url: `https://retry-${DOMAIN}/routing` }], agent: AGENT },
  );
  const [original, retry] = [uniqueId("dash-original"), uniqueId("dash-retry-session")];
  await admin(`mutation ($input: FeedbackInput!) { submitFeedback(input: $input) { id } }`, { input: { sessionId: original, patternId: retryPattern, codeQuality: 2, contextQuality: 2 } });
  await admin(`mutation ($input: FeedbackInput!) { submitFeedback(input: $input) { id } }`, { input: { sessionId: retry, patternId: retryPattern, codeQuality: 4, contextQuality: 3 } });
  await admin(`mutation ($original: String!, $retry: String!) { linkRetrySession(original: $original, retry: $retry) { sessionId } }`, { original, retry });

  // Cache hit rate: the same web search twice, a miss then a hit.
  const SEARCH = `query ($query: String!) { webSearch(query: $query) { fromCache } }`;
  expect((await admin(SEARCH, { query: WEB_QUERY })).webSearch.fromCache).toBe(false);
  expect((await admin(SEARCH, { query: WEB_QUERY })).webSearch.fromCache).toBe(true);
  searchDay = new Date().toISOString().slice(0, 10);

  // A knowledge gap: a question nothing answers, asked in this file's scope, a few times.
  for (let ask = 0; ask < GAP_ASKS; ask++) {
    const answer = await engram.graphql(
      `query ($query: String!, $agentType: ID, $project: ID) { searchKnowledge(query: $query, agentType: $agentType, project: $project) { totalFound } }`,
      { query: NONSENSE, agentType: AGENT, project: PROJECT_A },
      asViewer,
    );
    expect(ok(answer, "searchKnowledge").searchKnowledge.totalFound).toBe(0);
  }

  // Tracker issues: two of this file's agent type in a project the viewer sees, one of another agent type in a project it does not.
  const RECORD_ISSUE = `mutation ($input: RecordIssueInput!) { recordIssue(input: $input) { key } }`;
  await admin(RECORD_ISSUE, { input: { agentType: AGENT, project: PROJECT_A, issue: "#1", labels: ["domain:checkout"], openedAt: "2026-11-01T00:00:00Z", closedAt: "2026-11-01T06:00:00Z", outcome: "RESOLVED" } });
  await admin(RECORD_ISSUE, { input: { agentType: AGENT, project: PROJECT_A, issue: "#2", labels: ["checkout", "type:bug"], outcome: "UNRESOLVED" } });
  await admin(RECORD_ISSUE, { input: { agentType: `${run}-other`, project: `${run}-hidden`, issue: "#1", labels: ["checkout"], outcome: "RESOLVED" } });

  weeklyRunId = (await runMaintenance(engram, "WEEKLY", asAdmin)).id;

  // Gaps are written in batches, off the response path: wait until the API shows this one.
  const wanted = NONSENSE.toLowerCase();
  for (let poll = 0; ; poll++) {
    const gaps = ok(await engram.graphql<{ knowledgeGaps: Array<{ query: string }> }>(`{ knowledgeGaps(limit: 10) { query } }`, undefined, asViewer), "knowledgeGaps");
    if (gaps.knowledgeGaps.some((gap) => gap.query === wanted)) break;
    if (poll >= 100) throw new Error(`knowledgeGaps never showed ${JSON.stringify(wanted)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  tavily = await new FakeTavily(TAVILY_KEY).start();
  engram = await startTestEngram({
    ENGRAM_API_KEYS: `${ADMIN_KEY},${VIEWER_KEY}:${AGENT}:${PROJECT_A}|${PROJECT_B}`,
    TAVILY_API_KEY: TAVILY_KEY,
    TAVILY_BASE_URL: tavily.url,
  });
  await seed();
});

afterAll(async () => {
  await engram?.close();
  await tavily?.stop();
});

const basic = (key: string) => ({ authorization: `Basic ${Buffer.from(`engram:${key}`).toString("base64")}` });

describe("/dashboard over HTTP", () => {
  it("asks for the API key with a Basic challenge, for the page and every asset", async () => {
    for (const path of ["/dashboard", "/dashboard/dashboard.js", "/dashboard/chart.umd.min.js", "/dashboard/no-such-file"]) {
      const response = await fetch(`${engram.baseUrl}${path}`);
      expect(response.status, path).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Basic realm="Engram", charset="UTF-8"');
    }
    const wrong = await fetch(`${engram.baseUrl}/dashboard`, { headers: basic("not-a-key-at-all-000000") });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain("not-a-key-at-all");
  });

  it("serves the page with a strict policy, and its assets, to a valid key", async () => {
    const page = await fetch(`${engram.baseUrl}/dashboard`, { headers: basic(VIEWER_KEY) });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'");
    const html = await page.text();
    expect(html).toContain('<script src="/dashboard/chart.umd.min.js"');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/https?:\/\//);

    const chart = await fetch(`${engram.baseUrl}/dashboard/chart.umd.min.js`, { headers: { authorization: `Bearer ${VIEWER_KEY}` } });
    expect(chart.status).toBe(200);
    expect(chart.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await chart.text()).toContain("Chart.js v4.");
    expect((await fetch(`${engram.baseUrl}/dashboard/dashboard.css`, { method: "HEAD", headers: basic(VIEWER_KEY) })).headers.get("content-type")).toBe("text/css; charset=utf-8");

    expect((await fetch(`${engram.baseUrl}/dashboard/no-such-file`, { headers: basic(VIEWER_KEY) })).status).toBe(404);
    const post = await fetch(`${engram.baseUrl}/dashboard`, { method: "POST", headers: basic(VIEWER_KEY) });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    const slash = await fetch(`${engram.baseUrl}/dashboard/`, { redirect: "manual" });
    expect(slash.status).toBe(308);
    expect(slash.headers.get("location")).toBe("/dashboard");
  });

  it("lets GraphQL take the key as a Basic password too, as the page's requests carry it", async () => {
    const answer = await engram.graphql(`{ serverInfo { neo4jEdition } }`, undefined, basic(VIEWER_KEY));
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
  });
});

/** What the page holds, read in the browser (the test's TypeScript has no DOM types). */
interface ChartSnapshot {
  type: string;
  labels: string[];
  datasets: Array<{ label: string; data: Array<number | null> }>;
}

interface PanelBox {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

describe("/dashboard in headless Chromium", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const requests: string[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    // a machine without Chromium fails here, saying what to install, rather than with playwright's launch error
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: the dashboard test runs it headless (Debian: apt-get install chromium fonts-liberation)`);
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
    context = await browser.newContext({
      httpCredentials: { username: "engram", password: VIEWER_KEY },
      viewport: { width: 1280, height: 900 },
      deviceScaleFactor: 1,
      locale: "en-GB",
      timezoneId: "UTC",
    });
    page = await context.newPage();
    page.on("request", (request) => requests.push(request.url()));
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    const response = await page.goto(`${engram.baseUrl}/dashboard`, { waitUntil: "load", timeout: 60_000 });
    expect(response?.status()).toBe(200);
    await page.waitForSelector("body[data-state='ready'], body[data-state='error']", { timeout: 60_000 });
  }, 180_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it("renders every panel, with no error, no policy violation and no request off this machine", async () => {
    const state = await page.evaluate(() => {
      const doc = (globalThis as unknown as { document: { body: { dataset: Record<string, string> }; getElementById(id: string): { textContent: string } | null } }).document;
      return { body: doc.body.dataset.state, error: doc.getElementById("error")?.textContent ?? "" };
    });
    expect(state, state.error).toEqual({ body: "ready", error: "" });
    expect(problems).toEqual([]);
    const panelStates = await page.locator("[data-panel]").evaluateAll((panels) =>
      Object.fromEntries(panels.map((panel) => [(panel as unknown as { dataset: Record<string, string> }).dataset.panel, (panel as unknown as { dataset: Record<string, string> }).dataset.state])),
    );
    expect(panelStates).toMatchObject({ cache: "ok", "top-documents": "ok", satisfaction: "ok", memory: "ok", gaps: "ok", maintenance: "ok", retries: "ok", agents: "ok" });
    expect(["ok", "empty"]).toContain(panelStates["unused-documents"]);
    await expect(page.locator("#generated").textContent()).resolves.toMatch(/^Generated at /);

    expect(requests.some((url) => url.endsWith("/dashboard/chart.umd.min.js"))).toBe(true);
    expect(requests.some((url) => url.endsWith("/graphql"))).toBe(true);
    const offMachine = requests.filter((url) => !["127.0.0.1", "localhost", "[::1]"].includes(new URL(url).hostname));
    expect(offMachine).toEqual([]);
  });

  it("draws this test's data in every chart (read from Chart.js itself)", async () => {
    const charts = await page.evaluate(() => {
      type Canvas = { closest(selector: string): { dataset: Record<string, string> } };
      type ChartLike = { config: { type: string }; data: { labels: unknown[]; datasets: Array<{ label: string; data: unknown[] }> } };
      const global = globalThis as unknown as { document: { querySelectorAll(selector: string): Iterable<Canvas> }; Chart: { getChart(canvas: Canvas): ChartLike | undefined } };
      const out: Record<string, ChartSnapshot | null> = {};
      for (const canvas of global.document.querySelectorAll("[data-panel] canvas")) {
        const chart = global.Chart.getChart(canvas);
        out[canvas.closest("[data-panel]").dataset.panel!] = chart
          ? {
              type: chart.config.type,
              labels: chart.data.labels.map(String),
              datasets: chart.data.datasets.map((dataset) => ({ label: dataset.label, data: dataset.data as Array<number | null> })),
            }
          : null;
      }
      return out;
    });
    expect(Object.keys(charts).sort()).toEqual(["cache", "gaps", "memory", "retries", "satisfaction", "top-documents"]);
    /** A bar's category carries its sample size: "<name> · n=<count>". */
    const indexOf = (chart: ChartSnapshot, name: string, sample: number) => chart.labels.indexOf(`${name} · n=${sample}`);

    // Hit rate per UTC day: the day of this test's searches had at least its miss and its hit.
    const cache = charts.cache!;
    const todayIndex = cache.labels.indexOf(searchDay);
    expect(todayIndex).toBeGreaterThanOrEqual(0);
    const series = (chart: ChartSnapshot, label: string) => chart.datasets.find((dataset) => dataset.label === label)!.data;
    expect(series(cache, "Hits")[todayIndex]).toBeGreaterThanOrEqual(1);
    expect(series(cache, "Misses")[todayIndex]).toBeGreaterThanOrEqual(1);
    const rate = series(cache, "Hit rate (%)")[todayIndex]!;
    expect(rate).toBeGreaterThan(0);
    expect(rate).toBeLessThan(100);

    // Top documents: this test's pages, with the uses it recorded.
    const top = charts["top-documents"]!;
    expect(series(top, "Uses (period)")[indexOf(top, DOC_A, 6)]).toBe(6);
    expect(series(top, "Uses (period)")[indexOf(top, DOC_B, 4)]).toBe(4);

    // Satisfaction: this test's domain, with its averages.
    const satisfaction = charts.satisfaction!;
    const domainIndex = indexOf(satisfaction, DOMAIN, 4);
    expect(domainIndex).toBeGreaterThanOrEqual(0);
    expect(series(satisfaction, "Code quality")[domainIndex]).toBe(4);
    expect(series(satisfaction, "Context quality")[domainIndex]).toBe(5);

    // Memory growth: one line per project of the key's scope, ending at the memories stored.
    const memory = charts.memory!;
    expect(memory.datasets.map((dataset) => dataset.label).sort()).toEqual([`${PROJECT_A} / ${AGENT}`, `${PROJECT_B} / ${AGENT}`].sort());
    expect(series(memory, `${PROJECT_A} / ${AGENT}`).at(-1)).toBe(3);
    expect(series(memory, `${PROJECT_B} / ${AGENT}`).at(-1)).toBe(2);

    // Knowledge gaps: the question nothing answered, as often as it was asked.
    const gaps = charts.gaps!;
    const gapIndex = indexOf(gaps, NONSENSE.toLowerCase(), GAP_ASKS);
    expect(gapIndex).toBeGreaterThanOrEqual(0);
    expect(series(gaps, "Found nothing")[gapIndex]).toBe(GAP_ASKS);
  });

  it("says whose data it shows, and counts retries and unused documents whole", async () => {
    await expect(page.locator("#scope").textContent()).resolves.toBe(`API key key-2 sees agent type ${AGENT} · projects ${PROJECT_A}, ${PROJECT_B}`);
    const retries = await page.locator(`[data-panel="retries"] [data-summary]`).textContent();
    expect(retries).toMatch(/^\d+ retr(y|ies) · \d+ improved code quality · code [+-]?[\d.]+, context [+-]?[\d.]+$/);
    const unused = await page.locator(`[data-panel="unused-documents"] [data-summary]`).textContent();
    const stats = (await admin<{ unusedDocumentStats: { neverRead: number; notReadSince: number } }>(`{ unusedDocumentStats(unusedDays: 30) { neverRead notReadSince } }`)).unusedDocumentStats;
    if (stats.neverRead + stats.notReadSince > 0) expect(unused).toContain(`${stats.neverRead} document${stats.neverRead === 1 ? "" : "s"} never read, ${stats.notReadSince} not read in 30 days`);
  });

  it("lists agent types' records on the tracker issues of the projects the key sees", async () => {
    const rows = await page
      .locator(`[data-panel="agents"] tbody tr`)
      .evaluateAll((found) => found.map((row) => Array.from((row as unknown as { querySelectorAll(s: string): ArrayLike<{ textContent: string }> }).querySelectorAll("td"), (td) => td.textContent)));
    expect(rows).toEqual([[AGENT, "checkout", "2", "1 of 2", "50 %", "6 h"]]);
    await expect(page.locator(`[data-panel="agents"] [data-summary]`).textContent()).resolves.toBe("1 agent type in 1 domain · all time, best success first");
  });

  it("narrows memory growth and gaps to the project chosen, and the charts to the period chosen", async () => {
    const memoryLabels = () =>
      page.evaluate(() => {
        const global = globalThis as unknown as { document: { querySelector(selector: string): unknown }; Chart: { getChart(canvas: unknown): { data: { datasets: Array<{ label: string }> } } | undefined } };
        return global.Chart.getChart(global.document.querySelector(`[data-panel="memory"] canvas`))!.data.datasets.map((dataset) => dataset.label);
      });
    const cacheDays = () =>
      page.evaluate(() => {
        const global = globalThis as unknown as { document: { querySelector(selector: string): unknown }; Chart: { getChart(canvas: unknown): { data: { labels: unknown[] } } | undefined } };
        return global.Chart.getChart(global.document.querySelector(`[data-panel="cache"] canvas`))!.data.labels.length;
      });
    const reloaded = () => page.waitForFunction(() => (globalThis as unknown as { document: { body: { dataset: Record<string, string> } } }).document.body.dataset.state === "ready");
    await expect(page.locator("#project option").allTextContents()).resolves.toEqual(["all", ...[PROJECT_A, PROJECT_B].sort()]);
    await page.selectOption("#project", PROJECT_A);
    await reloaded();
    await page.waitForFunction((project) => {
      const global = globalThis as unknown as { document: { querySelector(selector: string): unknown }; Chart: { getChart(canvas: unknown): { data: { datasets: Array<{ label: string }> } } | undefined } };
      const labels = global.Chart.getChart(global.document.querySelector(`[data-panel="memory"] canvas`))?.data.datasets.map((dataset) => dataset.label) ?? [];
      return labels.length === 1 && labels[0]!.startsWith(project);
    }, PROJECT_A);
    expect(await memoryLabels()).toEqual([`${PROJECT_A} / ${AGENT}`]);
    await page.selectOption("#range", "7");
    await page.waitForFunction(() => {
      const global = globalThis as unknown as { document: { querySelector(selector: string): unknown }; Chart: { getChart(canvas: unknown): { data: { labels: unknown[] } } | undefined } };
      return global.Chart.getChart(global.document.querySelector(`[data-panel="cache"] canvas`))?.data.labels.length === 7;
    });
    expect(await cacheDays()).toBe(7);
    await page.selectOption("#project", "");
    await page.selectOption("#range", "30");
    await page.waitForFunction(() => {
      const global = globalThis as unknown as { document: { querySelector(selector: string): unknown }; Chart: { getChart(canvas: unknown): { data: { datasets: unknown[] } } | undefined } };
      return global.Chart.getChart(global.document.querySelector(`[data-panel="memory"] canvas`))?.data.datasets.length === 2;
    });
    expect((await memoryLabels()).sort()).toEqual([`${PROJECT_A} / ${AGENT}`, `${PROJECT_B} / ${AGENT}`].sort());
  });

  it("lists the weekly maintenance run in the runs table", async () => {
    const row = page.locator(`[data-panel="maintenance"] tbody tr[data-run-id="${weeklyRunId}"]`);
    await expect(row.locator("td.job").textContent()).resolves.toBe("WEEKLY");
    await expect(row.locator("td.status").textContent()).resolves.toMatch(/^(SUCCEEDED|FAILED)$/);

  });

  it("shows coloured chart marks in every chart panel of a full-page screenshot", async () => {
    await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
    await mkdir(join(SCREENSHOT, ".."), { recursive: true });
    const image = await page.screenshot({ fullPage: true, animations: "disabled" });
    await writeFile(SCREENSHOT, image);

    const boxOf = (elements: unknown[]) =>
      elements.map((node) => {
        const element = node as { closest(selector: string): { dataset: Record<string, string> } | null; getBoundingClientRect(): { x: number; y: number; width: number; height: number } };
        const rect = element.getBoundingClientRect();
        return { name: element.closest("[data-panel]")?.dataset.panel ?? "heading", x: rect.x, y: rect.y, width: rect.width, height: rect.height };
      });
    const boxes: PanelBox[] = await page.locator("[data-panel] canvas").evaluateAll(boxOf);
    const [heading] = (await page.locator("header.top > div").first().evaluateAll(boxOf)) as PanelBox[];
    const png = PNG.sync.read(image);
    /** The share of a box's pixels that are neither the white background nor the grey of text, axes and grid lines. */
    const colouredShare = (box: PanelBox) => {
      let coloured = 0;
      let total = 0;
      for (let y = Math.floor(box.y); y < Math.min(png.height, Math.ceil(box.y + box.height)); y++) {
        for (let x = Math.floor(box.x); x < Math.min(png.width, Math.ceil(box.x + box.width)); x++) {
          const offset = (y * png.width + x) * 4;
          const [r, g, b] = [png.data[offset]!, png.data[offset + 1]!, png.data[offset + 2]!];
          total++;
          if (Math.max(r, g, b) - Math.min(r, g, b) >= 60) coloured++;
        }
      }
      return coloured / total;
    };
    const shares = Object.fromEntries(boxes.map((box) => [box.name, colouredShare(box)]));
    expect(Object.keys(shares).sort()).toEqual(["cache", "gaps", "memory", "retries", "satisfaction", "top-documents"]);
    for (const box of boxes) expect(box.width * box.height, box.name).toBeGreaterThan(50_000);
    // Chart marks (bars, lines, points, legend swatches) cover at least half a percent of each chart;
    // the page's dark-on-light heading, for comparison, has none.
    for (const [name, share] of Object.entries(shares)) expect(share, `${name}: ${JSON.stringify(shares)}`).toBeGreaterThan(0.005);
    expect(colouredShare(heading!)).toBe(0);
  });
});
