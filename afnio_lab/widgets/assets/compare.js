// Forward runs side by side: the prompts' word diffs, totals per run, then one row per input
// (what filled its templates, the expected answer when there is one, each run's output and
// score, fixes and regressions marked), filterable and paged.
// Clicking a row opens every run's model calls for that input. Text only ever becomes text
// nodes (h() in common.js).

function cmpMoney(x) {
  return x === null || x === undefined ? "?" : `$${Number(x).toFixed(5)}`;
}

function cmpMs(x) {
  return x === null || x === undefined ? "–" : `${x} ms`;
}

function cmpScore(t) {
  if (t.score_mean === null || t.score_mean === undefined) return "no score";
  return `${Number(t.score_mean).toFixed(3).replace(/\.?0+$/, "")} (n=${t.n})`;
}

function render({ model, el }) {
  el.classList.add("afnio-w", "afnio-compare", "afnio-panel");
  const title = h("div", { class: "afnio-title" });
  const params = h("div", { class: "afnio-compare-params" });
  const totals = h("table", { class: "afnio-table afnio-compare-totals" });
  const onlyChanged = h("input", { type: "checkbox", class: "afnio-compare-only-changed" });
  const onlyRegressions = h("input", { type: "checkbox", class: "afnio-compare-only-regressions" });
  const counts = h("span", { class: "afnio-k afnio-compare-counts" });
  const prev = h("button", { class: "afnio-btn afnio-compare-prev" }, "◀ prev");
  const next = h("button", { class: "afnio-btn afnio-compare-next" }, "next ▶");
  const pageLabel = h("span", { class: "afnio-k afnio-compare-page" });
  const message = h("div", { class: "afnio-note" });
  const table = h("table", { class: "afnio-table afnio-compare-rows" });
  el.append(title, params, totals,
    h("div", { class: "afnio-row afnio-compare-bar" },
      h("label", {}, onlyChanged, " only changed"),
      h("label", {}, onlyRegressions, " only regressions"), counts,
      h("span", { class: "afnio-compare-pager" }, prev, pageLabel, next)),
    message, table);

  const sendFilter = () => act(model, "filter", { only_changed: onlyChanged.checked,
                                                  only_regressions: onlyRegressions.checked });
  onlyChanged.addEventListener("change", sendFilter);
  onlyRegressions.addEventListener("change", sendFilter);
  prev.addEventListener("click", () => act(model, "page", { page: model.get("page") - 1 }));
  next.addEventListener("click", () => act(model, "page", { page: model.get("page") + 1 }));

  const drawHead = () => {
    const runs = model.get("runs") || [];
    clear(title);
    title.append(h("span", {}, "Comparing ",
      runs.map((r, i) => [i ? " vs " : "", h("b", {}, r.name),
                          h("span", { class: "afnio-sub" }, ` (${r.run_id})`)])));
    clear(params);
    for (const p of model.get("params") || []) {
      params.append(h("div", { class: "afnio-compare-param" },
        h("div", { class: "afnio-section" }, `prompt parameter: ${p.name}`),
        p.same !== null && p.same !== undefined
          ? [h("div", { class: "afnio-k" }, "same in every run"), h("pre", {}, p.same)]
          : p.diffs.map((d) => h("div", {},
              h("div", { class: "afnio-k" }, d.label), block({ t: "diff", ops: d.ops })))));
    }
    clear(totals);
    totals.append(h("tr", {}, ["run", "score (mean)", "calls", "tokens", "cost", "latency mean",
                               "latency p95"].map((c) => h("th", {}, c))));
    for (const t of model.get("totals") || []) {
      totals.append(h("tr", { dataset: { runId: t.run_id } }, h("td", {}, h("b", {}, t.name), ` (${t.run_id})`),
        h("td", {}, cmpScore(t)), h("td", {}, t.calls), h("td", {}, t.tokens),
        h("td", {}, cmpMoney(t.cost)), h("td", {}, cmpMs(t.latency_mean_ms)),
        h("td", {}, cmpMs(t.latency_p95_ms))));
    }
  };

  const drawBar = () => {
    const c = model.get("counts") || {};
    onlyChanged.checked = !!model.get("only_changed");
    onlyRegressions.checked = !!model.get("only_regressions");
    // "changed" is what the "only changed" filter keeps: fixed and regressed rows included
    counts.textContent = `${c.all ?? 0} inputs · ${c.changed ?? 0} changed ` +
      `(${c.fixed ?? 0} fixed · ${c.regressed ?? 0} regressed) · showing ${model.get("shown")}`;
    const page = model.get("page"), pages = model.get("pages");
    pageLabel.textContent = ` page ${page + 1} of ${pages} `;
    prev.disabled = page <= 0;
    next.disabled = page >= pages - 1;
  };

  const detailRow = (cols) => {
    const cells = (model.get("detail") || []).map((d) => h("div", { class: "afnio-compare-detail-run" },
      h("div", { class: "afnio-section" }, `${d.name} (${d.run_id}) · score ${d.score}`),
      h("pre", { class: "afnio-item-text" }, d.output),
      d.explanation ? h("div", { class: "afnio-k" }, d.explanation) : null,
      h("div", { class: "afnio-k" }, `model calls (${d.calls.length})` +
        (d.missing ? ` · ${d.missing} not in this session's call log` : "")),
      d.calls.length ? d.calls.map((c) => callView(c, false))
        : h("div", { class: "afnio-note" }, "No model call for this input in this run.")));
    return h("tr", { class: "afnio-compare-detail" },
      h("td", { colspan: String(cols) }, h("div", { class: "afnio-compare-detail-runs" }, cells)));
  };

  const drawRows = () => {
    clear(table);
    const runs = model.get("runs") || [];
    const rows = model.get("rows") || [];
    const opened = model.get("opened");
    const expected = !!model.get("expected");
    const cols = 3 + (expected ? 1 : 0) + 2 * runs.length;
    table.append(h("tr", {}, h("th", {}, "#"), h("th", {}, "input"),
      expected ? h("th", {}, "expected") : null,
      runs.map((r) => [h("th", {}, `${r.name}: output`), h("th", {}, "score")]), h("th", {}, "")));
    for (const r of rows) {
      const tr = h("tr", { class: `afnio-click afnio-compare-row afnio-compare-${r.change}` +
                                  (r.index === opened ? " is-open" : ""),
                           dataset: { index: String(r.index), change: r.change } },
        h("td", {}, r.index), h("td", { class: "afnio-compare-input" }, h("pre", {}, r.input)),
        expected ? h("td", { class: "afnio-compare-expected" },
          r.expected === null || r.expected === undefined
            ? h("span", { class: "afnio-k" }, "–") : h("pre", {}, r.expected)) : null,
        r.outputs.map((o, k) => [
          h("td", { class: "afnio-compare-out" }, h("pre", {}, o)),
          h("td", { class: `afnio-compare-score${r.passed[k] === true ? " pass" : r.passed[k] === false ? " fail" : ""}` },
            r.passed[k] === true ? "✓ " : r.passed[k] === false ? "✗ " : "", r.scores[k])]),
        h("td", {}, r.label ? h("span", { class: `afnio-tag afnio-compare-mark` }, r.label) : ""));
      tr.setAttribute("tabindex", "0");
      tr.addEventListener("click", () => act(model, "open", { index: r.index }));
      tr.addEventListener("keydown", (e) => {
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); act(model, "open", { index: r.index }); }
      });
      table.append(tr);
      if (r.index === opened) table.append(detailRow(cols));
    }
    if (!rows.length) {
      table.append(h("tr", {}, h("td", { colspan: String(cols), class: "afnio-k" },
        "No input matches the filter.")));
    }
  };

  const drawMessage = () => {
    const m = model.get("message") || {};
    message.className = `afnio-note ${m.level || ""}`;
    message.textContent = m.text || "";
  };

  model.on("change:params", drawHead);
  model.on("change:totals", drawHead);
  for (const key of ["counts", "only_changed", "only_regressions", "page", "pages", "shown"]) {
    model.on(`change:${key}`, drawBar);
  }
  // rows, opened and detail arrive together: draw the table once for them
  let pending = false;
  const scheduleRows = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => { pending = false; drawRows(); });
  };
  model.on("change:rows", scheduleRows);
  model.on("change:opened", scheduleRows);
  model.on("change:detail", scheduleRows);
  model.on("change:runs", () => { drawHead(); scheduleRows(); });
  model.on("change:expected", scheduleRows);
  model.on("change:message", drawMessage);
  const twins = () => hideTwins(model, el);  // the saved picture, once this view is drawn
  model.on("change:twins", twins);
  drawHead();
  drawBar();
  drawRows();
  drawMessage();
  twins();
  requestAnimationFrame(twins);  // the view joins the page after render returns
}

export default { render };
