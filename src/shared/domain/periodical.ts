export interface Periodical {
  id: string;
  label: string;
}

/** Periodicals of the access-rights table (spec 1 §1). */
export const RIGHTS_TABLE_PERIODICALS = ['BJS', 'DEF', 'GDP'] as const;
