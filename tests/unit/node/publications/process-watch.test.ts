import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicationProcessNotice } from '../../../../src/shared/contract';
import type { ProcessInfo, ProcessStatus, PublicationDetail } from '../../../../src/shared/domain/publication';
import { BridgeError } from '../../../../src/shared/errors';
import type { RestClient } from '../../../../src/core/http/rest-client';
import { createProcessWatch, type ProcessWatch } from '../../../../src/core/publications/process-watch';
import { untilState } from '../../../support/until-state';

/**
 * The process watch of core (issue 10): after a placard or printer PDF is asked for, it reads the
 * publication until the process leaves the in-progress statuses, then notifies the system and the page.
 * The RestClient is faked at the port: each GET answers what the test set for that publication.
 */

const POLL_MS = 5;
const process = (id: number, status: ProcessStatus): ProcessInfo => ({ id, status, creationDate: '2025-06-01T10:00:00Z', username: 'romain' });

function publication(id: number, placard: ProcessInfo | null, printer: ProcessInfo | null = null): PublicationDetail {
  return {
    id,
    name: `BJS_2025_${id}`,
    lastRequestPlacardProcess: placard,
    lastRequestPlacardProcessStatus: placard?.status ?? null,
    lastPrinterPdfProcess: printer,
    lastPrinterPdfProcessStatus: printer?.status ?? null,
  } as PublicationDetail;
}

interface Bed {
  watch: ProcessWatch;
  /** What GET /api/publication/{id} answers now (an Error is thrown). */
  serve: Map<number, PublicationDetail | Error>;
  notices: PublicationProcessNotice[];
  notify: ReturnType<typeof vi.fn>;
  warn: ReturnType<typeof vi.fn>;
  reads: string[];
}

let bed: Bed | undefined;
afterEach(() => bed?.watch.dispose());

function start(native: boolean | 'throws' = false): Bed {
  const serve = new Map<number, PublicationDetail | Error>();
  const reads: string[] = [];
  const rest = {
    request: (method: string, path: string) => {
      reads.push(`${method} ${path}`);
      const answer = serve.get(Number(path.split('/').at(-1)));
      if (answer === undefined) return Promise.reject(new BridgeError('HTTP', 'Not Found', 404));
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  } as unknown as RestClient;
  const notices: PublicationProcessNotice[] = [];
  const notify = vi.fn(() => {
    if (native === 'throws') throw new Error('no notification daemon');
    return native;
  });
  const warn = vi.fn();
  const watch = createProcessWatch({
    rest,
    notifier: { notify },
    logger: { info: vi.fn(), warn, error: vi.fn() },
    emit: (name, payload) => {
      if (name === 'publications.processNotice') notices.push(payload as PublicationProcessNotice);
    },
    pollMs: POLL_MS,
  });
  watch.setOwner('romain');
  bed = { watch, serve, notices, notify, warn, reads };
  return bed;
}

const settle = (ms = POLL_MS * 8) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createProcessWatch', () => {
  it('tells the system and the page when a placard finishes, once', async () => {
    const { watch, serve, notices, notify } = start(true);
    serve.set(7, publication(7, process(70, 'PENDING')));
    watch.watch(publication(7, process(70, 'GEN_REQUEST_PACKAGE')), 'PLACARD');
    await settle();
    expect(notices).toEqual([]);
    serve.set(7, publication(7, process(70, 'FINISHED')));
    await untilState(() => expect(notices).toHaveLength(1));
    expect(notify).toHaveBeenCalledWith({ title: 'Placard prêt', body: 'Le placard de la publication BJS_2025_7 est prêt.' });
    expect(notices[0]).toEqual({
      publicationId: 7,
      publicationName: 'BJS_2025_7',
      kind: 'PLACARD',
      status: 'FINISHED',
      title: 'Placard prêt',
      body: 'Le placard de la publication BJS_2025_7 est prêt.',
      native: true,
    });
    await settle();
    expect(notices).toHaveLength(1);
  });

  it('says native=false when the system could not show it (web host, no daemon)', async () => {
    for (const native of [false, 'throws'] as const) {
      const { watch, serve, notices } = start(native);
      serve.set(3, publication(3, null, process(31, 'ERROR')));
      watch.watch(publication(3, null, process(31, 'GEN_REQUEST_PACKAGE')), 'PRINTER_PDF');
      await untilState(() => expect(notices).toHaveLength(1));
      expect(notices[0]).toMatchObject({ kind: 'PRINTER_PDF', status: 'ERROR', title: 'PDF imprimeur en échec', native: false });
      watch.dispose();
    }
    expect(bed?.warn).toHaveBeenCalledWith('Notification système impossible', expect.any(Error));
  });

  it('reports an unlocked placard (no process, or a newer one) as CANCEL', async () => {
    const { watch, serve, notices } = start();
    serve.set(1, publication(1, null));
    serve.set(2, publication(2, process(21, 'GEN_REQUEST_PACKAGE')));
    watch.watch(publication(1, process(10, 'PENDING')), 'PLACARD');
    watch.watch(publication(2, process(20, 'PENDING')), 'PLACARD');
    await untilState(() => expect(notices).toHaveLength(2));
    expect(notices.map((n) => [n.publicationId, n.status, n.title])).toEqual([
      [1, 'CANCEL', 'Placard annulé'],
      [2, 'CANCEL', 'Placard annulé'],
    ]);
  });

  it('follows a placard and a printer PDF of the same publication with one read each round', async () => {
    const { watch, serve, notices, reads } = start();
    serve.set(5, publication(5, process(50, 'PENDING'), process(51, 'PENDING')));
    watch.watch(publication(5, process(50, 'PENDING')), 'PLACARD');
    watch.watch(publication(5, null, process(51, 'PENDING')), 'PRINTER_PDF');
    await settle(POLL_MS * 3);
    expect(new Set(reads)).toEqual(new Set(['GET /api/publication/5']));
    serve.set(5, publication(5, process(50, 'OUT_OF_DATE'), process(51, 'FINISHED')));
    await untilState(() => expect(notices).toHaveLength(2));
    expect(notices.map((n) => `${n.kind} ${n.status}`).sort()).toEqual(['PLACARD OUT_OF_DATE', 'PRINTER_PDF FINISHED']);
  });

  it('follows a printer PDF by its status alone, named by the spec’s identifier, from a back-office without those extensions', async () => {
    const { watch, serve, notices } = start();
    // Spec 2 §3: no name, no lastPrinterPdfProcess; the status under its other name.
    const stripped = (status: ProcessStatus) => ({ id: 12, periodicalId: 'BJS', year: 2024, number: '12', lastPrinterProcessStatus: status }) as unknown as PublicationDetail;
    serve.set(12, stripped('PENDING'));
    watch.watch({ ...stripped('GEN_REQUEST_PACKAGE'), name: 'BJS_2024_12', lastPrinterPdfProcessStatus: 'GEN_REQUEST_PACKAGE' }, 'PRINTER_PDF');
    await settle();
    expect(notices).toEqual([]);
    serve.set(12, stripped('FINISHED'));
    await untilState(() => expect(notices).toHaveLength(1));
    expect(notices[0]).toMatchObject({ publicationId: 12, publicationName: 'BJS_2024_12', kind: 'PRINTER_PDF', status: 'FINISHED', body: 'Le PDF imprimeur de la publication BJS_2024_12 est prêt.' });
  });

  it('does not watch what is not in progress', async () => {
    const { watch, reads } = start();
    watch.watch(publication(4, process(40, 'FINISHED')), 'PLACARD');
    watch.watch(publication(4, null), 'PRINTER_PDF');
    await settle();
    expect(reads).toEqual([]);
  });

  it('keeps watching through a failed read, drops a deleted publication', async () => {
    const { watch, serve, notices, warn, reads } = start();
    serve.set(8, new BridgeError('OFFLINE', 'Le serveur ne répond pas.'));
    watch.watch(publication(8, process(80, 'PENDING')), 'PLACARD');
    watch.watch(publication(9, process(90, 'PENDING')), 'PLACARD');
    await settle();
    expect(warn).toHaveBeenCalledWith('Suivi du traitement de la publication 8 : lecture impossible', expect.any(BridgeError));
    expect(warn).toHaveBeenCalledTimes(reads.filter((r) => r.endsWith('/8')).length);
    const readsOf9 = reads.filter((r) => r.endsWith('/9')).length;
    expect(readsOf9).toBe(1);
    serve.set(8, publication(8, process(80, 'FINISHED')));
    await untilState(() => expect(notices).toHaveLength(1));
    expect(notices[0]?.publicationId).toBe(8);
  });

  it('forgets what was watched for another user (sign-out, other account)', async () => {
    const { watch, serve, notices, reads } = start();
    serve.set(6, publication(6, process(60, 'PENDING')));
    watch.watch(publication(6, process(60, 'PENDING')), 'PLACARD');
    watch.setOwner('romain');
    await settle(POLL_MS * 3);
    expect(reads.length).toBeGreaterThan(0);
    watch.setOwner(null);
    const before = reads.length;
    serve.set(6, publication(6, process(60, 'FINISHED')));
    await settle();
    expect(reads.length).toBeLessThanOrEqual(before + 1);
    expect(notices).toEqual([]);
  });
});
