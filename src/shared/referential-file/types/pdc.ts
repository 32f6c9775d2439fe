import { REFERENTIAL_LABELS } from '../../domain/referential';
import { fault, type ReferentialFault } from '../faults';
import { codeCheck, type CheckedRow, type ReferentialRules } from '../rules';

/** Depth of the classification tree, like the admin plans (spec 2 §9: 5). */
export const PDC_MAX_DEPTH = 5;

/** Plan de classement: the classification of legal texts, a tree by parent code. */
export const pdcRules: ReferentialRules = {
  type: 'pdc',
  label: REFERENTIAL_LABELS.pdc,
  key: 'code',
  columns: [
    { name: 'code', kind: 'text', required: true, maxLength: 40, check: codeCheck },
    { name: 'libelle', kind: 'text', required: true, maxLength: 200 },
    { name: 'parent', kind: 'text', required: false, maxLength: 40 },
  ],
  checkRows(rows, place) {
    const byCode = new Map(rows.map((r) => [String(r.row['code']), r]));
    const faults: ReferentialFault[] = [];
    for (const r of rows) {
      const parent = r.row['parent'];
      if (parent === null || parent === undefined) continue;
      const code = String(r.row['code']);
      if (!byCode.has(String(parent))) {
        faults.push(fault(place(r, 'parent'), `parent « ${String(parent)} » inconnu : il doit être le code d’une ligne du fichier.`));
        continue;
      }
      // Up the parents: a cycle comes back to the row, a chain too long passes the depth.
      let depth = 1;
      let current: CheckedRow | undefined = r;
      const visited = new Set<string>();
      while (current && current.row['parent'] !== null && current.row['parent'] !== undefined) {
        const up = String(current.row['parent']);
        if (up === code || visited.has(up)) {
          faults.push(fault(place(r, 'parent'), `le parent « ${String(parent)} » ferait une boucle dans le plan.`));
          depth = 0;
          break;
        }
        visited.add(up);
        current = byCode.get(up);
        depth += 1;
      }
      if (depth > PDC_MAX_DEPTH) faults.push(fault(place(r, 'parent'), `profondeur ${depth} : le plan a ${PDC_MAX_DEPTH} niveaux au plus.`));
    }
    return faults;
  },
};
