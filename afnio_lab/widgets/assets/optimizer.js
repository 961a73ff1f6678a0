// Optimizer step preview: per parameter, before/after with a diff, its gradients, and
// Accept (applies the proposal) / Revert (puts the previous text back); the badge says which.

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
      const statusTag = h("span", { class: `afnio-tag afnio-tag-${it.status} afnio-optim-status`,
                                    title: "what param.data holds now" }, it.status_text || it.status);
      const changedTag = h("span", { class: "afnio-tag" }, it.changed ? "changed" : "unchanged");
      const reasoning = (it.calls || []).map((c) => h("div", { class: "afnio-optim-reasoning" },
        h("pre", { class: "afnio-item-text" }, c.response ?? "(no reply)"), callView(c, false)));
      list.append(h("div", { class: "afnio-panel afnio-optim-item", dataset: { index: String(it.index) } },
        h("div", { class: "afnio-row" }, h("b", {}, it.name),
          it.role ? h("span", { class: "afnio-k" }, it.role) : null, statusTag, changedTag,
          h("button", { class: "afnio-btn afnio-optim-accept", disabled: it.status === "accepted",
                        onclick: () => act(model, "accept", { index: it.index }) }, "Accept"),
          h("button", { class: "afnio-btn afnio-optim-revert", disabled: it.status === "reverted",
                        onclick: () => act(model, "revert", { index: it.index }) }, "Revert")),
        h("div", { class: "afnio-section" }, `1. feedback it received (${it.grads.length})`),
        it.grads.length ? blocks(it.grads) : h("div", { class: "afnio-note" }, "No gradient."),
        h("div", { class: "afnio-section" }, "2. the optimizer's reasoning (its model reply)"),
        reasoning.length ? reasoning
          : h("div", { class: "afnio-note" }, "No model call recorded for this parameter."),
        h("div", { class: "afnio-section" }, "3. the change"),
        block({ t: "diff", ops: it.diff }),
        h("details", {}, h("summary", { class: "afnio-k" }, "before / after in full"),
          block({ t: "fields", rows: [["before", it.before], ["after", it.after]] }))));
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
  const twins = () => hideTwins(model, el);  // the saved picture, once this view is drawn
  model.on("change:twins", twins);
  draw();
  drawMessage();
  twins();
  requestAnimationFrame(twins);  // the view joins the page after render returns
}

export default { render };
