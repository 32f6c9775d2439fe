import { app, BrowserWindow, Menu, type MenuItemConstructorOptions } from 'electron';
import type { AppCommand } from '../shared/contract';
import { sendEvent } from './ipc';

/**
 * An item that asks the page of the focused window to run one of its commands (app.menuCommand). The
 * accelerator is the only path of these keys in the desktop app: the page listens to them only in the web host.
 */
function commandItem(label: string, accelerator: string, command: AppCommand): MenuItemConstructorOptions {
  return {
    label,
    accelerator,
    click: () => sendEvent(BrowserWindow.getFocusedWindow()?.webContents ?? null, 'app.menuCommand', { command }),
  };
}

/**
 * French application menu; roles give the platform behaviour (copy, paste, zoom...). Reloading and the
 * developer tools are for development only: a reload in the installed app would drop the user's typing.
 */
export function installMenu(openHelp: () => void): void {
  const development: MenuItemConstructorOptions[] = app.isPackaged
    ? []
    : [{ role: 'reload', label: 'Recharger' }, { role: 'toggleDevTools', label: 'Outils de développement' }, { type: 'separator' }];
  const template: MenuItemConstructorOptions[] = [
    ...(process.platform === 'darwin' ? [{ role: 'appMenu' as const, label: 'Pupitre' }] : []),
    {
      label: 'Fichier',
      submenu: [
        commandItem('Recherche rapide…', 'CmdOrCtrl+K', 'quickSearch'),
        commandItem('Enregistrer', 'CmdOrCtrl+S', 'save'),
        commandItem('Paramètres…', 'CmdOrCtrl+,', 'settings'),
        { type: 'separator' },
        { role: 'quit', label: 'Quitter' },
      ],
    },
    {
      label: 'Édition',
      submenu: [
        { role: 'undo', label: 'Annuler' },
        { role: 'redo', label: 'Rétablir' },
        { type: 'separator' },
        { role: 'cut', label: 'Couper' },
        { role: 'copy', label: 'Copier' },
        { role: 'paste', label: 'Coller' },
        { role: 'selectAll', label: 'Tout sélectionner' },
      ],
    },
    {
      label: 'Affichage',
      submenu: [
        ...development,
        { role: 'resetZoom', label: 'Taille réelle' },
        { role: 'zoomIn', label: 'Zoom avant' },
        { role: 'zoomOut', label: 'Zoom arrière' },
        { type: 'separator' },
        { role: 'togglefullscreen', label: 'Plein écran' },
      ],
    },
    { label: 'Fenêtre', submenu: [{ role: 'minimize', label: 'Réduire' }, { role: 'close', label: 'Fermer' }] },
    { label: 'Aide', submenu: [{ label: 'Aide en ligne de Pupitre', click: openHelp }] },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
