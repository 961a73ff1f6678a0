// afnio_lab widgets: helpers shared by every view (prepended to each widget's module).
// Safety rule: text from Python (Variable data, roles, LLM messages) only ever becomes
// text nodes or attribute values set here; it is never parsed as HTML.

function h(tag, props, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key.startsWith("on") && typeof value === "function") {
      el.addEventListener(key.slice(2), value);
    } else if (key === "value") el.value = value;
    else el.setAttribute(key, String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
}

function act(model, action, payload) {
  model.send({ action, ...(payload || {}) });
}

// ---- the block renderer: Python describes a view as plain blocks, we draw them -----------

function callSummary(c) {
  const parts = [`call #${c.call_id}`, c.phase, c.node || "", c.model || "", c.status];
  parts.push(`${c.prompt_tokens}+${c.completion_tokens} tok`);
  parts.push(c.cost === null ? "cost ?" : `$${Number(c.cost).toFixed(5)}`);
  parts.push(`${c.latency_ms} ms`);
  parts.push(c.cache_hit ? "cache hit" : "no cache");
  return parts.filter((p) => p !== "").join(" · ");
}

function callView(c, open) {
  const body = h("div", { class: "afnio-call-body" });
  for (const m of c.messages || []) {
    body.append(h("div", { class: "afnio-msg" },
      h("span", { class: "afnio-msg-role" }, m.role), h("pre", {}, m.content)));
  }
  body.append(h("div", { class: "afnio-msg afnio-response" },
    h("span", { class: "afnio-msg-role" }, "response"), h("pre", {}, c.response ?? "")));
  if (c.error) body.append(h("div", { class: "afnio-error" }, c.error));
  if (c.params) body.append(h("div", { class: "afnio-k" }, `params: ${c.params}`));
  if (c.retries) body.append(h("div", { class: "afnio-k" }, `retries: ${c.retries}`));
  for (const note of c.notes || []) body.append(h("div", { class: "afnio-k" }, note));
  return h("details", { class: "afnio-call", open: open ? "" : null,
                        dataset: { callId: String(c.call_id) } },
    h("summary", {}, callSummary(c)), body);
}

function block(b) {
  switch (b.t) {
    case "title":
      return h("div", { class: "afnio-title" }, h("b", {}, b.text),
               b.sub ? h("span", { class: "afnio-sub" }, " ", b.sub) : null);
    case "fields":
      return h("table", { class: "afnio-fields" }, b.rows.map(([k, v]) =>
        h("tr", {}, h("td", { class: "afnio-k" }, k), h("td", {}, h("pre", {}, v)))));
    case "section":
      return h("div", { class: "afnio-section" }, b.text);
    case "text":
      return h("div", { class: `afnio-item ${b.cls || ""}`, dataset: b.data || {} },
        h("div", { class: "afnio-item-head" }, b.label || "",
          (b.tags || []).map((tag) => h("span", { class: `afnio-tag afnio-tag-${tag}` }, tag))),
        h("pre", { class: "afnio-item-text" }, b.text),
        (b.calls || []).map((c) => callView(c, false)));
    case "calls":
      return h("div", { class: "afnio-calls" }, b.calls.map((c) => callView(c, b.open)));
    case "diff":
      return h("pre", { class: "afnio-diff" }, b.ops.map(([op, text]) => {
        if (op === "equal") return text;
        if (op === "skip") return h("span", { class: "afnio-diff-skip" }, text);
        if (op === "note") return h("div", { class: "afnio-note" }, text);
        return h(op === "insert" ? "ins" : "del", {}, text);
      }));
    case "list":
      return h("ul", { class: "afnio-list" }, b.items.map((i) => h("li", {}, i)));
    case "note":
      return h("div", { class: `afnio-note ${b.cls || ""}` }, b.text);
    default:
      return h("div", { class: "afnio-note" }, String(b.text ?? ""));
  }
}

function blocks(list) {
  return (list || []).map(block);
}

// ---- the saved picture (widgets/twin.py) -------------------------------------------------
// Displayed just before the widget, it is what a page without the widget's model shows; a
// page that draws the widget hides it, so a live notebook shows one view.
function hideTwins(model, el) {
  const doc = el.ownerDocument || document;
  for (const id of model.get("twins") || []) {
    for (const pic of doc.querySelectorAll(`[data-afnio-twin="${CSS.escape(id)}"]`)) {
      const box = pic.closest(".jp-OutputArea-child") || pic;
      box.style.display = "none";
      box.classList.add("afnio-twin-hidden");
    }
  }
}
