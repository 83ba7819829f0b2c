// Engram's read-only dashboard: one GraphQL request for every panel, drawn with Chart.js (served by Engram).
// Plain browser JavaScript, no build step; all text goes through textContent, never innerHTML.
"use strict";

(() => {
  const DAY_MS = 86_400_000;
  const SHOWN = 10;
  /** Gaps are narrowed to the chosen agent type and project here, from this many. */
  const GAP_CANDIDATES = 100;
  /** Agent records (per agent type and domain) read, narrowed to the chosen agent type here. */
  const AGENT_RECORDS = 200;

  const QUERY = `query Dashboard($days: Int!, $since: DateTime!, $agentType: ID, $project: ID) {
  viewer { keyName agentTypes projects }
  agentTypes(limit: 500, sort: [{ id: ASC }]) { id }
  projects(limit: 500, sort: [{ id: ASC }]) { id }
  cacheStats(days: $days) { hitRate hits misses entries expired days { day hits misses hitRate } }
  topDocuments(since: $since, limit: ${SHOWN}) { id title uses accessCount successes failures }
  unusedDocuments(unusedDays: $days, limit: ${SHOWN}) { id title lastAccessed accessCount url }
  unusedDocumentStats(unusedDays: $days) { unusedDays neverRead notReadSince }
  feedbackAnalytics(minFeedback: 1, since: $since) {
    satisfactionByDomain { domain averageCodeQuality averageContextQuality feedbackCount }
    retrySuccess { retries codeQualityGain contextQualityGain improved }
  }
  memoryStats(bucket: DAY, since: $since, agentType: $agentType, project: $project, limit: ${SHOWN}) { total created groups { agentType project total created growth { period created } } }
  knowledgeGaps(since: $since, limit: ${GAP_CANDIDATES}) { query source agentType project searches empty averageTopScore lastSeen }
  maintenanceRuns(limit: ${SHOWN}) { id job trigger status startedAt durationMs counts { name value } errors }
  agentMetrics(project: $project, limit: ${AGENT_RECORDS}) { agentType domains invocations judged successes successRate meanResolutionHours }
}`;

  /** What the filters ask: the period in days and, for memory and gaps, an agent type and a project (null: all). */
  function filters() {
    const value = (id) => document.getElementById(id).value || null;
    return { days: Number(document.getElementById("range").value), agentType: value("agent-type"), project: value("project") };
  }

  /** A bar's category with its sample size, so a short bar from one data point is read as such. */
  const withSample = (label, count) => `${label} · n=${numberFormat.format(count)}`;

  /** Saturated colours that stay apart on white. */
  const PALETTE = ["#2563eb", "#f59e0b", "#10b981", "#dc2626", "#7c3aed", "#0891b2", "#db2777", "#65a30d", "#ea580c", "#4f46e5"];
  const colour = (index) => PALETTE[index % PALETTE.length];

  const charts = new Map();
  const numberFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

  // ---- small helpers ------------------------------------------------------------------------------

  const panel = (name) => document.querySelector(`[data-panel="${name}"]`);

  function setPanel(name, state, summary) {
    const element = panel(name);
    element.dataset.state = state;
    element.querySelector("[data-summary]").textContent = summary ?? "";
    element.querySelector(".empty").hidden = state !== "empty";
  }

  function plural(count, one, many = `${one}s`) {
    return `${numberFormat.format(count)} ${count === 1 ? one : many}`;
  }

  function truncate(text, length) {
    const value = String(text ?? "");
    return value.length > length ? `${value.slice(0, length - 1)}…` : value;
  }

  function formatDate(value) {
    if (!value) return "never";
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleString();
  }

  function formatDuration(ms) {
    if (ms < 1000) return `${ms} ms`;
    if (ms < 60_000) return `${numberFormat.format(ms / 1000)} s`;
    return `${numberFormat.format(ms / 60_000)} min`;
  }

  function percent(rate) {
    return rate === null || rate === undefined ? "—" : `${numberFormat.format(rate * 100)} %`;
  }

  /** The UTC days of the window, oldest first, plus any other day the server named. */
  function windowDays(extra) {
    const today = Date.now();
    const days = new Set();
    for (let back = filters().days - 1; back >= 0; back--) days.add(new Date(today - back * DAY_MS).toISOString().slice(0, 10));
    for (const day of extra) days.add(day);
    return [...days].sort();
  }

  function cell(row, text, className) {
    const td = document.createElement("td");
    td.textContent = text;
    if (className) td.className = className;
    row.append(td);
    return td;
  }

  function safeLink(url) {
    try {
      const parsed = new URL(url);
      return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
    } catch {
      return null;
    }
  }

  function draw(name, config) {
    charts.get(name)?.destroy();
    const canvas = panel(name).querySelector("canvas");
    const chart = new window.Chart(canvas, config);
    charts.set(name, chart);
    return chart;
  }

  function clearCharts() {
    for (const chart of charts.values()) chart.destroy();
    charts.clear();
  }

  /** A category axis whose long labels are cut on screen (tooltips keep them whole), never their sample size. */
  function categoryTicks(length) {
    return {
      autoSkip: false,
      callback(value) {
        const label = this.getLabelForValue(value);
        const sample = label.lastIndexOf(" · n=");
        if (sample < 0) return truncate(label, length);
        const suffix = label.slice(sample);
        return `${truncate(label.slice(0, sample), Math.max(8, length - suffix.length))}${suffix}`;
      },
    };
  }

  /** A day axis (YYYY-MM-DD labels) shown as MM-DD, thinned to fit. */
  const DAY_TICKS = { maxRotation: 0, autoSkipPadding: 12, callback(value) { return this.getLabelForValue(value).slice(5); } };

  // ---- panels -------------------------------------------------------------------------------------

  function renderCache(stats) {
    const summary = `Hit rate ${percent(stats.hitRate)} · ${plural(stats.hits, "hit")}, ${plural(stats.misses, "miss", "misses")} · ${plural(stats.entries, "cached answer")} (${numberFormat.format(stats.expired)} expired)`;
    if (stats.days.length === 0) return setPanel("cache", "empty", summary);
    const byDay = new Map(stats.days.map((day) => [day.day, day]));
    const labels = windowDays(byDay.keys());
    draw("cache", {
      type: "bar",
      data: {
        labels,
        datasets: [
          {
            type: "line",
            label: "Hit rate (%)",
            data: labels.map((day) => (byDay.get(day)?.hitRate ?? null) === null ? null : byDay.get(day).hitRate * 100),
            yAxisID: "rate",
            borderColor: colour(0),
            backgroundColor: colour(0),
            borderWidth: 2,
            pointRadius: 4,
            spanGaps: true,
            order: 0,
          },
          { label: "Hits", data: labels.map((day) => byDay.get(day)?.hits ?? 0), yAxisID: "count", stack: "searches", backgroundColor: colour(2), order: 1 },
          { label: "Misses", data: labels.map((day) => byDay.get(day)?.misses ?? 0), yAxisID: "count", stack: "searches", backgroundColor: colour(1), order: 1 },
        ],
      },
      options: {
        scales: {
          x: { ticks: DAY_TICKS },
          rate: { position: "left", min: 0, max: 100, title: { display: true, text: "hit rate" }, ticks: { callback: (value) => `${value} %` } },
          count: { position: "right", beginAtZero: true, stacked: true, grid: { drawOnChartArea: false }, title: { display: true, text: "searches" }, ticks: { precision: 0 } },
        },
      },
    });
    setPanel("cache", "ok", summary);
  }

  function renderTopDocuments(documents) {
    if (documents.length === 0) return setPanel("top-documents", "empty", "");
    draw("top-documents", {
      type: "bar",
      data: {
        labels: documents.map((doc) => withSample(doc.title, doc.uses)),
        datasets: [
          { label: "Uses (period)", data: documents.map((doc) => doc.uses), backgroundColor: colour(0) },
          { label: "Reads (all time)", data: documents.map((doc) => doc.accessCount), backgroundColor: colour(1) },
        ],
      },
      options: {
        indexAxis: "y",
        scales: { x: { beginAtZero: true, ticks: { precision: 0 } }, y: { ticks: categoryTicks(34) } },
        plugins: {
          tooltip: {
            callbacks: {
              afterBody: (items) => {
                const doc = documents[items[0].dataIndex];
                return `${plural(doc.successes, "success", "successes")}, ${plural(doc.failures, "failure")}`;
              },
            },
          },
        },
      },
    });
    const uses = documents.reduce((sum, doc) => sum + doc.uses, 0);
    setPanel("top-documents", "ok", `${plural(documents.length, "document")} · ${plural(uses, "use")} recorded in ${plural(filters().days, "day")}`);
  }

  function renderSatisfaction(domains) {
    if (domains.length === 0) return setPanel("satisfaction", "empty", "");
    draw("satisfaction", {
      type: "bar",
      data: {
        labels: domains.map((domain) => withSample(domain.domain, domain.feedbackCount)),
        datasets: [
          { label: "Code quality", data: domains.map((domain) => domain.averageCodeQuality), backgroundColor: colour(2) },
          { label: "Context quality", data: domains.map((domain) => domain.averageContextQuality), backgroundColor: colour(4) },
        ],
      },
      options: {
        scales: { y: { min: 0, max: 5, title: { display: true, text: "average (1 to 5)" } }, x: { ticks: categoryTicks(32) } },
        plugins: { tooltip: { callbacks: { footer: (items) => plural(domains[items[0].dataIndex].feedbackCount, "feedback", "feedbacks") } } },
      },
    });
    const feedback = domains.reduce((sum, domain) => sum + domain.feedbackCount, 0);
    setPanel("satisfaction", "ok", `${plural(domains.length, "domain")} · ${plural(feedback, "feedback", "feedbacks")} (a feedback counts once per domain)`);
  }

  /** Memories stored at the end of each day of the window, per agent type and project. */
  function renderMemory(stats) {
    const summary = `${plural(stats.total, "memory", "memories")} stored · ${numberFormat.format(stats.created)} created in ${plural(filters().days, "day")}`;
    if (stats.groups.length === 0) return setPanel("memory", "empty", summary);
    const labels = windowDays(stats.groups.flatMap((group) => group.growth.map((point) => point.period)));
    const datasets = stats.groups.map((group, index) => {
      const created = new Map(group.growth.map((point) => [point.period, point.created]));
      let stored = Math.max(0, group.total - group.created);
      return {
        label: `${group.project ?? "global"} / ${group.agentType}`,
        data: labels.map((day) => (stored += created.get(day) ?? 0)),
        created: labels.map((day) => created.get(day) ?? 0),
        borderColor: colour(index),
        backgroundColor: colour(index),
        borderWidth: 2,
        // A dot on each day that saw memories created.
        pointRadius: labels.map((day) => (created.has(day) ? 4 : 0)),
        pointHoverRadius: 5,
      };
    });
    draw("memory", {
      type: "line",
      data: { labels, datasets },
      options: {
        interaction: { mode: "index", intersect: false },
        scales: {
          x: { ticks: DAY_TICKS },
          y: { beginAtZero: true, title: { display: true, text: "memories stored" }, ticks: { precision: 0 } },
        },
        plugins: {
          legend: { labels: { boxWidth: 14 } },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${item.formattedValue} (+${item.dataset.created[item.dataIndex]})` } },
        },
      },
    });
    setPanel("memory", "ok", `${summary} · ${plural(stats.groups.length, "project")} shown`);
  }

  function renderGaps(candidates) {
    const { agentType, project } = filters();
    const gaps = candidates.filter((gap) => (!agentType || gap.agentType === agentType) && (!project || gap.project === project)).slice(0, SHOWN);
    if (gaps.length === 0) return setPanel("gaps", "empty", "");
    draw("gaps", {
      type: "bar",
      data: {
        labels: gaps.map((gap) => withSample(gap.query, gap.searches)),
        datasets: [
          { label: "Found nothing", data: gaps.map((gap) => gap.empty), backgroundColor: colour(3), stack: "searches" },
          { label: "Only weak results", data: gaps.map((gap) => gap.searches - gap.empty), backgroundColor: colour(1), stack: "searches" },
        ],
      },
      options: {
        indexAxis: "y",
        scales: { x: { beginAtZero: true, stacked: true, title: { display: true, text: "searches" }, ticks: { precision: 0 } }, y: { stacked: true, ticks: categoryTicks(34) } },
        plugins: {
          tooltip: {
            callbacks: {
              footer: (items) => {
                const gap = items[0] && gaps[items[0].dataIndex];
                if (!gap) return "";
                const score = gap.averageTopScore === null ? "no result" : `average best score ${numberFormat.format(gap.averageTopScore)}`;
                return `${gap.source === "MEMORY_RECALL" ? "recall" : "searchKnowledge"} · ${score} · last ${formatDate(gap.lastSeen)}`;
              },
            },
          },
        },
      },
    });
    const searches = gaps.reduce((sum, gap) => sum + gap.searches, 0);
    setPanel("gaps", "ok", `${plural(gaps.length, "question")} · ${plural(searches, "poor search", "poor searches")} in ${plural(filters().days, "day")}`);
  }

  function renderUnused({ documents, stats }) {
    const body = panel("unused-documents").querySelector("tbody");
    body.replaceChildren();
    for (const doc of documents) {
      const row = document.createElement("tr");
      row.dataset.id = doc.id;
      const title = cell(row, "", "title");
      const href = doc.url && safeLink(doc.url);
      if (href) {
        const link = document.createElement("a");
        link.href = href;
        link.rel = "noopener noreferrer";
        link.target = "_blank";
        link.textContent = doc.title;
        title.append(link);
      } else {
        title.textContent = doc.title;
      }
      cell(row, formatDate(doc.lastAccessed));
      cell(row, numberFormat.format(doc.accessCount), "num");
      body.append(row);
    }
    panel("unused-documents").querySelector("table").hidden = documents.length === 0;
    const unused = stats.neverRead + stats.notReadSince;
    const summary = `${plural(stats.neverRead, "document")} never read, ${numberFormat.format(stats.notReadSince)} not read in ${plural(stats.unusedDays, "day")} · the first ${numberFormat.format(documents.length)} shown, never-read first`;
    setPanel("unused-documents", unused === 0 ? "empty" : "ok", unused === 0 ? "" : summary);
  }

  function renderRuns(runs) {
    const body = panel("maintenance").querySelector("tbody");
    body.replaceChildren();
    for (const run of runs) {
      const row = document.createElement("tr");
      row.dataset.runId = run.id;
      cell(row, run.job, "job");
      cell(row, run.status, `status status-${run.status}`);
      cell(row, run.trigger.toLowerCase());
      cell(row, formatDate(run.startedAt));
      cell(row, formatDuration(run.durationMs), "num");
      const counts = cell(row, run.counts.filter((count) => count.value !== 0).map((count) => `${count.name}: ${numberFormat.format(count.value)}`).join(", ") || "nothing to do", "counts");
      for (const error of run.errors) {
        const line = document.createElement("div");
        line.className = "run-errors";
        line.textContent = error;
        counts.append(line);
      }
      body.append(row);
    }
    panel("maintenance").querySelector("table").hidden = runs.length === 0;
    const failed = runs.filter((run) => run.status !== "SUCCEEDED").length;
    setPanel("maintenance", runs.length === 0 ? "empty" : "ok", runs.length === 0 ? "" : `${plural(runs.length, "run")} shown, newest first · ${plural(failed, "failure")}`);
  }

  function formatHours(hours) {
    if (hours === null) return "—";
    return hours < 48 ? `${numberFormat.format(hours)} h` : `${numberFormat.format(hours / 24)} days`;
  }

  /** Which agent types resolve which domains' issues, over all time (recordIssue's outcomes). */
  function renderAgents(records) {
    const { agentType } = filters();
    const shown = records.filter((record) => !agentType || record.agentType === agentType);
    const body = panel("agents").querySelector("tbody");
    body.replaceChildren();
    for (const record of shown.slice(0, SHOWN * 2)) {
      const row = document.createElement("tr");
      cell(row, record.agentType);
      cell(row, record.domains.join(", "));
      cell(row, numberFormat.format(record.invocations), "num");
      cell(row, `${numberFormat.format(record.successes)} of ${numberFormat.format(record.judged)}`, "num");
      cell(row, percent(record.successRate), "num");
      cell(row, formatHours(record.meanResolutionHours), "num");
      body.append(row);
    }
    panel("agents").querySelector("table").hidden = shown.length === 0;
    const agentTypes = new Set(shown.map((record) => record.agentType)).size;
    setPanel("agents", shown.length === 0 ? "empty" : "ok", `${plural(agentTypes, "agent type")} in ${plural(new Set(shown.map((record) => record.domains[0])).size, "domain")} · all time, best success first`);
  }

  function renderRetries(retry) {
    if (retry.retries === 0) return setPanel("retries", "empty", "");
    const gain = (value) => (value === null ? "—" : `${value >= 0 ? "+" : ""}${numberFormat.format(value)}`);
    draw("retries", {
      type: "bar",
      data: {
        labels: [withSample("Code quality", retry.retries), withSample("Context quality", retry.retries)],
        datasets: [{ label: "Average gain of the retry (points, 1 to 5 scale)", data: [retry.codeQualityGain, retry.contextQualityGain], backgroundColor: [colour(2), colour(4)] }],
      },
      options: { scales: { y: { suggestedMin: -1, suggestedMax: 1, title: { display: true, text: "retry minus original" } } } },
    });
    setPanel("retries", "ok", `${plural(retry.retries, "retry", "retries")} · ${numberFormat.format(retry.improved)} improved code quality · code ${gain(retry.codeQualityGain)}, context ${gain(retry.contextQualityGain)}`);
  }

  /** Whose data this is: a scoped key sees its agent types' and projects' memories and gaps only. */
  function renderScope(viewer) {
    const list = (values, what) => (values === null ? `every ${what}` : `${values.length === 1 ? what : `${what}s`} ${values.join(", ")}`);
    const everything = viewer.agentTypes === null && viewer.projects === null;
    document.getElementById("scope").textContent =
      viewer.keyName === "loopback" && everything
        ? "no API keys: this machine sees everything"
        : `API key ${viewer.keyName} sees ${everything ? "every agent type and project" : `${list(viewer.agentTypes, "agent type")} · ${list(viewer.projects, "project")}`}`;
  }

  /** The filters offer what the key may see, keeping the current choice. */
  function fillChoices(id, nodes) {
    const select = document.getElementById(id);
    const chosen = select.value;
    const options = [new Option("all", ""), ...nodes.map((node) => new Option(node.id, node.id))];
    select.replaceChildren(...options);
    select.value = nodes.some((node) => node.id === chosen) ? chosen : "";
  }

  const PANELS = [
    ["cache", "cacheStats", renderCache],
    ["top-documents", "topDocuments", renderTopDocuments],
    ["unused-documents", "unusedDocuments", (documents, data) => renderUnused({ documents, stats: data.unusedDocumentStats })],
    ["satisfaction", "feedbackAnalytics", (analytics) => renderSatisfaction(analytics.satisfactionByDomain)],
    ["retries", "feedbackAnalytics", (analytics) => renderRetries(analytics.retrySuccess)],
    ["memory", "memoryStats", renderMemory],
    ["gaps", "knowledgeGaps", renderGaps],
    ["maintenance", "maintenanceRuns", renderRuns],
    ["agents", "agentMetrics", renderAgents],
  ];

  // ---- loading ------------------------------------------------------------------------------------

  class DashboardError extends Error {}

  function dashboardVariables() {
    const { days, agentType, project } = filters();
    const since = new Date(Date.now() - days * DAY_MS).toISOString();
    return { days, since, agentType, project };
  }

  async function fetchData() {
    let response;
    try {
      response = await fetch("/graphql", {
        method: "POST",
        credentials: "same-origin",
        cache: "no-store",
        headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json" },
        body: JSON.stringify({ query: QUERY, operationName: "Dashboard", variables: dashboardVariables() }),
      });
    } catch (error) {
      throw new DashboardError(`Engram did not answer (${error.message}).`);
    }
    let body = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    const messages = (body?.errors ?? []).map((error) => error.message).filter(Boolean);
    if (response.status === 401) {
      throw new DashboardError(`Not signed in: ${messages[0] ?? "an API key is needed"}. Reload the page and give the API key as the password (any user name).`);
    }
    if (response.status === 403) throw new DashboardError(`Refused: ${messages[0] ?? "this API key may not read the dashboard"}.`);
    if (!body?.data) {
      throw new DashboardError(messages.length > 0 ? `The query failed: ${messages.join(" · ")}` : `Engram answered ${response.status} ${response.statusText}.`);
    }
    return { data: body.data, messages };
  }

  function showError(message) {
    const box = document.getElementById("error");
    box.textContent = message;
    box.hidden = message === "";
  }

  async function load() {
    const button = document.getElementById("refresh");
    button.disabled = true;
    document.body.dataset.state = "loading";
    try {
      if (typeof window.Chart !== "function") throw new DashboardError("Chart.js did not load.");
      const { data, messages } = await fetchData();
      showError(messages.length > 0 ? `Some panels failed: ${messages.join(" · ")}` : "");
      if (data.viewer) renderScope(data.viewer);
      if (data.agentTypes) fillChoices("agent-type", data.agentTypes);
      if (data.projects) fillChoices("project", data.projects);
      let failed = 0;
      for (const [name, field, render] of PANELS) {
        const value = data[field];
        if (value === null || value === undefined) {
          charts.get(name)?.destroy();
          charts.delete(name);
          setPanel(name, "error", "Not available.");
          failed++;
          continue;
        }
        try {
          render(value, data);
        } catch (error) {
          console.error(`The ${name} panel failed`, error);
          setPanel(name, "error", `Could not draw this panel: ${error.message}`);
          failed++;
        }
      }
      const generated = new Date();
      const stamp = document.getElementById("generated");
      stamp.textContent = `Generated at ${generated.toLocaleString()}`;
      stamp.title = generated.toISOString();
      document.body.dataset.state = failed === 0 ? "ready" : "error";
    } catch (error) {
      clearCharts();
      for (const [name] of PANELS) setPanel(name, "error", "");
      showError(error instanceof DashboardError ? error.message : `The dashboard failed: ${error.message}`);
      document.getElementById("generated").textContent = "Not loaded";
      document.body.dataset.state = "error";
    } finally {
      button.disabled = false;
    }
  }

  function start() {
    if (typeof window.Chart === "function") {
      const defaults = window.Chart.defaults;
      defaults.animation = false;
      defaults.responsive = true;
      defaults.maintainAspectRatio = false;
      defaults.color = "#374151";
      defaults.borderColor = "#e5e7eb";
      defaults.font.family = getComputedStyle(document.documentElement).fontFamily;
      defaults.plugins.legend.position = "bottom";
    }
    document.getElementById("refresh").addEventListener("click", () => void load());
    document.getElementById("filters").addEventListener("change", () => void load());
    document.getElementById("filters").addEventListener("submit", (event) => event.preventDefault());
    void load();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
