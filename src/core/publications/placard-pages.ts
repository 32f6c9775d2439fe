import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { PLACARD_MAX_BYTES, type PlacardPagesAnswer } from '../../shared/domain/placard-pages';
import type { AuthState } from '../../shared/domain/session';
import { BridgeError } from '../../shared/errors';
import { onSessionEnd } from '../auth/session-end';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import { PlacardCache, placardKey } from './placard-cache';

type PlacardPageHandlers = Pick<Handlers, 'publications.placardPages' | 'publications.keepPlacardPages'>;

/** PDFs answered and not yet kept, all users together: a page draws one placard at a time. */
const ANSWERED_MAX = 32;
const NOT_A_PDF = 'Le placard reçu n’est pas un PDF.';
const NOT_ANSWERED = 'Ces pages ne sont celles d’aucun placard lu : elles ne sont pas gardées.';

/**
 * A publication's placard for its flatplan (issue 36): core reads the PDF through the session's client
 * (GET /api/publication/download/{id}/placard, PLACARD_MAX_BYTES at most) and answers the thumbnails it keeps
 * for these very bytes, else the PDF, which the page draws. Only the thumbnails of a PDF just answered to
 * that user are kept (the page cannot fill the cache with anything else); a user's are cleared at sign-out.
 */
export function createPlacardPages(context: Pick<CoreContext, 'rest' | 'session' | 'profileDir' | 'logger'>): {
  handlers: PlacardPageHandlers;
  onAuthChanged(state: AuthState): void;
} {
  const cache = new PlacardCache({ root: join(context.profileDir, 'placard-cache'), logger: context.logger });
  const answered = new Set<string>();

  const currentUser = (): string => {
    const username = context.session.current.user?.username;
    if (!username) throw new BridgeError('UNAUTHENTICATED', 'Vous n’êtes pas connecté.');
    return username;
  };
  const remember = (entry: string) => {
    answered.delete(entry);
    answered.add(entry);
    for (const oldest of answered) if (answered.size > ANSWERED_MAX) answered.delete(oldest);
  };

  return {
    handlers: {
      'publications.placardPages': async (id): Promise<PlacardPagesAnswer> => {
        const pdf = await context.rest.bytes(`/api/publication/download/${id}/placard`, PLACARD_MAX_BYTES);
        if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new BridgeError('NOT_ALLOWED', NOT_A_PDF);
        const sha256 = createHash('sha256').update(pdf).digest('hex');
        const username = currentUser();
        const key = placardKey(id, sha256);
        const kept = await cache.get(username, key).catch((error: unknown) => {
          context.logger.warn('placard cache read failed', error);
          return null;
        });
        if (kept) return { kind: 'thumbnails', sha256, ...kept };
        remember(`${username}\n${key}`);
        return { kind: 'pdf', sha256, pdfBase64: pdf.toString('base64') };
      },
      'publications.keepPlacardPages': async (id, sha256, pages) => {
        const username = currentUser();
        const key = placardKey(id, sha256);
        if (pages.thumbnails.length > pages.pageCount || !answered.delete(`${username}\n${key}`)) throw new BridgeError('NOT_ALLOWED', NOT_ANSWERED);
        await cache.put(username, key, pages);
      },
    },
    onAuthChanged: onSessionEnd((username) => {
      cache.clearUser(username).catch((error: unknown) => context.logger.warn('placard cache clearing failed', error));
    }),
  };
}
