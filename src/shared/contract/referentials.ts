import { z } from 'zod';
import { REFERENTIAL_FORMATS, REFERENTIAL_TYPES, type ReferentialImportResult } from '../domain/referential';
import { fileSource } from '../schemas';
import { method } from './define';

const referentialType = z.enum(REFERENTIAL_TYPES);

/**
 * Referential import (with the rows it would add, change and remove, confirmed) and export (spec 2 §2.9, §7 Admin)
 * (issue 12). Admin only, enforced by the server.
 */
export const referentialMethods = {
  /** What importing this file would do; nothing is written. A faulty file is refused with the server's message (§8). */
  'referentials.preview': method<ReferentialImportResult>()(z.tuple([referentialType, fileSource])),
  /**
   * The import, whole or not at all, of the file previewed; `baseline` is the preview's: an import confirmed
   * after the referential changed is refused (409); the server checks its form (32 hexadecimal digits).
   */
  'referentials.import': method<ReferentialImportResult>()(z.tuple([referentialType, fileSource, z.string().min(32).max(32)])),
  /** The referential as a file, saved through the download queue; answers the batch. */
  'referentials.export': method<{ batchId: string }>()(z.tuple([referentialType, z.enum(REFERENTIAL_FORMATS)])),
} as const;
