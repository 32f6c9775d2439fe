import { createHash } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join, relative, resolve, sep, isAbsolute } from 'node:path';
import type { Draft } from '../../shared/domain/files';
import type { AuthState } from '../../shared/domain/session';
import { BridgeError } from '../../shared/errors';
import { MAX_DRAFT_CHARS } from '../../shared/schemas';
import { writeFileAtomic } from '../files/atomic-write';

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

interface StoredDraft extends Draft {
  key: string;
}

export interface DraftStoreOptions {
  profileDir: string;
  session: { readonly current: AuthState };
  now?: () => Date;
}

/**
 * Unsaved form changes kept on disk: `<profileDir>/drafts/<sha256(user)>/<sha256(key)>.json`. Written
 * atomically (temporary file, fsync, rename), so a crash leaves the previous backup or the new one, never
 * half of one. Kept across restarts and sign-outs (the point is to restore after a crash); one user never
 * reads another's, and file names are hashes, so no key can lead outside the user's folder.
 */
export class DraftStore {
  readonly root: string;
  constructor(private readonly options: DraftStoreOptions) {
    this.root = resolve(options.profileDir, 'drafts');
  }

  /** The last user signed in whom this store served: their window may still write after their session lapsed. */
  private lastOwner: string | null = null;

  /**
   * Whose drafts these are: the signed-in user's; after a lapse (the provider ended the session, not the user), still
   * the lapsed user's, so that the screen the lapse closed keeps its last typing for after the sign-in. A sign-out, or
   * another user signing in, ends that.
   */
  private owner(): string {
    const { status, user, endedBy } = this.options.session.current;
    if (status === 'signedIn' && user?.username) {
      this.lastOwner = user.username;
      return user.username;
    }
    if (status === 'signedOut' && endedBy === 'expired' && this.lastOwner !== null) return this.lastOwner;
    this.lastOwner = null;
    throw new BridgeError('UNAUTHENTICATED', 'Vous n’êtes pas connecté.');
  }

  private userFolder(): string {
    return join(this.root, sha256(this.owner()));
  }

  /** The draft file of a key for the signed-in user; always a direct child of that user's folder. */
  pathOf(key: string): string {
    if (typeof key !== 'string' || key.length === 0 || key.length > 1000) {
      throw new BridgeError('INVALID_ARGUMENT', 'Clé de brouillon invalide');
    }
    const folder = this.userFolder();
    const file = join(folder, `${sha256(key)}.json`);
    const rel = relative(folder, file);
    if (!rel || rel.includes(sep) || rel.startsWith('..') || isAbsolute(rel)) throw new BridgeError('INVALID_ARGUMENT', 'Clé de brouillon invalide');
    return file;
  }

  async save(key: string, data: unknown): Promise<void> {
    const file = this.pathOf(key);
    const draft: StoredDraft = { key, savedAt: (this.options.now?.() ?? new Date()).toISOString(), data };
    const text = JSON.stringify(draft);
    if (text === undefined || text.length > MAX_DRAFT_CHARS + 1000) throw new BridgeError('INVALID_ARGUMENT', 'Brouillon trop volumineux');
    await mkdir(join(file, '..'), { recursive: true, mode: 0o700 });
    await writeFileAtomic(file, text, { durable: true });
  }

  async load(key: string): Promise<Draft | null> {
    const file = this.pathOf(key);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const stored = JSON.parse(text) as Partial<StoredDraft>;
      if (stored.key !== key || typeof stored.savedAt !== 'string') return null;
      return { savedAt: stored.savedAt, data: stored.data ?? null };
    } catch {
      return null;
    }
  }

  async discard(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
