import {
  CONTACT_KINDS,
  type Author,
  type AuthorAddress,
  type AuthorAutocompleteAttribute,
  type AuthorEmail,
  type AuthorPhoneNumber,
  type AuthorProfile,
  type AuthorRow,
  type AuthorSearchRequest,
  type AuthorType,
  type ContactMap,
} from '../../shared/domain/author';
import type { ArticleRef, Image } from '../../shared/domain/image';
import type { SearchResult } from '../../shared/domain/search-result';
import { DEFAULT_SORT } from '../../shared/rules/list-query';
import { authorDisplayName, type AuthorData } from '../../shared/rules/author-input';
import { contactEntries, favouriteOf } from '../../shared/rules/contact-kinds';
import { richTextToPlain } from '../../shared/rules/rich-text';
import type { Queryable } from '../db/db';
import { SqlParams, containsPattern, isoDateTime, prefixPattern, queryTerms, orIdIs } from '../db/sql';
import { recentFirstSql } from '../db/recent-first';
import { releaseFiles } from '../images/files';
import { authorsImages, filesOf } from '../images/store';
import { DATE_FILTER_MIN } from '../../shared/rules/date-bounds';

/** Authors in the database. Contacts are stored as the API shapes them; search columns are derived on every write. */

export interface AuthorRecord extends AuthorData {
  /** Given by the seed; the database numbers the others. */
  id?: number;
  enable: boolean;
  creationDate: Date;
  creationUser: string | null;
  modificationDate: Date;
  modificationUser: string | null;
}

interface AuthorDbRow {
  id: number;
  knk_id: string | null;
  type: AuthorType;
  first_name: string | null;
  particle: string | null;
  last_name: string;
  functions: string[];
  emails: Partial<ContactMap<AuthorEmail>>;
  phone_numbers: Partial<ContactMap<AuthorPhoneNumber>>;
  addresses: Partial<ContactMap<AuthorAddress>>;
  profiles: AuthorProfile[];
  notes: string | null;
  enable: boolean;
  creation_date: Date;
  creation_user: string | null;
  modification_date: Date;
  modification_user: string | null;
  version: number;
  used: boolean;
  image_id: number | null;
  image_version: number | null;
  image_count: number;
}

const AUTHOR_SELECT = `
  SELECT a.id, a.knk_id, a.type, a.first_name, a.particle, a.last_name, a.functions, a.emails, a.phone_numbers, a.addresses,
    a.profiles, a.notes, a.enable, a.creation_date, a.creation_user, a.modification_date, a.modification_user, a.version,
    EXISTS (SELECT 1 FROM article_author aa WHERE aa.author_id = a.id) AS used,
    img.id AS image_id, img.version AS image_version,
    (SELECT count(*)::int FROM image i WHERE i.author_id = a.id AND i.enable) AS image_count
  FROM author a
  LEFT JOIN LATERAL (SELECT i.id, i.version FROM image i WHERE i.author_id = a.id AND i.enable ORDER BY i.fav DESC, i.id LIMIT 1) img ON true`;

/** What search, filters and sort read of an author. */
function derived(data: AuthorData): { searchSource: string; sortSource: string; cities: string[]; countries: string[] } {
  const addresses = CONTACT_KINDS.flatMap((kind) => data.addresses[kind]);
  const cities = [...new Set(addresses.map((a) => a.city).filter(Boolean))];
  const countries = [...new Set(addresses.map((a) => a.country).filter(Boolean))];
  const emails = CONTACT_KINDS.flatMap((kind) => data.emails[kind].map((e) => e.mail));
  const searchSource = [authorDisplayName(data), data.knkId ?? '', ...data.functions.map(richTextToPlain), ...emails, ...cities].join(' ');
  return { searchSource, sortSource: `${data.lastName} ${data.firstName ?? ''}`.trim(), cities, countries };
}

function fullMap<Entry>(map: Partial<ContactMap<Entry>> | null | undefined): ContactMap<Entry> {
  const out = {} as ContactMap<Entry>;
  for (const kind of CONTACT_KINDS) out[kind] = map?.[kind] ?? [];
  return out;
}

/**
 * A row of POST /api/author/search: spec 1 §3's Author (its recent articles aside, which the list does not show)
 * and what this server adds for the list; a strict server lets out the Author's fields only (spec-entities.ts).
 */
export type AuthorSearchRow = Omit<Author, 'lastArticlesModified'> &
  Pick<AuthorRow, 'displayName' | 'city' | 'country' | 'imageCount'> & { image: { id: number; version: number } | null };

/** Inserts authors (one statement for all). Returns their ids. */
export async function insertAuthors(tx: Queryable, records: readonly AuthorRecord[]): Promise<number[]> {
  if (records.length === 0) return [];
  const withIds = records.every((r) => r.id !== undefined);
  const rows = records.map((r) => {
    const d = derived(r);
    return {
      id: r.id ?? null,
      knk_id: r.knkId,
      type: r.type,
      first_name: r.firstName,
      particle: r.particle,
      last_name: r.lastName,
      functions: r.functions,
      emails: r.emails,
      phone_numbers: r.phoneNumbers,
      addresses: r.addresses,
      profiles: r.profiles,
      notes: r.notes,
      enable: r.enable,
      creation_date: r.creationDate.toISOString(),
      creation_user: r.creationUser,
      modification_date: r.modificationDate.toISOString(),
      modification_user: r.modificationUser,
      search_source: d.searchSource,
      sort_source: d.sortSource,
      cities: d.cities,
      countries: d.countries,
    };
  });
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO author (${withIds ? 'id, ' : ''}knk_id, type, first_name, particle, last_name, functions, emails, phone_numbers, addresses,
       profiles, notes, enable, creation_date, creation_user, modification_date, modification_user, search_text, sort_name, cities, countries)
     SELECT ${withIds ? 'x.id, ' : ''}x.knk_id, x.type, x.first_name, x.particle, x.last_name, x.functions, x.emails, x.phone_numbers,
       x.addresses, x.profiles, x.notes, x.enable, x.creation_date, x.creation_user, x.modification_date, x.modification_user,
       pupitre_fold(x.search_source), pupitre_fold(x.sort_source), x.cities, x.countries
     FROM jsonb_to_recordset($1::jsonb) AS x(id integer, knk_id text, type text, first_name text, particle text, last_name text,
       functions jsonb, emails jsonb, phone_numbers jsonb, addresses jsonb, profiles jsonb, notes text, enable boolean,
       creation_date timestamptz, creation_user text, modification_date timestamptz, modification_user text, search_source text,
       sort_source text, cities text[], countries text[])
     RETURNING id`,
    [JSON.stringify(rows)],
  );
  if (withIds) await tx.query(`SELECT setval(pg_get_serial_sequence('author', 'id'), (SELECT max(id) FROM author))`);
  return inserted.map((r) => r.id);
}

export interface AuthorVersion {
  version: number;
  modificationDate: Date;
  modificationUser: string | null;
}

export async function authorVersion(db: Queryable, id: number): Promise<AuthorVersion | undefined> {
  const [row] = await db.query<{ version: number; modification_date: Date; modification_user: string | null }>(
    'SELECT version, modification_date, modification_user FROM author WHERE id = $1',
    [id],
  );
  return row && { version: row.version, modificationDate: row.modification_date, modificationUser: row.modification_user };
}

/**
 * Replaces an author's data if it is still at `version`; `enable` unchanged when undefined. false when the
 * version is stale (or the author is gone).
 */
export async function updateAuthor(
  tx: Queryable,
  id: number,
  version: number,
  data: AuthorData,
  enable: boolean | undefined,
  user: string,
): Promise<boolean> {
  const d = derived(data);
  const rows = await tx.query(
    `UPDATE author SET knk_id = $3, type = $4, first_name = $5, particle = $6, last_name = $7, functions = $8::jsonb, emails = $9::jsonb,
       phone_numbers = $10::jsonb, addresses = $11::jsonb, profiles = $12::jsonb, notes = $13, enable = coalesce($14, enable),
       search_text = pupitre_fold($15), sort_name = pupitre_fold($16), cities = $17::text[], countries = $18::text[],
       modification_date = now(), modification_user = $19, version = version + 1
     WHERE id = $1 AND version = $2 RETURNING id`,
    [
      id,
      version,
      data.knkId,
      data.type,
      data.firstName,
      data.particle,
      data.lastName,
      JSON.stringify(data.functions),
      JSON.stringify(data.emails),
      JSON.stringify(data.phoneNumbers),
      JSON.stringify(data.addresses),
      JSON.stringify(data.profiles),
      data.notes,
      enable ?? null,
      d.searchSource,
      d.sortSource,
      d.cities,
      d.countries,
      user,
    ],
  );
  return rows.length === 1;
}

export async function setAuthorStatus(db: Queryable, id: number, enable: boolean, user: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE author SET enable = $2, modification_date = now(), modification_user = $3, version = version + 1 WHERE id = $1 RETURNING id`,
    [id, enable, user],
  );
  return rows.length === 1;
}

export async function citationCount(db: Queryable, id: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM article_author WHERE author_id = $1', [id]);
  return row?.n ?? 0;
}

/** Deletes an author and their images (files no longer used go too). */
export async function deleteAuthor(tx: Queryable, id: number): Promise<boolean> {
  const files = await filesOf(tx, { authorId: id });
  const rows = await tx.query('DELETE FROM author WHERE id = $1 RETURNING id', [id]);
  await releaseFiles(tx, files);
  return rows.length === 1;
}

async function lastArticles(db: Queryable, authorId: number): Promise<ArticleRef[]> {
  const rows = await db.query<{ article_id: number; title: string; type: 'ARTICLE' | 'BUNDLE' }>(
    `SELECT ar.id AS article_id, ar.title, ar.type FROM article ar JOIN article_author aa ON aa.article_id = ar.id
     WHERE aa.author_id = $1 ORDER BY ar.modification_date DESC, ar.id DESC LIMIT 5`,
    [authorId],
  );
  return rows.map((r) => ({ articleId: r.article_id, title: r.title, type: r.type }));
}

/** The author's fields but the recent articles. */
function authorFields(row: AuthorDbRow, images: Image[]): Omit<Author, 'lastArticlesModified'> {
  return {
    id: row.id,
    knkId: row.knk_id,
    type: row.type,
    firstName: row.first_name,
    particle: row.particle,
    lastName: row.last_name,
    functions: row.functions,
    fontoFunctions: row.functions.map((f) => `<p>${f}</p>`),
    emails: fullMap(row.emails),
    phoneNumbers: fullMap(row.phone_numbers),
    addresses: fullMap(row.addresses),
    profiles: row.profiles,
    notes: row.notes,
    enable: row.enable,
    creationDate: isoDateTime(row.creation_date),
    creationUser: row.creation_user,
    modificationDate: isoDateTime(row.modification_date),
    modificationUser: row.modification_user,
    images,
    used: row.used,
    imageAuthorId: row.image_id,
    version: row.version,
    emailFav: favouriteOf(contactEntries(row.emails))?.mail ?? null,
    phoneNumberFav: favouriteOf(contactEntries(row.phone_numbers)),
  };
}

function toAuthor(row: AuthorDbRow, images: Image[], lastArticlesModified: ArticleRef[]): Author {
  return { ...authorFields(row, images), lastArticlesModified };
}

function toSearchRow(row: AuthorDbRow, images: Image[]): AuthorSearchRow {
  const author = authorFields(row, images);
  const address = favouriteOf(contactEntries(author.addresses));
  return {
    ...author,
    displayName: authorDisplayName(author),
    city: address?.city || null,
    country: address?.country || null,
    image: row.image_id !== null && row.image_version !== null ? { id: row.image_id, version: row.image_version } : null,
    imageCount: row.image_count,
  };
}

export async function findAuthor(db: Queryable, id: number): Promise<Author | undefined> {
  const [row] = await db.query<AuthorDbRow>(`${AUTHOR_SELECT} WHERE a.id = $1`, [id]);
  return row && toAuthor(row, (await authorsImages(db, [id])).get(id) ?? [], await lastArticles(db, id));
}

/** Authors for the CSV export, without their images (only their count): all, or those of `ids`, in id order. */
export async function authorsForExport(db: Queryable, ids: readonly number[] | 'all'): Promise<{ author: Author; imageCount: number }[]> {
  const rows =
    ids === 'all'
      ? await db.query<AuthorDbRow>(`${AUTHOR_SELECT} ORDER BY a.id`)
      : await db.query<AuthorDbRow>(`${AUTHOR_SELECT} WHERE a.id = ANY($1::int[]) ORDER BY a.id`, [ids]);
  return rows.map((row) => ({ author: toAuthor(row, [], []), imageCount: row.image_count }));
}

const SORT_COLUMNS: Record<string, string> = { ID: 'a.id', NAME: 'a.sort_name', UPDATE: 'a.modification_date' };


/** Every word of the query in names, functions, emails, cities or KNK id (case and accents ignored), or the id itself. */
function queryConditions(params: SqlParams, query: string | undefined): string[] {
  return queryTerms(query).map((term) => `(a.search_text LIKE pupitre_fold(${params.add(containsPattern(term))}) ESCAPE '\\'${orIdIs(params, 'a.id', term)})`);
}

export async function searchAuthors(db: Queryable, request: AuthorSearchRequest & { page: number; size: number }): Promise<SearchResult<AuthorSearchRow>> {
  const params = new SqlParams();
  const where = queryConditions(params, request.query);
  const article: string[] = [];
  if (request.publicationPeriodicalFilter?.length) article.push(`ar.periodical_id = ANY(${params.add(request.publicationPeriodicalFilter)}::text[])`);
  const { start, end } = request.publicationDateFilter ?? {};
  if (start && start > DATE_FILTER_MIN) article.push(`ar.publication_date >= ${params.add(start)}::date`);
  if (end && end > DATE_FILTER_MIN) article.push(`ar.publication_date <= ${params.add(end)}::date`);
  if (article.length) {
    where.push(`EXISTS (SELECT 1 FROM article_author aa JOIN article ar ON ar.id = aa.article_id WHERE aa.author_id = a.id AND ${article.join(' AND ')})`);
  }
  if (request.cityFilter?.length) {
    where.push(`EXISTS (SELECT 1 FROM unnest(a.cities) c WHERE pupitre_fold(c) IN (SELECT pupitre_fold(f) FROM unnest(${params.add(request.cityFilter)}::text[]) f))`);
  }
  if (request.countryFilter?.length) {
    where.push(
      `EXISTS (SELECT 1 FROM unnest(a.countries) c WHERE pupitre_fold(c) IN (SELECT pupitre_fold(f) FROM unnest(${params.add(request.countryFilter)}::text[]) f))`,
    );
  }
  if (request.withImageFilter === true) where.push('EXISTS (SELECT 1 FROM image i WHERE i.author_id = a.id AND i.enable)');
  const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const sort = request.sort ?? { attr: DEFAULT_SORT.attr, order: DEFAULT_SORT.order };
  const direction = sort.order === 'DESC' ? 'DESC' : 'ASC';
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM author a ${condition}`, params.values);
  // The page's ids, then their rows: the rows' subqueries (cited, images) planned for the page, not for every author
  // (on 200,000 authors the planner read article_author whole to answer them all at once, issue 35).
  const page = await db.query<{ id: number }>(
    `SELECT a.id FROM author a ${condition}
     ORDER BY ${SORT_COLUMNS[sort.attr] ?? 'a.modification_date'} ${direction}, a.id ${direction}
     LIMIT ${params.add(request.size)} OFFSET ${params.add(request.page * request.size)}`,
    params.values,
  );
  const ids = page.map((r) => r.id);
  const byId = new Map((await db.query<AuthorDbRow>(`${AUTHOR_SELECT} WHERE a.id = ANY($1::int[])`, [ids])).map((row) => [row.id, row]));
  const rows = ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
  const images = await authorsImages(db, rows.map((row) => row.id));
  return { result: rows.map((row) => toSearchRow(row, images.get(row.id) ?? [])), resultCount: count?.n ?? 0 };
}

const AUTOCOMPLETE_COLUMNS: Record<AuthorAutocompleteAttribute, string> = { city: 'cities', country: 'countries' };

/** Distinct cities or countries of the authors' addresses containing `text` (case and accents ignored), those starting with it first. */
export async function autocomplete(db: Queryable, attribute: AuthorAutocompleteAttribute, text: string, page: number, size: number): Promise<string[]> {
  const rows = await db.query<{ value: string }>(
    `SELECT value FROM (SELECT DISTINCT unnest(a.${AUTOCOMPLETE_COLUMNS[attribute]}) AS value FROM author a) v
     WHERE pupitre_fold(value) LIKE pupitre_fold($1) ESCAPE '\\'
     ORDER BY pupitre_fold(value) LIKE pupitre_fold($2) ESCAPE '\\' DESC, pupitre_fold(value), value
     LIMIT $3 OFFSET $4`,
    [containsPattern(text.trim()), prefixPattern(text.trim()), size, page * size],
  );
  return rows.map((r) => r.value);
}

/** Authors the author list would find for this query. */
export async function countAuthors(db: Queryable, query: string): Promise<number> {
  const params = new SqlParams();
  const where = queryConditions(params, query);
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM author a ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`, params.values);
  return row?.n ?? 0;
}

/**
 * Quick-search proposals: enabled authors first, names starting with the query first, then the recently modified;
 * looked for first among the latest enabled authors (recentFirstSql), whose five those of a common name are.
 */
export async function authorProposals(db: Queryable, query: string, limit: number): Promise<{ id: number; label: string }[]> {
  const params = new SqlParams();
  const where = queryConditions(params, query);
  if (where.length === 0) return [];
  const starts = `a.sort_name LIKE pupitre_fold(${params.add(prefixPattern(query.trim()))}) ESCAPE '\\'`;
  const rows = await db.query<{ id: number; type: AuthorType; first_name: string | null; particle: string | null; last_name: string }>(
    recentFirstSql({
      columns: `a.id, a.type, a.first_name, a.particle, a.last_name, a.enable, ${starts} AS starts, a.modification_date`,
      alias: 'a',
      recent: 'SELECT * FROM author ORDER BY enable DESC, modification_date DESC, id',
      recentMatch: [...where, 'a.enable', starts].join(' AND '),
      all: `FROM author a WHERE ${where.join(' AND ')}`,
      order: 'enable DESC, starts DESC, modification_date DESC, id',
      limit: params.add(limit),
    }),
    params.values,
  );
  return rows.map((r) => ({ id: r.id, label: authorDisplayName({ type: r.type, firstName: r.first_name, particle: r.particle, lastName: r.last_name }) }));
}
