// The graph view: the renderer's SVG, inline, sanitised; clickable nodes; pan and zoom.

const DROP_TAGS = new Set(["script", "foreignobject", "iframe", "object", "embed", "style",
  "image", "use", "animate", "set", "animatemotion", "animatetransform", "handler",
  "listener", "link", "meta", "audio", "video", "canvas"]);
const URL_ATTRS = new Set(["href", "xlink:href", "src", "action", "formaction", "data"]);
const MARKS = ["is-selected", "is-current", "is-recomputed", "is-edited", "is-done"];

// Defence in depth: Graphviz already escapes text, and nothing is ever parsed as HTML, but
// the SVG is still parsed as XML (inert: no scripts run) and cleaned before it is shown.
function sanitizeSvg(text) {
  if (!text) return null;
  const doc = new DOMParser().parseFromString(text, "image/svg+xml");
  const root = doc.documentElement;
  if (!root || root.localName !== "svg" || doc.getElementsByTagName("parsererror").length) {
    return null;
  }
  for (const el of [root, ...root.querySelectorAll("*")]) {
    if (el !== root && DROP_TAGS.has(el.localName.toLowerCase())) {
      el.remove();
      continue;
    }
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      const value = attr.value.replace(/[\s\u0000-\u001f]/g, "").toLowerCase();
      if (name.startsWith("on") || value.includes("javascript:") ||
          (URL_ATTRS.has(name) && !value.startsWith("#"))) {
        el.removeAttribute(attr.name);
      }
    }
  }
  return document.importNode(root, true);
}

function render({ model, el }) {
  el.classList.add("afnio-gv");
  const view = { x: 0, y: 0, k: 1, moved: false };
  const stage = h("div", { class: "afnio-gv-stage" });
  const viewport = h("div", { class: "afnio-gv-viewport", tabindex: "0" }, stage);
  const zoomLabel = h("span", { class: "afnio-gv-zoom" }, "100%");
  const bar = h("div", { class: "afnio-gv-bar" },
    h("button", { class: "afnio-btn", title: "Zoom in", onclick: () => zoomBy(1.25) }, "+"),
    h("button", { class: "afnio-btn", title: "Zoom out", onclick: () => zoomBy(0.8) }, "−"),
    h("button", { class: "afnio-btn", title: "Fit the graph", onclick: () => fit(true) }, "fit"),
    h("button", { class: "afnio-btn", title: "Actual size", onclick: () => actual() }, "1:1"),
    zoomLabel,
    h("span", { class: "afnio-hint" }, "click a node · drag to pan · ctrl+wheel to zoom"));
  el.append(bar, viewport);

  const apply = () => {
    stage.style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.k})`;
    zoomLabel.textContent = `${Math.round(view.k * 100)}%`;
  };
  const svgSize = () => {
    const svg = stage.querySelector("svg");
    if (!svg) return null;
    const box = svg.getBoundingClientRect();
    const k = view.k || 1;
    return { w: box.width / k, h: box.height / k };
  };
  function fit(force) {
    if (view.moved && !force) return;
    const size = svgSize();
    const width = viewport.clientWidth;
    if (!size || !width) return;
    const maxH = model.get("height");
    view.k = Math.max(0.2, Math.min(1, (width - 16) / size.w, (maxH - 16) / size.h));
    viewport.style.height = `${Math.min(maxH, Math.ceil(size.h * view.k) + 16)}px`;
    view.x = 8;
    view.y = 8;
    view.moved = false;
    apply();
  }
  function actual() {
    view.k = 1;
    view.moved = true;
    apply();
  }
  function zoomBy(factor, cx, cy) {
    const px = cx ?? viewport.clientWidth / 2;
    const py = cy ?? viewport.clientHeight / 2;
    const k = Math.min(4, Math.max(0.1, view.k * factor));
    view.x = px - ((px - view.x) * k) / view.k;
    view.y = py - ((py - view.y) * k) / view.k;
    view.k = k;
    view.moved = true;
    apply();
  }

  function mark() {
    for (const cls of MARKS) {
      for (const node of stage.querySelectorAll(`.${cls}`)) node.classList.remove(cls);
    }
    const add = (id, cls) => {
      if (!id) return;
      const node = stage.querySelector(`g.node[id="${CSS.escape(id)}"]`);
      if (node) node.classList.add(cls);
    };
    add(model.get("selected"), "is-selected");
    add(model.get("current"), "is-current");
    for (const [cls, ids] of Object.entries(model.get("marks") || {})) {
      if (MARKS.includes(`is-${cls}`)) for (const id of ids) add(id, `is-${cls}`);
    }
  }

  function draw() {
    clear(stage);
    const svg = sanitizeSvg(model.get("svg"));
    if (svg) {
      stage.append(svg);
      el.classList.remove("afnio-gv-textmode");
    } else {
      stage.append(h("pre", { class: "afnio-gv-text" }, model.get("text")));
      el.classList.add("afnio-gv-textmode");
    }
    view.moved = false;
    mark();
    requestAnimationFrame(() => fit(false));
  }

  // clicks select; a drag pans (and its trailing click is not a selection)
  let drag = null;
  let dragged = false;
  viewport.addEventListener("pointerdown", (e) => {
    if (e.button !== 0) return;
    drag = { x: e.clientX, y: e.clientY, vx: view.x, vy: view.y, id: e.pointerId };
    dragged = false;
  });
  viewport.addEventListener("pointermove", (e) => {
    if (!drag) return;
    const dx = e.clientX - drag.x;
    const dy = e.clientY - drag.y;
    if (!dragged && Math.hypot(dx, dy) < 4) return;
    if (!dragged) viewport.setPointerCapture(drag.id);
    dragged = true;
    view.x = drag.vx + dx;
    view.y = drag.vy + dy;
    view.moved = true;
    apply();
  });
  const endDrag = () => {
    drag = null;
  };
  viewport.addEventListener("pointerup", endDrag);
  viewport.addEventListener("pointercancel", endDrag);
  viewport.addEventListener("click", (e) => {
    if (dragged) {
      dragged = false;
      return;
    }
    const node = e.target.closest && e.target.closest("g.node");
    if (!node || !stage.contains(node)) return;
    model.set("selected", node.id);
    model.save_changes();
    mark();
  });
  viewport.addEventListener("wheel", (e) => {
    if (!(e.ctrlKey || e.metaKey)) return;  // plain wheel scrolls the notebook
    e.preventDefault();
    const box = viewport.getBoundingClientRect();
    zoomBy(Math.exp(-e.deltaY * 0.002), e.clientX - box.left, e.clientY - box.top);
  }, { passive: false });

  const resize = new ResizeObserver(() => fit(false));
  resize.observe(viewport);
  model.on("change:svg", draw);
  model.on("change:text", draw);
  model.on("change:selected", mark);
  model.on("change:current", mark);
  model.on("change:marks", mark);
  draw();
  return () => resize.disconnect();
}

export default { render };
