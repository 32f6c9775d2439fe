import { mkdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from './support';

/**
 * « Planches » against the placard (issue 36): the seeded placard of BJS_2025_1 (publication 2, its PDF made
 * by the reference server) drawn by pdf.js in the page, each page's thumbnail beside the planned one; and a
 * damaged PDF told in French while the spreads stay.
 */

const PAGE = '/publications/2/organiser?vue=planches';
const SCREENS = '.tmp/screens-flatplan-placard';
const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 1024, height: 640 },
  { width: 1440, height: 900 },
] as const;

/** The bridge's envelope of publications.placardPages, as the web host answers it. */
interface Answered {
  value: { kind: 'thumbnails' | 'pdf' };
}

test.beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
});

test('the placard’s pages are drawn beside the planned ones', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|pdf\.js|Warning: /i.test(message.text())) refused.push(message.text());
  });
  await signIn(page, 'admin');
  const answered = page.waitForResponse('**/bridge/invoke/publications.placardPages');
  const kept = page.waitForResponse('**/bridge/invoke/publications.keepPlacardPages').catch(() => null);
  await page.goto(PAGE);
  await expect(page.getByRole('tab', { name: 'Planches', selected: true })).toBeVisible();
  // The web host's profile outlives a run: the placard is drawn here, then kept by core, or was by a run before.
  const drawnHere = ((await (await answered).json()) as Answered).value.kind === 'pdf';
  if (drawnHere) expect((await kept)?.ok()).toBe(true);
  const first = page.getByRole('img', { name: 'Page 1 du placard' });
  await expect(first).toBeVisible();
  // Drawn for real: a decoded picture, twice the slot's 132 px for sharp screens.
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(264);
  await expect(page.getByRole('img', { name: 'Page 2 du placard' })).toBeVisible();
  // pdf.js parsed it in its own worker (a module script of the build), not on the page's thread.
  if (drawnHere) expect(workers.some((url) => /\/assets\/pdf\.worker\.min-[\w-]+\.mjs$/.test(url))).toBe(true);
  // Nothing fetched nor evaluated that the CSP refuses, no complaint of pdf.js's.
  expect(refused).toEqual([]);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect(first).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/placard-${viewport.width}x${viewport.height}.png` });
  }

  const spread = page.getByRole('region', { name: 'Pages 2 et 3' });
  await expect(spread.getByRole('img', { name: 'Page 3 du placard' })).toBeVisible();
  await spread.screenshot({ path: `${SCREENS}/spread-2-3.png` });

  // Seen again: core answers the thumbnails it kept, nothing is drawn anew, the same pages show.
  const again = page.waitForResponse('**/bridge/invoke/publications.placardPages');
  await page.reload();
  expect(((await (await again).json()) as Answered).value.kind).toBe('thumbnails');
  await expect.poll(() => page.getByRole('img', { name: 'Page 1 du placard' }).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(264);
});

test('a damaged placard is told in French, and the spreads stay', async ({ page }) => {
  // The reference server only makes sound PDFs: core's answer is replaced by a PDF that pdf.js cannot read.
  await page.route('**/bridge/invoke/publications.placardPages', (route) =>
    route.fulfill({ json: { ok: true, value: { kind: 'pdf', sha256: '0'.repeat(64), pdfBase64: Buffer.from('%PDF-1.7\nce n’est pas un PDF').toString('base64') } } }),
  );
  await signIn(page, 'admin');
  await page.goto(PAGE);
  await expect(page.getByText('Le placard est illisible : ses pages ne peuvent pas être dessinées. Ouvrez-le depuis le menu de la publication.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Page 1' })).toBeVisible();
  await expect(page.getByRole('img', { name: /du placard/ })).toHaveCount(0);
  await page.setViewportSize(VIEWPORTS[0]);
  await page.screenshot({ path: `${SCREENS}/damaged.png` });
});
