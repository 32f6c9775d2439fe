import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { BlockComparison, useBlockDiff } from '../../../src/renderer/features/history/BlockComparison';
import { answerDiff, type DiffAnswer, type DiffRequest } from '../../../src/renderer/features/history/block-diff-protocol';
import { renderMedia } from './media-harness';

/** The history's comparison on screen (issue 33): « Comparaison des versions… » while it runs, in a worker where there is one. */

const version = (text: string) => `<article id="7"><titre>Titre</titre><corps><para>${text}</para></corps></article>`;

function Comparison({ before, after }: { before: string; after: string }) {
  return <BlockComparison state={useBlockDiff('1:2', before, after)} />;
}

/** A browser's Worker as far as the comparison uses it: answers as block-diff.worker.ts does, after a turn. */
class FakeWorker {
  static urls: string[] = [];
  onmessage: ((event: MessageEvent<DiffAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor(url: URL) {
    FakeWorker.urls.push(url.pathname);
  }
  postMessage(request: DiffRequest) {
    setTimeout(() => this.onmessage?.(new MessageEvent('message', { data: answerDiff(request) })), 0);
  }
  terminate() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.urls = [];
});

describe('the comparison on screen', () => {
  it('says it is comparing, then shows the blocks (on the main thread where there is no Worker)', async () => {
    renderMedia(<Comparison before={version('La cour rejette le pourvoi.')} after={version('La cour casse le pourvoi.')} />);
    expect(screen.getByText('Comparaison des versions…')).toBeTruthy();
    expect(await screen.findByText('1 bloc(s) modifié(s), 0 ajouté(s), 0 supprimé(s).')).toBeTruthy();
    expect(screen.getByRole('deletion').textContent).toBe('rejette');
  });

  it('runs in the comparison’s worker where there is one, with the same result', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    renderMedia(<Comparison before={version('La cour rejette le pourvoi.')} after={version('La cour casse le pourvoi.')} />);
    expect(screen.getByText('Comparaison des versions…')).toBeTruthy();
    expect(await screen.findByText('1 bloc(s) modifié(s), 0 ajouté(s), 0 supprimé(s).')).toBeTruthy();
    expect(screen.getByRole('insertion').textContent).toBe('casse');
    expect(FakeWorker.urls).toEqual([expect.stringMatching(/\/block-diff\.worker\.ts$/)]);
  });
});
