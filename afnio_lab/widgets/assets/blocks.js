// A panel that draws the blocks Python sends (the inspector, and read-only panels).

function render({ model, el }) {
  el.classList.add("afnio-w", ...(model.get("css_class") || "").split(" ").filter(Boolean));
  const body = h("div", { class: "afnio-blocks" });
  el.append(body);
  const draw = () => {
    clear(body);
    body.append(...blocks(model.get("blocks")));
  };
  model.on("change:blocks", draw);
  draw();
}

export default { render };
