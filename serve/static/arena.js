// slidejudge arena: live verdicts, the replay board, the player and the
// parity drawing. Plain JavaScript; every text from the server goes in
// through textContent, never as HTML.
"use strict";

function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v; else e.setAttribute(k, v);
  }
  for (const k of kids) e.append(k instanceof Node ? k : document.createTextNode(String(k)));
  return e;
}

// ---- live verdicts ----
function testRow(t) {
  return el("tr", { "data-index": t.index },
    el("td", {}, t.index + 1), el("td", {}, t.name),
    el("td", {}, el("span", { class: "verdict v-" + t.verdict }, t.verdict)),
    el("td", {}, t.time_ms + " ms"), el("td", {}, t.wall_ms + " ms"), el("td", {}, t.memory_kb + " KiB"),
    el("td", { class: "message" }, t.message || ""));
}

function putTest(tbody, t) {
  if (tbody.querySelector(`tr[data-index="${t.index}"]`)) return;
  const row = testRow(t);
  for (const r of tbody.rows) {
    if (Number(r.dataset.index) > t.index) { tbody.insertBefore(row, r); return; }
  }
  tbody.append(row);
}

function finish(box, sub) {
  const v = sub.report.verdict || "JE";
  const verdict = document.getElementById("verdict");
  verdict.textContent = v;
  verdict.className = "verdict big v-" + v;
  document.getElementById("meaning").textContent = verdictWords[v] || "";
  const tests = sub.tests || [];
  document.getElementById("stats").textContent =
    `${tests.length} test${tests.length === 1 ? "" : "s"} · max ${sub.report.time_ms} ms CPU · ${sub.report.memory_kb} KiB · sandbox ${sub.report.sandbox}`;
  const tbody = document.querySelector("#tests tbody");
  tbody.replaceChildren(...tests.map(testRow));
  for (const [id, text] of [["compile-log", sub.report.compile], ["error-log", sub.error]]) {
    const pre = document.getElementById(id);
    pre.textContent = text || "";
    pre.hidden = !text;
  }
  box.dataset.status = sub.status;
  if (box.dataset.board === "true" && v === "WA") loadReplay(box.dataset.id);
}

function follow(box) {
  const id = box.dataset.id;
  const tbody = document.querySelector("#tests tbody");
  const es = new EventSource(`/api/submissions/${id}/events`);
  es.addEventListener("status", (e) => {
    const s = JSON.parse(e.data).status;
    if (s === "queued" || s === "running") document.getElementById("verdict").textContent = s;
  });
  es.addEventListener("test", (e) => putTest(tbody, JSON.parse(e.data)));
  es.addEventListener("done", (e) => { es.close(); finish(box, JSON.parse(e.data)); });
  // A stream refused (too many open: 429) is not retried by the browser:
  // try again after the server's Retry-After.
  es.onerror = () => { if (es.readyState === EventSource.CLOSED) setTimeout(() => follow(box), 10000); };
}

// ---- boards ----
function grid(rows, cols, cells, marks) {
  const g = el("div", { class: "grid" });
  g.style.gridTemplateColumns = `repeat(${cols}, auto)`;
  cells.forEach((c, i) => {
    const cls = ["cell"];
    if (c === "") cls.push("blank");
    if (marks && marks.moved && marks.moved.includes(i)) cls.push("moved");
    if (marks && marks.home && c !== "" && c === marks.home[i]) cls.push("home");
    g.append(el("div", { class: cls.join(" ") }, c));
  });
  return g;
}

// changed lists the cells that differ between two frames.
function changed(a, b) {
  const out = [];
  if (!a || !b) return out;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) out.push(i);
  return out;
}

// A player of one or two tracks stepped together; the answer's track stops
// at its failing move.
function tracksPlayer(area, rows, cols, tracks) {
  const goal = tracks[tracks.length - 1].track.frames.at(-1);
  const total = Math.max(...tracks.map((t) => t.track.moves.length));
  let k = 0, timer = null;
  const views = tracks.map((t) => {
    const box = el("div", { class: "track", "data-track": t.id });
    area.append(box);
    return { t, box };
  });
  const counter = el("span", { class: "counter" });
  const play = el("button", { type: "button", class: "play" }, "▶");
  const controls = el("div", { class: "controls" },
    el("button", { type: "button", title: "start" }, "|◀"), el("button", { type: "button", title: "back" }, "◀"),
    play, el("button", { type: "button", title: "step" }, "▶|"), counter);
  area.prepend(controls);
  const [first, back, , step] = controls.querySelectorAll("button");
  function draw() {
    for (const { t, box } of views) {
      const tr = t.track;
      const n = Math.min(k, tr.frames.length - 1);
      const stopped = tr.failed && k >= tr.failed;
      box.className = "track" + (stopped ? " stopped" : "");
      const moves = el("div", { class: "moves" });
      tr.moves.forEach((m, i) => {
        let cls = i < k - 1 ? "done" : i === k - 1 ? "now" : "";
        if (stopped && i + 1 === tr.failed) cls = "bad";
        moves.append(el("span", { class: cls }, m + (m.length > 1 ? " " : "")));
      });
      const kids = [el("h3", {}, t.title), grid(rows, cols, tr.frames[n], { moved: changed(tr.frames[n - 1], tr.frames[n]), home: goal }), moves];
      if (stopped) kids.push(el("p", { class: "stop", id: t.id + "-stop" }, `stopped at move ${tr.failed}`));
      const ended = k >= tr.moves.length;
      if (tr.reason && (ended || stopped || t.id !== "answer")) kids.push(el("p", { class: "reason" }, tr.reason));
      box.replaceChildren(...kids);
    }
    counter.textContent = `move ${k} of ${total}`;
  }
  function stopTimer() { if (timer) { clearInterval(timer); timer = null; play.textContent = "▶"; } }
  play.onclick = () => {
    if (timer) { stopTimer(); return; }
    if (k >= total) k = 0;
    play.textContent = "||";
    timer = setInterval(() => { if (k >= total) { stopTimer(); return; } k++; draw(); }, 450);
  };
  first.onclick = () => { stopTimer(); k = 0; draw(); };
  back.onclick = () => { stopTimer(); k = Math.max(0, k - 1); draw(); };
  step.onclick = () => { stopTimer(); k = Math.min(total, k + 1); draw(); };
  draw();
  play.click();
}

async function loadReplay(id) {
  const section = document.getElementById("replay");
  const area = document.getElementById("replay-out");
  const res = await fetch(`/api/submissions/${id}/board`);
  const data = await res.json();
  section.hidden = false;
  if (!res.ok) { area.replaceChildren(el("p", { class: "hint" }, data.error)); return; }
  const head = el("p", { class: "meta" }, `Test ${data.test}` + (data.puzzle ? `, puzzle ${data.puzzle}` : "") +
    ": your answer beside an optimal one.");
  const tracks = el("div", { class: "tracks" });
  area.replaceChildren(head, tracks);
  tracksPlayer(tracks, data.rows, data.cols, [
    { id: "answer", title: "Your answer", track: data.answer },
    { id: "optimal", title: "Optimal", track: data.optimal },
  ]);
  tracks.before(tracks.querySelector(".controls"));
}

// ---- the parity drawing ----
function parityDrawing(area, p) {
  const n = p.cells.length;
  const side = p.sides.at(-1), rows = p.sides.at(-2) || 1;
  const perLayer = side * rows;
  const layers = el("div", { class: "layers parity" });
  const big = new Set(p.cycle.filter((c, i, a) => a.indexOf(c) !== a.lastIndexOf(c)));
  for (let l = 0; l * perLayer < n; l++) {
    const g = el("div", { class: "grid" });
    g.style.gridTemplateColumns = `repeat(${side}, auto)`;
    for (let i = l * perLayer; i < (l + 1) * perLayer; i++) {
      const c = p.cells[i];
      const cls = ["cell"];
      if (c === "") cls.push("blank");
      if (i === n - 1) cls.push("homecell");
      const cell = el("div", { class: cls.join(" "), title: `cycle ${p.cycle[i] + 1}` }, c);
      if (c !== "" && big.has(p.cycle[i])) cell.style.background = `hsl(${(p.cycle[i] * 67) % 360} 70% 78%)`;
      g.append(cell);
    }
    layers.append(p.sides.length === 3 ? el("div", {}, el("h3", {}, `layer ${l + 1}`), g) : g);
  }
  const list = el("ol", {}, ...p.explanation.map((line) => el("li", {}, line)));
  const verdict = el("p", { class: "verdict big " + (p.solvable ? "v-AC" : "v-WA"), id: "parity-verdict" },
    p.solvable ? "solvable" : "unsolvable");
  area.replaceChildren(el("p", { class: "hint" },
    "Cells of one colour form one cycle of the permutation; the dashed cell is the blank's home."), layers, list, verdict);
}

async function runPlayer(box) {
  const area = document.getElementById("player-out");
  const board = document.getElementById("player-board").value;
  const res = await fetch(`/api/problems/${box.dataset.problem}/play?board=${encodeURIComponent(board)}`);
  const data = await res.json();
  if (!res.ok) { area.replaceChildren(el("p", { class: "error" }, data.error)); return; }
  if (data.parity) { parityDrawing(area, data.parity); return; }
  const tracks = el("div", { class: "tracks" });
  area.replaceChildren(tracks);
  tracksPlayer(tracks, data.rows, data.cols, [{ id: "optimal", title: "Optimal", track: data.optimal }]);
  tracks.before(tracks.querySelector(".controls"));
}

document.addEventListener("DOMContentLoaded", () => {
  const box = document.getElementById("submission");
  if (box) {
    const s = box.dataset.status;
    if (s === "queued" || s === "running") follow(box);
    else if (box.dataset.board === "true" && document.getElementById("verdict").textContent.trim() === "WA") loadReplay(box.dataset.id);
  }
  const player = document.getElementById("player");
  if (player) document.getElementById("play").addEventListener("click", () => runPlayer(player));
  const file = document.getElementById("file");
  if (file) {
    // A picked file names its language by extension, as `judge run` does.
    file.addEventListener("change", () => {
      const ext = file.files[0] ? "." + file.files[0].name.split(".").pop().toLowerCase() : "";
      for (const o of document.getElementById("language").options) {
        if (o.dataset.ext.split(" ").includes(ext)) o.selected = true;
      }
    });
  }
});
