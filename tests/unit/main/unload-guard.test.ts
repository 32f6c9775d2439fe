import { describe, expect, it } from 'vitest';
import { LEAVE_CONFIRMATION } from '../../../src/shared/messages';
import { dialog } from '../../support/fake-electron';
import { startApp } from './harness';

describe('unload guard (will-prevent-unload, src/main/window.ts)', () => {
  it('asks with the spec’s French sentence in a native dialog attached to the window', async () => {
    const { window } = await startApp();
    window.webContents.preventUnload();
    expect(dialog.messageBoxes).toEqual([
      {
        window,
        options: expect.objectContaining({ message: LEAVE_CONFIRMATION, buttons: ['Rester', 'Quitter la page'], defaultId: 0, cancelId: 0, title: 'Modifications non enregistrées' }),
      },
    ]);
  });

  it('"Quitter la page" lets the page unload', async () => {
    const { window } = await startApp();
    dialog.messageBoxResponse = 1;
    expect(window.webContents.preventUnload()).toBe(true);
  });

  it('"Rester" (or closing the dialog) keeps the page', async () => {
    const { window } = await startApp();
    dialog.messageBoxResponse = 0;
    expect(window.webContents.preventUnload()).toBe(false);
  });
});
