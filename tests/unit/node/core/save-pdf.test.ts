import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { savePdf } from '../../../../src/core/print/save-pdf';
import type { DialogPort, SettingsStorePort } from '../../../../src/core/ports';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

function host(answer: (defaultPath: string) => string | null) {
  const asked: string[] = [];
  const dialogs: DialogPort = { chooseFolder: () => Promise.resolve(null), chooseSavePath: (p) => (asked.push(p), Promise.resolve(answer(p))) };
  return { asked, dialogs };
}

describe('app.savePdf (issue 36: « Planches » saved as a PDF)', () => {
  it('prints first, asks where from the download folder, and writes the PDF there', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pupitre-pdf-'));
    dirs.push(dir);
    const settingsStore: SettingsStorePort = { read: () => ({ downloadDir: dir }), write: () => undefined };
    const { asked, dialogs } = host((p) => p);
    const order: string[] = [];
    const printer = { printToPdf: () => (order.push('print'), Promise.resolve(new TextEncoder().encode('%PDF planches'))) };
    const path = await savePdf({ printer, dialogs: { ...dialogs, chooseSavePath: (p) => (order.push('ask'), dialogs.chooseSavePath(p)) }, settingsStore }, 'planches-GDP_2025_3.pdf');
    expect(path).toBe(join(dir, 'planches-GDP_2025_3.pdf'));
    expect(asked).toEqual([join(dir, 'planches-GDP_2025_3.pdf')]);
    expect(order).toEqual(['print', 'ask']);
    expect(await readFile(join(dir, 'planches-GDP_2025_3.pdf'), 'utf8')).toBe('%PDF planches');
  });

  it('a cancelled dialog writes nothing; a host without a printer refuses', async () => {
    const settingsStore: SettingsStorePort = { read: () => ({}), write: () => undefined };
    const printer = { printToPdf: () => Promise.resolve(new Uint8Array([37])) };
    expect(await savePdf({ printer, dialogs: host(() => null).dialogs, settingsStore }, 'planches.pdf')).toBeNull();
    await expect(savePdf({ dialogs: host(() => null).dialogs, settingsStore }, 'planches.pdf')).rejects.toMatchObject({ code: 'NOT_ALLOWED' });
  });
});
