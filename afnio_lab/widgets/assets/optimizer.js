// Optimizer step preview: per parameter, before/after with a diff, its gradients, and
// Accept / Revert.

function render({ model, el }) {
  el.classList.add("afnio-w", "afnio-optim");
  const runBtn = h("button", { class: "afnio-btn afnio-optim-run", onclick: () => act(model, "run") },
                   "Run a step");
  const accept = h("button", { class: "afnio-btn primary afnio-optim-accept-all",
                               onclick: () => act(model, "accept_all") }, "Accept all");
  const revert = h("button", { class: "afnio-btn afnio-optim-revert-all",
                               onclick: () => act(model, "revert_all") }, "Revert all");
  const message = h("div", { class: "afnio-note" });
  const list = h("div", { class: "afnio-optim-items" });
  el.append(h("div", { class: "afnio-row" }, h("b", {}, "Optimizer step"), runBtn, accept, revert),
            message, list);

  const draw = () => {
    runBtn.style.display = model.get("can_run") ? "" : "none";
    clear(list);
    const items = model.get("items") || [];
    if (!items.length) list.append(h("div", { class: "afnio-note" }, "No step yet."));
    for (const it of items) {
      const statusTag = h("span", { class: `afnio-tag afnio-tag-${it.status}` }, it.status);
      const changedTag = h("span", { class: "afnio-tag" }, it.changed ? "changed" : "unchanged");
      list.append(h("div", { class: "afnio-panel afnio-optim-item", dataset: { index: String(it.index) } },
        h("div", { class: "afnio-row" }, h("b", {}, it.name),
          it.role ? h("span", { class: "afnio-k" }, it.role) : null, statusTag, changedTag,
          h("button", { class: "afnio-btn afnio-optim-accept", onclick: () => act(model, "accept", { index: it.index }) }, "Accept"),
          h("button", { class: "afnio-btn afnio-optim-revert", onclick: () => act(model, "revert", { index: it.index }) }, "Revert")),
        block({ t: "diff", ops: it.diff }),
        h("details", {}, h("summary", { class: "afnio-k" }, "before / after"),
          block({ t: "fields", rows: [["before", it.before], ["after", it.after]] })),
        it.grads.length ? h("div", { class: "afnio-section" }, `gradients that drove it (${it.grads.length})`) : null,
        blocks(it.grads)));
    }
  };
  const drawMessage = () => {
    const m = model.get("message") || {};
    message.className = `afnio-note ${m.level || ""}`;
    message.textContent = m.text || "";
  };
  model.on("change:items", draw);
  model.on("change:can_run", draw);
  model.on("change:message", drawMessage);
  draw();
  drawMessage();
}

export default { render };
