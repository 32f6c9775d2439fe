// npm run security: Electronegativity on what Electron runs with privileges (src/main, src/preload), the page
// the window loads and package.json. Electronegativity's CLI exits 0 whatever it finds, and its CSV writer races
// its header (written with 'w') against its rows (appended): the file comes out truncated now and then. So its
// runner is called in this process and its findings read as data: any finding above INFORMATIONAL that
// security/electronegativity-reviewed.json does not list (check id + file) fails the run. Offline, its two
// translation fetches fail after a DNS timeout (a few seconds) and are harmless.
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';

const WORK = '.tmp/electronegativity';
const SCAN = join(WORK, 'scan');
const FINDINGS = join(WORK, 'findings.json');
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

const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => statSync(path).isFile());

const reviewed = readReviewed();
const tool = require('@doyensec/electronegativity/package.json');
const runElectronegativity = require('@doyensec/electronegativity/dist/runner');
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

process.env.LANG = 'en-US';
const offlineNotes = [];
const log = console.log;
console.log = (...args) => offlineNotes.push(args.join(' ')); // its i18n says it could not fetch translations
let result;
try {
  result = await Promise.race([
    runElectronegativity({ input: resolve(SCAN), isRelative: true, excludeFromScan: EXCLUDED_CHECKS, electronVersionOverride: electron, parserPlugins: [] }, false),
    new Promise((_, reject) => setTimeout(() => reject(new Error(`plus de / over ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS).unref()),
  ]);
} catch (error) {
  console.log = log;
  fail(`electronegativity a échoué / failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  console.log = log;
}
if (result.errors?.length) fail(`Electronegativity ne sait pas lire / cannot parse:\n  ${result.errors.map((e) => `${e.file} : ${e.message}`).join('\n  ')}`);

const findings = result.issues.map((issue) => ({
  check: issue.id,
  severity: issue.severity?.name ?? '',
  confidence: issue.confidence?.name ?? '',
  file: issue.file,
  location: issue.location ? `${issue.location.line}:${issue.location.column}` : '',
  description: issue.description,
}));
writeFileSync(FINDINGS, JSON.stringify(findings, null, 2));
// An unknown severity counts as above informational.
const serious = findings.filter((f) => SEVERITIES.indexOf(f.severity) !== 0);
const isReviewed = (f) => reviewed.some((r) => r.check === f.check && r.file === f.file);
const unreviewed = serious.filter((f) => !isReviewed(f));
const stale = reviewed.filter((r) => !serious.some((f) => r.check === f.check && r.file === f.file));

const where = (f) => (f.file === 'N/A' ? 'N/A' : `${f.file}:${f.location}`);
console.log(`Electronegativity ${tool.version} · Electron ${electron} · ${scanned.length} fichiers / files (${SCANNED.join(', ')})`);
if (offlineNotes.some((line) => /Could not retrieve|No connectivity/.test(line))) console.log('  (hors ligne / offline : traductions non récupérées, sans effet / translations not fetched, no effect)');
console.log(`Constats / findings : ${findings.length}, dont au-dessus d’INFORMATIONAL / above INFORMATIONAL : ${serious.length}`);
for (const f of serious) console.log(`  ${isReviewed(f) ? '✔ revu / reviewed  ' : '✘ NON REVU / UNREVIEWED'}  ${f.check}  ${where(f)}  ${f.severity}  ${f.description}`);
for (const r of stale) console.log(`  ⚠ entrée revue sans constat, à retirer ? / reviewed entry with no finding, remove? ${r.check}  ${r.file}`);
console.log(`Revus / reviewed : ${serious.length - unreviewed.length} · non revus / unreviewed : ${unreviewed.length} · ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (unreviewed.length) {
  console.log(`Corrigez, ou justifiez dans / fix, or justify in ${REVIEWED}. Détail / details: ${FINDINGS}`);
  process.exit(1);
}
// The verdict is given: end here. Offline, the tool's translation fetches are still being retried (got), and on
// Node 24 a retry that fires after its request was settled throws out of a timer, failing a clean run.
process.exit(0);
