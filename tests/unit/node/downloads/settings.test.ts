import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSettingsService, defaultSettings, MemorySettingsStore, systemDownloadDir } from '../../../../src/core/settings';

describe('download settings', () => {
  it('default to the system Downloads folder, honouring XDG_DOWNLOAD_DIR on Linux', () => {
    expect(systemDownloadDir({ env: {}, home: '/home/alice', platform: 'linux' })).toBe('/home/alice/Downloads');
    expect(systemDownloadDir({ env: { XDG_DOWNLOAD_DIR: '/home/alice/Téléchargements' }, home: '/home/alice', platform: 'linux' })).toBe('/home/alice/Téléchargements');
    expect(systemDownloadDir({ env: { XDG_DOWNLOAD_DIR: '"$HOME/Téléchargements"' }, home: '/home/alice', platform: 'linux' })).toBe('/home/alice/Téléchargements');
    expect(systemDownloadDir({ env: { XDG_DOWNLOAD_DIR: 'relatif' }, home: '/home/alice', platform: 'linux' })).toBe('/home/alice/Downloads');
    expect(systemDownloadDir({ env: { XDG_DOWNLOAD_DIR: '/ailleurs' }, home: '/Users/alice', platform: 'darwin' })).toBe('/Users/alice/Downloads');
    expect(defaultSettings({ env: {}, home: '/home/alice', platform: 'linux' })).toEqual({
      downloadDir: '/home/alice/Downloads',
      askWhereToSave: false,
      pdfViewer: 'app',
      theme: 'system',
      watchFolder: null,
    });
  });

  it('ignore what is invalid in the store, and create the folder when it is used', async () => {
    const root = await mkdtemp(join(tmpdir(), 'pupitre-settings-'));
    const defaults = { downloadDir: join(root, 'Downloads'), askWhereToSave: false, pdfViewer: 'app', theme: 'system', watchFolder: null } as const;
    const store = new MemorySettingsStore({
      downloadDir: 'relatif',
      pdfViewer: 'acrobat' as never,
      askWhereToSave: 'oui' as never,
      theme: 'sepia' as never,
      watchFolder: 'dossier/relatif',
      // A feed left by an older version: not a setting any more (the build's or the administrator's policy).
      ...({ updateFeedUrl: 'https://maj.example.com/pupitre/' } as object),
    });
    const settings = createSettingsService(store, defaults);
    expect(settings.get()).toEqual(defaults);
    expect(await settings.ensureDownloadDir()).toBe(join(root, 'Downloads'));
    expect((await stat(join(root, 'Downloads'))).isDirectory()).toBe(true);
    expect(settings.update({ pdfViewer: 'system' })).toEqual({ ...defaults, pdfViewer: 'system' });
    expect(settings.update({ theme: 'dark' })).toEqual({ ...defaults, pdfViewer: 'system', theme: 'dark' });
    // The watched folder: an absolute path, set and cleared by core only (its patch is not the bridge's).
    expect(() => settings.update({ watchFolder: 'relatif' })).toThrow('Le dossier surveillé doit être un chemin absolu.');
    expect(settings.update({ watchFolder: join(root, 'depot') }).watchFolder).toBe(join(root, 'depot'));
    expect(settings.update({ watchFolder: null }).watchFolder).toBeNull();
    await rm(root, { recursive: true, force: true });
  });
});
