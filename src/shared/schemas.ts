import { z } from 'zod';
import { AD_SORT_ATTRIBUTES, type AdvertisementSearchRequest } from './domain/advertisement';
import {
  IMAGE_CHARACTERISTICS,
  IMAGE_COLLECTIONS,
  IMAGE_FORMATS,
  IMAGE_COLORS,
  IMAGE_MIME_TYPES,
  IMAGE_SORT_ATTRIBUTES,
  type ImageExportItem,
  type ImageSearchRequest,
} from './domain/image';
import { DOWNLOAD_ENTITIES, THEME_CHOICES } from './domain/files';
import { EDITOR_XML_MAX_BYTES } from './domain/editor';
import { isSecureWebUrl, resolveApiPath } from './rules/urls';

/**
 * Schemas of the contract's arguments that are more than a scalar. Main and the web host validate every
 * call against them before core sees it.
 */

/** Images: 10,000,000 bytes at most (spec 1 §5); imports are larger documents. */
export const MAX_IMAGE_BYTES = 10_000_000;
export const MAX_IMPORT_BYTES = 50_000_000;
/** Bytes sent by the web host as base64: 4 characters per 3 bytes, with room for the largest import. */
const MAX_BASE64_CHARS = Math.ceil(MAX_IMPORT_BYTES / 3) * 4 + 4;

/**
 * A REST path of the back office, with its query: downloads never take an arbitrary URL. Checked once
 * resolved (`..`, `%2e%2e`), as the server will read it: it must stay under /api/.
 */
export const apiPath = z
  .string()
  .max(4096)
  .regex(/^\/api\/[^\s\\]*$/, 'Le chemin doit commencer par /api/')
  .refine((p) => resolveApiPath(p) !== null, 'Chemin invalide : il doit rester sous /api/');

export const downloadRequest = z.object({
  path: apiPath,
  method: z.enum(['GET', 'POST']).default('GET'),
  /** JSON body of a POST export. */
  body: z.json().optional(),
  /** The caller's name rule ({id}.xml, {id}-export.zip...), used when the server names no file. */
  fileName: z.string().min(1).max(255).optional(),
  /** Open the file when done: PDFs the specs open "in a new window". */
  openWhenDone: z.enum(['pdf']).optional(),
  /** The record the file is of: a failure is told keyed by HTTP status and entity (spec 2 §8). */
  entity: z.enum(DOWNLOAD_ENTITIES).optional(),
});
export type DownloadRequest = z.input<typeof downloadRequest>;

export const downloadBatchRequest = z.object({
  label: z.string().min(1).max(200),
  items: z.array(downloadRequest).min(1).max(1000),
});
export type DownloadBatchRequest = z.input<typeof downloadBatchRequest>;

/**
 * An update feed (the administrator's policy): what the app downloads comes from there, so https only — not
 * even http on loopback, which only an installed build would follow, from whatever listens on that port — and no
 * credentials (they would end up in logs).
 */
export const updateFeedUrl = z
  .string()
  .max(2048)
  .refine((url) => url.startsWith('https://') && isSecureWebUrl(url), 'L’adresse des mises à jour doit être en https, sans identifiants.')
  .nullable();

/**
 * What the renderer may change in the settings. Not the download folder: it changes only through
 * settings.chooseDownloadDir (the native folder dialog, which the web host does not have), so no caller
 * of the bridge can point downloads at a folder of its choosing. Nor the update feed: it comes from the build
 * or the administrator's policy, which only main reads (src/main/policy-file.ts).
 */
export const settingsPatch = z
  .object({
    askWhereToSave: z.boolean(),
    pdfViewer: z.enum(['app', 'system']),
    theme: z.enum(THEME_CHOICES),
  })
  .partial()
  .strict();

/**
 * A file the user dropped or picked. Electron hands main a path (webUtils.getPathForFile) and main reads it;
 * the web host can only send the bytes. Core checks both the same way.
 */
export const fileSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('path'), path: z.string().min(1).max(4096) }),
  z.object({
    kind: z.literal('bytes'),
    name: z.string().min(1).max(1024),
    /** Declared by the browser; informative only, core checks the content. */
    size: z.number().int().nonnegative(),
    base64: z.string().max(MAX_BASE64_CHARS),
  }),
]);
export type FileSource = z.infer<typeof fileSource>;

/** Draft keys name a screen and its entity (authors/edit/42): no path separators that could leave the folder. */
export const draftKey = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\w:.-]+(\/[\w:.-]+)*$/, 'Clé de brouillon invalide')
  .refine((k) => !k.split('/').some((s) => s === '.' || s === '..'), 'Clé de brouillon invalide');
/**
 * A draft as JSON, at most: the editor's (issue 33) holds an XML text of up to EDITOR_XML_MAX_BYTES, which JSON
 * writes in at most twice its length (XML allows no control character but tab and line ends, escaped in two).
 */
export const MAX_DRAFT_CHARS = 2 * EDITOR_XML_MAX_BYTES + 64 * 1024;
export const draftData = z.json().refine((d) => JSON.stringify(d).length <= MAX_DRAFT_CHARS, 'Brouillon trop volumineux');

/** Body of the author search (spec 1 §2 Author list filters); the server checks it again. */
export const authorSearchRequest = z.object({
  query: z.string().max(400).optional(),
  page: z.number().int().nonnegative().optional(),
  size: z.number().int().min(1).max(100).optional(),
  sort: z.object({ attr: z.enum(['ID', 'NAME', 'UPDATE']), order: z.enum(['ASC', 'DESC']) }).nullish(),
  publicationPeriodicalFilter: z.array(z.string().min(1).max(20)).max(50).optional(),
  publicationDateFilter: z.object({ start: z.string().max(40).nullish(), end: z.string().max(40).nullish() }).nullish(),
  cityFilter: z.array(z.string().min(1).max(400)).max(100).optional(),
  countryFilter: z.array(z.string().min(1).max(400)).max(100).optional(),
  withImageFilter: z.boolean().nullish(),
});

export const entityId = z.number().int().positive();

// ---------------------------------------------------------------------------------------------------------
// Images and advertisements (spec 1 §2 Image list, Advertisement list; §7): the server checks them again.

/** Ids of a bulk action (delete, enable, disable): the server takes 200 at most. */
export const MAX_BULK_IDS = 200;
export const bulkIds = z.array(entityId).min(1).max(MAX_BULK_IDS);

const periodicalIdList = z.array(z.string().trim().min(1).max(20)).max(100);
/** {start, end} days (yyyy-MM-dd); a bound not after 2000-01-01 is no bound (spec 1 §5). */
const dayRange = z.object({ start: z.string().max(40).nullish(), end: z.string().max(40).nullish() }).nullish();
function sortBy<const Attr extends readonly [string, ...string[]]>(attributes: Attr) {
  return z.object({ attr: z.enum(attributes), order: z.enum(['ASC', 'DESC']) }).nullish();
}
const listPaging = {
  query: z.string().max(400).optional(),
  page: z.number().int().nonnegative().optional(),
  size: z.number().int().min(1).max(100).optional(),
};
const mimeTypeFilter = z.array(z.enum(IMAGE_MIME_TYPES)).max(IMAGE_MIME_TYPES.length).optional();

/** Body of POST /api/image/search: the filters of the image list (spec 1 §2), sorts ID, NAME, UPDATE. */
export const imageSearchRequest = z.object({
  ...listPaging,
  sort: sortBy(IMAGE_SORT_ATTRIBUTES),
  collectionFilter: z.array(z.enum(IMAGE_COLLECTIONS)).max(IMAGE_COLLECTIONS.length).optional(),
  enableFilter: z.boolean().nullish(),
  mimeTypeFilter,
  characteristicFilter: z.array(z.enum(IMAGE_CHARACTERISTICS)).max(IMAGE_CHARACTERISTICS.length).optional(),
  modificationDateFilter: dayRange,
  authorIdFilter: z.array(entityId).max(100).optional(),
  publicationPeriodicalFilter: periodicalIdList.optional(),
  periodicalFilter: periodicalIdList.optional(),
  priorityFilter: z.boolean().nullish(),
  formatFilter: z.array(z.enum(IMAGE_FORMATS)).max(IMAGE_FORMATS.length).optional(),
  imageFilter: z.array(entityId).max(100).optional(),
  endDateFilter: dayRange,
});

/** Body of POST /api/advertisement/search: the filters of the ads list (spec 1 §2), sorts ID, NAME, DEADLINE, UPDATE. */
export const adSearchRequest = z.object({
  ...listPaging,
  sort: sortBy(AD_SORT_ATTRIBUTES),
  /** The list's default filter: ['ADVERTISEMENT']. */
  collectionFilter: z.array(z.literal('ADVERTISEMENT')).max(1).optional(),
  enableFilter: z.boolean().nullish(),
  periodicalFilter: periodicalIdList.optional(),
  publicationPeriodicalFilter: periodicalIdList.optional(),
  priorityFilter: z.boolean().nullish(),
  /** Size keys; UNKNOWN for the ads of no known size. */
  formatFilter: z.array(z.string().trim().min(1).max(40)).max(100).optional(),
  colorFilter: z.array(z.enum(IMAGE_COLORS)).max(IMAGE_COLORS.length).optional(),
  mimeTypeFilter,
  modificationDateFilter: dayRange,
  /** Deadline range. */
  endDateFilter: dayRange,
});

/**
 * The images chosen in a list for export, as {id, collection}. Bounded by the bulk limit only: the export
 * limit (20, 'limit download size') is refused by images.export with the server's own sentence (rules/image-export.ts).
 */
export const imageExportRequest = z.array(z.object({ id: entityId, collection: z.enum(IMAGE_COLLECTIONS) })).min(1).max(MAX_BULK_IDS);

// Compile-time checks: what the schemas yield is what the API documents.
const _yieldsImageSearchRequest = (value: z.output<typeof imageSearchRequest>): ImageSearchRequest => value;
const _yieldsAdSearchRequest = (value: z.output<typeof adSearchRequest>): AdvertisementSearchRequest => value;
const _yieldsImageExportItems = (value: z.output<typeof imageExportRequest>): ImageExportItem[] => value;
