import { describe, expect, it } from 'vitest';
import type { BrowserWindow as ElectronWindow } from 'electron';
import { createNotifier } from '../../../src/main/host-ports';
import { BrowserWindow, Notification } from '../../support/fake-electron';

/** src/main is typed against Electron; the fake window stands in for it at run time. */
const asElectron = (win: BrowserWindow | null): ElectronWindow | null => win as unknown as ElectronWindow | null;
const READY = { title: 'Placard prêt', body: 'Le placard de la publication BJS_2025_2 est prêt.' };

describe('system notifications of the process watch (createNotifier, src/main/host-ports.ts)', () => {
  it('shows the title and body, not silent, and says it did', () => {
    const notifier = createNotifier(() => null);
    expect(notifier.notify(READY)).toBe(true);
    expect(Notification.shown).toHaveLength(1);
    expect(Notification.shown[0]?.options).toEqual({ ...READY, silent: false });
  });

  it('says it did not where the system has no notifications, so that the page shows a toast', () => {
    Notification.supported = false;
    expect(createNotifier(() => null).notify(READY)).toBe(false);
    expect(Notification.shown).toEqual([]);
  });

  it('brings the window back when clicked: restored if minimised, focused', () => {
    const win = new BrowserWindow();
    win.minimize();
    createNotifier(() => asElectron(win)).notify(READY);
    Notification.shown[0]?.emit('click');
    expect(win.isMinimized()).toBe(false);
    expect(win.focused).toBe(true);
  });

  it('does nothing on click once the window is gone', () => {
    const win = new BrowserWindow();
    const notifier = createNotifier(() => asElectron(win));
    notifier.notify(READY);
    win.close();
    expect(() => Notification.shown[0]?.emit('click')).not.toThrow();
    expect(win.focused).toBe(false);
    createNotifier(() => null).notify(READY);
    expect(() => Notification.shown[1]?.emit('click')).not.toThrow();
  });
});
