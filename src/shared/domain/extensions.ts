import { z } from 'zod';

/**
 * The calls the reference server offers beyond spec 1 §7 and spec 2 §7, which the publisher's back-office may
 * not have (issue 32). The client uses one only once the back-office has said it offers it; without it, the
 * screen does what the specs' own calls allow (README, « API utilisée par le client », column « sans elle »).
 * Fields beyond spec §3 (a `version`, a `name`) are not listed: an answer that carries one is its own proof.
 */
export const EXTENSIONS = [
  /** POST /api/image/export: the server checks a batch of images and lists their files. */
  'image-export',
  /** ?dryRun=true on POST /api/admin/referential/{type}: what an import would change, changing nothing. */
  'referential-dry-run',
  /** GET /api/search/count?query=: the count search by type behind the result header's badges (spec 1 §7: path not shown). */
  'search-count',
  /** PUT /api/author/image/{id}: an author image's fields, favourite included (spec 1 §2 edit panel, favourite toggle: no path given). */
  'author-image-edit',
  /** POST /api/fonto/document/revision/restore: a kept revision made current again under a save's rules (issue 27). */
  'history-restore',
  /** ?limit=&before= on GET /api/fonto/document/history: a page of revisions older than `before`, and `hasMore` (the contract pages none). */
  'history-pages',
  /**
   * What made a version, said by the client (issue 27): `origin` in PUT /api/fonto/document's body (a .xml or .docx put
   * in the editor: XML_IMPORT, WORD_IMPORT; the contract has no such field) and ?origin=WATCHED_FOLDER on POST
   * /api/article/import. A claim the server bounds (issue 34): never an origin only it writes (INITIAL, RESTORE).
   */
  'version-origin',
  /**
   * takeOver: true on PUT /api/fonto/document/lock (the contract has no such field): the user takes the lock from their
   * own other live window (issue 11's « Prendre la main »). Without it that window holds the lock as another editor's
   * would: unavailable, with the reason, until it is closed (the 10 s state poll then says it is free).
   */
  'lock-take-over',
] as const;
export type Extension = (typeof EXTENSIONS)[number];

/** Where a back-office lists its extensions; one that answers 404 offers none. */
export const EXTENSIONS_PATH = '/api/extensions';

const offered = z.object({ extensions: z.array(z.string()) });

/** The extensions an answer of EXTENSIONS_PATH names; names this client does not know are left out. */
export function offeredExtensions(answer: unknown): ReadonlySet<Extension> {
  const parsed = offered.safeParse(answer);
  if (!parsed.success) return new Set();
  return new Set(EXTENSIONS.filter((extension) => parsed.data.extensions.includes(extension)));
}
