import { describe, expect, it } from 'vitest';
import { IPC_EVENT_PREFIX } from '../../../src/shared/contract';
import { app, fakeEvent } from '../../support/fake-electron';
import { startApp } from './harness';

const deepLinks = (sent: { channel: string; args: unknown[] }[]) => sent.filter((m) => m.channel === `${IPC_EVENT_PREFIX}app.deepLink`).map((m) => m.args[0]);

describe('pupitre:// links in main', () => {
  it('registers the scheme, and a launch with a link opens the window on its record', async () => {
    const { window } = await startApp(undefined, ['/opt/Pupitre/pupitre', 'pupitre://article/12']);
    expect(app.protocolClients.has('pupitre')).toBe(true);
    expect(window.webContents.loaded).toEqual(['app://pupitre/articles/12']);
  });

  it('a second launch focuses the window and hands its link to the page; a bad link is dropped', async () => {
    const { window } = await startApp();
    expect(window.webContents.loaded).toEqual(['app://pupitre/']);
    window.minimize();
    app.emit('second-instance', fakeEvent({}), ['/opt/Pupitre/pupitre', 'pupitre://author/9']);
    expect(window.isMinimized()).toBe(false);
    expect(window.focused).toBe(true);
    app.emit('second-instance', fakeEvent({}), ['/opt/Pupitre/pupitre', 'pupitre://author/../../etc']);
    expect(deepLinks(window.webContents.sent)).toEqual([{ path: '/auteurs/9' }]);
  });

  it('takes macOS’s open-url, the link checked the same way', async () => {
    const { window } = await startApp();
    const event = fakeEvent({});
    app.emit('open-url', event, 'pupitre://publication/7');
    app.emit('open-url', fakeEvent({}), 'pupitre://publication/7?x=1');
    expect(event.defaultPrevented).toBe(true);
    expect(deepLinks(window.webContents.sent)).toEqual([{ path: '/publications/7/organiser' }]);
  });
});
