/**
 * `npm run server [-- --reset] [-- --strict]`: the reference server alone; `--strict` (or STRICT_API=1) serves
 * only the specs' calls, as the publisher's back-office does (issue 32).
 * Environment: PORT (4310), HOST (127.0.0.1), DATA_DIR (.data), DATABASE_URL (a PostgreSQL server instead
 * of PGlite), ACCESS_TOKEN_TTL_SECONDS (300), REFRESH_TOKEN_TTL_SECONDS (28800), PROCESS_STEP_MS (2000: how long
 * each status of a placard or printer PDF lasts), JOB_POLL_MS (500: how often the job worker looks for work),
 * PDF_BUDGET_MS (120000: the time one PDF may take in its worker thread before its process ends in ERROR),
 * PDF_HEAP_MB (512: the heap of that thread; a PDF that needs more ends its process in ERROR),
 * CLIENT_API_LOG (a file: each call received outside the client's table "API used by the client" is appended to it,
 * for the end-to-end suite to fail on; `--reset` starts it anew, as it does the data), SEEDED_DATA (a PGlite dump,
 * `npm test`'s: a new data folder starts as it rather than migrated and seeded afresh; `--reset` empties the folder).
 */
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from './app';
import { ClientApiLog } from './http/client-api-log';
import { DEFAULT_PDF_BUDGET_MS, DEFAULT_PDF_HEAP_MB } from './workflow/pdf/pdf-thread';

function numberFromEnv(name: string, fallback?: number): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} doit être un entier positif (reçu : ${raw})`);
  return value;
}

function clientApiLog(reset: boolean): ClientApiLog | undefined {
  const file = process.env.CLIENT_API_LOG;
  if (!file) return undefined;
  if (reset) rmSync(file, { force: true });
  return new ClientApiLog({ file: resolve(file) });
}

/** SEEDED_DATA's dump: the seconds of initdb, migrations and demo data done once for a whole test run. */
function seededData(): Blob | undefined {
  const file = process.env.SEEDED_DATA;
  return file ? new Blob([readFileSync(file)]) : undefined;
}

async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const strict = process.argv.includes('--strict') || process.env.STRICT_API === '1';
  const outsideCalls = clientApiLog(reset);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(process.env.DATA_DIR || '.data');
  const seeded = databaseUrl ? undefined : seededData();
  if (seeded && reset) rmSync(dataDir, { recursive: true, force: true });
  const server = await createServer({
    port: numberFromEnv('PORT', 4310),
    host: process.env.HOST || '127.0.0.1',
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(seeded ? { initialData: seeded } : {}),
    reset: reset && !seeded,
    strict,
    accessTokenTtlSeconds: numberFromEnv('ACCESS_TOKEN_TTL_SECONDS'),
    refreshTokenTtlSeconds: numberFromEnv('REFRESH_TOKEN_TTL_SECONDS'),
    logger: process.env.LOG_REQUESTS === '1',
    onRequest: outsideCalls?.record,
    workflow: {
      stepMs: numberFromEnv('PROCESS_STEP_MS', 2000),
      pollMs: numberFromEnv('JOB_POLL_MS', 500),
      pdfBudgetMs: numberFromEnv('PDF_BUDGET_MS', DEFAULT_PDF_BUDGET_MS),
      pdfHeapMb: numberFromEnv('PDF_HEAP_MB', DEFAULT_PDF_HEAP_MB),
    },
  });
  const storage = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : dataDir;
  console.log(`Serveur Pupitre prêt / Pupitre server ready: ${server.url} (données / data: ${storage}${reset ? ', réinitialisées / reset' : ''}${strict ? ', API des spécifications seule / spec API only' : ''})`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Arrêt du serveur (${signal}) en erreur / shutdown failed:`, error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('Le serveur Pupitre n’a pas pu démarrer / Pupitre server failed to start:', error);
  process.exit(1);
});
