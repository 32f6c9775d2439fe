// npm run security: Electronegativity on what Electron runs with privileges (src/main, src/preload), the page
// the window loads and package.json. Electronegativity exits 0 whatever it finds, so its CSV is read here:
// any finding above INFORMATIONAL that security/electronegativity-reviewed.json does not list (check id + file)
// fails the run. Offline, its two translation fetches fail after a DNS timeout (a few seconds) and are harmless.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

const WORK = '.tmp/electronegativity';
const SCAN = join(WORK, 'scan');
const CSV = join(WORK, 'findings.csv');
const REVIEWED = 'security/electronegativity-reviewed.json';
// Main and preload; the window's page for the HTML checks (a CSP meta tag, webview and popup attributes); the
// npm scripts for Electron flags that turn security off. Copied together, so that global checks see one app and
// the reported paths are the repository's.
const SCANNED = ['src/main', 'src/preload', 'src/renderer/index.html', 'package.json'];
// It downloads Electron's release list from GitHub: its answer depends on the network and the day. The Electron
// version is pinned by package-lock.json and upgraded on purpose.
const EXCLUDED_CHECKS = ['AvailableSecurityFixesGlobalCheck'];
const SEVERITIES = ['INFORMATIONAL', 'LOW', 'MEDIUM', 'HIGH'];
const TIMEOUT_MS = 120_000;

const require = createRequire(import.meta.url);
const started = Date.now();

function fail(message) {
  console.error(`✘ ${message}`);
  process.exit(1);
}

/** The reviewed list, checked: every entry names a check, a file and why it is safe. */
function readReviewed() {
  const list = JSON.parse(readFileSync(REVIEWED, 'utf8')).reviewed;
  if (!Array.isArray(list)) fail(`${REVIEWED} : « reviewed » doit être une liste / must be a list`);
  for (const entry of list) {
    if (!['check', 'file', 'justification'].every((key) => typeof entry?.[key] === 'string' && entry[key].trim() !== '')) {
      fail(`${REVIEWED} : entrée incomplète / incomplete entry ${JSON.stringify(entry)} (check, file, justification)`);
    }
  }
  return list;
}

/** RFC 4180 rows: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== ',' && c !== '\n' && c !== '\r')) field += c;
    else if (c === ',') endField();
    else if (c === '\n' || text[i + 1] !== '\n') {
      endField();
      rows.push(row);
      row = [];
    }
  }
  if (field !== '' || row.length) {
    endField();
    rows.push(row);
  }
  return rows.filter((r) => r.length > 1);
}

const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => statSync(path).isFile());

const reviewed = readReviewed();
const tool = require('@doyensec/electronegativity/package.json');
const cli = join(dirname(require.resolve('@doyensec/electronegativity/package.json')), tool.bin.electronegativity);
const electron = JSON.parse(readFileSync('node_modules/electron/package.json', 'utf8')).version;

rmSync(WORK, { recursive: true, force: true });
mkdirSync(SCAN, { recursive: true });
for (const path of SCANNED) cpSync(path, join(SCAN, path), { recursive: true });

// With -o, Electronegativity keeps its parse errors to itself: a file it cannot parse would be skipped in
// silence. Parse every file first with its own parser, set as its runner sets it.
const { Parser } = require('@doyensec/electronegativity/dist/parser');
const parser = new Parser(false, true);
const scanned = filesUnder(SCAN).filter((path) => /\.(jsx?|tsx?|html?)$/.test(path) || path.endsWith('package.json'));
const unparsed = scanned.flatMap((path) => {
  try {
    parser.parse(path, readFileSync(path));
    return [];
  } catch (error) {
    return [`${relative(SCAN, path)} : ${error.message}`];
  }
});
if (unparsed.length) fail(`Electronegativity ne sait pas lire / cannot parse:\n  ${unparsed.join('\n  ')}`);

const run = spawnSync(process.execPath, [cli, '-i', SCAN, '-r', '-e', electron, '-x', EXCLUDED_CHECKS.join(','), '-o', CSV], {
  encoding: 'utf8',
  timeout: TIMEOUT_MS,
  env: { ...process.env, LANG: 'en-US' },
});
if (run.error) fail(`electronegativity : ${run.error.message}`);
if (run.status !== 0) fail(`electronegativity a échoué / failed (${run.status}):\n${run.stdout}${run.stderr}`);

const findings = parseCsv(readFileSync(CSV, 'utf8'))
  .filter(([id]) => id !== 'issue') // the header (written asynchronously, so not necessarily first)
  .map(([check = '', severity = '', confidence = '', file = '', location = '', , description = '']) => ({ check, severity, confidence, file, location, description }));
// An unknown severity counts as above informational.
const serious = findings.filter((f) => SEVERITIES.indexOf(f.severity) !== 0);
const isReviewed = (f) => reviewed.some((r) => r.check === f.check && r.file === f.file);
const unreviewed = serious.filter((f) => !isReviewed(f));
const stale = reviewed.filter((r) => !serious.some((f) => r.check === f.check && r.file === f.file));

const where = (f) => (f.file === 'N/A' ? 'N/A' : `${f.file}:${f.location}`);
console.log(`Electronegativity ${tool.version} · Electron ${electron} · ${scanned.length} fichiers / files (${SCANNED.join(', ')})`);
if (/Could not retrieve|No connectivity/.test(run.stdout)) console.log('  (hors ligne / offline : traductions non récupérées, sans effet / translations not fetched, no effect)');
console.log(`Constats / findings : ${findings.length}, dont au-dessus d’INFORMATIONAL / above INFORMATIONAL : ${serious.length}`);
for (const f of serious) console.log(`  ${isReviewed(f) ? '✔ revu / reviewed  ' : '✘ NON REVU / UNREVIEWED'}  ${f.check}  ${where(f)}  ${f.severity}  ${f.description}`);
for (const r of stale) console.log(`  ⚠ entrée revue sans constat, à retirer ? / reviewed entry with no finding, remove? ${r.check}  ${r.file}`);
console.log(`Revus / reviewed : ${serious.length - unreviewed.length} · non revus / unreviewed : ${unreviewed.length} · ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (unreviewed.length) {
  console.log(`Corrigez, ou justifiez dans / fix, or justify in ${REVIEWED}. Détail / details: ${CSV}`);
  process.exit(1);
}
