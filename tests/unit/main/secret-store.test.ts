import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretStore } from '../../../src/main/secret-store';
import { app, safeStorage } from '../../support/fake-electron';

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.jeton-de-rafraichissement';
const secretsFile = (): string => join(app.getPath('userData'), 'secrets.bin');

describe('secret store (src/main/secret-store.ts over safeStorage)', () => {
  it('keeps secrets encrypted on disk, never in plain text, readable by the next run', async () => {
    const store = createSecretStore();
    expect(store.persistent).toBe(true);
    await store.set('refreshToken', TOKEN);
    const onDisk = readFileSync(secretsFile());
    expect(onDisk.toString('latin1')).not.toContain(TOKEN);
    expect(onDisk.toString('latin1')).not.toContain('refreshToken');
    expect(safeStorage.decryptString(onDisk)).toBe(JSON.stringify({ refreshToken: TOKEN }));
    expect(await createSecretStore().get('refreshToken')).toBe(TOKEN);
  });

  it.runIf(process.platform !== 'win32')('writes the file for the user only (0600)', async () => {
    await createSecretStore().set('refreshToken', TOKEN);
    expect(statSync(secretsFile()).mode & 0o777).toBe(0o600);
  });

  it('removes the file when the last secret is deleted', async () => {
    const store = createSecretStore();
    await store.set('refreshToken', TOKEN);
    await store.delete('refreshToken');
    expect(existsSync(secretsFile())).toBe(false);
    expect(await store.get('refreshToken')).toBeNull();
  });

  it('keeps secrets in memory only when the backend is basic_text (no keyring): nothing on disk', async () => {
    safeStorage.backend = 'basic_text';
    const store = createSecretStore();
    expect(store.persistent).toBe(false);
    await store.set('refreshToken', TOKEN);
    expect(await store.get('refreshToken')).toBe(TOKEN);
    expect(existsSync(secretsFile())).toBe(false);
  });

  it('keeps secrets in memory only when encryption is unavailable', async () => {
    safeStorage.available = false;
    const store = createSecretStore();
    expect(store.persistent).toBe(false);
    await store.set('refreshToken', TOKEN);
    expect(existsSync(secretsFile())).toBe(false);
  });

  it('discards a file it cannot decrypt (corrupt, or from another keyring) and starts empty', async () => {
    writeFileSync(secretsFile(), JSON.stringify({ refreshToken: TOKEN }));
    const store = createSecretStore();
    expect(await store.get('refreshToken')).toBeNull();
    expect(existsSync(secretsFile())).toBe(false);
    await store.set('refreshToken', 'nouveau');
    expect(await createSecretStore().get('refreshToken')).toBe('nouveau');
  });
});
