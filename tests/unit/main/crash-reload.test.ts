import { describe, expect, it } from 'vitest';
import type { WebContents } from 'electron';
import { CRASH_RELOAD_PAUSE_MS, reloadAfterCrash } from '../../../src/main/crash-reload';
import { FakeWebContents } from '../../support/fake-electron';
import { startApp } from './harness';

describe('a renderer gone is loaded again (src/main/crash-reload.ts, issue 33)', () => {
  it('the main window loads its page again, where it was, after a crash', async () => {
    const { window } = await startApp();
    expect(window.webContents.navigate('app://pupitre/auteurs/6/modifier')).toBe(true);
    window.webContents.crash('crashed');
    expect(window.webContents.reloads).toBe(1);
    expect(window.webContents.mainFrame.url).toBe('app://pupitre/auteurs/6/modifier');
  });

  it('not after a clean exit, nor twice within the pause (a page crashing on load stays down); again after it', () => {
    let now = 1_000_000;
    const contents = new FakeWebContents();
    void contents.loadURL('app://pupitre/');
    reloadAfterCrash(contents as unknown as WebContents, () => now);
    contents.crash('clean-exit');
    expect(contents.reloads).toBe(0);
    contents.crash('oom');
    expect(contents.reloads).toBe(1);
    now += CRASH_RELOAD_PAUSE_MS - 1;
    contents.crash('crashed');
    expect(contents.reloads).toBe(1);
    now += 1;
    contents.crash('killed');
    expect(contents.reloads).toBe(2);
  });
});
