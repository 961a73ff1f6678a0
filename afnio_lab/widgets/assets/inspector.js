// The inspector: the blocks Python sends, and for a text leaf or parameter of a recorded
// forward run, a what-if box: edit the value, "Re-run forward", and the comparison opens.

function render({ model, el }) {
  el.classList.add("afnio-w", ...(model.get("css_class") || "").split(" ").filter(Boolean));
  const body = h("div", { class: "afnio-blocks" });
  const box = h("div", { class: "afnio-whatif" });
  const message = h("div", { class: "afnio-note" });
  el.append(body, box, message);
  let shownUid = null;
  const draw = () => {
    clear(body);
    body.append(...blocks(model.get("blocks")));
  };
  const drawBox = () => {
    const w = model.get("whatif") || {};
    if (w.uid === shownUid && box.firstChild) return; // keep what the user is typing
    shownUid = w.uid ?? null;
    clear(box);
    if (w.uid === undefined) return;
    const text = h("textarea", { class: "afnio-whatif-text", rows: "3", value: w.text });
    const button = h("button", { class: "afnio-btn primary afnio-whatif-rerun" }, "Re-run forward");
    button.addEventListener("click", () => act(model, "rerun", { text: text.value }));
    box.append(h("div", { class: "afnio-section" }, `what if ${w.name} were…`), text,
      h("div", { class: "afnio-row" }, button,
        h("span", { class: "afnio-k" }, "runs again what depends on it (unchanged calls come from the cache), then compares")));
  };
  const drawBusy = () => {
    const b = box.querySelector(".afnio-whatif-rerun");
    if (b) b.disabled = !!model.get("busy");
  };
  const drawMessage = () => {
    const m = model.get("message") || {};
    message.className = `afnio-note ${m.level || ""}`;
    message.textContent = m.text || "";
  };
  model.on("change:blocks", draw);
  model.on("change:whatif", drawBox);
  model.on("change:busy", drawBusy);
  model.on("change:message", drawMessage);
  draw();
  drawBox();
  drawMessage();
}

export default { render };
