// The call log: a collapsible table of model calls with totals, a node filter, and details.

function money(x) {
  return x === null || x === undefined ? "?" : `$${Number(x).toFixed(5)}`;
}

function render({ model, el }) {
  el.classList.add("afnio-w", "afnio-calllog", "afnio-panel");
  const arrow = h("span", { class: "afnio-arrow" });
  const summary = h("span", { class: "afnio-calllog-summary" });
  const head = h("div", { class: "afnio-panel-head afnio-calllog-head", role: "button",
                          tabindex: "0" }, arrow, "Call log", summary);
  const filter = h("select", { class: "afnio-calllog-filter", title: "Filter by node" });
  const table = h("table", { class: "afnio-table afnio-calllog-table" });
  const detail = h("div", { class: "afnio-calllog-detail" });
  const body = h("div", { class: "afnio-calllog-body" },
    h("div", { class: "afnio-row" }, h("span", { class: "afnio-k" }, "node"), filter), table, detail);
  el.append(head, body);

  const toggle = () => act(model, "toggle");
  head.addEventListener("click", toggle);
  head.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") toggle(); });
  filter.addEventListener("change", () => act(model, "filter", { node: filter.value }));

  const drawHead = () => {
    const t = model.get("totals") || {};
    const open = model.get("expanded");
    arrow.textContent = open ? "▾" : "▸";
    body.style.display = open ? "" : "none";
    summary.textContent = ` · ${t.calls ?? 0} calls` +
      (t.inherited ? ` (+${t.inherited} inherited from ${t.parent}, not counted)` : "") +
      ` · ${t.tokens ?? 0} tokens · ${money(t.cost)}` +
      (t.cache_hits ? ` · ${t.cache_hits} cache hits` : "") + (t.errors ? ` · ${t.errors} errors` : "");
    summary.className = "afnio-calllog-summary afnio-k";
  };
  const drawFilter = () => {
    clear(filter);
    filter.append(h("option", { value: "" }, "all nodes"));
    for (const [value, label] of model.get("nodes") || []) filter.append(h("option", { value }, label));
    filter.value = model.get("node") || "";
  };
  const drawRows = () => {
    clear(table);
    const rows = model.get("rows") || [];
    table.append(h("tr", {}, ["#", "phase", "node", "model", "status", "tokens", "cost", "latency"]
      .map((c) => h("th", {}, c))));
    const opened = model.get("opened");
    for (const r of rows) {
      // a call a replay inherited: listed, muted and marked, left out of the totals
      const kept = r.inherited ? " afnio-inherited" : "";
      const tr = h("tr", { class: `afnio-click${kept}${r.call_id === opened ? " is-open" : ""}`,
                           dataset: { callId: String(r.call_id) } },
        h("td", {}, r.call_id), h("td", {}, r.phase), h("td", {}, r.node), h("td", {}, r.model),
        h("td", {}, r.inherited ? `${r.inherited} · ${r.status}` : r.status), h("td", {}, r.tokens),
        h("td", {}, money(r.cost)),
        h("td", {}, `${r.latency_ms} ms`));
      tr.addEventListener("click", () => act(model, "open", { call_id: r.call_id }));
      table.append(tr);
    }
    if (!rows.length) table.append(h("tr", {}, h("td", { colspan: "8", class: "afnio-k" }, "No model calls.")));
    const t = model.get("totals") || {};
    table.append(h("tr", { class: "afnio-totals-row" },
      h("td", { colspan: "5" }, h("b", {}, `total: ${t.calls ?? 0} calls`)),
      h("td", {}, `${t.prompt_tokens ?? 0}+${t.completion_tokens ?? 0}`),
      h("td", {}, money(t.cost)), h("td", {}, `${Math.round((t.latency_s ?? 0) * 1000)} ms`)));
  };
  const drawDetail = () => {
    clear(detail);
    const d = model.get("detail");
    if (d && d.call_id !== undefined) detail.append(callView(d, true));
  };
  model.on("change:expanded", drawHead);
  model.on("change:totals", () => { drawHead(); drawRows(); });
  model.on("change:nodes", drawFilter);
  model.on("change:node", drawFilter);
  model.on("change:rows", drawRows);
  model.on("change:opened", drawRows);
  model.on("change:detail", drawDetail);
  drawHead();
  drawFilter();
  drawRows();
  drawDetail();
}

export default { render };
