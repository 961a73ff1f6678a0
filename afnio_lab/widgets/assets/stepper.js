// Step-through controls: back, step, play/pause with a speed, to the end; and the panel.

function render({ model, el }) {
  el.classList.add("afnio-w", "afnio-stepper");
  const btn = (label, action, title, cls) =>
    h("button", { class: `afnio-btn ${cls}`, title, onclick: () => act(model, action) }, label);
  const reset = btn("|◀ start", "reset", "Back to the start (nothing is undone)", "afnio-step-reset");
  const back = btn("◀ back", "back", "Step back (nothing is undone)", "afnio-step-back");
  const step = btn("step ▶", "step", "Run the next node", "primary afnio-step-next");
  const play = h("button", { class: "afnio-btn afnio-step-play", title: "Play / pause" });
  const end = btn("end ▶|", "end", "Run to the end", "afnio-step-end");
  const speed = h("input", { type: "range", min: "0.5", max: "10", step: "0.5",
                              class: "afnio-step-speed", title: "Steps per second" });
  const speedLabel = h("span", { class: "afnio-k" });
  const counter = h("span", { class: "afnio-step-counter" });
  const body = h("div", { class: "afnio-step-body afnio-blocks" });
  el.append(h("div", { class: "afnio-row afnio-stepper-controls" },
    reset, back, step, play, end, speed, speedLabel, counter), body);

  play.addEventListener("click", () => act(model, model.get("playing") ? "pause" : "play"));
  speed.addEventListener("change", () => act(model, "speed", { speed: Number(speed.value) }));

  let timer = null;
  let waiting = false;
  const tick = () => {
    if (!model.get("playing") || waiting) return;
    waiting = true;  // one step in flight at a time: the next tick waits for its answer
    act(model, "step");
  };
  const schedule = () => {
    if (timer) clearInterval(timer);
    timer = null;
    if (model.get("playing")) timer = setInterval(tick, 1000 / Math.max(0.25, model.get("speed")));
  };
  const drawControls = () => {
    const pos = model.get("position");
    const total = model.get("total");
    const atEnd = model.get("at_end");
    counter.textContent = `step ${pos} of ${total}${model.get("finished") && atEnd ? " · finished" : ""}`;
    back.disabled = pos <= 0;
    reset.disabled = pos <= 0;
    step.disabled = atEnd;
    end.disabled = atEnd;
    play.textContent = model.get("playing") ? "pause" : "play ▶▶";
    play.disabled = atEnd && !model.get("playing");
    speed.value = String(model.get("speed"));
    speedLabel.textContent = `${model.get("speed")}/s`;
  };
  const drawBody = () => {
    waiting = false;
    clear(body);
    body.append(...blocks(model.get("blocks")));
  };
  model.on("change:position", () => { waiting = false; drawControls(); });
  model.on("change:total", drawControls);
  model.on("change:finished", drawControls);
  model.on("change:at_end", drawControls);
  model.on("change:playing", () => { drawControls(); schedule(); });
  model.on("change:speed", () => { drawControls(); schedule(); });
  model.on("change:blocks", drawBody);
  drawControls();
  drawBody();
  schedule();
  return () => timer && clearInterval(timer);
}

export default { render };
