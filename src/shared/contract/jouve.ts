import { z } from 'zod';
import type { JouveReport } from '../domain/jouve';
import { method } from './define';

/** The Jouve process report (spec 2 §7 GET /api/admin/jouve), admin only. */
export const jouveMethods = {
  /** Totals by status and the latest placard and printer PDF processes. */
  'jouve.report': method<JouveReport>()(z.tuple([])),
} as const;
