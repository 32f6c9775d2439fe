import type { ImportStatus } from '../domain/publication';

/**
 * The levels of an import result card (spec 2 §2.8, §2.10 "error, warning or success with reasons"): an item
 * refused is an error; an item imported with something to say (an existing article modified, for instance)
 * is a warning; an item imported without remark is a success. IN_PROGRESS is not finished: a warning.
 */
export type ImportLevel = 'error' | 'warning' | 'success';

export interface ImportedItem {
  status: ImportStatus;
  messages: readonly string[];
}

export function importItemLevel(item: ImportedItem): ImportLevel {
  if (item.status === 'ERROR') return 'error';
  return item.status === 'DONE' && item.messages.length === 0 ? 'success' : 'warning';
}

/** The card's level: an import ending in ERROR (nothing imported) is an error; any item short of success makes it a warning. */
export function importResultLevel(result: { status: ImportStatus; items: readonly ImportedItem[] }): ImportLevel {
  if (result.status === 'ERROR') return 'error';
  if (result.status !== 'DONE') return 'warning';
  return result.items.every((item) => importItemLevel(item) === 'success') ? 'success' : 'warning';
}
