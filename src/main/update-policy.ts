import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UpdateFeedSource } from '../shared/domain/updates';
import { updateFeedUrl } from '../shared/schemas';

/**
 * The administrator's policy file: a machine-wide place only an administrator can write, read by main alone
 * (the page has no way to it). Linux /etc/pupitre/policy.json, Windows %ProgramData%\Pupitre\policy.json,
 * macOS /Library/Application Support/Pupitre/policy.json.
 */
export function policyFilePath(platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env): string {
  if (platform === 'win32') return join(env['ProgramData'] ?? 'C:\\ProgramData', 'Pupitre', 'policy.json');
  if (platform === 'darwin') return '/Library/Application Support/Pupitre/policy.json';
  return '/etc/pupitre/policy.json';
}

/** The feed to use, and why a policy file was refused (its raw address, for a masked log line). */
export interface FeedChoice {
  source: Exclude<UpdateFeedSource, { from: 'none' }>;
  refused?: { message: string; value: unknown };
}

/**
 * `{ "updateFeedUrl": "https://…" }` in the policy file overrides the build's feed; no file (or no such key):
 * the build's. A file that is there but unreadable or refused stops updates (source policy, url null): an
 * administrator who meant another feed must not silently get the build's.
 */
export function readUpdatePolicy(file: string): FeedChoice {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { source: { from: 'build' } };
    return { source: { from: 'policy', file, url: null }, refused: { message: `Le fichier de politique ${file} est illisible.`, value: null } };
  }
  let value: unknown;
  try {
    value = (JSON.parse(text) as Record<string, unknown> | null)?.['updateFeedUrl'];
  } catch {
    return { source: { from: 'policy', file, url: null }, refused: { message: `Le fichier de politique ${file} n’est pas du JSON valide.`, value: null } };
  }
  if (value === undefined || value === null) return { source: { from: 'build' } };
  const parsed = updateFeedUrl.safeParse(value);
  if (!parsed.success || parsed.data === null) {
    const message = parsed.success ? '' : parsed.error.issues.map((issue) => issue.message).join(' ');
    return { source: { from: 'policy', file, url: null }, refused: { message, value } };
  }
  return { source: { from: 'policy', file, url: parsed.data } };
}
