import { existsSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { app, safeStorage } from 'electron';
import { MemorySecretStore, type SecretStorePort } from '../core/ports';

/**
 * Secrets at rest through safeStorage (OS keychain), in a file of their own — never electron-store.
 * Where the backend is 'basic_text' (no keyring) encryption would be a pretence: memory only.
 */
export function createSecretStore(): SecretStorePort {
  const usable = safeStorage.isEncryptionAvailable() && safeStorage.getSelectedStorageBackend?.() !== 'basic_text';
  if (!usable) return new MemorySecretStore();
  const file = join(app.getPath('userData'), 'secrets.bin');

  function readAll(): Record<string, string> {
    if (!existsSync(file)) return {};
    try {
      return JSON.parse(safeStorage.decryptString(readFileSync(file))) as Record<string, string>;
    } catch {
      rmSync(file, { force: true });
      return {};
    }
  }
  function writeAll(values: Record<string, string>): void {
    if (Object.keys(values).length === 0) rmSync(file, { force: true });
    else writeFileSync(file, safeStorage.encryptString(JSON.stringify(values)), { mode: 0o600 });
  }

  return {
    persistent: true,
    get: (key) => Promise.resolve(readAll()[key] ?? null),
    set: (key, value) => Promise.resolve(writeAll({ ...readAll(), [key]: value })),
    delete: (key) => {
      const { [key]: _removed, ...rest } = readAll();
      writeAll(rest);
      return Promise.resolve();
    },
  };
}
