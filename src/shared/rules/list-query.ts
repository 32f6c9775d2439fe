/**
 * The list engine's rules (spec 1 §3 "Sort", §9; spec 2 §2.1 and §9): filters live in the URL, array values
 * comma-separated, string arrays joined by three pipes, numeric lists parsed as integers; paging and the sort
 * cycles. Pure, so that every list (authors, images, ads, publications, articles...) shares them.
 */

export type SortOrder = 'ASC' | 'DESC';
export interface Sort {
  attr: string;
  order: SortOrder;
}

export const DEFAULT_PAGE = 0;
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 30, 50] as const;
/** Article lists also offer 100 (spec 1 §9, spec 2 §9). */
export const ARTICLE_PAGE_SIZES = [10, 20, 30, 50, 100] as const;
export const DEFAULT_SORT: Sort = { attr: 'UPDATE', order: 'DESC' };
/** Attributes whose first click sorts descending (the update column, spec 2 §9). */
export const DESCENDING_FIRST = ['UPDATE'] as const;

/** Separator of string arrays in the URL, so that values may contain commas ("Paris, 8e"). */
export const STRING_ARRAY_SEPARATOR = '|||';

/**
 * Next sort when a column header is clicked: none -> first order -> the other -> none. The update column
 * starts descending, the others ascending.
 */
export function nextSort(current: Sort | null, attr: string): Sort | null {
  const first: SortOrder = (DESCENDING_FIRST as readonly string[]).includes(attr) ? 'DESC' : 'ASC';
  const second: SortOrder = first === 'ASC' ? 'DESC' : 'ASC';
  if (!current || current.attr !== attr) return { attr, order: first };
  return current.order === first ? { attr, order: second } : null;
}

/** How each filter of a list is written in the URL. */
export type FilterKind = 'text' | 'boolean' | 'ids' | 'integers' | 'strings' | 'dateRange';
export type FilterSpec = Record<string, FilterKind>;

export interface DateRange {
  start: string | null;
  end: string | null;
}
export type FilterValue = string | boolean | string[] | number[] | DateRange;
export type Filters = Record<string, FilterValue | undefined>;

export interface ListQuery {
  filters: Filters;
  page: number;
  size: number;
  /** null: no sort chosen, the list's default applies. */
  sort: Sort | null;
}

export interface ListOptions {
  pageSizes?: readonly number[];
  defaultSize?: number;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function parseFilter(kind: FilterKind, raw: string): FilterValue | undefined {
  switch (kind) {
    case 'text':
      return raw === '' ? undefined : raw;
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
    case 'ids': {
      const ids = raw.split(',').map((v) => v.trim()).filter(Boolean);
      return ids.length ? ids : undefined;
    }
    case 'integers': {
      const numbers = raw
        .split(',')
        .map((v) => Number.parseInt(v.trim(), 10))
        .filter((n) => Number.isInteger(n));
      return numbers.length ? numbers : undefined;
    }
    case 'strings': {
      const values = raw.split(STRING_ARRAY_SEPARATOR).filter((v) => v !== '');
      return values.length ? values : undefined;
    }
    case 'dateRange': {
      const [start = '', end = ''] = raw.split(',');
      const range = { start: ISO_DAY.test(start) ? start : null, end: ISO_DAY.test(end) ? end : null };
      return range.start || range.end ? range : undefined;
    }
  }
}

function writeFilter(kind: FilterKind, value: FilterValue): string | null {
  switch (kind) {
    case 'text':
      return typeof value === 'string' && value !== '' ? value : null;
    case 'boolean':
      return typeof value === 'boolean' ? String(value) : null;
    case 'ids':
    case 'integers':
      return Array.isArray(value) && value.length ? value.join(',') : null;
    case 'strings':
      return Array.isArray(value) && value.length ? value.join(STRING_ARRAY_SEPARATOR) : null;
    case 'dateRange': {
      const range = value as DateRange;
      return range.start || range.end ? `${range.start ?? ''},${range.end ?? ''}` : null;
    }
  }
}

export function parseListQuery(spec: FilterSpec, params: URLSearchParams, options: ListOptions = {}): ListQuery {
  const sizes = options.pageSizes ?? PAGE_SIZES;
  const filters: Filters = {};
  for (const [name, kind] of Object.entries(spec)) {
    const raw = params.get(name);
    if (raw !== null) filters[name] = parseFilter(kind, raw);
  }
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const size = Number.parseInt(params.get('size') ?? '', 10);
  const [attr, order] = (params.get('sort') ?? '').split(',');
  return {
    filters,
    page: Number.isInteger(page) && page >= 0 ? page : DEFAULT_PAGE,
    size: sizes.includes(size) ? size : (options.defaultSize ?? DEFAULT_PAGE_SIZE),
    sort: attr && (order === 'ASC' || order === 'DESC') ? { attr, order } : null,
  };
}

/**
 * Writes a list query back into URL parameters, keeping parameters the list does not own (grid, mode...).
 * Defaults are left out so that URLs stay short and shareable.
 */
export function writeListQuery(spec: FilterSpec, query: ListQuery, base = new URLSearchParams(), options: ListOptions = {}): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const [name, kind] of Object.entries(spec)) {
    const value = query.filters[name];
    const raw = value === undefined ? null : writeFilter(kind, value);
    if (raw === null) params.delete(name);
    else params.set(name, raw);
  }
  if (query.page === DEFAULT_PAGE) params.delete('page');
  else params.set('page', String(query.page));
  if (query.size === (options.defaultSize ?? DEFAULT_PAGE_SIZE)) params.delete('size');
  else params.set('size', String(query.size));
  if (query.sort) params.set('sort', `${query.sort.attr},${query.sort.order}`);
  else params.delete('sort');
  return params;
}

/** Changing a filter resets the page (spec 2 §2.1). */
export function withFilter(query: ListQuery, name: string, value: FilterValue | undefined): ListQuery {
  return { ...query, filters: { ...query.filters, [name]: value }, page: DEFAULT_PAGE };
}

export function withSort(query: ListQuery, sort: Sort | null): ListQuery {
  return { ...query, sort, page: DEFAULT_PAGE };
}

export function withPageSize(query: ListQuery, size: number): ListQuery {
  return { ...query, size, page: DEFAULT_PAGE };
}

/** "x-y sur n" of the pager. */
export function pageRange(page: number, size: number, total: number): { from: number; to: number; total: number } {
  if (total === 0) return { from: 0, to: 0, total };
  const from = page * size + 1;
  return { from: Math.min(from, total), to: Math.min(from + size - 1, total), total };
}

export function pageCount(size: number, total: number): number {
  return Math.max(1, Math.ceil(total / size));
}
