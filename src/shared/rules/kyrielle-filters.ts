import {
  DOCUMENT_NATURES,
  DOCUMENT_SOURCES,
  DOCUMENT_STATUSES,
  KYRIELLE_DATE_MAX,
  KYRIELLE_DATE_MIN,
  KYRIELLE_PAGE_SIZE,
  KYRIELLE_PAGE_SIZES,
  OXYGEN_CATEGORIES,
  OXYGEN_TYPES,
  type DocumentNature,
  type DocumentSource,
  type DocumentStatus,
  type KyrielleSearchRequest,
  type OxygenCategory,
  type OxygenType,
} from '../domain/kyrielle';
import { codeToPublicationIds, parseCode } from './kyrielle-code';

/**
 * The organise screen's search filters (spec 2 §2.10, §3 "Search request (CdF)", §5), kept in the URL
 * like every list of the product: read from and written to its query string, turned into the request.
 */
export interface KyrielleFilters {
  source: DocumentSource | null;
  text: string;
  status: DocumentStatus[];
  nature: DocumentNature[];
  oxygenType: OxygenType | null;
  oxygenCategory: OxygenCategory[];
  ean: string;
  /** Periodical ids. */
  periodicals: string[];
  /** Periodical plan node (rubrique) ids. */
  planNodes: string[];
  dateStart: string;
  dateEnd: string;
  thematic: string;
  typeActe: string;
  /** The publication code as typed ("ABC-123"). */
  code: string;
  /** The GDA publication chosen among the code's proposals (spec 2 §7 autocomplete), or null. */
  publication: number | null;
  page: number;
  size: number;
}

/** Spec 2 §5: for ETUDE, TRAVAIL hidden; for FORMULE, AUTRE hidden. */
export function oxygenCategoriesFor(type: OxygenType | null): OxygenCategory[] {
  return OXYGEN_CATEGORIES.filter((c) => !(type === 'ETUDE' && c === 'TRAVAIL') && !(type === 'FORMULE' && c === 'AUTRE'));
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => (value !== null && (values as readonly string[]).includes(value) ? (value as T) : null);
const listOf = <T extends string>(values: readonly T[], raw: string | null): T[] => (raw ? raw.split(',').filter((v): v is T => (values as readonly string[]).includes(v)) : []);
const positiveId = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);
const day = (raw: string | null) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) && raw >= KYRIELLE_DATE_MIN && raw <= KYRIELLE_DATE_MAX ? raw : '');

export function readFilters(params: URLSearchParams): KyrielleFilters {
  const oxygenType = oneOf(OXYGEN_TYPES, params.get('oxygenType'));
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    source: oneOf(DOCUMENT_SOURCES, params.get('source')),
    text: params.get('q') ?? '',
    status: listOf(DOCUMENT_STATUSES, params.get('status')),
    nature: listOf(DOCUMENT_NATURES, params.get('nature')),
    oxygenType,
    oxygenCategory: listOf(oxygenCategoriesFor(oxygenType), params.get('category')),
    ean: params.get('ean') ?? '',
    periodicals: (params.get('periodicals') ?? '').split(',').filter((id) => /^[A-Za-z0-9_-]{1,20}$/.test(id)),
    planNodes: (params.get('planNodes') ?? '').split(',').filter((id) => /^[A-Za-z0-9_.:-]{1,64}$/.test(id)),
    dateStart: day(params.get('from')),
    dateEnd: day(params.get('to')),
    thematic: params.get('thematic') ?? '',
    typeActe: params.get('typeActe') ?? '',
    code: params.get('code') ?? '',
    publication: positiveId(params.get('publication')),
    page: Number.isInteger(page) && page > 0 ? page : 0,
    size: (KYRIELLE_PAGE_SIZES as readonly number[]).includes(size) ? size : KYRIELLE_PAGE_SIZE,
  };
}

/** The query string of `filters`: empty values left out, so a fresh screen has a clean address. */
export function writeFilters(filters: KyrielleFilters): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (key: string, value: string) => {
    if (value) out[key] = value;
  };
  put('source', filters.source ?? '');
  put('q', filters.text);
  put('status', filters.status.join(','));
  put('nature', filters.nature.join(','));
  put('oxygenType', filters.oxygenType ?? '');
  put('category', filters.oxygenCategory.join(','));
  put('ean', filters.ean);
  put('periodicals', filters.periodicals.join(','));
  put('planNodes', filters.planNodes.join(','));
  put('from', filters.dateStart);
  put('to', filters.dateEnd);
  put('thematic', filters.thematic);
  put('typeActe', filters.typeActe);
  put('code', filters.code);
  put('publication', filters.publication === null ? '' : String(filters.publication));
  if (filters.page > 0) out.page = String(filters.page);
  if (filters.size !== KYRIELLE_PAGE_SIZE) out.size = String(filters.size);
  return out;
}

export const emptyFilters = (size = KYRIELLE_PAGE_SIZE): KyrielleFilters => ({
  source: null,
  text: '',
  status: [],
  nature: [],
  oxygenType: null,
  oxygenCategory: [],
  ean: '',
  periodicals: [],
  planNodes: [],
  dateStart: '',
  dateEnd: '',
  thematic: '',
  typeActe: '',
  code: '',
  publication: null,
  page: 0,
  size,
});

/** Spec 2 §3: changing the source resets every other filter (the page size stays). */
export function withSource(filters: KyrielleFilters, source: DocumentSource): KyrielleFilters {
  return { ...emptyFilters(filters.size), source };
}

/** A filter changed: back to the first page. An Oxygen type keeps only the categories it offers. */
export function withFilter<K extends keyof KyrielleFilters>(filters: KyrielleFilters, key: K, value: KyrielleFilters[K]): KyrielleFilters {
  const next = { ...filters, [key]: value, page: key === 'page' ? (value as number) : 0 };
  if (key === 'oxygenType') next.oxygenCategory = next.oxygenCategory.filter((c) => oxygenCategoriesFor(next.oxygenType).includes(c));
  // A code typed again asks for proposals again: the publication chosen from the last ones goes.
  if (key === 'code') next.publication = null;
  return next;
}

/** The request of spec 2 §3, or null while no source is chosen (nothing runs then). */
export function toSearchRequest(filters: KyrielleFilters, treeId: number): KyrielleSearchRequest | null {
  if (filters.source === null) return null;
  const request: KyrielleSearchRequest = { treeId, type: filters.source };
  const text = filters.text.trim();
  if (text) request.searchText = text;
  if (filters.status.length) request.status = filters.status;
  if (filters.nature.length) request.nature = filters.nature;
  if (filters.oxygenCategory.length) request.oxygenCategory = filters.oxygenCategory;
  if (filters.oxygenType) request.oxygenType = filters.oxygenType;
  if (filters.ean.trim()) request.ean = filters.ean.trim();
  if (filters.periodicals.length) request.periodicalFilter = filters.periodicals;
  if (filters.planNodes.length) request.planNodeFilter = filters.planNodes;
  if (filters.dateStart || filters.dateEnd) request.publicationDateFilter = { start: filters.dateStart || null, end: filters.dateEnd || null };
  if (filters.thematic.trim()) request.thematic = filters.thematic.trim();
  if (filters.typeActe.trim()) request.typeActe = filters.typeActe.trim();
  const ids = filters.publication === null ? codeToPublicationIds(parseCode(filters.code)) : [filters.publication];
  if (ids.length) request.publicationIdFilter = ids;
  return request;
}

/** The periodical of the layout tool's publication filter (spec 2 §7 "periodicalIdFilter (GDA in the layout tool)"). */
export const KYRIELLE_PUBLICATION_PERIODICAL = 'GDA';

/** What the code typed asks the publication autocomplete: its parts as words ("GDA-202" finds GDA_2024_12). */
export function publicationQueryOf(code: string): string {
  return code.split('-').filter(Boolean).join(' ');
}

/** Spec 2 §9: "Periodical GDA is excluded from the Lex-press plan-node search". */
export function planNodeSearchExcludes(source: DocumentSource | null): string[] {
  return source === 'LEXPRESS' ? [KYRIELLE_PUBLICATION_PERIODICAL] : [];
}
