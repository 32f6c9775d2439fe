import { DOCUMENT_NATURES } from '../../shared/domain/kyrielle';
import type { Queryable } from '../db/db';
import type { ReferentialDefinition } from '../referentials/definition';
import { fault } from '../../shared/referential-file/faults';

/**
 * The layout tool's Ouvrages referential (spec 2 §2.10 "Télécharger le référentiel", "Charger le
 * référentiel"; §7 GET /api/kyrielle/document/export, POST /api/kyrielle/document/import): the document units
 * of source OUVRAGE, as an xlsx read and written by the referentials' one engine, imported whole or not at
 * all. A unit placed in a tree is never removed by an import.
 */
export const ouvrages: ReferentialDefinition = {
  type: 'ouvrages',
  label: 'Ouvrages',
  table: 'document_unit',
  scope: { column: 'source', value: 'OUVRAGE' },
  key: 'id',
  columns: [
    {
      name: 'id',
      kind: 'text',
      required: true,
      maxLength: 64,
      dbColumn: 'id',
      check: (value) => (/^OUV-[A-Za-z0-9_-]+$/.test(String(value)) ? null : `identifiant « ${String(value).slice(0, 60)} » invalide : OUV- suivi de lettres et de chiffres.`),
    },
    { name: 'titre', kind: 'text', required: true, maxLength: 2000, dbColumn: 'title' },
    {
      name: 'nature',
      kind: 'text',
      required: false,
      maxLength: 10,
      dbColumn: 'nature',
      check: (value) => ((DOCUMENT_NATURES as readonly string[]).includes(String(value)) ? null : `nature « ${String(value).slice(0, 20)} » inconnue (${DOCUMENT_NATURES.join(', ')}).`),
    },
    { name: 'ean', kind: 'text', required: false, maxLength: 13, dbColumn: 'ean', check: (value) => (/^\d{13}$/.test(String(value)) ? null : `EAN « ${String(value).slice(0, 20)} » invalide : 13 chiffres.`) },
  ],
  async checkRemoval(db: Queryable, keys: readonly string[]) {
    if (keys.length === 0) return [];
    const placed = await db.query<{ document_id: string; trees: number }>(
      'SELECT document_id, count(*)::int AS trees FROM kyrielle_placement WHERE document_id = ANY ($1::text[]) GROUP BY document_id ORDER BY document_id',
      [keys],
    );
    return placed.map((p) => fault({ field: 'id' }, `l’ouvrage « ${p.document_id} » ne peut pas être retiré : ${p.trees} chemin(s) de fer le placent.`));
  },
};
