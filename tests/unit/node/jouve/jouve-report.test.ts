import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOUVE_REPORT_LIMIT, type JouveReport } from '../../../../src/shared/domain/jouve';
import { PROCESS_STATUSES } from '../../../../src/shared/domain/publication';
import { errorOf, valueOf } from '../images/reference-bed';
import { startArticleBed, type ArticleBed } from '../articles/bed';

/**
 * The Jouve process report (spec 2 §7 GET /api/admin/jouve; issue 12) through core on the real reference
 * server: the seed's placard and printer PDF processes counted by status and listed newest first with what
 * they were made for; the administrator's alone.
 */

let bed: ArticleBed;

beforeAll(async () => {
  bed = await startArticleBed();
}, 90_000);

afterAll(async () => {
  await bed.close();
});

describe('Jouve report', () => {
  it('counts every process by status and lists the latest with their publication or article, newest first', async () => {
    const admin = await bed.core('admin');
    const report = valueOf<JouveReport>(await admin.dispatch('jouve.report', []));
    expect(Object.keys(report.totals).sort()).toEqual([...PROCESS_STATUSES].sort());
    const total = Object.values(report.totals).reduce((sum, n) => sum + n, 0);
    expect(report.processes.length).toBe(Math.min(total, JOUVE_REPORT_LIMIT));
    // The seed's processes (its worker runs here, so those in progress move on): some made, some failed.
    expect(report.totals.FINISHED).toBeGreaterThan(0);
    const dates = report.processes.map((p) => p.modificationDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const publication = report.processes.find((p) => p.target.kind === 'PUBLICATION');
    expect(publication?.target.label).toMatch(/^[A-Z]{3}_\d{4}_[\w-]+$/);
    const finished = report.processes.find((p) => p.status === 'FINISHED');
    expect(finished?.pageCount).toBeGreaterThan(0);
    const failed = report.processes.find((p) => p.status === 'ERROR');
    if (failed) expect(failed.message).toBeTruthy();
  });

  it('is refused to a manager and a reader (403)', async () => {
    for (const user of ['redaction', 'lecteur'] as const) {
      expect(errorOf(await (await bed.core(user)).dispatch('jouve.report', [])).status).toBe(403);
    }
  });
});
