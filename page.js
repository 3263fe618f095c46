// The page of yahtzee.py --serve: a client of the documented JSON API and nothing more.
// Every move is a command sent to POST /api/act, as a bot would send it; what is shown is
// the state the server answers with. The game's token is kept in sessionStorage, so a
// reload goes on with the same game.

"use strict";

const TOKEN = "yahtzee.py game";
const SHORTCUTS = "yahtzee.py one-key shortcuts"; // on or off, kept for the next visit
// A heuristic hint (its options' expected scores are null), said in the page's words; and
// the first exact hint after one, said once.
const GUESS = "Exact advice is not available for this game yet: this hint is a good guess.";
const READY = "Exact advice is ready: this hint, and every one after it, is the best move.";
let guessed = false; // the last hint was a good guess
const ROLLS_PER_TURN = 3;
let state = null;
let scripted = ""; // ?dice=... from the address: scripted dice for the first new game only

function $(id) {
  return document.getElementById(id);
}

async function request(method, path, body) {
  const headers = { "Content-Type": "application/json" };
  const token = sessionStorage.getItem(TOKEN);
  if (token) headers.Authorization = `Bearer ${token}`;
  const options = { method, headers };
  if (body !== undefined) options.body = typeof body === "string" ? body : JSON.stringify(body);
  try {
    const response = await fetch(path, options);
    return { status: response.status, data: await response.json() };
  } catch {
    return { status: 0, data: { error: "The server cannot be reached: is it still running?" } };
  }
}

function say(lines, refusal = false) {
  const last = $("last"); // the answer to the last action, by the dice: in view on a phone
  last.textContent = lines.join(" ");
  last.className = refusal ? "refusal" : "";
  const log = $("messages");
  for (const line of lines) {
    const item = document.createElement("div");
    item.textContent = line;
    if (refusal) item.className = "refusal";
    log.append(item);
  }
  log.scrollTop = log.scrollHeight;
}

async function newGame(rules, seed) {
  clearTimeout(confirming);
  confirming = null;
  guessed = false;
  $("start").textContent = "New game";
  sessionStorage.removeItem(TOKEN);
  const body = { rules };
  const names = $("players").value.split(",").map((name) => name.trim()).filter(Boolean);
  if (names.length) body.players = names;
  const digits = /^-?\d{1,40}$/.test(seed) ? seed : null;
  if (scripted) body.dice = scripted;
  scripted = "";
  // The seed goes as its own digits: a JavaScript Number would round 12345678901234567.
  const text = JSON.stringify(body).replace(/}$/, digits === null ? "}" : `, "seed": ${digits}}`);
  const { status, data } = await request("POST", "/api/new", text);
  if (status !== 201) {
    say([data.error], true);
    return;
  }
  sessionStorage.setItem(TOKEN, data.game);
  $("messages").replaceChildren();
  say([`New game: ${rules}${digits === null ? "" : `, seed ${digits}`}.`]);
  show(data);
}

async function act(command) {
  if (!state || state.status !== "playing") return;
  const { status, data } = await request("POST", "/api/act", { command });
  if (status === 200) {
    say([...data.messages, ...adviceWords(data.advice)]);
    show(data);
    if (data.options) offer(data.options[0]);
    return;
  }
  if (data.state) {
    say(data.state.messages);
    show(data.state);
  }
  say([data.error], true);
  if (status === 0) offerRetry(command); // the server is gone for now: the game is not lost
}

// What a hint's advice (the API's "advice") adds, in a player's words: that it is a guess, and
// how far the exact advice has come; or, once, that it has come.
function adviceWords(advice) {
  if (!advice) return [];
  if (advice.exact) {
    const ready = guessed ? [READY] : [];
    guessed = false;
    return ready;
  }
  guessed = true;
  const solving = advice.solving;
  if (!solving) return [GUESS];
  const left = solving.seconds_left === null ? "" : `, about ${solving.seconds_left} s to go`;
  return [
    `Exact advice is being worked out for this game (${solving.percent}% done${left}): ` +
      "this hint is a good guess.",
  ];
}

function offerRetry(command) {
  const retry = document.createElement("button");
  retry.type = "button";
  retry.id = "retry";
  retry.textContent = "Retry";
  retry.addEventListener("click", () => act(command));
  $("last").append(" ", retry);
}

// The best move of a hint, offered as one click: its command is the API's own.
function offer(best) {
  const apply = document.createElement("button");
  apply.type = "button";
  apply.id = "apply";
  apply.dataset.key = "apply";
  const line = best.move.line;
  apply.textContent = capitalised(moveWords(best.move, line && state.potential[line]));
  apply.addEventListener("click", () => act(best.command));
  $("last").append(" ", apply);
  apply.focus();
}

// A move as the API gives it ({"reroll": [1, 3]}, {"keep": "all"}, {"line": "Fours"}), in the
// page's words: hold 2 4 5 and roll, keep all the dice, score Fours for 12; or as done.
function moveWords(move, points, done = false) {
  if (move.keep) return done ? "kept all the dice" : "keep all the dice";
  if (move.reroll) {
    const held = [1, 2, 3, 4, 5].filter((at) => !move.reroll.includes(at));
    if (!held.length) return done ? "rolled all five again" : "roll all five again";
    return done ? `held ${held.join(" ")} and rolled` : `hold ${held.join(" ")} and roll`;
  }
  const scored = points === undefined || points === null ? "" : ` for ${points}`;
  return `${done ? "scored" : "score"} ${move.line}${scored}`;
}

function capitalised(words) {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function show(next) {
  const focused = document.activeElement && document.activeElement.dataset.key;
  state = next;
  $("turn").textContent = state.turn;
  $("turns").textContent = state.turns;
  showDice();
  showSheet();
  const left = ROLLS_PER_TURN - state.rolls;
  const roll = $("roll");
  roll.textContent = `Roll (${left} left)`;
  roll.disabled = state.status !== "playing" || left === 0;
  $("hint").disabled = state.status !== "playing" || state.rolls === 0;
  const over = state.status === "over"; // the result takes the place of the dice
  for (const part of [$("dice"), $("roll").parentElement, document.querySelector(".keys")]) {
    part.hidden = over;
  }
  $("result").hidden = !over;
  if (over && !$("again")) {
    const again = document.createElement("button");
    again.type = "button";
    again.id = "again";
    again.textContent = "New game";
    again.addEventListener("click", () => newGame($("rules").value, $("seed").value.trim()));
    const meaning = document.createElement("p"); // what the review's figures mean, below it
    meaning.id = "meaning";
    meaning.className = "note";
    meaning.textContent = MEANING;
    $("result").append(again, meaning);
  }
  const reviewed = state.review || (state.players || []).some((seat) => seat.review);
  if ($("meaning")) $("meaning").hidden = !reviewed; // a card without its table has no review
  $("final").textContent = state.players ? standings() : `Final score: ${state.score}`;
  showReview();
  showSeats();
  if (focused) keepFocus(focused);
}

function keepFocus(key) {
  // The dice and the lines are drawn anew after each move: the focus goes back where it was,
  // or, when that button has gone (a line just scored), to Roll.
  const again = document.querySelector(`[data-key="${CSS.escape(key)}"]`);
  const target = again && !again.disabled ? again : $("roll");
  if (!target.disabled) target.focus();
}

// With several players: whose sheet this is, every sheet in columns, and the standings.
function standings() {
  const order = [...state.players].sort((a, b) => b.score - a.score);
  return order.map((seat) => `${seat.name} ${seat.score}`).join(", ");
}

function showSeats() {
  const seats = $("seats");
  seats.hidden = !state.players;
  const whose = state.players && state.status === "playing" ? `: ${state.player}'s turn` : "";
  $("whose").textContent = whose;
  $("turn-player").textContent = whose; // by the dice too, in view on a phone
  if (!state.players) return;
  const table = document.createElement("table");
  const head = table.createTHead().insertRow();
  head.insertCell().textContent = "Line";
  for (const seat of state.players) {
    const cell = document.createElement("th");
    cell.scope = "col";
    cell.textContent = seat.name + (seat.name === state.player && state.status === "playing" ? " (to play)" : "");
    head.append(cell);
  }
  const body = table.createTBody();
  for (const name of Object.keys(state.players[0].sheet)) {
    const row = body.insertRow();
    row.insertCell().textContent = name;
    for (const seat of state.players) row.insertCell().textContent = seat.sheet[name] ?? "-";
  }
  const total = body.insertRow();
  total.insertCell().textContent = "Total";
  for (const seat of state.players) total.insertCell().textContent = String(seat.score);
  seats.replaceChildren(table);
}

const MEANING = "An expected score is what the best play from that point scores on average.";

// The review of a finished game: one player's, or each person's under their name.
function showReview() {
  const lines = [];
  if (state.players) {
    for (const seat of state.players.filter((one) => one.review)) {
      lines.push([`${seat.name}:`], ...reviewLines(seat.review));
    }
  } else if (state.review) {
    lines.push(...reviewLines(state.review));
  }
  $("review").replaceChildren(...lines.map(([text, note]) => {
    const item = document.createElement("p");
    item.textContent = text;
    if (note) { // the figures' meaning, a decision's reason: on a line of its own, smaller
      const small = document.createElement("span");
      small.className = "note";
      small.textContent = note;
      item.append(small);
    }
    return item;
  }));
}

// Each line of a review: its text, and a note below it (or none).
function reviewLines(review) {
  const luck = `${review.luck < 0 ? "-" : "+"}${Math.abs(review.luck).toFixed(2)}`;
  const lines = [[
    `Expected final score at the start: ${review.start.toFixed(2)}; lost to decisions:`
      + ` ${review.cost.toFixed(2)}; the dice's luck: ${luck}.`,
  ]];
  const costly = review.decisions.filter((d) => d.cost > 0.005).sort((a, b) => b.cost - a.cost);
  for (const d of costly.slice(0, 3)) {
    const points = d.points || {};
    const [did, best] = [moveWords(d.chosen_move, points.chosen, true), moveWords(d.best_move, points.best)];
    lines.push([`On turn ${d.turn}, ${d.dice.join(" ")}: you ${did}; best: ${best} (-${d.cost.toFixed(2)})`,
      d.reason]);
  }
  return lines;
}

let lastRolls = null;

function showDice() {
  const rolledNow = lastRolls !== state.rolls && state.rolls > 0; // a roll has just happened
  lastRolls = state.rolls;
  const dice = $("dice");
  dice.replaceChildren();
  for (let position = 1; position <= 5; position += 1) {
    const face = state.dice[position - 1];
    const held = state.held.includes(position);
    const die = document.createElement("button");
    die.type = "button";
    die.className = "die";
    die.dataset.key = `die-${position}`;
    if (face === undefined) die.textContent = "-";
    else die.replaceChildren(...pips(face)); // drawn as a die: its aria-label says the face
    if (face !== undefined && !held && rolledNow) die.classList.add("rolled");
    die.setAttribute("aria-pressed", String(held));
    die.setAttribute(
      "aria-label",
      face === undefined
        ? `Die ${position}: not rolled`
        : `Die ${position}: ${face}${held ? ", held" : ""}`,
    );
    die.disabled = face === undefined || state.rolls === ROLLS_PER_TURN;
    die.addEventListener("click", () => act(`toggle ${position}`));
    dice.append(die);
  }
}

// Where the pips of each face stand on a 3 x 3 grid, read row by row.
const PIPS = { 1: [5], 2: [1, 9], 3: [1, 5, 9], 4: [1, 3, 7, 9], 5: [1, 3, 5, 7, 9], 6: [1, 3, 4, 6, 7, 9] };

function pips(face) {
  return Array.from({ length: 9 }, (_, at) => {
    const spot = document.createElement("span");
    spot.className = PIPS[face].includes(at + 1) ? "pip on" : "pip";
    return spot;
  });
}

function showSheet() {
  const body = $("sheet").tBodies[0];
  body.replaceChildren();
  Object.entries(state.sheet).forEach(([name, points], index) => {
    const row = body.insertRow();
    row.insertCell().textContent = String(index + 1);
    const line = row.insertCell();
    const score = row.insertCell();
    if (points !== null) {
      line.textContent = name;
      score.textContent = String(points);
      return;
    }
    line.append(lineButton(name));
    score.textContent = "-";
  });
  const notes = [...new Set(Object.values(state.closed))].map((reason, at) => {
    const note = document.createElement("p");
    note.className = "rule";
    note.id = `rule-${at}`;
    note.textContent = reason;
    return note;
  });
  $("rules-notes").replaceChildren(...notes);
  showTotals();
}

function lineButton(name) {
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.key = `line-${name}`;
  if (name in state.potential) {
    button.textContent = `${name} ${state.potential[name]}`;
    // The button says what the line scores, so a click means it, 0 too: ! takes a 0 at once.
    button.addEventListener("click", () => act(`score ${name}!`));
    return button;
  }
  button.textContent = name;
  button.disabled = true;
  if (name in state.closed) {
    // One note per reason, under the sheet: a Joker's rule is said once, not under each line.
    const reasons = [...new Set(Object.values(state.closed))];
    button.setAttribute("aria-describedby", `rule-${reasons.indexOf(state.closed[name])}`);
  }
  return button;
}

function showTotals() {
  const foot = $("sheet").tFoot;
  foot.replaceChildren();
  const rows = [];
  if (state.upper) {
    const { subtotal, threshold, points, earned } = state.upper;
    const still = Math.max(0, threshold - subtotal);
    const note = earned ? `+${points} earned` : `${still} more for +${points}`;
    rows.push([`Upper subtotal (${note})`, String(subtotal)]);
  }
  for (const [label, points] of Object.entries(state.bonuses)) rows.push([label, String(points)]);
  rows.push(["Total", String(state.score)]);
  for (const [label, value] of rows) {
    const row = foot.insertRow();
    row.insertCell();
    row.insertCell().textContent = label;
    row.insertCell().textContent = value;
  }
}

function moveAmongLines(key) {
  // Up and down walk the open lines, once l (or a click) has brought the focus there.
  const lines = [...document.querySelectorAll("#sheet button:not(:disabled)")];
  const at = lines.indexOf(document.activeElement);
  if (at < 0) return;
  const next = lines[Math.min(lines.length - 1, Math.max(0, at + (key === "ArrowDown" ? 1 : -1)))];
  next.focus();
}

function onKey(event) {
  if (event.target.closest("input, select") || event.ctrlKey || event.metaKey || event.altKey) {
    return;
  }
  if (!$("shortcuts").checked) return; // turned off (WCAG 2.1.4): a key is only a key
  if (/^[1-5]$/.test(event.key)) act(`toggle ${event.key}`);
  else if (event.key === "r") act("roll");
  else if (event.key === "h") act("hint");
  else if (event.key === "l") {
    const first = document.querySelector("#sheet button:not(:disabled)");
    if (first) first.focus();
  } else if (event.key === "ArrowDown" || event.key === "ArrowUp") moveAmongLines(event.key);
  else if (event.key === "?") $("all-keys").hidden = !$("all-keys").hidden;
  else return;
  event.preventDefault();
}

// A game under way is not lost at one click: New game asks first, on the button itself.
let confirming = null;

function gameUnderWay() {
  return Boolean(state) && underWay(state);
}

function askFirst() {
  const start = $("start");
  start.textContent = "Lose this game? Press again";
  confirming = setTimeout(() => {
    start.textContent = "New game";
    confirming = null;
  }, 5000);
}

async function listRuleSets() {
  // The menu is the server's list of rule sets; the page's own labels stay where it has them.
  const { status, data } = await request("GET", "/api/rules");
  if (status !== 200) return;
  const menu = $("rules");
  const labels = Object.fromEntries([...menu.options].map((option) => [option.value, option.text]));
  const options = data.rule_sets.map((one) => {
    const option = document.createElement("option");
    option.value = one.rules;
    option.text = labels[one.rules] || `${one.title.split(",")[0]} (${one.lines} lines)`;
    return option;
  });
  menu.replaceChildren(...options);
}

async function start() {
  await listRuleSets();
  const address = new URLSearchParams(location.search);
  const rules = address.get("rules");
  if (rules && [...$("rules").options].some((option) => option.value === rules)) {
    $("rules").value = rules;
  }
  $("seed").value = address.get("seed") || "";
  $("shortcuts").checked = localStorage.getItem(SHORTCUTS) !== "off";
  $("shortcuts").addEventListener("change", () => {
    localStorage.setItem(SHORTCUTS, $("shortcuts").checked ? "on" : "off");
  });
  scripted = address.get("dice") || "";
  $("new-game").addEventListener("submit", (event) => {
    event.preventDefault();
    if (gameUnderWay() && !confirming) return askFirst();
    newGame($("rules").value, $("seed").value.trim());
  });
  $("roll").addEventListener("click", () => act("roll"));
  $("hint").addEventListener("click", () => act("hint"));
  document.addEventListener("keydown", onKey);
  if (sessionStorage.getItem(TOKEN)) {
    const { status, data } = await request("GET", "/api/state");
    if (status === 200 && !(linked(address) && !underWay(data))) {
      const wanted = [$("rules").value, $("seed").value.trim()];
      $("rules").value = data.rules;
      say(["Welcome back: the game goes on."]);
      show(data);
      if (linked(address)) offerLink(...wanted);
      return;
    }
  }
  await newGame($("rules").value, $("seed").value.trim());
}

function linked(address) {
  return address.has("rules") || address.has("seed");
}

function underWay(game) {
  return game.status === "playing" && (game.turn > 1 || game.rolls > 0);
}

// A link to another game, opened while one is under way: ask before leaving it.
function offerLink(rules, seed) {
  say([`This link starts a new game (${rules}${seed ? `, seed ${seed}` : ""}): leave this one for it?`]);
  const leave = document.createElement("button");
  leave.type = "button";
  leave.id = "leave";
  leave.textContent = "Leave this game for the link's";
  leave.addEventListener("click", () => {
    [$("rules").value, $("seed").value] = [rules, seed];
    newGame(rules, seed);
  });
  $("last").append(" ", leave);
}

start();
