import { z } from 'zod';
import { VERSION_ORIGINS, type EditorDocument, type EditorHistory, type EditorLock, type EditorLockState, type EditorVersion } from '../../shared/domain/editor';
import type { FontoDocument, FontoHistory, FontoLock, FontoRevision } from '../../shared/domain/fonto-contract';

/**
 * Fonto's contract answers (issue 33) in the client's domain shape: the contract's fields always, the reference
 * server's extras (who saved when, the lock's holder, what made a revision) only when its `metadata` carries them.
 */

const lockHolder = z.object({ username: z.string(), name: z.string(), acquiredAt: z.string(), heartbeatAt: z.string(), expiresAt: z.string() });
const documentMetadata = z.object({ modificationDate: z.string(), modificationUser: z.string().nullable(), lockHolder: lockHolder.nullable() }).partial();
const revisionMetadata = z.object({ origin: z.enum(VERSION_ORIGINS), restoredFrom: z.string().nullable(), bytes: z.number() }).partial();

/** A back-office's metadata read for what this client knows in it; anything else (or nothing) gives nothing. */
const known = <Shape extends z.ZodType>(schema: Shape, metadata: unknown): Partial<z.output<Shape>> => {
  const parsed = schema.safeParse(metadata);
  return parsed.success ? (parsed.data as Partial<z.output<Shape>>) : {};
};

const UNAVAILABLE = 'Vous ne pouvez pas modifier ce document pour l’instant : il est verrouillé ou vos droits ne le permettent pas.';

/**
 * The contract's lock as the page reads it; the holder only when the back-office's metadata names one. Available
 * with no reason and no holder is free (isLockFree): the page lets the user type and takes the lock at the first change.
 */
export function receivedLockState(lock: FontoLock, holder: EditorLock | null = null): EditorLockState {
  if (lock.isLockAcquired) return { editable: true, lock: holder, canTakeOver: false, reason: null };
  return { editable: false, lock: holder, canTakeOver: lock.isLockAvailable, reason: lock.reason ?? (lock.isLockAvailable ? null : UNAVAILABLE) };
}

/** The lock's holder as the reference server's `metadata` names it (in a document, and in a state on the full server); null otherwise. */
export const metadataHolder = (metadata: unknown): EditorLock | null => known(documentMetadata, metadata).lockHolder ?? null;

export function receivedDocument(answer: FontoDocument): EditorDocument {
  const metadata = known(documentMetadata, answer.metadata);
  return {
    id: Number(answer.documentId),
    xml: answer.content,
    revisionId: answer.revisionId ?? null,
    modificationDate: metadata.modificationDate ?? null,
    modificationUser: metadata.modificationUser ?? null,
    lockState: receivedLockState(answer.lock, metadataHolder(answer.metadata)),
  };
}

const toVersion = (revision: FontoRevision): EditorVersion => {
  const metadata = known(revisionMetadata, revision.metadata);
  return {
    revisionId: revision.id,
    creationDate: revision.lastModifiedTimestamp,
    creationUser: revision.author.displayName || revision.author.id || null,
    origin: metadata.origin ?? null,
    restoredFrom: metadata.restoredFrom ?? null,
    bytes: metadata.bytes ?? null,
  };
};

export function receivedHistory(documentId: number, answer: FontoHistory): EditorHistory {
  const versions = answer.revisions.map(toVersion);
  return { documentId, current: versions[0]?.revisionId ?? null, versions, hasMore: answer.hasMore === true };
}

const PARIS = 'Europe/Paris';
const dayFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, day: '2-digit', month: '2-digit', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * Why a save was refused as stale (412), from the document read again: who saved which revision when, when the
 * back-office's metadata says it, else a generic sentence.
 */
export function staleMessage(current: EditorDocument): string {
  const version = current.revisionId === null ? '' : ` (version ${current.revisionId})`;
  if (current.modificationUser && current.modificationDate) {
    const date = new Date(current.modificationDate);
    return `Le document a été modifié par ${current.modificationUser} le ${dayFormat.format(date)} à ${timeFormat.format(date)}${version}, après votre lecture : rechargez-le avant d’enregistrer.`;
  }
  return `Le document a été modifié ailleurs après votre lecture${version} : rechargez-le avant d’enregistrer.`;
}
