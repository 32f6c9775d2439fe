// Starts the reference server as a child process unless PUPITRE_API_URL names another back end.
import { spawn } from 'node:child_process';

const TSX = 'node_modules/.bin/tsx';

/** Resolves with {url, child}; child is null when PUPITRE_API_URL is set. */
export async function ensureReferenceServer({ env = process.env } = {}) {
  if (env.PUPITRE_API_URL) return { url: env.PUPITRE_API_URL, child: null };
  const port = env.PORT ?? '4310';
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(TSX, ['src/server/main.ts'], { env: { ...env, PORT: port }, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code) => {
    if (code) console.error(`Le serveur de référence s'est arrêté (code ${code}).`);
  });
  await waitFor(`${url}/api/config/keycloak.json`, 60_000, child);
  return { url, child };
}

export async function waitFor(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process exited before ${url} answered`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Ends the children when this launcher is stopped, and this launcher when the main child ends. */
export function tieLifetimes(main, others) {
  const stop = () => {
    for (const c of [main, ...others]) if (c && c.exitCode === null) c.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  main.on('exit', (code) => {
    for (const c of others) if (c && c.exitCode === null) c.kill('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
