import { parisDayAtTime } from '../text/dates';
import { HttpError } from './errors';

/** Optimistic locking: a save sends the version it read; a stale one is refused with 409 and who changed what when. */

export interface CurrentVersion {
  version: number;
  modificationDate: Date;
  modificationUser: string | null;
}

/**
 * 409 for a stale save. `subject` starts the sentence and agrees with the participle:
 * { subject: 'Cette image', feminine: true }.
 */
export function staleVersion(subject: string, feminine: boolean, sent: number | string, current: CurrentVersion): HttpError {
  const by = current.modificationUser ? ` par ${current.modificationUser}` : '';
  const e = feminine ? 'e' : '';
  return new HttpError(
    409,
    `${subject} a été modifié${e}${by} le ${parisDayAtTime(current.modificationDate)}, après votre lecture (version ${sent}, actuelle ${current.version}) : rechargez-l${feminine ? 'a' : 'e'} avant d'enregistrer.`,
  );
}

/**
 * A shared answer type with the versions the reference server always gives: the shared types mark them
 * optional, since they are its extension (absent from spec 2 §3).
 */
export type Versioned<T, K extends keyof T> = T & Record<K, number>;
