import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { createBridge } from '@shared/bridge-client';
import { BridgeError } from '@shared/errors';
import type { FileSource } from '@shared/schemas';
import { AppProviders } from '../../../src/renderer/app/AppProviders';
import { FileDropZone } from '../../../src/renderer/components/FileDropZone';
import { UploadQueue } from '../../../src/renderer/components/UploadQueue';
import { connectivityAtom } from '../../../src/renderer/features/connectivity/connectivity-atoms';
import { notificationsAtom } from '../../../src/renderer/features/notifications/notifications-atoms';
import { fileToBase64 } from '../../../src/renderer/features/uploads/file-sources';
import { useUploadQueue, type UploadFunction } from '../../../src/renderer/features/uploads/useUploadQueue';
import { fakeRawBridge, type FakeRawBridge } from './harness';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ZONE = 'Déposez des fichiers ici ou cliquez pour choisir';

function renderZone(options: { raw?: FakeRawBridge; multiple?: boolean } = {}) {
  const raw = options.raw ?? fakeRawBridge({});
  const store = createStore();
  const onFiles = vi.fn<(sources: FileSource[], files: File[]) => void>();
  render(
    <AppProviders bridge={createBridge(raw)} store={store}>
      <FileDropZone onFiles={onFiles} accept="image/jpeg,image/png" acceptLabel="JPEG, PNG" multiple={options.multiple} />
    </AppProviders>,
  );
  return { raw, store, onFiles };
}

function drop(target: HTMLElement, files: File[]) {
  const dataTransfer = { files, types: ['Files'], dropEffect: 'none' };
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

const png = (name = 'photo.png', bytes = [0x89, 0x50, 0x4e, 0x47]) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** A file that says it is larger than it is: nothing should ever read it. */
function oversized(name: string, size: number): { file: File; read: ReturnType<typeof vi.fn> } {
  const file = png(name);
  Object.defineProperty(file, 'size', { value: size });
  const read = vi.fn(() => Promise.resolve(new ArrayBuffer(0)));
  Object.defineProperty(file, 'arrayBuffer', { value: read });
  return { file, read };
}


/** Core read the bytes: its message names the detected type, which the renderer shows as it is. */
const CORE_REFUSAL = 'Le fichier « notes.png » n’est pas accepté (type détecté : texte ; JPEG ou PNG attendu).';
describe('FileDropZone', () => {
  it('is a button the keyboard opens the picker from, with the formats and the size limit', () => {
    renderZone();
    const zone = screen.getByRole('button', { name: ZONE });
    expect(zone.getAttribute('tabindex')).toBe('0');
    // The limits describe the button (aria-describedby), beside its name.
    expect(document.getElementById(zone.getAttribute('aria-describedby') ?? '')?.textContent).toContain('Formats acceptés : JPEG, PNG · 10,0 Mo au maximum');
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.keyDown(zone, { key: 'Enter' });
    fireEvent.keyDown(zone, { key: ' ' });
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('shows the dragging state', () => {
    renderZone();
    const zone = screen.getByRole('button', { name: ZONE });
    fireEvent.dragEnter(zone, { dataTransfer: { files: [], types: ['Files'] } });
    expect(screen.getByRole('button', { name: 'Relâchez pour déposer' })).toBe(zone);
    fireEvent.dragLeave(zone);
    expect(screen.getByRole('button', { name: ZONE })).toBe(zone);
  });

  it('in Electron, hands over the paths of the dropped files (main reads them, not the page)', async () => {
    const raw = fakeRawBridge({});
    raw.pathForFile = (file) => `/home/alice/Images/${file.name}`;
    const { onFiles } = renderZone({ raw });
    const files = [png('a.png'), png('b.png')];
    const read = vi.spyOn(Blob.prototype, 'arrayBuffer');
    drop(screen.getByRole('button', { name: ZONE }), files);
    await waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    expect(onFiles).toHaveBeenCalledWith(
      [
        { kind: 'path', path: '/home/alice/Images/a.png' },
        { kind: 'path', path: '/home/alice/Images/b.png' },
      ],
      files,
    );
    expect(read).not.toHaveBeenCalled();
  });

  it('in the web host, sends the bytes in base64', async () => {
    const { onFiles } = renderZone();
    const file = png('photo.png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    drop(screen.getByRole('button', { name: ZONE }), [file]);
    await waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    expect(onFiles).toHaveBeenCalledWith([{ kind: 'bytes', name: 'photo.png', size: 8, base64: 'iVBORw0KGgo=' }], [file]);
  });

  it('encodes large files chunk by chunk to the same base64', async () => {
    const bytes = new Uint8Array(300_001);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 7919) % 256;
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    expect(await fileToBase64(new Blob([bytes]))).toBe(btoa(binary));
  });

  it('refuses a file over the limit before reading it, with the notice of core\'s rejection', async () => {
    const { onFiles, store } = renderZone();
    const big = oversized('scan.png', 12_345_678);
    drop(screen.getByRole('button', { name: ZONE }), [big.file]);
    await waitFor(() =>
      expect(store.get(notificationsAtom).map((n) => [n.message, n.options.variant])).toEqual([
        ['« scan.png » refusé : fichier trop volumineux (12,3 Mo, 10,0 Mo au maximum)', 'error'],
      ]),
    );
    expect(big.read).not.toHaveBeenCalled();
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('takes one file only when not multiple', async () => {
    const { onFiles, store } = renderZone({ multiple: false });
    drop(screen.getByRole('button', { name: 'Déposez un fichier ici ou cliquez pour choisir' }), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(store.get(notificationsAtom)).toHaveLength(2));
    expect(store.get(notificationsAtom)[0]?.message).toBe('« a.png » refusé : un seul fichier à la fois');
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('stays busy, taking no other drop, until the page has checked the files it was given', async () => {
    let checked: () => void = () => undefined;
    const onFiles = vi.fn(() => new Promise<void>((resolve) => (checked = resolve)));
    render(
      <AppProviders bridge={createBridge(fakeRawBridge({}))} store={createStore()}>
        <FileDropZone onFiles={onFiles} />
      </AppProviders>,
    );
    const zone = screen.getByRole('button', { name: ZONE });
    drop(zone, [png('a.png')]);
    await waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    expect(zone.getAttribute('aria-busy')).toBe('true');
    drop(zone, [png('b.png')]);
    await act(() => checked());
    await waitFor(() => expect(zone.getAttribute('aria-busy')).toBeNull());
    expect(onFiles).toHaveBeenCalledTimes(1);
  });

  it('is unavailable offline', () => {
    const { onFiles, store } = renderZone();
    act(() => store.set(connectivityAtom, { online: false, cachedAt: null }));
    const zone = screen.getByRole('button', { name: ZONE });
    expect(zone.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(zone.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Indisponible hors ligne');
    // An active zone starts reading a dropped file while it handles the drop: this one never reads it.
    const file = png();
    const read = vi.spyOn(file, 'arrayBuffer');
    drop(zone, [file]);
    expect(read).not.toHaveBeenCalled();
    expect(onFiles).not.toHaveBeenCalled();
  });
});

describe('UploadQueue', () => {
  function Gallery({ upload }: { upload: UploadFunction }) {
    const queue = useUploadQueue(upload);
    return (
      <>
        <FileDropZone onFiles={queue.onFiles} onRejected={queue.onRejected} />
        <UploadQueue entries={queue.entries} />
      </>
    );
  }

  it('sends the files one by one and shows each state; a refusal by core shows the notice with the type, a failure the file, its type and the server', async () => {
    let release: () => void = () => undefined;
    const upload = vi.fn<UploadFunction>((_source, file) => {
      if (file.name === 'notes.png')
        return Promise.reject(new BridgeError('UPLOAD_REJECTED', CORE_REFUSAL, undefined, 'file-invalid-type'));
      if (file.name === 'lourd.png') return Promise.reject(new BridgeError('HTTP', "L'image est trop grande pour la revue.", 400));
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    const store = createStore();
    render(
      <AppProviders bridge={createBridge(fakeRawBridge({}))} store={store}>
        <Gallery upload={upload} />
      </AppProviders>,
    );
    const notes = new File(['du texte'], 'notes.png', { type: 'text/plain' });
    const big = oversized('enorme.png', 10_000_001).file;
    drop(screen.getByRole('button', { name: ZONE }), [png('photo.png'), notes, png('lourd.png'), big]);

    const list = await screen.findByRole('list', { name: 'Fichiers envoyés' });
    const row = (name: string) => within(list).getByText(name).closest('li') as HTMLElement;
    await waitFor(() => expect(row('photo.png').textContent).toContain('Envoi…'));
    expect(row('photo.png').getAttribute('aria-busy')).toBe('true');
    expect(row('notes.png').textContent).toContain('En attente');
    expect(row('enorme.png').textContent).toContain('Refusé : fichier trop volumineux (10,0 Mo, 10,0 Mo au maximum)');

    act(() => release());
    await waitFor(() => expect(row('lourd.png').textContent).toContain("Échec : L'image est trop grande pour la revue."));
    expect(row('photo.png').textContent).toContain('Terminé');
    expect(row('notes.png').textContent).toContain(`Refusé : ${CORE_REFUSAL}`);
    expect(upload.mock.calls.map(([, file]) => file.name)).toEqual(['photo.png', 'notes.png', 'lourd.png']);
    expect(store.get(notificationsAtom).map((n) => n.message)).toEqual([
      '« enorme.png » refusé : fichier trop volumineux (10,0 Mo, 10,0 Mo au maximum)',
      CORE_REFUSAL,
      "L'envoi de « lourd.png » (image PNG) a échoué : L'image est trop grande pour la revue.",
    ]);
  });
});
