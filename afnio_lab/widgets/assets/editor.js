// The gradient editor: pick a gradient, edit its text, apply (validated in Python), replay.

function render({ model, el }) {
  el.classList.add("afnio-w", "afnio-editor", "afnio-panel");
  const heading = h("div", { class: "afnio-section" });
  const select = h("select", { class: "afnio-edit-choice", title: "Which gradient" });
  const area = h("textarea", { class: "afnio-edit-text", spellcheck: "false" });
  const apply = h("button", { class: "afnio-btn afnio-edit-apply" }, "Apply edit");
  const replay = h("button", { class: "afnio-btn primary afnio-replay" }, "Replay");
  const message = h("div", { class: "afnio-note afnio-edit-message" });
  const pending = h("div", { class: "afnio-edit-pending" });
  const result = h("div", { class: "afnio-replay-result" });
  const form = h("div", { class: "afnio-edit-form" }, select, area,
                 h("div", { class: "afnio-row" }, apply, replay));
  el.append(heading, form, message, pending, result);

  const fillText = () => {
    const options = model.get("options") || [];
    const chosen = options[Number(select.value)] || options[0];
    area.value = chosen ? chosen.text : "";
  };
  const drawOptions = () => {
    heading.textContent = model.get("heading");
    clear(select);
    (model.get("options") || []).forEach((o, i) => select.append(h("option", { value: String(i) }, o.label)));
    select.value = String(model.get("choice") || 0);
    form.style.display = (model.get("options") || []).length ? "" : "none";
    fillText();
  };
  const drawState = () => {
    replay.disabled = !model.get("can_replay") || model.get("busy");
    replay.textContent = model.get("busy") ? "Replaying…" : "Replay";
    const items = model.get("pending") || [];
    clear(pending);
    if (items.length) {
      pending.append(h("div", { class: "afnio-k" }, `pending edits (${items.length}):`),
                     h("ul", { class: "afnio-list" }, items.map((p) => h("li", {}, p))));
    }
  };
  const drawMessage = () => {
    const m = model.get("message") || {};
    message.className = `afnio-note afnio-edit-message ${m.level || ""}`;
    message.textContent = m.text || "";
  };
  const drawResult = () => {
    clear(result);
    result.append(...blocks(model.get("result")));
  };

  select.addEventListener("change", () => {
    model.set("choice", Number(select.value));
    model.save_changes();
    fillText();
  });
  apply.addEventListener("click", () => act(model, "edit", { choice: Number(select.value), text: area.value }));
  replay.addEventListener("click", () => {
    replay.disabled = true;
    act(model, "replay");
  });
  model.on("change:options", drawOptions);
  model.on("change:heading", drawOptions);
  model.on("change:pending", drawState);
  model.on("change:can_replay", drawState);
  model.on("change:busy", drawState);
  model.on("change:message", drawMessage);
  model.on("change:result", drawResult);
  drawOptions();
  drawState();
  drawMessage();
  drawResult();
}

export default { render };
