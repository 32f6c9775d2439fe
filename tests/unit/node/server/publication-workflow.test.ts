import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanNode } from '../../../../src/shared/domain/plan';
import type { BulkWorkflowResult, PlanCandidate, ProcessStatus, PublicationDetail, PublicationRow } from '../../../../src/shared/domain/publication';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import { type RunningServer } from '../../../../src/server/app';
import { CLOSING_DATE_PASSED } from '../../../../src/shared/rules/closing-date';
import { SERVER_OWN_ROUTES, startTestServer } from './test-database';
import { callers, type Caller } from './api-client';
import { readPdf } from './pdf-text';
import { untilState } from '../../../support/until-state';

/**
 * The print workflow (spec 2 §4 Publication, §7 Workflows, §8) against one seeded server whose worker runs
 * for real, each process status lasting 150 ms: placard, BAP, OUT_OF_DATE, unlock, printer PDF, cancel,
 * BAT, scheduled and immediate closing; the PDFs read back with pdf-lib.
 */
let server: RunningServer;
let as: Record<'admin' | 'redaction' | 'production' | 'medias' | 'lecteur', Caller>;

beforeAll(async () => {
  server = await startTestServer({ workflow: { stepMs: 150, pollMs: 20 } }, [SERVER_OWN_ROUTES.publicationCandidates]);
  as = await callers(server.url, ['admin', 'redaction', 'production', 'medias', 'lecteur'] as const);
});
afterAll(async () => {
  await server?.close();
});

type Refusal = { status: number; message: string; reason: string };
const idOf = async (name: string): Promise<number> => {
  const [row] = (await as.lecteur<SearchResult<PublicationRow>>('POST', '/api/publication/search', { publicationFilter: [name] })).body.result;
  return row?.id ?? 0;
};
const get = async (id: number): Promise<PublicationDetail> => (await as.lecteur<PublicationDetail>('GET', `/api/publication/${id}`)).body;
/** The publication, or a refusal: both have a status. */
type WorkflowAnswer = Omit<PublicationDetail, 'status'> & { status: string | number; message?: string; reason?: string };
const act = (caller: Caller, name: string, id: number) => caller<WorkflowAnswer>('POST', '/api/workflow/publication', { name, id });
const ok = async (caller: Caller, name: string, id: number): Promise<PublicationDetail> => {
  const response = await act(caller, name, id);
  expect(response.status, `${name}: ${response.body.reason ?? response.body.message}`).toBe(200);
  return response.body as PublicationDetail;
};
const refused = async (caller: Caller, name: string, id: number, status: number, reason: string): Promise<void> => {
  const response = await act(caller, name, id);
  expect({ status: response.status, message: response.body.message, reason: response.body.reason }).toEqual({
    status,
    message: status === 403 ? 'WORKFLOW_FORBIDDEN' : 'WORKFLOW_NOT_AVAILABLE',
    reason,
  });
};

const IN_PROGRESS: readonly ProcessStatus[] = ['GEN_REQUEST_PACKAGE', 'PENDING', 'GEN_RESULT_PACKAGE'];

/**
 * Reads the process until it is no longer in progress; answers the statuses seen on the way. Which of the
 * intermediate ones a read catches depends on the machine's speed: only their order is the product's.
 */
async function settle(id: number, read: (p: PublicationDetail) => ProcessStatus | null): Promise<ProcessStatus[]> {
  const seen: ProcessStatus[] = [];
  await untilState(async () => {
    const status = read(await get(id));
    if (status && seen.at(-1) !== status) seen.push(status);
    if (!status || IN_PROGRESS.includes(status)) throw new Error(`still in progress: ${seen.join(' -> ')}`);
  }, 25);
  return seen;
}
const placard = (p: PublicationDetail) => p.lastRequestPlacardProcessStatus;
const printer = (p: PublicationDetail) => p.lastPrinterPdfProcessStatus;

const download = async (caller: Caller, id: number, kind: 'placard' | 'BAT') => caller('GET', `/api/publication/download/${id}/${kind}`);
const articlesOf = (plan: readonly PlanNode[]): PlanNode[] => plan.flatMap((n) => (n.type === 'ARTICLE' ? [n] : articlesOf(n.sub)));

describe('the whole print workflow of GDP_2025_3', () => {
  it('generates the placard: the worker moves it to FINISHED and the PDF is real', async () => {
    const id = await idOf('GDP_2025_3');
    await refused(as.redaction, 'GENERATE_PUBLICATION_PLACARD', id, 403, 'Réservé à l’administrateur et aux rôles administrateur des articles ou manager de la revue GDP.');
    const requested = await ok(as.admin, 'GENERATE_PUBLICATION_PLACARD', id);
    // The answer is read after the request is stored: a loaded machine lets the worker take its first step (150 ms)
    // before that read. Which status it shows is the machine's speed; that it is one of the workflow's, in order, the product's.
    expect(requested.lastRequestPlacardProcess?.username).toBe('Alice Administratrice');
    const first = requested.lastRequestPlacardProcessStatus;
    expect([...IN_PROGRESS, 'FINISHED']).toContain(first);
    const seen = [...new Set([first, ...(await settle(id, placard))])];
    expect(seen.at(-1)).toBe('FINISHED');
    // In the workflow's order, whichever statuses the reads caught.
    expect(seen).toEqual([...IN_PROGRESS, 'FINISHED' as const].filter((status) => seen.includes(status)));
    await refused(as.admin, 'GENERATE_PUBLICATION_PLACARD', id, 400, 'Un placard a déjà été demandé : l’administrateur doit d’abord le déverrouiller.');

    const file = await download(as.lecteur, id, 'placard');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="GDP_2025_3-placard.pdf"; filename*=UTF-8''GDP_2025_3-placard.pdf`);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { doc, pages } = await readPdf(file.bytes);
    const p = await get(id);
    const placed = articlesOf(p.plan);
    const bundles = placed.filter((n) => n.meta?.isBundle).length;
    const media = p.plan.flatMap((n) => n.sub).filter((n) => n.type === 'ADVERTISEMENT' || n.type === 'ILLUSTRATION').length;
    // Cover, contents, one page per article, a bundle's page and one per article of its own (3 in the seed), one per ad or illustration.
    expect(doc.getPageCount()).toBe(1 + 1 + placed.length + bundles * 3 + media);
    expect(doc.getTitle()).toBe('Gazette du Palais — GDP_2025_3 — Placard');
    expect(pages[0]).toContain('Gazette du Palais');
    expect(pages[0]).toContain('N° 3');
    expect(pages[1]).toContain('Sommaire');
    pages.forEach((text, n) => expect(text).toContain(`page ${n + 1} / ${pages.length}`));
    // The plan's articles in order, each on its page.
    const plain = (name: string) => name.replace(/<[^>]*>/g, '');
    const content = pages.slice(2);
    const titled = placed.filter((n) => !n.meta?.isBundle).map((n) => content.findIndex((page) => page.includes(plain(n.name).slice(0, 30))));
    expect(titled.every((page) => page >= 0)).toBe(true);
    expect(pages[1]).toContain(plain(placed[0]?.name ?? '-'));
    expect(titled).toEqual([...titled].sort((a, b) => a - b));
    expect((await download(as.medias, id, 'placard')).status).toBe(403);
  });

  it('BAP of all articles leaves the invalid one; a plan change makes the placard OUT_OF_DATE', async () => {
    const id = await idOf('GDP_2025_3');
    await refused(as.production, 'BAP_ARTICLES_OF_PUBLICATION', id, 403, 'Réservé à l’administrateur et aux rôles administrateur des articles ou manager de la revue GDP.');
    const bap = await ok(as.admin, 'BAP_ARTICLES_OF_PUBLICATION', id);
    expect(bap.allArticlesReady).toBe(false);
    await refused(as.production, 'GENERATE_PUBLICATION_PRINTER_PDF', id, 400, 'Tous les articles de la publication doivent d’abord être BAP.');

    const p = await get(id);
    const plan = JSON.parse(JSON.stringify(p.plan)) as PlanNode[];
    const penal = plan[0]?.sub[1];
    if (!penal) throw new Error('no Droit pénal');
    penal.sub = [];
    const saved = await as.admin<PublicationDetail>('PUT', `/api/publication/${id}/organize`, { planVersion: p.planVersion, plan });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ allArticlesReady: true, lastRequestPlacardProcessStatus: 'OUT_OF_DATE', lastAvailablePlacardProcessStatus: 'OUT_OF_DATE' });
    await refused(as.production, 'GENERATE_PUBLICATION_PRINTER_PDF', id, 400, 'Le placard n’est plus à jour : le chemin de fer a changé depuis sa génération.');
    await refused(as.admin, 'GENERATE_PUBLICATION_PLACARD', id, 400, 'Un placard a déjà été demandé : l’administrateur doit d’abord le déverrouiller.');
    // The out-of-date placard can still be read.
    expect((await download(as.lecteur, id, 'placard')).status).toBe(200);
  });

  it('unlocks the placard (administrator only) and generates it again', async () => {
    const id = await idOf('GDP_2025_3');
    await refused(as.production, 'UNLOCK_PUBLICATION_PLACARD', id, 403, 'Réservé à l’administrateur.');
    const unlocked = await ok(as.admin, 'UNLOCK_PUBLICATION_PLACARD', id);
    expect(unlocked).toMatchObject({ lastRequestPlacardProcessStatus: null, lastRequestPlacardProcess: null, lastAvailablePlacardProcessStatus: 'OUT_OF_DATE' });
    await refused(as.admin, 'UNLOCK_PUBLICATION_PLACARD', id, 400, 'Aucun placard n’a été demandé.');
    await ok(as.admin, 'GENERATE_PUBLICATION_PLACARD', id);
    expect((await settle(id, placard)).at(-1)).toBe('FINISHED');
    expect((await get(id)).lastAvailablePlacardProcessStatus).toBe('FINISHED');
  });

  it('generates the printer PDF (crop marks, trim box): the publication is PUBLISHING, its plan locked', async () => {
    const id = await idOf('GDP_2025_3');
    await refused(as.redaction, 'GENERATE_PUBLICATION_PRINTER_PDF', id, 403, 'Réservé à l’administrateur et au rôle producteur de la revue GDP.');
    expect((await download(as.lecteur, id, 'BAT')).status).toBe(404);
    await ok(as.production, 'GENERATE_PUBLICATION_PRINTER_PDF', id);
    expect((await settle(id, printer)).at(-1)).toBe('FINISHED');
    const p = await get(id);
    expect(p.status).toBe('PUBLISHING');
    const file = await download(as.lecteur, id, 'BAT');
    expect(file.headers.get('content-disposition')).toContain('filename="GDP_2025_3-BAT.pdf"');
    const { doc } = await readPdf(file.bytes);
    const placardPages = (await readPdf((await download(as.lecteur, id, 'placard')).bytes)).doc.getPageCount();
    expect(doc.getPageCount()).toBe(placardPages);
    expect(doc.getTitle()).toBe('Gazette du Palais — GDP_2025_3 — PDF imprimeur');
    const sheet = doc.getPage(0);
    const media = sheet.getMediaBox();
    const trim = sheet.getTrimBox();
    expect(Math.round(trim.width)).toBe(595);
    expect(media.width).toBeGreaterThan(trim.width + 20);
    expect(trim.x).toBeGreaterThan(0);
    const articles = (await as.admin<SearchResult<PlanCandidate>>('POST', `/api/publication/${id}/organize/search`, { kind: 'ARTICLE' })).body.result.filter((c) => c.inPlan);
    expect(new Set(articles.map((c) => c.status))).toEqual(new Set(['PUBLISHING']));
    const locked = await as.admin<{ message: string }>('PUT', `/api/publication/${id}/organize`, { planVersion: p.planVersion, plan: p.plan });
    expect(locked).toMatchObject({ status: 412, body: { message: 'Le chemin de fer d’une publication en cours de publication ne se modifie plus.' } });
  });

  it('cancels the printer PDF, then generates it again and gives the BAT', async () => {
    const id = await idOf('GDP_2025_3');
    await refused(as.admin, 'CLOSE_PUBLICATION', id, 400, 'Le BAT doit d’abord être donné.');
    const cancelled = await ok(as.production, 'INVALIDATE_PUBLICATION_PRINTER_PDF', id);
    expect(cancelled).toMatchObject({ status: 'IN_PROGRESS', lastPrinterPdfProcessStatus: 'CANCEL', validationDate: null });
    await refused(as.production, 'BAT_PUBLICATION', id, 400, 'Réservé aux publications en cours de publication (celle-ci est en cours).');
    await ok(as.production, 'GENERATE_PUBLICATION_PRINTER_PDF', id);
    expect((await settle(id, printer)).at(-1)).toBe('FINISHED');
    const bat = await ok(as.production, 'BAT_PUBLICATION', id);
    expect(bat.status).toBe('PUBLISHING');
    expect(Date.now() - Date.parse(bat.validationDate ?? '')).toBeLessThan(60_000);
    await refused(as.production, 'BAT_PUBLICATION', id, 400, 'Le BAT a déjà été donné.');
    await refused(as.production, 'INVALIDATE_PUBLICATION_PRINTER_PDF', id, 400, 'Le BAT a déjà été donné : le PDF imprimeur ne peut plus être annulé.');
  });

  it('schedules the closing, unschedules it, then closes now: PUBLISHED with its articles', async () => {
    const id = await idOf('GDP_2025_3');
    const forbidden = await as.redaction<{ message: string }>('POST', '/api/publication/schedule', { id, date: '2031-01-01T10:00:00' });
    expect(forbidden.status).toBe(403);
    const scheduled = await as.production<PublicationDetail>('POST', '/api/publication/schedule', { id, date: '2031-01-01T10:00:00' });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).toMatchObject({ status: 'PUBLISHING', scheduledDate: '2031-01-01T09:00:00.000Z', username: 'Paule Productrice' });
    const again = await as.production<Refusal>('POST', '/api/publication/schedule', { id });
    expect(again.body).toEqual({ status: 400, error: 'Bad Request', message: 'PUBLICATION_CAN_T_BE_CLOSED', reason: 'La clôture est déjà programmée.' });
    const unscheduled = await as.production<PublicationDetail>('DELETE', `/api/publication/schedule/${id}`);
    expect(unscheduled.body).toMatchObject({ scheduledDate: null, username: null });
    expect((await as.production<{ message: string }>('DELETE', `/api/publication/schedule/${id}`)).body.message).toBe('Aucune clôture n’est programmée pour cette publication.');
    const closed = await ok(as.production, 'CLOSE_PUBLICATION', id);
    expect(closed).toMatchObject({ status: 'PUBLISHED', scheduledDate: null });
    expect(closed.closingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.now() - Date.parse(closed.publicationOnlineDate ?? '')).toBeLessThan(60_000);
    const articles = (await as.admin<SearchResult<PlanCandidate>>('POST', `/api/publication/${id}/organize/search`, { kind: 'ARTICLE' })).body.result.filter((c) => c.inPlan);
    expect(new Set(articles.map((c) => c.status))).toEqual(new Set(['PUBLISHED']));
    await refused(as.production, 'CLOSE_PUBLICATION', id, 400, 'Réservé aux publications en cours de publication (celle-ci est publiée).');
  });
});

describe('other workflow cases', () => {
  it('runs the seeded processes that were in progress to the end (the job table is read at start)', async () => {
    expect((await settle(await idOf('BJS_2025_3'), placard)).at(-1)).toBe('FINISHED');
    expect((await settle(await idOf('GDP_2025_5'), placard)).at(-1)).toBe('FINISHED');
    const gpl = await idOf('GPL_2025_1');
    expect((await settle(gpl, printer)).at(-1)).toBe('FINISHED');
    expect((await get(gpl)).status).toBe('PUBLISHING');
  });

  it('a plan saved while a printer PDF is being made makes it OUT_OF_DATE, and its pending step leaves it so', async () => {
    // A server of its own whose worker runs only when told: the process is surely in progress when the plan
    // is saved (with 150 ms steps, a loaded machine saw the PDF finish first).
    const held = await startTestServer({ workflow: { stepMs: 150, pollMs: 20, paused: true } });
    try {
      const by = await callers(held.url, ['production', 'redaction', 'lecteur'] as const);
      const [row] = (await by.lecteur<SearchResult<PublicationRow>>('POST', '/api/publication/search', { publicationFilter: ['DEF_2025_2-3'] })).body.result;
      const id = row?.id ?? 0;
      const read = async () => (await by.lecteur<PublicationDetail>('GET', `/api/publication/${id}`)).body;
      expect((await by.production('POST', '/api/workflow/publication', { name: 'GENERATE_PUBLICATION_PRINTER_PDF', id })).status).toBe(200);
      const p = await read();
      expect(p.lastPrinterPdfProcessStatus).toBe('GEN_REQUEST_PACKAGE');
      const plan = JSON.parse(JSON.stringify(p.plan)) as PlanNode[];
      plan.reverse();
      expect((await by.redaction('PUT', `/api/publication/${id}/organize`, { planVersion: p.planVersion, plan })).status).toBe(200);
      expect(await read()).toMatchObject({ status: 'IN_PROGRESS', lastPrinterPdfProcessStatus: 'OUT_OF_DATE', lastRequestPlacardProcessStatus: 'OUT_OF_DATE' });
      expect(await held.workflow.drain()).toBeGreaterThan(0);
      expect((await read()).lastPrinterPdfProcessStatus).toBe('OUT_OF_DATE');
    } finally {
      await held.close();
    }
  });

  it('refuses a closing scheduled at a time already passed (400 PUBLICATION_CAN_T_BE_CLOSED, French reason) and leaves the publication open', async () => {
    const gdp2 = await idOf('GDP_2025_2');
    for (const date of ['2020-01-01T10:00', new Date(Date.now() - 1000).toISOString()]) {
      const late = await as.production<Refusal>('POST', '/api/publication/schedule', { id: gdp2, date });
      expect(late.body).toEqual({ status: 400, error: 'Bad Request', message: 'PUBLICATION_CAN_T_BE_CLOSED', reason: CLOSING_DATE_PASSED });
    }
    expect(await get(gdp2)).toMatchObject({ status: 'PUBLISHING', scheduledDate: null });
  });

  it('refuses what the periodical does not have; closes a scheduled one when its date comes', async () => {
    await refused(as.admin, 'GENERATE_PUBLICATION_PLACARD', await idOf('GDA_2025_1'), 400, 'La revue GDA n’a pas de placard.');
    const gdp2 = await idOf('GDP_2025_2');
    // A date already past when the request arrives is refused (above): on a loaded machine a short margin may be
    // past on arrival, so it doubles until the closing is scheduled, whatever the machine's speed.
    let soon = await as.production<PublicationDetail | Refusal>('POST', '/api/publication/schedule', { id: gdp2, date: new Date(Date.now() + 2_000).toISOString() });
    for (let margin = 4_000; margin <= 64_000 && soon.status !== 200; margin *= 2) {
      expect(soon.body).toMatchObject({ reason: CLOSING_DATE_PASSED });
      soon = await as.production<PublicationDetail | Refusal>('POST', '/api/publication/schedule', { id: gdp2, date: new Date(Date.now() + margin).toISOString() });
    }
    expect((soon.body as PublicationDetail).scheduledDate).not.toBeNull();
    await untilState(async () => expect(await get(gdp2)).toMatchObject({ status: 'PUBLISHED', scheduledDate: null }));
    const bad = await as.production<{ message: string }>('POST', '/api/publication/schedule', { id: gdp2, date: 'demain' });
    expect(bad.body.message).toMatch(/Date de clôture invalide/);
  });

  it('runs an action on several publications: 202 when only some succeeded (spec 2 §8)', async () => {
    const [bjs3, gdp4] = [await idOf('BJS_2025_3'), await idOf('GDP_2025_4')];
    const partial = await as.redaction<BulkWorkflowResult>('POST', '/api/workflow/publications', { name: 'BAP_ARTICLES_OF_PUBLICATION', ids: [bjs3, gdp4] });
    expect(partial.status).toBe(202);
    expect(partial.body).toEqual({
      succeeded: [bjs3],
      failed: [{ id: gdp4, status: 403, message: 'WORKFLOW_FORBIDDEN', reason: 'Réservé à l’administrateur et aux rôles administrateur des articles ou manager de la revue GDP.' }],
    });
    const none = await as.redaction<Refusal & BulkWorkflowResult>('POST', '/api/workflow/publications', { name: 'BAP_ARTICLES_OF_PUBLICATION', ids: [gdp4, 99999] });
    expect(none.status).toBe(403);
    expect(none.body.message).toBe('WORKFLOW_FORBIDDEN');
    expect(none.body.failed.map((f) => f.status)).toEqual([403, 404]);
    const all = await as.admin<BulkWorkflowResult>('POST', '/api/workflow/publications', { name: 'BAP_ARTICLES_OF_PUBLICATION', ids: [gdp4] });
    expect(all).toMatchObject({ status: 200, body: { succeeded: [gdp4], failed: [] } });
    expect((await as.admin<{ message: string }>('POST', '/api/workflow/publication', { name: 'PUBLISH', id: gdp4 })).body.message).toMatch(/Action UNLOCK_PUBLICATION_PLACARD/);
  });
});
