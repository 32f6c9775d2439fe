import type { Db } from '../db/db';
import type { AccessTokenVerifier } from '../http/access-token';

/** What every route module receives. Later areas may add their services here. */
export interface ApiContext {
  db: Db;
  /** Where the server is reached, e.g. http://127.0.0.1:4310 (no trailing slash). */
  publicUrl: string;
  verify: AccessTokenVerifier;
}
