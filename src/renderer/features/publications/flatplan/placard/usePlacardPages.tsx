/**
 * usePlacardPages(publicationId): PlacardPagesState — the placard's pages beside the flatplan (issue 36).
 *
 *   type PlacardPagesState =
 *     | { status: 'none' }                       // no placard, or not one this user may see (canViewPlacard)
 *     | { status: 'loading' }                    // the publication, then its placard, read and drawn (one drawn already comes from core's cache)
 *     | { status: 'error'; message: string }     // French, e.g. a damaged PDF: show it, the plan stays usable
 *     | { status: 'ready'; placard: PlacardView };
 *   interface PlacardView { pageCount: number; renderPage(pageNumber: number): ReactNode }
 *
 * `placard` is what SpreadView's `placard` prop takes; placardPageCountCheck(plan's pages, pageCount) says
 * when the counts differ. A page past the PLACARD_MAX_DRAWN_PAGES drawn shows as its number.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { PlacardThumbnails } from '@shared/domain/placard-pages';
import type { PublicationDetail } from '@shared/domain/publication';
import { BridgeError } from '@shared/errors';
import { canViewPlacard } from '@shared/rules/publication-workflow';
import { useBridge } from '../../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../../bridge/error-message';
import { useRoles } from '../../../auth/useAuth';
import { usePublicationQuery } from '../../shared/publication-query';
import { drawPlacard, UnreadablePlacard } from './draw-placard';
import { PlacardThumbnail } from './PlacardThumbnail';

export interface PlacardView {
  pageCount: number;
  renderPage(pageNumber: number): ReactNode;
}

export type PlacardPagesState = { status: 'none' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; placard: PlacardView };

const UNREAD = 'Les pages du placard n’ont pas pu être lues.';

/** Changes with the placard: its availability and the last one asked for (a new placard is a new drawing). */
const placardPagesKey = (id: number, publication: PublicationDetail | undefined) =>
  ['placard-pages', id, publication?.lastAvailablePlacardProcessStatus ?? null, publication?.lastRequestPlacardProcess?.id ?? null, publication?.lastAvailablePlacardProcess?.id ?? null] as const;

/** What the page tells of a failure: core's French reason (too large, not a PDF), the catalogue's, or pdf.js's. */
function failure(error: unknown, t: Parameters<typeof bridgeErrorMessage>[1]): string {
  if (error instanceof BridgeError) return error.code === 'NOT_ALLOWED' ? error.message : bridgeErrorMessage(error, t, UNREAD);
  return error instanceof UnreadablePlacard ? error.message : UNREAD;
}

export function usePlacardPages(publicationId: number): PlacardPagesState {
  const bridge = useBridge();
  const roles = useRoles();
  const { t } = useTranslation();
  const { data: publication } = usePublicationQuery(publicationId);
  const viewable = publication !== undefined && canViewPlacard(publication, roles).allowed;
  const query = useQuery({
    queryKey: placardPagesKey(publicationId, publication),
    queryFn: async ({ signal }): Promise<PlacardThumbnails> => {
      const answer = await bridge.invoke('publications.placardPages', publicationId);
      if (answer.kind === 'thumbnails') return answer;
      const drawn = await drawPlacard(answer.pdfBase64, signal);
      // Kept for the next time; not kept, it is drawn again then, nothing more.
      bridge.invoke('publications.keepPlacardPages', publicationId, answer.sha256, drawn).catch(() => undefined);
      return drawn;
    },
    enabled: viewable,
    // The key changes with the placard: what was drawn stays right until then.
    staleTime: Infinity,
    retry: false,
  });
  const { data, error, status } = query;
  return useMemo((): PlacardPagesState => {
    if (publication === undefined) return { status: 'loading' };
    if (!viewable) return { status: 'none' };
    if (status === 'pending') return { status: 'loading' };
    if (status === 'error') return { status: 'error', message: failure(error, t) };
    const { pageCount, thumbnails } = data;
    return { status: 'ready', placard: { pageCount, renderPage: (n) => <PlacardThumbnail pageNumber={n} src={thumbnails[n - 1]} /> } };
  }, [publication, viewable, status, data, error, t]);
}
