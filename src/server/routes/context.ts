import type { Extension } from '../../shared/domain/extensions';
import type { Db } from '../db/db';
import type { AccessTokenVerifier } from '../http/access-token';
import type { JobEngine } from '../workflow/engine';

/** What every route module receives. Later areas may add their services here. */
export interface ApiContext {
  db: Db;
  /** Where the server is reached, e.g. http://127.0.0.1:4310 (no trailing slash). */
  publicUrl: string;
  verify: AccessTokenVerifier;
  /** The job worker: its step delay, and a nudge when a request queued work. */
  workflow: JobEngine;
  /** The calls beyond the specs this server serves (shared/domain/extensions.ts): all of them, none when strict. */
  extensions: ReadonlySet<Extension>;
}
