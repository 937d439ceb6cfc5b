// taktil live page (issue 32): the game as the arbiter and a partially sighted
// player see it. Plain JavaScript, no framework, nothing from the Internet.
//
// Data: GET view.json once, then EventSource('events'): every `view` event carries
// the whole state (the VIEW object of the contract) and is rendered at once; the
// default `message` events (one per core output) are only counted. EventSource
// reconnects by itself; when it gives up (the server answered something else than
// an event stream) a new one is made every 2 s. After every reconnection view.json
// is fetched again: the server may have restarted (a resumed session).
//
// For tests: <body data-fen data-ply data-last-san data-connection data-messages
// data-views>, and every square has data-square="e4" and data-piece="N" or "".
'use strict';

(function () {
  const THEMES = ['contrast', 'yellow', 'light', 'dark'];
  const SIZES = ['fit', 'large', 'larger'];
  const KEY_THEME = 'taktil.live.theme';
  const KEY_SIZE = 'taktil.live.size';
  const RETRY_MS = 2000;
  const root = document.documentElement;

  function stored(key, allowed, fallback) {
    try {
      const v = window.localStorage.getItem(key);
      if (allowed.indexOf(v) >= 0) return v;
    } catch (e) { /* storage blocked: use the default */ }
    return fallback;
  }
  function store(key, value) {
    try { window.localStorage.setItem(key, value); } catch (e) { /* not remembered */ }
  }

  // Before the first paint: the remembered theme and size.
  root.dataset.theme = stored(KEY_THEME, THEMES, 'contrast');
  root.dataset.size = stored(KEY_SIZE, SIZES, 'fit');

  const FILES = 'abcdefgh';
  // The filled glyphs for both colours (CSS colours and outlines them); U+FE0E asks
  // for the text form, never an emoji.
  const GLYPH = { k: '\u265A', q: '\u265B', r: '\u265C', b: '\u265D', n: '\u265E', p: '\u265F' };
  const TEXT_FORM = '\uFE0E';

  const DEFAULT_LABELS = {
    title: 'taktil live', white: 'White', black: 'Black', to_move: 'to move',
    last_move: 'Last move', no_move: 'No move yet', clock: 'Clock',
    warnings: 'Warnings', rulings: 'Arbiter', result: 'Result',
    theme: 'Theme', size: 'Size', flip: 'Turn the board',
    theme_contrast: 'High contrast', theme_light: 'Light', theme_dark: 'Dark',
    theme_yellow: 'Yellow on black',
    size_fit: 'Fit the screen', size_large: 'Large', size_larger: 'Larger',
    connection_lost: 'Connection lost. Reconnecting \u2026', connected: 'Connected',
    board: 'Board', empty: 'empty',
    pieces: {
      K: 'white king', Q: 'white queen', R: 'white rook', B: 'white bishop', N: 'white knight', P: 'white pawn',
      k: 'black king', q: 'black queen', r: 'black rook', b: 'black bishop', n: 'black knight', p: 'black pawn',
    },
  };

  const st = {
    labels: DEFAULT_LABELS,
    view: null,          // the last rendered view
    blind: 'white',
    flipped: false,
    order: [],           // square names in visual order, top left first
    cells: {},           // square name -> element
    pieces: {},          // square name -> piece letter or ''
    tabStop: null,       // the square that takes Tab focus (roving tabindex)
    clock: null,         // {white_ms, black_ms, running, at}
    shown: { white: '', black: '' },
    lost: false,
    lostTimer: null,
    lostAnnounced: false,
    connectedTimer: null,
    everOpen: false,
    es: null,
    retryTimer: null,
    viewEvents: 0,
    messages: 0,
    lastAnnounce: { text: '', at: 0, status: false },
  };

  let el = {};

  function $(id) { return document.getElementById(id); }

  function labelsFrom(view) {
    const given = (view && view.labels && typeof view.labels === 'object') ? view.labels : {};
    const out = Object.assign({}, DEFAULT_LABELS);
    for (const k of Object.keys(given)) {
      if (k !== 'pieces' && typeof given[k] === 'string' && given[k] !== '') out[k] = given[k];
    }
    out.pieces = Object.assign({}, DEFAULT_LABELS.pieces,
      (given.pieces && typeof given.pieces === 'object') ? given.pieces : {});
    return out;
  }

  // "rnbqkbnr/pppppppp/8/..." -> {a8: 'r', ...}; null when malformed.
  function parsePlacement(fen) {
    if (typeof fen !== 'string') return null;
    const rows = fen.trim().split(/\s+/)[0].split('/');
    if (rows.length !== 8) return null;
    const out = {};
    for (let i = 0; i < 8; i++) {
      const rank = 8 - i;
      let file = 0;
      for (const ch of rows[i]) {
        if (ch >= '1' && ch <= '8') {
          for (let n = 0; n < Number(ch); n++) {
            if (file > 7) return null;
            out[FILES[file++] + rank] = '';
          }
        } else if ('KQRBNPkqrbnp'.indexOf(ch) >= 0) {
          if (file > 7) return null;
          out[FILES[file++] + rank] = ch;
        } else {
          return null;
        }
      }
      if (file !== 8) return null;
    }
    return out;
  }

  // The placement field of what the board shows.
  function shownPlacement() {
    const rows = [];
    for (let rank = 8; rank >= 1; rank--) {
      let row = '';
      let empty = 0;
      for (let f = 0; f < 8; f++) {
        const p = st.pieces[FILES[f] + rank] || '';
        if (p === '') { empty++; continue; }
        if (empty) { row += empty; empty = 0; }
        row += p;
      }
      if (empty) row += empty;
      rows.push(row);
    }
    return rows.join('/');
  }

  function whiteAtBottom() {
    return (st.blind === 'black') === st.flipped;
  }

  // ---- the board -------------------------------------------------------------

  function createCells() {
    for (let r = 1; r <= 8; r++) {
      for (let f = 0; f < 8; f++) {
        const name = FILES[f] + r;
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.className = 'sq ' + ((f + r) % 2 === 1 ? 'sq-dark' : 'sq-light');
        cell.dataset.square = name;
        cell.dataset.piece = '';
        cell.tabIndex = -1;
        const glyph = document.createElement('span');
        glyph.className = 'glyph';
        glyph.setAttribute('aria-hidden', 'true');
        cell.appendChild(glyph);
        st.cells[name] = cell;
        st.pieces[name] = '';
      }
    }
  }

  function layoutBoard() {
    const focused = document.activeElement && document.activeElement.dataset
      ? document.activeElement.dataset.square : undefined;
    const wb = whiteAtBottom();
    const ranks = wb ? [8, 7, 6, 5, 4, 3, 2, 1] : [1, 2, 3, 4, 5, 6, 7, 8];
    const files = wb ? FILES.split('') : FILES.split('').reverse();
    st.order = [];
    const frag = document.createDocumentFragment();
    for (const r of ranks) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'row';
      for (const f of files) {
        const name = f + r;
        st.order.push(name);
        row.appendChild(st.cells[name]);
      }
      frag.appendChild(row);
    }
    el.board.replaceChildren(frag);
    el.ranks.replaceChildren(...ranks.map(function (r) {
      const d = document.createElement('div'); d.textContent = String(r); return d;
    }));
    el.files.replaceChildren(...files.map(function (f) {
      const d = document.createElement('div'); d.textContent = f; return d;
    }));
    el.flip.setAttribute('aria-pressed', st.flipped ? 'true' : 'false');
    root.dataset.bottom = wb ? 'white' : 'black';
    orderClocks();
    if (focused && st.cells[focused]) st.cells[focused].focus({ preventScroll: true });
  }

  function setTabStop(name) {
    if (!st.cells[name] || st.tabStop === name) return;
    if (st.tabStop && st.cells[st.tabStop]) st.cells[st.tabStop].tabIndex = -1;
    st.tabStop = name;
    st.cells[name].tabIndex = 0;
  }

  function squareLabel(name, piece, marked) {
    const L = st.labels;
    let s = name + ', ' + (piece ? (L.pieces[piece] || piece) : L.empty);
    if (marked) s += ', ' + L.last_move;
    return s;
  }

  function renderBoard(view) {
    const placed = parsePlacement(view.fen);
    if (placed) st.pieces = placed;
    const last = view.last && typeof view.last === 'object' ? view.last : null;
    const from = last ? last.from : null;
    const to = last ? last.to : null;
    for (const name of Object.keys(st.cells)) {
      const cell = st.cells[name];
      const p = st.pieces[name] || '';
      const glyph = cell.firstChild;
      if (cell.dataset.piece !== p || glyph.textContent === '' && p !== '') {
        cell.dataset.piece = p;
        glyph.textContent = p ? GLYPH[p.toLowerCase()] + TEXT_FORM : '';
        glyph.className = 'glyph' + (p ? (p === p.toUpperCase() ? ' pc-white' : ' pc-black') : '');
      }
      cell.classList.toggle('mark-from', name === from);
      cell.classList.toggle('mark-to', name === to);
      const label = squareLabel(name, p, name === from || name === to);
      if (cell.getAttribute('aria-label') !== label) cell.setAttribute('aria-label', label);
    }
    // Tab lands on the last move's square unless the user is already on the board.
    if (!el.board.contains(document.activeElement)) {
      setTabStop(to && st.cells[to] ? to : st.order[56] || 'a1');
    }
  }

  function onBoardKey(ev) {
    const cur = ev.target && ev.target.dataset ? ev.target.dataset.square : null;
    if (!cur) return;
    let i = st.order.indexOf(cur);
    if (i < 0) return;
    let row = Math.floor(i / 8);
    let col = i % 8;
    switch (ev.key) {
      case 'ArrowUp': row = Math.max(0, row - 1); break;
      case 'ArrowDown': row = Math.min(7, row + 1); break;
      case 'ArrowLeft': col = Math.max(0, col - 1); break;
      case 'ArrowRight': col = Math.min(7, col + 1); break;
      case 'Home': col = 0; if (ev.ctrlKey) row = 0; break;
      case 'End': col = 7; if (ev.ctrlKey) row = 7; break;
      case 'PageUp': row = 0; break;
      case 'PageDown': row = 7; break;
      default: return;
    }
    ev.preventDefault();
    const name = st.order[row * 8 + col];
    setTabStop(name);
    st.cells[name].focus();
  }

  // ---- the panel -------------------------------------------------------------

  function applyLabels() {
    const L = st.labels;
    document.querySelectorAll('[data-label]').forEach(function (n) {
      const v = L[n.dataset.label];
      if (typeof v === 'string' && n.textContent !== v) n.textContent = v;
    });
    el.board.setAttribute('aria-label', L.board);
    if (document.title !== L.title) document.title = L.title;
  }

  function twoDigits(n) { return n < 10 ? '0' + n : String(n); }

  function formatClock(ms) {
    // Whole seconds, rounded up: a clock with 1:30:00 shows 1:30:00 for its first second.
    const s = Math.max(0, Math.ceil(ms / 1000));
    return Math.floor(s / 3600) + ':' + twoDigits(Math.floor(s / 60) % 60) + ':' + twoDigits(s % 60);
  }

  function tickClocks() {
    const c = st.clock;
    if (!c) return;
    const now = performance.now();
    for (const side of ['white', 'black']) {
      let ms = Number(c[side + '_ms']) || 0;
      if (c.running === side) ms -= now - c.at;
      const text = formatClock(ms);
      if (st.shown[side] !== text) {
        st.shown[side] = text;
        el['time_' + side].textContent = text;
      }
    }
  }

  function orderClocks() {
    // The clock of the player at the top of the board first, as on the table.
    const top = whiteAtBottom() ? el.clockBlack : el.clockWhite;
    if (el.clocksList.firstElementChild !== top) el.clocksList.insertBefore(top, el.clocksList.firstElementChild);
  }

  function playerName(view, side) {
    const p = view.players && typeof view.players === 'object' ? view.players[side] : '';
    return typeof p === 'string' && p !== '?' ? p : '';
  }

  function renderClocks(view) {
    const c = view.clock && typeof view.clock === 'object' ? view.clock : null;
    const names = { white: playerName(view, 'white'), black: playerName(view, 'black') };
    el.clockSec.hidden = !c && !names.white && !names.black;
    for (const side of ['white', 'black']) {
      const box = side === 'white' ? el.clockWhite : el.clockBlack;
      const running = !!c && c.running === side;
      box.classList.toggle('running', running);
      box.querySelector('.run-mark').textContent = running ? '\u25B6' : '';
      el['player_' + side].textContent = names[side];
      el['time_' + side].hidden = !c;
    }
    if (c) {
      st.clock = { white_ms: c.white_ms, black_ms: c.black_ms, running: c.running || null, at: performance.now() };
      tickClocks();
    } else {
      st.clock = null;
    }
  }

  function renderList(section, list, items) {
    const arr = Array.isArray(items) ? items.filter(function (x) { return typeof x === 'string' && x !== ''; }) : [];
    const key = JSON.stringify(arr);
    if (list.dataset.key === key) return;
    list.dataset.key = key;
    list.replaceChildren(...arr.map(function (t) {
      const li = document.createElement('li'); li.textContent = t; return li;
    }));
    section.hidden = arr.length === 0;
  }

  function moveNumberText(last) {
    const n = Number(last.number);
    if (!n) return last.san;
    return n + (last.by === 'black' ? '\u2026 ' : '. ') + last.san;
  }

  function resultText(r) {
    return String(r).replace(/1\/2/g, '\u00BD').replace('-', '\u2013');
  }

  function render(view) {
    if (!view || typeof view !== 'object' || typeof view.fen !== 'string') return;
    const prev = st.view;
    st.labels = labelsFrom(view);
    const L = st.labels;
    if (typeof view.lang === 'string' && view.lang && root.lang !== view.lang) root.lang = view.lang;
    applyLabels();

    const blind = view.blind === 'black' ? 'black' : 'white';
    if (blind !== st.blind || st.order.length === 0) { st.blind = blind; layoutBoard(); }
    renderBoard(view);

    const last = view.last && typeof view.last === 'object' && view.last.san ? view.last : null;
    el.lastWords.textContent = last ? (last.words || last.san) : L.no_move;
    el.lastWords.classList.toggle('none', !last);
    el.lastSan.hidden = !last;
    el.lastSan.textContent = last ? moveNumberText(last) : '';

    const over = (view.result && view.result !== '*') || !!view.end;
    const turn = view.turn === 'black' ? 'black' : 'white';
    el.turn.hidden = over;
    el.turnText.textContent = L[turn] + ' ' + L.to_move;
    el.turnDot.textContent = GLYPH.k + TEXT_FORM;
    el.turnDot.className = 'turn-dot glyph ' + (turn === 'white' ? 'pc-white' : 'pc-black');

    renderClocks(view);

    el.resultSec.hidden = !over;
    el.resultScore.textContent = view.result && view.result !== '*' ? resultText(view.result) : '';
    el.resultScore.hidden = !(view.result && view.result !== '*');
    el.resultEnd.textContent = view.end || '';
    el.resultEnd.hidden = !view.end;

    renderList(el.warnSec, el.warnList, view.warnings);
    renderList(el.rulSec, el.rulList, view.rulings);

    const meta = [view.event, view.round].filter(function (x) { return typeof x === 'string' && x !== '' && x !== '?'; }).join(' \u00B7 ');
    el.meta.textContent = meta;
    el.meta.hidden = meta === '';

    // Screen readers hear a new move (not the position at the first load) and the end.
    if (prev) {
      const parts = [];
      if (prev.ply !== view.ply) parts.push(last ? (last.words || last.san) : L.no_move);
      if (view.end && view.end !== prev.end) parts.push(view.end);
      if (parts.length) announce(parts.join('. '), false);
    }

    st.view = view;
    const body = document.body.dataset;
    body.fen = shownPlacement();
    body.lastSan = last ? last.san : '';
    body.views = String((Number(body.views) || 0) + 1);
    body.ply = String(view.ply);
  }

  // ---- the live region ---------------------------------------------------------

  function announce(text, status) {
    if (!text) return;
    const now = performance.now();
    const a = st.lastAnnounce;
    // A move right after "Connected" (the view sent on reconnection) joins it, so the
    // screen reader does not drop one of the two.
    if (!status && a.status && now - a.at < 1000) text = a.text.replace(/\u00A0$/, '') + '. ' + text;
    // The same words again are still a change the screen reader must speak.
    if (el.live.textContent === text) text += '\u00A0';
    el.live.textContent = text;
    st.lastAnnounce = { text: text, at: now, status: status };
  }

  // ---- the connection ------------------------------------------------------------

  function setConnection(state) {
    document.body.dataset.connection = state;
    const L = st.labels;
    clearTimeout(st.connectedTimer);
    if (state === 'lost') {
      el.conn.textContent = L.connection_lost;
      el.conn.className = 'conn conn-lost';
      el.conn.hidden = false;
    } else if (state === 'open' && st.lostAnnounced) {
      el.conn.textContent = L.connected;
      el.conn.className = 'conn conn-ok';
      el.conn.hidden = false;
      st.connectedTimer = setTimeout(function () { el.conn.hidden = true; }, 5000);
    } else {
      el.conn.hidden = true;
    }
  }

  function lostConnection() {
    if (st.lost) return;
    st.lost = true;
    setConnection('lost');
    // A blip that heals at once is not worth interrupting the screen reader for.
    clearTimeout(st.lostTimer);
    st.lostTimer = setTimeout(function () {
      if (st.lost) { st.lostAnnounced = true; announce(st.labels.connection_lost, true); }
    }, 1000);
  }

  function regainedConnection() {
    clearTimeout(st.lostTimer);
    const wasLost = st.lost;
    st.lost = false;
    setConnection('open');
    if (wasLost && st.lostAnnounced) announce(st.labels.connected, true);
    st.lostAnnounced = false;
  }

  function loadView() {
    const seen = st.viewEvents;
    return fetch('view.json', { cache: 'no-store', headers: { Accept: 'application/json' } })
      .then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.json(); })
      .then(function (v) { if (st.viewEvents === seen) render(v); })
      .catch(function () { /* the event stream brings the view when the server is back */ });
  }

  function connect() {
    st.retryTimer = null;
    if (!window.EventSource) return;
    const es = new EventSource('events');
    st.es = es;
    es.addEventListener('view', function (e) {
      if (st.es !== es) return;
      let v;
      try { v = JSON.parse(e.data); } catch (x) { return; }
      st.viewEvents++;
      render(v);
    });
    es.onmessage = function () {
      st.messages++;
      document.body.dataset.messages = String(st.messages);
    };
    es.onopen = function () {
      if (st.es !== es) return;
      const again = st.everOpen;
      st.everOpen = true;
      regainedConnection();
      // After a reconnection the server may be a new one (taktil --resume).
      if (again) loadView();
    };
    es.onerror = function () {
      if (st.es !== es) return;
      lostConnection();
      if (es.readyState === EventSource.CLOSED) {
        // EventSource gave up (not an event stream, e.g. 502/503 while down): retry.
        es.close();
        st.es = null;
        if (!st.retryTimer) st.retryTimer = setTimeout(connect, RETRY_MS);
      }
    };
  }

  // ---- start -------------------------------------------------------------------

  function start() {
    el = {
      board: $('board'), ranks: $('ranks'), files: $('files'), flip: $('flip'),
      theme: $('theme'), size: $('size'), live: $('live'), conn: $('conn'), meta: $('meta'),
      lastWords: $('last-words'), lastSan: $('last-san'),
      turn: $('turn'), turnText: $('turn-text'), turnDot: $('turn-dot'),
      clockSec: $('clock-sec'), clocksList: $('clocks-list'),
      clockWhite: $('clock-white'), clockBlack: $('clock-black'),
      time_white: $('time-white'), time_black: $('time-black'),
      player_white: $('player-white'), player_black: $('player-black'),
      resultSec: $('result-sec'), resultScore: $('result-score'), resultEnd: $('result-end'),
      warnSec: $('warn-sec'), warnList: $('warn-list'), rulSec: $('rul-sec'), rulList: $('rul-list'),
    };
    createCells();
    layoutBoard();
    el.board.addEventListener('keydown', onBoardKey);
    el.board.addEventListener('focusin', function (e) {
      if (e.target && e.target.dataset && e.target.dataset.square) setTabStop(e.target.dataset.square);
    });
    el.board.addEventListener('click', function (e) {
      const cell = e.target && e.target.closest ? e.target.closest('[data-square]') : null;
      if (cell) { setTabStop(cell.dataset.square); cell.focus(); }
    });
    $('skip-board').addEventListener('click', function (e) {
      e.preventDefault();
      if (st.tabStop && st.cells[st.tabStop]) st.cells[st.tabStop].focus();
    });
    $('skip-last').addEventListener('click', function (e) {
      e.preventDefault();
      $('last-sec').focus();
    });

    el.theme.value = root.dataset.theme;
    el.size.value = root.dataset.size;
    el.theme.addEventListener('change', function () {
      if (THEMES.indexOf(el.theme.value) < 0) return;
      root.dataset.theme = el.theme.value;
      store(KEY_THEME, el.theme.value);
    });
    el.size.addEventListener('change', function () {
      if (SIZES.indexOf(el.size.value) < 0) return;
      root.dataset.size = el.size.value;
      store(KEY_SIZE, el.size.value);
    });
    el.flip.addEventListener('click', function () {
      st.flipped = !st.flipped;
      layoutBoard();
    });

    setInterval(tickClocks, 200);
    loadView();
    connect();
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}());
