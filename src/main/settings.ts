import Store from 'electron-store';

/** Desktop settings (design.md): server URL, window bounds. Tokens never go here. */
interface Settings {
  apiUrl: string;
  windowBounds: { x?: number; y?: number; width: number; height: number };
}

export const settings = new Store<Settings>({
  name: 'settings',
  defaults: { apiUrl: 'http://127.0.0.1:4310', windowBounds: { width: 1440, height: 900 } },
});
