import { afterEach, describe, expect, it, vi } from 'vitest';
import { diffVersions } from '../../../src/renderer/features/history/block-diff';
import { answerDiff, type DiffAnswer, type DiffRequest } from '../../../src/renderer/features/history/block-diff-protocol';
import { compareVersions, type DiffWorker } from '../../../src/renderer/features/history/block-diff-client';

/** The history's comparison off the main thread (issue 33): the worker's messages, and the page's side of them. */

const version = (text: string) => `<article id="7"><titre>Titre</titre><corps><para>${text}</para><para>Suite</para></corps></article>`;
const BEFORE = version('Un paragraphe');
const AFTER = version('Un paragraphe modifié');

/** A worker that answers as the real one does (answerDiff), after a turn, unless told to fail. */
function fakeWorker(behaviour: 'answer' | 'crash' = 'answer') {
  const requests: DiffRequest[] = [];
  const worker: DiffWorker & { terminated: boolean } = {
    onmessage: null,
    onerror: null,
    terminated: false,
    postMessage(request) {
      requests.push(request);
      setTimeout(() => {
        if (worker.terminated) return;
        if (behaviour === 'crash') worker.onerror?.(new ErrorEvent('error', { message: 'Uncaught RangeError' }));
        else worker.onmessage?.(new MessageEvent<DiffAnswer>('message', { data: answerDiff(request) }));
      }, 0);
    },
    terminate() {
      worker.terminated = true;
    },
  };
  return { worker, requests };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the comparison’s messages', () => {
  it('answers the diff of block-diff.ts, unreadable XML as such, and a fault of the diff with its message', () => {
    expect(answerDiff({ before: BEFORE, after: AFTER })).toEqual({ status: 'done', diff: diffVersions(BEFORE, AFTER) });
    expect(answerDiff({ before: BEFORE, after: '<article><para>' })).toEqual({ status: 'unreadable' });
    // Structured clone: the answer crosses to the page as it is.
    const answer = answerDiff({ before: BEFORE, after: AFTER });
    expect(structuredClone(answer)).toEqual(answer);
  });

  it('the worker module answers each message it receives', async () => {
    const posted: DiffAnswer[] = [];
    vi.stubGlobal('postMessage', (answer: DiffAnswer) => posted.push(answer));
    await import('../../../src/renderer/features/history/block-diff.worker');
    const scope = globalThis as unknown as { onmessage: (event: MessageEvent<DiffRequest>) => void };
    scope.onmessage(new MessageEvent('message', { data: { before: BEFORE, after: AFTER } }));
    expect(posted).toEqual([{ status: 'done', diff: diffVersions(BEFORE, AFTER) }]);
  });
});

describe('the page’s side', () => {
  it('sends both versions to a worker, settles with its answer, and stops the worker', async () => {
    const { worker, requests } = fakeWorker();
    const job = compareVersions(BEFORE, AFTER, () => worker);
    expect(requests).toEqual([{ before: BEFORE, after: AFTER }]);
    await expect(job.result).resolves.toEqual({ status: 'done', diff: diffVersions(BEFORE, AFTER) });
    expect(worker.terminated).toBe(true);
  });

  it('a comparison no longer wanted stops its worker and never settles', async () => {
    const { worker } = fakeWorker();
    const job = compareVersions(BEFORE, AFTER, () => worker);
    const settled = vi.fn();
    job.result.then(settled, settled);
    job.cancel();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(worker.terminated).toBe(true);
    expect(settled).not.toHaveBeenCalled();
  });

  it('a worker that fails rejects with its message', async () => {
    const { worker } = fakeWorker('crash');
    await expect(compareVersions(BEFORE, AFTER, () => worker).result).rejects.toThrow('Uncaught RangeError');
    expect(worker.terminated).toBe(true);
  });

  it('without Worker (jsdom), the same answer on the main thread, after a turn', async () => {
    expect(typeof Worker).toBe('undefined');
    const job = compareVersions(BEFORE, '<article><para>');
    const settled = vi.fn();
    void job.result.then(settled);
    expect(settled).not.toHaveBeenCalled();
    await expect(job.result).resolves.toEqual({ status: 'unreadable' });
    await expect(compareVersions(BEFORE, AFTER).result).resolves.toEqual({ status: 'done', diff: diffVersions(BEFORE, AFTER) });
  });
});
