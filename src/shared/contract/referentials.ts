import { z } from 'zod';
import { REFERENTIAL_FORMATS, REFERENTIAL_PREVIEWERS, REFERENTIAL_TYPES, type ReferentialImportResult, type ReferentialPreview } from '../domain/referential';
import { fileSource } from '../schemas';
import { method } from './define';

const referentialType = z.enum(REFERENTIAL_TYPES);
const referentialBaseline = z.object({ previewedBy: z.enum(REFERENTIAL_PREVIEWERS), baseline: z.string().max(32).regex(/^[0-9a-f]{32}$/) });

/**
 * Referential import (with the rows it would add, change and remove, confirmed) and export (spec 2 §2.9, §7 Admin)
 * (issue 12). Admin only, enforced by the server.
 */
export const referentialMethods = {
  /**
   * What importing this file would do; nothing is written. A faulty file is refused with the server's message
   * (§8). By the back-office's dry run when it offers one; else computed by core, which sends nothing but a read.
   */
  'referentials.preview': method<ReferentialPreview>()(z.tuple([referentialType, fileSource])),
  /**
   * The import, whole or not at all, of the file previewed, with the preview's baseline: an import confirmed
   * after the referential changed is refused (409).
   */
  'referentials.import': method<ReferentialImportResult>()(z.tuple([referentialType, fileSource, referentialBaseline])),
  /** The referential as a file, saved through the download queue; answers the batch. */
  'referentials.export': method<{ batchId: string }>()(z.tuple([referentialType, z.enum(REFERENTIAL_FORMATS)])),
} as const;
