import { z } from 'zod';
import { ADMIN_EXPORT_KINDS } from '../domain/admin-export';
import { adminExportRequestShape } from '../rules/export-range';
import { method } from './define';

/**
 * Data exports of the admin export page: authors, references, published elements (spec 2 §2.9, §5, §7 Admin).
 * The bridge checks the request's shape (yyyy-MM-dd days); the range rule (60 days at most) is the form's
 * and the server's, with the same messages.
 */
export const adminExportMethods = {
  /** Queues the file in the one download queue; resolves the batch once queued. */
  'adminExports.download': method<{ batchId: string }>()(z.tuple([z.enum(ADMIN_EXPORT_KINDS), adminExportRequestShape])),
} as const;
