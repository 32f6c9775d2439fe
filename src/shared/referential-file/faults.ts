import { REFERENTIAL_MAX_FAULTS } from '../domain/referential';

/**
 * Where a file is wrong, said as its format knows it: an xlsx sheet, line and column letter; an xml line
 * and column; a json element; a text line. The first faults are all told at once, so that one round of
 * corrections is enough.
 */
export interface ReferentialFault {
  sheet: string | null;
  /** Line of the file (xlsx row, xml or text line), or element number of a json array. */
  line: number | null;
  lineUnit: 'ligne' | 'élément';
  /** xlsx column letter, xml or text column number, as text. */
  column: string | null;
  /** The referential's column in question. */
  field: string | null;
  message: string;
}

export type FaultPlace = Partial<Omit<ReferentialFault, 'message'>>;

export function fault(place: FaultPlace, message: string): ReferentialFault {
  return { sheet: place.sheet ?? null, line: place.line ?? null, lineUnit: place.lineUnit ?? 'ligne', column: place.column ?? null, field: place.field ?? null, message };
}

/** "Feuille « pdc », ligne 3, colonne B (libelle) : valeur obligatoire manquante." */
export function describeFault(f: ReferentialFault): string {
  const parts: string[] = [];
  if (f.sheet !== null) parts.push(`Feuille « ${f.sheet} »`);
  if (f.line !== null) parts.push(`${f.lineUnit} ${f.line}`);
  if (f.column !== null) parts.push(`colonne ${f.column}${f.field === null ? '' : ` (${f.field})`}`);
  else if (f.field !== null) parts.push(`champ « ${f.field} »`);
  const where = parts.join(', ');
  const text = where === '' ? f.message : `${where} : ${f.message}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Collects faults up to the limit; `full` tells the reader it may stop. */
export class FaultList {
  readonly items: ReferentialFault[] = [];
  total = 0;

  add(f: ReferentialFault): void {
    this.total += 1;
    if (this.items.length < REFERENTIAL_MAX_FAULTS) this.items.push(f);
  }

  /** Past this many, readers stop: the count told is then "at least". */
  get full(): boolean {
    return this.total >= REFERENTIAL_MAX_FAULTS * 100;
  }

  /** The faults kept, in the order of the file. */
  get sorted(): ReferentialFault[] {
    return [...this.items].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  }

  get empty(): boolean {
    return this.total === 0;
  }
}

/**
 * The refusal of a file (shown as is, spec 2 §8): that nothing changed, then one line per fault, and the
 * count of those not listed.
 */
export function refusalMessage(fileName: string, referentialLabel: string, faults: readonly ReferentialFault[], total: number = faults.length): string {
  const count = total === 1 ? '1 erreur' : `${total} erreurs`;
  const lines = faults.map((f) => `– ${describeFault(f)}`);
  if (total > faults.length) lines.push(`– … et ${total - faults.length} autre(s).`);
  return [`Import refusé : « ${fileName} » comporte ${count} ; le référentiel « ${referentialLabel} » n’a pas été modifié.`, ...lines].join('\n');
}
