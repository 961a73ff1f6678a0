// The graph view: the renderer's SVG, inline, sanitised; clickable nodes; pan and zoom.

const DROP_TAGS = new Set(["script", "foreignobject", "iframe", "object", "embed", "style",
  "image", "use", "animate", "set", "animatemotion", "animatetransform", "handler",
  "listener", "link", "meta", "audio", "video", "canvas"]);
const URL_ATTRS = new Set(["href", "xlink:href", "src", "action", "formaction", "data"]);
const SMALL_GRAPH = 30;  // nodes: a graph this small grows its view to fit whole
const PANEL = ".jp-WindowedPanel-outer, .jp-NotebookPanel-notebook, .jp-Notebook";
const WIDE = "afnio-gv-wide";  // projector mode: the graph takes its row, inspector below
const MAX_ZOOM = 2.5;  // projector mode enlarges a small graph up to this
const PX_PER_PT = 4 / 3;  // Graphviz sizes its SVG in points
const PEEK = 44;  // px of the inspector below a lab view's graph kept in sight (its first lines)
const FIRST_LINES = 72;  // px of the inspector a click brings into sight: its title and two lines
const TITLE_LINE = 28;  // px of it shown even when the clicked node then leaves the panel
const HINT = "drag/wheel: pan · ctrl+wheel: zoom";
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

// A saved output in a page without a kernel: ipywidgets marks the view "disconnected".
function isLive(el) {
  return !el.closest(".jupyter-widgets-disconnected");
}

function render({ model, el }) {
  el.classList.add("afnio-gv");
  const view = { x: 0, y: 0, k: 1, moved: false };
  let searched = false;  // the search box asked for the next focus
  const stage = h("div", { class: "afnio-gv-stage" });
  const viewport = h("div", { class: "afnio-gv-viewport", tabindex: "0" }, stage);
  const zoomLabel = h("span", { class: "afnio-gv-zoom" }, "100%");
  const search = h("input", { class: "afnio-gv-search", type: "search",
    placeholder: "find a node: name, role, value", "aria-label": "Search the graph" });
  search.addEventListener("keydown", (e) => {
    if (e.key === "Enter") {
      searched = true;  // the match it selects brings the inspector into sight, as a click does
      act(model, "search", { query: search.value });
    }
    e.stopPropagation();  // typing must not trigger notebook shortcuts
  });
  const status = h("span", { class: "afnio-gv-status" });
  const presentBtn = h("button", { class: "afnio-btn afnio-gv-present",
    title: "Projector mode: big labels, the graph fitted to the screen, the inspector beside it",
    onclick: () => {  // set here, so it works in a saved page too; Python re-lays the view
      model.set("present", !model.get("present"));
      model.save_changes();
    } }, "present");
  // unnamed values in full (op, data, grad) or as dots: the state is the ``values`` trait,
  // Python redraws; hidden where both ways draw the same, greyed without a kernel
  const valuesBtn = h("button", { class: "afnio-btn afnio-gv-values",
    onclick: () => {
      model.set("values", model.get("values") === "full" ? "compact" : "full");
      model.save_changes();
    } }, "values");
  const bar = h("div", { class: "afnio-gv-bar" },
    h("button", { class: "afnio-btn", title: "Zoom in", onclick: () => zoomBy(1.25) }, "+"),
    h("button", { class: "afnio-btn", title: "Zoom out", onclick: () => zoomBy(0.8) }, "−"),
    h("button", { class: "afnio-btn", title: "Fit the graph",
                  onclick: () => fit(true) }, "fit"),
    h("button", { class: "afnio-btn", title: "Actual size", onclick: () => actual() }, "1:1"),
    presentBtn, valuesBtn,
    zoomLabel, search, status);
  // the legend's kinds and labels come from Python (lab/views/style.py), as do its colours
  const legendHint = h("span", { class: "afnio-hint" }, `click: inspect · ${HINT}`);
  const legend = h("div", { class: "afnio-gv-legend" }, (model.get("legend") || []).map(
    ([cls, text]) => h("span", { class: `afnio-gv-key afnio-gv-key-${cls}` }, h("i", {}), text)),
    legendHint);
  const offline = h("div", { class: "afnio-gv-offline", hidden: true },
    "Saved output: run this cell to make it interactive (the inspector, editor and search " +
    "need a running kernel).");
  el.append(offline, bar, legend, viewport);

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
  // on-screen px of the label font at scale 1 (Graphviz writes font sizes in points)
  function baseFontPx(size) {
    const svg = stage.querySelector("svg");
    const text = svg && svg.querySelector("g.node text");
    const vb = svg && svg.viewBox && svg.viewBox.baseVal;
    if (!text || !vb || !vb.width) return 13.3;
    return parseFloat(text.getAttribute("font-size") || "10") * (size.w / vb.width);
  }
  // where an element sits on the unscaled stage
  function stageBox(node) {
    const s = stage.getBoundingClientRect();
    const b = node.getBoundingClientRect();
    return { x: (b.left - s.left) / view.k, y: (b.top - s.top) / view.k,
             w: b.width / view.k, h: b.height / view.k };
  }
  function reveal(node, center) {
    if (!node) return;
    const b = stageBox(node);
    const W = viewport.clientWidth;
    const H = viewport.clientHeight;
    const left = view.x + b.x * view.k;
    const top = view.y + b.y * view.k;
    const right = left + b.w * view.k;
    const bottom = top + b.h * view.k;
    if (center) {
      view.x = W / 2 - (b.x + b.w / 2) * view.k;
      view.y = H / 2 - (b.y + b.h / 2) * view.k;
    } else {
      if (right > W - 8) view.x -= right - (W - 8);
      if (left < 8) view.x += 8 - left;
      if (bottom > H - 8) view.y -= bottom - (H - 8);
      if (top < 8) view.y += 8 - top;
    }
    apply();
  }
  // the tallest the view can be and still be seen whole, toolbar and legend included: the
  // notebook's visible panel (the window outside a notebook) less the view's own bars
  function screenHeight() {
    const panel = el.closest(PANEL);
    const room = panel && panel.clientHeight ? panel.clientHeight : window.innerHeight - 110;
    const bars = el.offsetHeight ? el.offsetHeight - viewport.offsetHeight : 70;
    return Math.max(240, room - bars - 12);
  }
  // ``height`` at most; a graph of up to 30 nodes (and projector mode) may grow to the screen
  function maxHeight(nodes) {
    const screen = screenHeight();
    if (model.get("present") || nodes <= SMALL_GRAPH) return screen;
    return Math.min(model.get("height"), screen);
  }
  // the scale a drawing gets in this view, and whether it then fits whole
  function scaleFor(size, width, maxH, minK, most) {
    const k = Math.max(minK, Math.min(most, (width - 16) / size.w, (maxH - 16) / size.h));
    // the share of the drawing in view at that scale (1: whole)
    const seen = Math.min(1, (width - 15) / (size.w * k)) * Math.min(1, (maxH - 15) / (size.h * k));
    return { k, seen, whole: seen >= 1 };
  }
  // a small graph comes in several layouts (both directions, then top-down with each op
  // beside its value when no direction fits whole): show the one that fits whole at the
  // largest scale. Chosen on the sizes Python measured with room for every gradient, so a
  // graph keeps its layout from its forward cell to its backward cell.
  function chooseLayout(width, maxH, minK, most) {
    if (drawings.length < 2) return;
    const fits = (d) => scaleFor({ w: d.w * PX_PER_PT, h: d.h * PX_PER_PT },
                                 width, maxH, minK, most);
    // whole first, then larger labels, then (all at the label floor) more of it in view
    const better = (a, b) => (b.whole && !a.whole) || (b.whole === a.whole && (b.k > a.k * 1.05 ||
      (!b.whole && b.k >= a.k && b.seen > a.seen * 1.05)));
    let best = { d: drawings[0], ...fits(drawings[0]) };
    for (const d of drawings.slice(1)) {
      if (d.fallback && best.whole) continue;
      const s = { d, ...fits(d) };
      if (better(best, s)) best = s;
    }
    el.dataset.layout = best.d.name;
    // tell Python, so the saved picture is drawn in the layout this view shows
    if (model.get("shown_layout") !== best.d.name && isLive(el)) {
      model.set("shown_layout", best.d.name);
      model.save_changes();
    }
    if (stage.firstChild !== best.d.svg) {
      clear(stage);
      stage.append(best.d.svg);
      mark();
    }
  }
  function fit(force) {
    if (view.moved && !force) return;
    const width = viewport.clientWidth;
    if (!svgSize() || !width) return;
    const present = model.get("present");
    const fontPx = present ? Math.max(model.get("present_font_px"), model.get("min_font_px"))
                           : model.get("min_font_px");
    // fit the width and the tallest allowed view (projector mode may enlarge), but never
    // shrink text below its floor: past that the view keeps its height and pans
    const most = present ? MAX_ZOOM : 1;
    const floor = (size) => Math.min(most, (fontPx / baseFontPx(size)) * 1.0001);  // rounding
    chooseLayout(width, screenHeight(), floor(svgSize()), most);  // on screen, if it can
    const size = svgSize();
    let maxH = maxHeight(stage.querySelectorAll("g.node").length);
    // outside projector mode, a lab view's inspector starts in sight: the graph leaves room
    // for the view's header and the inspector's first lines, unless that would cost it a
    // whole fit (a graph that pans anyway gives the room)
    const room = present ? 0 : roomBelow();
    if (room && maxH - room >= 240 &&
        (scaleFor(size, width, maxH - room, floor(size), most).whole ||
         !scaleFor(size, width, maxH, floor(size), most).whole)) {
      maxH -= room;
    }
    const scaled = scaleFor(size, width, maxH, floor(size), most);
    // projector mode puts the inspector beside the graph unless the graph fits whole only
    // when it has the row to itself: then the graph takes the row and the inspector wraps
    // below it (a graph that cannot fit whole either way stays beside, and pans). Once wide,
    // a view stays wide until projector mode is switched again, so stepping or redrawing
    // never makes the inspector jump back and forth.
    if (present && !scaled.whole && besideInspector() && !el.classList.contains(WIDE) &&
        fitsWholeAt(el.parentElement.clientWidth - (el.offsetWidth - width), maxH, floor(size))) {
      el.classList.add(WIDE);
      requestAnimationFrame(() => fit(true));
      return;
    }
    view.k = scaled.k;
    viewport.style.height = `${Math.min(maxH, Math.ceil(size.h * view.k) + 16)}px`;
    view.x = 8;
    view.y = 8;
    view.moved = false;
    apply();
    reveal(stage.querySelector("g.node.root"), false);  // the root is always on screen
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

  let drawings = [];  // small graphs: each layout Python sent, {name, svg, w, h, fallback}
  function draw() {
    clear(stage);
    const svg = sanitizeSvg(model.get("svg"));
    drawings = svg ? (model.get("layouts") || []).map((lay, i) =>
      ({ ...lay, svg: i === 0 ? svg : sanitizeSvg(lay.svg) })).filter((d) => d.svg) : [];
    delete el.dataset.layout;
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
  function focus() {
    const id = model.get("selected");
    mark();
    if (!id) return;
    requestAnimationFrame(() => {
      const node = stage.querySelector(`g.node[id="${CSS.escape(id)}"]`);
      reveal(node, true);
      view.moved = true;
      if (node && searched) showInspector(node);
      searched = false;
    });
  }
  function showMessage() {
    const m = model.get("message") || {};
    status.textContent = m.text || "";
    status.className = `afnio-gv-status ${m.level || ""}`;
  }
  function pressed() {
    hint();
    el.classList.toggle("afnio-present", !!model.get("present"));
    presentBtn.classList.toggle("primary", !!model.get("present"));
    presentBtn.setAttribute("aria-pressed", String(!!model.get("present")));
  }
  // whether some layout of this drawing fits whole in a view ``width`` wide, text at its floor
  function fitsWholeAt(width, maxH, minK) {
    const sizes = drawings.length ? drawings.map((d) => ({ w: d.w * PX_PER_PT, h: d.h * PX_PER_PT }))
                                  : [svgSize()];
    return sizes.some((size) => scaleFor(size, width, maxH, minK, MAX_ZOOM).whole);
  }
  // px a lab view's graph leaves so the inspector below it starts in sight: the header above
  // the graph and the inspector's first lines (0 outside a lab view)
  function roomBelow() {
    const labview = el.closest(".afnio-labview");
    if (!labview) return 0;
    return Math.max(0, el.getBoundingClientRect().top - labview.getBoundingClientRect().top) + PEEK;
  }
  // whether this view shares a projector-mode row with the inspector (LabView's stage)
  function besideInspector() {
    const row = el.parentElement;
    return !!row && row.classList.contains("afnio-present-stage");
  }
  // the element that scrolls this view up and down: the notebook's panel in JupyterLab (an
  // output area set to scroll, or the page elsewhere)
  function scroller() {
    for (let node = el.parentElement; node; node = node.parentElement) {
      if (/(auto|scroll)/.test(getComputedStyle(node).overflowY) &&
          node.scrollHeight > node.clientHeight) return node;
    }
    return document.scrollingElement;
  }
  // the inspector below this view's graph (a lab view outside projector mode), else null
  function inspectorBelow() {
    const labview = el.closest(".afnio-labview");
    if (!labview || model.get("present")) return null;
    return labview.querySelector(".afnio-inspector");
  }
  // after a click, scroll so the inspector's first lines show below a graph that fits whole
  // only at a height that puts them out of sight; the clicked node stays in view where both
  // fit (the inspector's title shows either way)
  function showInspector(node) {
    const inspector = inspectorBelow();
    if (!inspector || !isLive(el)) return;
    const box = scroller();
    const page = box === document.scrollingElement;
    const top = page ? 0 : box.getBoundingClientRect().top + box.clientTop;
    const bottom = page ? window.innerHeight : top + box.clientHeight;
    const need = inspector.getBoundingClientRect().top + FIRST_LINES - bottom;
    if (need <= 0) return;
    const spare = node.getBoundingClientRect().top - top - 8;  // more would hide the node
    const by = Math.max(Math.min(need, spare), Math.min(need, TITLE_LINE));
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    box.scrollBy({ top: by, behavior: still ? "auto" : "smooth" });
  }
  // the legend's hint says where a click's details show (below, in a live lab view)
  function hint() {
    const text = inspectorBelow() && isLive(el) ? "click a node: details below" : "click: inspect";
    legendHint.textContent = `${text} · ${HINT}`;
  }
  function presentation() {
    el.classList.remove(WIDE);
    pressed();
    requestAnimationFrame(() => fit(true));
  }
  function valuesState() {
    const mode = model.get("values");
    valuesBtn.hidden = !mode;
    valuesBtn.setAttribute("aria-pressed", String(mode === "full"));
    valuesBtn.classList.toggle("primary", mode === "full");
    const live = isLive(el);
    valuesBtn.disabled = !live;
    valuesBtn.title = live
      ? (mode === "full" ? "Every value shows its data and grad: click for compact dots"
                         : "Unnamed values are dots: click to show every value's data and grad")
      : "Saved output: run this cell to switch between full values and dots (needs a kernel)";
  }
  function liveness() {
    hideTwins(model, el);
    hint();
    const live = isLive(el);
    valuesState();
    offline.hidden = live;
    search.disabled = !live || !model.get("searchable");
    search.hidden = !model.get("searchable");
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
    showInspector(node);
  });
  viewport.addEventListener("wheel", (e) => {
    const box = viewport.getBoundingClientRect();
    if (e.ctrlKey || e.metaKey) {
      e.preventDefault();
      zoomBy(Math.exp(-e.deltaY * 0.002), e.clientX - box.left, e.clientY - box.top);
      return;
    }
    // a graph taller or wider than its view scrolls inside it; at its ends the page scrolls
    const size = svgSize();
    if (!size) return;
    const minX = Math.min(8, viewport.clientWidth - 8 - size.w * view.k);
    const minY = Math.min(8, viewport.clientHeight - 8 - size.h * view.k);
    const nx = Math.max(minX, Math.min(8, view.x - e.deltaX));
    const ny = Math.max(minY, Math.min(8, view.y - e.deltaY));
    if (nx === view.x && ny === view.y) return;
    e.preventDefault();
    view.x = nx;
    view.y = ny;
    view.moved = true;
    apply();
  }, { passive: false });

  const resize = new ResizeObserver(() => fit(false));
  resize.observe(viewport);
  // ipywidgets marks views "disconnected" when the kernel is gone (a saved notebook)
  const watch = setInterval(liveness, 1500);
  model.on("change:svg", draw);
  model.on("change:layouts", draw);
  model.on("change:values", valuesState);
  model.on("change:text", draw);
  model.on("change:selected", mark);
  model.on("change:current", mark);
  model.on("change:marks", mark);
  model.on("change:focus", focus);
  model.on("change:message", showMessage);
  model.on("change:searchable", liveness);
  model.on("change:twins", liveness);
  model.on("change:present", presentation);
  pressed();
  draw();
  showMessage();
  liveness();
  requestAnimationFrame(liveness);  // the view joins the page after render returns
  return () => {
    resize.disconnect();
    clearInterval(watch);
  };
}

export default { render };
