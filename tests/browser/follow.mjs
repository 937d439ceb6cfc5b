// Drives headless Chromium over taktil's live page, for the Rust integration test
// (issue 32). Usage:
//
//     node tests/browser/follow.mjs URL SCREENSHOT_DIR
//
// It opens URL, waits for the page's first view and prints `ready`. Then it reads
// one command a line on stdin and answers with one line on stdout:
//
//   expect PLY PLACEMENT SAN  -> `ok PLY MS` | `fail PLY <what differed>`
//       waits up to 3 s for <body data-ply=PLY data-fen=PLACEMENT data-last-san=SAN>
//       (SAN `-`: no last move), then checks every square's data-piece and that the
//       live region speaks the last move's words (unless the page has not seen a move
//       since it loaded: the first position is not announced).
//   axe                       -> `axe N [{"id","impact","nodes","help"}, ...]`
//       axe-core, WCAG 2.0/2.1 A and AA rules (wcag2a wcag2aa wcag21a wcag21aa).
//   theme NAME SIZE           -> `ok theme` | `fail theme ...`
//       chosen with the page's own selects, by keyboard.
//   zoom400                   -> `ok zoom` | `fail zoom SCROLLWIDTH`
//       1280x1024 at 400 %: a 320x256 CSS px viewport must not scroll sideways.
//   viewport W H              -> `ok viewport W H` (a phone: `viewport 390 844`)
//   screenshot NAME           -> `ok screenshot PATH` (SCREENSHOT_DIR/NAME.png, full page)
//   state                     -> `state {JSON}` (what the page shows, for diagnostics)
//   quit                      -> closes the browser, exits 0 (so does the end of stdin)
//
// Any error prints `fail <message>`; no command takes longer than 10 s. Diagnostics
// (the page's console errors) go to stderr. CHROMIUM=/path overrides /usr/bin/chromium.
// Needs `npm ci` in tests/browser (playwright-core and axe-core, exact versions).

import { chromium } from 'playwright-core';
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

const require = createRequire(import.meta.url);

const WIDTH = 1280;
const HEIGHT = 1024;
const COMMAND_TIMEOUT_MS = 10000;
const EXPECT_TIMEOUT_MS = 3000;

const [url, shotDirArg] = process.argv.slice(2);
if (!url || !shotDirArg) {
  process.stderr.write('usage: node follow.mjs URL SCREENSHOT_DIR\n');
  process.exit(2);
}
const shotDir = path.resolve(shotDirArg);

function say(line) {
  process.stdout.write(line.replace(/[\r\n]+/g, ' ') + '\n');
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

let browser = null;
let page = null;
let readyPly = null;

async function quit(code) {
  try { if (browser) await withTimeout(browser.close(), 5000, 'close'); } catch { /* exiting anyway */ }
  process.exit(code);
}

async function start() {
  mkdirSync(shotDir, { recursive: true });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
    // chromium.launch gives every run a fresh, temporary user data dir of its own.
    timeout: 30000,
  });
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: HEIGHT },
    deviceScaleFactor: 1,
    locale: 'en-GB',
    // axe-core is injected as an inline script: a Content-Security-Policy of the
    // server must not stop the test's own tool.
    bypassCSP: true,
  });
  page = await context.newPage();
  page.on('pageerror', (e) => process.stderr.write(`page error: ${e.message}\n`));
  page.on('console', (m) => {
    if (m.type() === 'error') process.stderr.write(`page console: ${m.text()}\n`);
  });
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 15000 });
  await page.waitForFunction(() => document.body && document.body.dataset.ply !== undefined,
    null, { timeout: 15000, polling: 20 });
  readyPly = await page.evaluate(() => Number(document.body.dataset.ply));
  say('ready');
}

// ---- commands ----------------------------------------------------------------------

function expandPlacement(placement) {
  const files = 'abcdefgh';
  const rows = placement.split('/');
  if (rows.length !== 8) throw new Error(`bad placement ${placement}`);
  const out = {};
  rows.forEach((row, i) => {
    const rank = 8 - i;
    let f = 0;
    for (const ch of row) {
      if (/[1-8]/.test(ch)) {
        for (let n = 0; n < Number(ch); n++) out[files[f++] + rank] = '';
      } else {
        out[files[f++] + rank] = ch;
      }
    }
    if (f !== 8) throw new Error(`bad placement rank ${rank}: ${row}`);
  });
  return out;
}

async function pageState() {
  return page.evaluate(() => {
    const b = document.body.dataset;
    const squares = {};
    document.querySelectorAll('[data-square]').forEach((e) => {
      squares[e.dataset.square] = { piece: e.dataset.piece, label: e.getAttribute('aria-label') };
    });
    const live = document.getElementById('live');
    const words = document.getElementById('last-words');
    return {
      ply: b.ply, fen: b.fen, san: b.lastSan, connection: b.connection,
      messages: b.messages, views: b.views, lang: document.documentElement.lang,
      live: live ? live.textContent : null,
      liveRole: live ? live.getAttribute('role') : null,
      livePolite: live ? live.getAttribute('aria-live') : null,
      words: words ? words.textContent : null,
      squares,
    };
  });
}

async function expectCmd(args) {
  if (args.length !== 3) throw new Error('usage: expect PLY PLACEMENT SAN');
  const [ply, placement, sanArg] = args;
  const san = sanArg === '-' ? '' : sanArg;
  const want = expandPlacement(placement);
  const t0 = performance.now();
  try {
    await page.waitForFunction(({ ply, placement, san }) => {
      const b = document.body.dataset;
      return b.ply === ply && b.fen === placement && (b.lastSan || '') === san;
    }, { ply, placement, san }, { timeout: EXPECT_TIMEOUT_MS, polling: 5 });
  } catch (e) {
    const s = await pageState();
    const diff = [];
    if (s.ply !== ply) diff.push(`ply=${s.ply}`);
    if (s.fen !== placement) diff.push(`fen=${s.fen}`);
    if ((s.san || '') !== san) diff.push(`san=${s.san || '-'}`);
    return `fail ${ply} after ${EXPECT_TIMEOUT_MS} ms: ${diff.join(' ') || e.message}`;
  }
  const ms = Math.round(performance.now() - t0);
  const s = await pageState();
  const bad = [];
  const names = Object.keys(s.squares);
  if (names.length !== 64) bad.push(`${names.length} squares`);
  for (const [sq, p] of Object.entries(want)) {
    const got = s.squares[sq];
    if (!got) { bad.push(`${sq} missing`); continue; }
    if (got.piece !== p) bad.push(`${sq} data-piece=${got.piece || '""'} want ${p || '""'}`);
    if (!got.label || !got.label.startsWith(sq + ',')) bad.push(`${sq} aria-label=${got.label}`);
  }
  if (s.liveRole !== 'status' || s.livePolite !== 'polite') bad.push('no polite status live region');
  if (san !== '' && Number(ply) !== readyPly) {
    const words = (s.words || '').trim();
    if (!words) bad.push('no last move words');
    else if (!(s.live || '').includes(words)) bad.push(`live region "${s.live}" lacks "${words}"`);
  }
  if (bad.length) return `fail ${ply} ${bad.join('; ')}`;
  return `ok ${ply} ${ms}`;
}

let axeSource = null;
async function axeCmd() {
  const present = await page.evaluate(() => typeof window.axe !== 'undefined');
  if (!present) {
    if (axeSource === null) axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    await page.addScriptTag({ content: axeSource });
  }
  const violations = await page.evaluate(async () => {
    const r = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, help: v.help }));
  });
  return `axe ${violations.length} ${JSON.stringify(violations)}`;
}

const THEMES = ['contrast', 'yellow', 'light', 'dark'];
const SIZES = ['fit', 'large', 'larger'];

// Choose an option of a native <select> by keyboard: focus it, then arrow keys
// (a closed select changes its value on ArrowDown/ArrowUp and fires `change`).
async function chooseByKeyboard(selector, value, allowed) {
  const target = allowed.indexOf(value);
  if (target < 0) throw new Error(`unknown value ${value} for ${selector}`);
  await page.focus(selector);
  for (let i = 0; i < allowed.length + 1; i++) {
    const cur = await page.$eval(selector, (e) => e.selectedIndex);
    if (cur === target) break;
    await page.keyboard.press(cur < target ? 'ArrowDown' : 'ArrowUp');
  }
  const got = await page.$eval(selector, (e) => e.value);
  if (got !== value) {
    // Some platforms open the list on arrow keys: fall back to the same control's API.
    await page.selectOption(selector, value);
  }
}

async function themeCmd(args) {
  if (args.length !== 2) throw new Error('usage: theme NAME SIZE');
  const [name, size] = args;
  await chooseByKeyboard('#theme', name, THEMES);
  await chooseByKeyboard('#size', size, SIZES);
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  const got = await page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    size: document.documentElement.dataset.size,
    stored: [localStorage.getItem('taktil.live.theme'), localStorage.getItem('taktil.live.size')],
  }));
  if (got.theme !== name || got.size !== size) return `fail theme shows ${got.theme} ${got.size}`;
  // Remembered once chosen; a default never chosen may stay unstored.
  const remembered = (v, want, dflt) => v === want || (v === null && want === dflt);
  if (!remembered(got.stored[0], name, 'contrast') || !remembered(got.stored[1], size, 'fit')) {
    return `fail theme not remembered: ${got.stored.join(' ')}`;
  }
  return 'ok theme';
}

async function settle() {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function zoomCmd() {
  await page.setViewportSize({ width: 320, height: 256 });
  try {
    await settle();
    const sw = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
    return sw <= 320 ? 'ok zoom' : `fail zoom ${sw}`;
  } finally {
    await page.setViewportSize({ width: WIDTH, height: HEIGHT });
    await settle();
  }
}

async function viewportCmd(args) {
  const [w, h] = args.map(Number);
  if (!(w > 0 && h > 0)) throw new Error('usage: viewport W H');
  await page.setViewportSize({ width: w, height: h });
  await settle();
  return `ok viewport ${w} ${h}`;
}

async function screenshotCmd(args) {
  if (args.length !== 1 || !/^[\w.-]+$/.test(args[0])) throw new Error('usage: screenshot NAME');
  const file = path.join(shotDir, `${args[0]}.png`);
  // The board is sticky: from the top, or a scrolled page shows it shifted.
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle();
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
  return `ok screenshot ${file}`;
}

async function run(line) {
  const [cmd, ...args] = line.trim().split(/\s+/);
  switch (cmd) {
    case 'expect': return expectCmd(args);
    case 'axe': return axeCmd();
    case 'theme': return themeCmd(args);
    case 'zoom400': return zoomCmd();
    case 'viewport': return viewportCmd(args);
    case 'screenshot': return screenshotCmd(args);
    case 'state': {
      const s = await pageState();
      delete s.squares;
      return `state ${JSON.stringify(s)}`;
    }
    default: throw new Error(`unknown command ${cmd}`);
  }
}

async function main() {
  try {
    await withTimeout(start(), 40000, 'start');
  } catch (e) {
    say(`fail ${e.message}`);
    await quit(1);
  }
  const rl = readline.createInterface({ input: process.stdin, terminal: false });
  for await (const line of rl) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    if (trimmed === 'quit') break;
    try {
      say(await withTimeout(run(trimmed), COMMAND_TIMEOUT_MS, trimmed.split(/\s+/)[0]));
    } catch (e) {
      say(`fail ${String(e && e.message || e).split('\n')[0]}`);
    }
  }
  await quit(0);
}

process.on('SIGTERM', () => { quit(143); });
process.on('SIGINT', () => { quit(130); });

main();
