import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { createBridge } from '@shared/bridge-client';
import type { PlacardPagesAnswer } from '@shared/domain/placard-pages';
import { AppProviders } from '../../../src/renderer/app/AppProviders';
import { authStateAtom } from '../../../src/renderer/features/auth/auth-atoms';
import { placardPageCountCheck } from '../../../src/renderer/features/publications/flatplan/placard/placard-check';
import { usePlacardPages } from '../../../src/renderer/features/publications/flatplan/placard/usePlacardPages';
import { fail, fakeRawBridge, ok, type Answer } from './harness';
import { ADMIN, publication } from './publications-fixture';

/**
 * The placard beside the flatplan (issue 36): the count check's French, and the states usePlacardPages gives
 * the view. Drawing a PDF needs a canvas, which jsdom has not: tests/e2e/flatplan-placard.spec.ts draws one.
 */

describe('placardPageCountCheck', () => {
  it('says nothing when the counts agree, and both counts otherwise, singulars right', () => {
    expect(placardPageCountCheck(8, 8)).toBeNull();
    expect(placardPageCountCheck(8, 12)).toBe('Le placard compte 12 pages, le plan 8.');
    expect(placardPageCountCheck(2, 1)).toBe('Le placard compte 1 page, le plan 2.');
    expect(placardPageCountCheck(1, 3)).toBe('Le placard compte 3 pages, le plan 1.');
  });
});

const THUMBNAIL = 'data:image/webp;base64,UklGRg==';
const WITH_PLACARD = publication(7, {
  lastAvailablePlacardProcessStatus: 'FINISHED',
  lastAvailablePlacardProcess: { id: 70, status: 'FINISHED', creationDate: '2025-05-01T10:00:00Z', username: 'romain' },
});

function Probe() {
  const state = usePlacardPages(7);
  if (state.status === 'ready') {
    return (
      <section aria-label={`Placard de ${state.placard.pageCount} pages`}>
        {state.placard.renderPage(1)}
        {state.placard.renderPage(3)}
      </section>
    );
  }
  return <p>{state.status === 'error' ? state.message : state.status}</p>;
}

function renderProbe(detail: typeof WITH_PLACARD, placardPages: (args: unknown[]) => Answer) {
  const calls: string[] = [];
  const raw = fakeRawBridge({
    'publications.get': () => ok(detail),
    'publications.placardPages': (args) => {
      calls.push(`placardPages ${JSON.stringify(args)}`);
      return placardPages(args);
    },
  });
  const store = createStore();
  store.set(authStateAtom, ADMIN);
  render(
    <AppProviders bridge={createBridge(raw)} store={store}>
      <Probe />
    </AppProviders>,
  );
  return calls;
}

describe('usePlacardPages', () => {
  it('is none, and asks nothing, for a publication without a placard', async () => {
    const calls = renderProbe(publication(7), () => ok(null));
    expect(await screen.findByText('none')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('gives the pages core keeps: a thumbnail for each page drawn, the number of a page beyond', async () => {
    const answer: PlacardPagesAnswer = { kind: 'thumbnails', sha256: 'a'.repeat(64), pageCount: 3, thumbnails: [THUMBNAIL, THUMBNAIL] };
    const calls = renderProbe(WITH_PLACARD, () => ok(answer));
    const placard = await screen.findByRole('region', { name: 'Placard de 3 pages' });
    expect(placard.querySelector('img')?.getAttribute('alt')).toBe('Page 1 du placard');
    expect(screen.getByRole('img', { name: 'Page 3 du placard, non dessinée' })).toBeTruthy();
    expect(calls).toEqual(['placardPages [7]']);
  });

  it('tells core’s French reason, or the server’s, when the placard cannot be read', async () => {
    renderProbe(WITH_PLACARD, () => fail({ code: 'NOT_ALLOWED', message: 'Fichier trop volumineux : 40 Mo au plus.', reason: 'file-too-large' }));
    expect(await screen.findByText('Fichier trop volumineux : 40 Mo au plus.')).toBeTruthy();
  });

  it('tells the server’s message of a refusal', async () => {
    renderProbe(WITH_PLACARD, () => fail({ code: 'HTTP', status: 404, message: 'Aucun placard disponible.' }));
    await waitFor(() => expect(screen.getByText('Aucun placard disponible.')).toBeTruthy());
  });
});
