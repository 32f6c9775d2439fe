import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The administrator's policy (update feed, spell checker dictionaries): read by main alone, at start, from a
 * place only an administrator can write — the page has no way to it.
 * - Linux /etc/pupitre/policy.json, macOS /Library/Application Support/Pupitre/policy.json: trusted only when the
 *   file and its folder belong to root (`owner`) and neither is writable by its group or others;
 * - Windows: the machine's registry, value `Policy` (REG_SZ, the same JSON) of HKLM\SOFTWARE\Policies\Pupitre.
 *   Not a file of %ProgramData%, where any user may create one.
 */
export type PolicyPlace = { file: string; owner: number } | { registryKey: string; query: (key: string) => string | null };

/** The policy's content (null: there is none), or why it is refused, in French. */
export type PolicyRead = { ok: true; content: Record<string, unknown> | null } | { ok: false; message: string };

export const POLICY_REGISTRY_KEY = 'HKLM\\SOFTWARE\\Policies\\Pupitre';

/** `reg query` of the value `Policy`: its output, or null when the key or value is not there (exit status 1). */
function queryRegistry(key: string): string | null {
  try {
    return execFileSync('reg', ['query', key, '/v', 'Policy', '/reg:64'], { encoding: 'utf8', windowsHide: true });
  } catch (error) {
    if ((error as { status?: number }).status === 1) return null;
    throw error;
  }
}

/** This system's place for the policy. */
export function policyPlace(platform: NodeJS.Platform = process.platform): PolicyPlace {
  if (platform === 'win32') return { registryKey: POLICY_REGISTRY_KEY, query: queryRegistry };
  return { file: platform === 'darwin' ? '/Library/Application Support/Pupitre/policy.json' : '/etc/pupitre/policy.json', owner: 0 };
}

/** How the settings page and the log name the place. */
export function placeName(place: PolicyPlace): string {
  return 'file' in place ? place.file : place.registryKey;
}

/** Whether a file or folder may only have been written by `owner`. */
function protectedBy(path: string, owner: number): boolean {
  const stat = statSync(path);
  return stat.uid === owner && (stat.mode & 0o022) === 0;
}

/** The policy's text: null when there is none; a French refusal when it cannot be trusted or read. */
function policyText(place: PolicyPlace): string | null | { refused: string } {
  const name = placeName(place);
  try {
    if (!('file' in place)) {
      const output = place.query(place.registryKey);
      if (output === null) return null;
      const value = /^\s+Policy\s+REG_SZ\s+(.*?)\s*$/m.exec(output);
      return value?.[1] ?? { refused: `La valeur Policy de ${name} n’est pas une chaîne (REG_SZ).` };
    }
    const text = readFileSync(place.file, 'utf8');
    if (!protectedBy(place.file, place.owner) || !protectedBy(dirname(realpathSync(place.file)), place.owner)) {
      return { refused: `Le fichier de politique ${name} est ignoré : seul un administrateur doit pouvoir le modifier, lui et son dossier (propriétaire root, sans écriture pour le groupe ni les autres).` };
    }
    return text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return { refused: `La politique ${name} est illisible.` };
  }
}

/** The administrator's policy, as JSON, from `place`. */
export function readPolicy(place: PolicyPlace): PolicyRead {
  const text = policyText(place);
  if (text === null) return { ok: true, content: null };
  if (typeof text !== 'string') return { ok: false, message: text.refused };
  try {
    const content: unknown = JSON.parse(text);
    if (typeof content === 'object' && content !== null && !Array.isArray(content)) return { ok: true, content: content as Record<string, unknown> };
  } catch {
    // Said below.
  }
  return { ok: false, message: `La politique ${placeName(place)} n’est pas un objet JSON valide.` };
}
