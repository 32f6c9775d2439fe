import type { AdPeriodicalConfig, AdSize } from '../../shared/domain/advertisement';
import type { ImageColor } from '../../shared/domain/image';
import { adSizeLabel } from '../../shared/rules/ad-sizes';
import type { Queryable } from '../db/db';

/** The ads' referentials: the sizes an ad may have, and what each periodical prints. */

export interface Nomenclature {
  sizes: AdSize[];
  configs: AdPeriodicalConfig[];
}

export async function adSizes(db: Queryable): Promise<AdSize[]> {
  const rows = await db.query<{ key: string; name: string; width_mm: string; height_mm: string }>('SELECT key, name, width_mm, height_mm FROM ad_size ORDER BY position, key');
  return rows.map((r) => {
    // numeric arrives as text from both drivers.
    const size = { name: r.name, widthMm: Number(r.width_mm), heightMm: Number(r.height_mm) };
    return { key: r.key, label: adSizeLabel(size), widthMm: size.widthMm, heightMm: size.heightMm };
  });
}

/** One entry per configured periodical, in the publisher's order. */
export async function adPeriodicalConfigs(db: Queryable): Promise<AdPeriodicalConfig[]> {
  const rows = await db.query<{ periodical_id: string; sizes: string[]; colors: ImageColor[] }>(
    `SELECT c.periodical_id, c.sizes, c.colors FROM ad_periodical_config c JOIN periodical p ON p.id = c.periodical_id ORDER BY p.position, p.id`,
  );
  return rows.map((r) => ({ periodicalId: r.periodical_id, sizes: r.sizes, colors: r.colors }));
}

export async function nomenclature(db: Queryable): Promise<Nomenclature> {
  const [sizes, configs] = await Promise.all([adSizes(db), adPeriodicalConfigs(db)]);
  return { sizes, configs };
}

/** Which of `ids` are not periodicals. */
export async function unknownPeriodicals(db: Queryable, ids: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>('SELECT id FROM periodical WHERE id = ANY($1::text[])', [ids]);
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}
