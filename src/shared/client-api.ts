/**
 * The back-office API the client uses (design.md "The back-office's API"): every method and path that
 * src/core calls, with the section of the specs that gives it, or why it is not in the specs. The README's
 * table "API used by the client" is written from this list (tests/unit/shared/client-api.test.ts checks
 * it), and every suite fails when its reference server receives a call outside it (src/server/http/client-api-log.ts).
 * Paths are the spec's, `{name}` standing for one path segment; queries are not part of a path.
 */

export type ClientApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type ClientApiCall =
  | { method: ClientApiMethod; path: string; spec: string; note?: string }
  | { method: ClientApiMethod; path: string; spec: null; why: string };

const S1 = 'spec 1 §7';
const S2 = 'spec 2 §7';

const given = (spec: string) => (method: ClientApiMethod, path: string, note?: string): ClientApiCall => ({ method, path, spec, ...(note ? { note } : {}) });
const notInSpecs = (method: ClientApiMethod, path: string, why: string): ClientApiCall => ({ method, path, spec: null, why });

const images = given(`${S1} Images`);
const authors = given(`${S1} Authors`);
const illustrations = given(`${S1} Illustrations`);
const ads = given(`${S1} Advertisements`);
const other = given(`${S1} Other`);
const articles = given(`${S2} Articles`);
const bundles = given(`${S2} Bundles`);
const bundlePlans = given(`${S2} Bundle plans`);
const publications = given(`${S2} Publications and plans`);
const workflows = given(`${S2} Workflows`);
const editor = given(`${S2} Editor`);
/** Spec 2 §7's editor is Fonto: under its base path, Fonto's Standard CMS connector (issue 33; /work/shared/fonto-cms-contract.md). */
const fonto = given(`${S2} Editor, Fonto’s Standard CMS connector`);
const admin = given(`${S2} Admin`);
const layout = given(`${S2} Layout tool`);

export const CLIENT_API: readonly ClientApiCall[] = [
  other('GET', '/api/config/keycloak.json', 'identity configuration; also the connectivity probe'),
  other('GET', '/api/periodical'),
  other('GET', '/api/search', 'quick search proposals'),
  notInSpecs('GET', '/api/search/count', 'spec 1 §7: "count search: path not shown"'),

  images('GET', '/api/image/{id}', '?version=&size= to display, &refesh= without a version, ?download to download'),
  images('POST', '/api/image/{collection}', 'AUTHOR, ILLUSTRATION, ADVERTISEMENT: {data, name}; a new ad, then its form by PUT /api/advertisement/{id}'),
  images('PUT', '/api/image/{collection}/{id}'),
  images('POST', '/api/image/search', 'collectionFilter ADVERTISEMENT with the ad filters: the ad list and the organise page’s ads'),
  notInSpecs('GET', '/api/extensions', 'the calls below that are not in the specs and that this back-office offers (src/shared/domain/extensions.ts): a 404 means none'),
  notInSpecs('POST', '/api/image/export', 'spec 1 §7: "image export of selected items (limit 20): paths not shown"'),

  authors('POST', '/api/author/search'),
  authors('GET', '/api/author/search/autocomplete/{attribute}'),
  authors('GET', '/api/author/{id}'),
  authors('POST', '/api/author'),
  authors('PUT', '/api/author/{id}'),
  authors('DELETE', '/api/author/{id}'),
  authors('PUT', '/api/author/{id}/status'),
  authors('POST', '/api/author/images/delete'),
  authors('PUT', '/api/author/image/{id}/enable'),
  notInSpecs('PUT', '/api/author/image/{id}', 'the gallery’s image edit (spec 1 §2): the specs give no path'),
  authors('GET', '/api/admin/export/authors-csv'),
  admin('POST', '/api/admin/export/{kind}', 'authors (also spec 1 §7 Authors), references, publication'),

  illustrations('GET', '/api/illustration/{id}', 'also a publication’s cover image (spec 2 §7 Publications and plans)'),
  illustrations('PUT', '/api/illustration/{id}'),
  illustrations('DELETE', '/api/illustration/{id}', 'one illustration'),
  illustrations('POST', '/api/illustration/delete', 'several'),
  illustrations('PUT', '/api/illustration/{id}/status'),

  ads('GET', '/api/advertisement/{id}'),
  ads('PUT', '/api/advertisement/{id}'),
  ads('DELETE', '/api/advertisement/{id}', 'one ad'),
  ads('POST', '/api/advertisement/delete', 'several'),
  ads('PUT', '/api/advertisement/status/many'),
  ads('PUT', '/api/advertisement/{id}/status'),
  ads('GET', '/api/nomenclature/advertisement/sizes'),
  ads('GET', '/api/nomenclature/advertisement/config'),

  articles('POST', '/api/article'),
  articles('GET', '/api/article/{id}'),
  articles('DELETE', '/api/article/{id}'),
  articles('POST', '/api/article/delete'),
  articles('PUT', '/api/article/{id}/copy'),
  articles('PUT', '/api/article/{id}/move'),
  articles('POST', '/api/article/move'),
  articles('PUT', '/api/article/{id}/toggle-cover'),
  articles('POST', '/api/article/search', 'the article list and the searches per context: the organise pages (publicationFilter, bundleFilter)'),
  articles('GET', '/api/article/tags'),
  articles('POST', '/api/article/publish-online'),
  articles('POST', '/api/article/ask-import'),
  articles('POST', '/api/article/import', '?origin=WATCHED_FOLDER, the watched folder’s imports told apart in the history (issue 27), is not in the specs and is sent only with the extension version-origin'),
  articles('GET', '/api/article/{id}/preview'),
  articles('GET', '/api/article/download/{id}/placard'),
  articles('GET', '/api/article/xml/{id}'),
  articles('GET', '/api/bundle/xml/{id}'),
  articles('POST', '/api/article/character-volume'),
  articles('GET', '/api/articleBase/{articleId}', 'a publication’s cover article'),

  bundles('POST', '/api/bundle/'),
  bundles('GET', '/api/bundle/{id}'),
  bundles('PUT', '/api/bundle/{id}/organize'),
  bundles('GET', '/api/bundle/publication/{id}'),
  bundles('GET', '/api/bundle/periodical/{id}'),
  bundles('GET', '/api/bundle/{id}/bundle_plan'),
  bundles('PUT', '/api/bundle/{id}/bundle_plan'),

  bundlePlans('GET', '/api/bundle_plan/{id}'),
  bundlePlans('GET', '/api/bundle_plan'),
  bundlePlans('GET', '/api/bundle_plan/periodical/{id}'),
  bundlePlans('POST', '/api/bundle_plan'),
  bundlePlans('PUT', '/api/bundle_plan/{id}'),
  bundlePlans('DELETE', '/api/bundle_plan/{id}'),

  publications('GET', '/api/publication/{id}'),
  publications('GET', '/api/publication/periodical/{id}'),
  publications('POST', '/api/publication'),
  publications('PUT', '/api/publication/{id}'),
  publications('PUT', '/api/publication/{id}/organize'),
  publications('POST', '/api/publication/import'),
  publications('POST', '/api/publication/search', 'also where images and ads are shown: imageFilter for an illustration’s publications, publicationFilter for the statuses of an ad’s'),
  publications('GET', '/api/publication/download/{id}/{kind}', 'placard and BAT'),
  publications('POST', '/api/publication/schedule'),
  publications('DELETE', '/api/publication/schedule/{id}'),
  publications('GET', '/api/publication_plan/periodical/{id}'),
  publications('GET', '/api/publication_plan/publication/{id}'),
  publications('PUT', '/api/publication_plan/periodical/{id}'),
  publications('PUT', '/api/publication_plan/publication/{id}'),
  publications('POST', '/api/publication_plan/search'),
  publications('POST', '/api/search/autocomplete/publication', 'the layout tool’s GDA publication filter'),

  workflows('POST', '/api/workflow/article'),
  workflows('POST', '/api/workflow/articles'),
  workflows('POST', '/api/workflow/publication'),
  workflows('POST', '/api/workflow/publications'),

  editor('POST', '/api/fonto/session'),
  fonto('GET', '/api/fonto/document', 'documentId and context, as JSON, in the query'),
  fonto('PUT', '/api/fonto/document', 'with the revisionId read; what made the text (issue 27), in a field beside the contract’s, only with the extension version-origin'),
  fonto('PUT', '/api/fonto/document/lock', 'isLockAcquired true to take the lock, false to release it: the editor’s close; takeOver, the user’s other window, is not in the contract and is sent only with the extension lock-take-over'),
  fonto('POST', '/api/fonto/document/state', 'the 10 s poll of the revision and the lock'),
  fonto('POST', '/api/fonto/heartbeat', 'every 15 s; the contract leaves the method open: POST first'),
  fonto('GET', '/api/fonto/heartbeat', 'once the back-office answered POST with 404 or 405, remembered'),
  fonto('GET', '/api/fonto/document/history', 'newest first; origins only in the back-office’s revision metadata'),
  fonto('GET', '/api/fonto/document/revision', 'documentId and revisionId: the contract does not show its parameters'),
  fonto('POST', '/api/fonto/browse', 'a renvoi’s target document, a picture of the image bank'),
  fonto('GET', '/api/fonto/asset/preview', 'a picture’s thumbnail or web preview, ?context=&id=&variant='),
  fonto('GET', '/api/fonto/asset', 'a picture’s original, ?context=&id='),
  fonto('POST', '/api/fonto/asset', 'a new picture from the editor, multipart: the file in `file`, the request’s JSON (context, type image) in `request`'),
  notInSpecs(
    'POST',
    '/api/fonto/document/revision/restore',
    'a kept revision made current again under a save’s rules (issue 27), sent only with the extension history-restore: without it, the editor takes the revision’s text as an unsaved change that the user saves (PUT /api/fonto/document), and the history opened outside the editor offers no restore',
  ),

  admin(
    'POST',
    '/api/admin/referential/{type}',
    'the import; ?dryRun=true, its preview, and ?baseline=, the confirmation’s staleness check, are not in the specs and are sent only with the extension referential-dry-run: without it, core previews from the file and the GET below, which it reads again before importing',
  ),
  admin('GET', '/api/admin/referential/{type}'),
  admin('GET', '/api/admin/jouve'),
  admin('GET', '/api/admin/publish-online'),
  admin('DELETE', '/api/admin/publish-online/{id}'),
  admin('PUT', '/api/admin/publish-online/{id}'),
  admin('PUT', '/api/admin/publication/{id}/publish'),
  admin('GET', '/api/admin/publish-online/{id}/download'),

  layout('POST', '/api/kyrielle/document/search'),
  layout('GET', '/api/kyrielle/tree'),
  layout('GET', '/api/kyrielle/tree/{id}'),
  layout('POST', '/api/kyrielle/tree/{id}/save'),
  layout('POST', '/api/kyrielle/tree/{id}/admin/save'),
  layout('GET', '/api/kyrielle/tree/{id}/publish'),
  layout('GET', '/api/kyrielle/document/export'),
  layout('POST', '/api/kyrielle/document/import'),
  layout('POST', '/api/kyrielle/oxygen/thematics'),
  layout('POST', '/api/kyrielle/oxygen/type-acte'),
];

const segments = (path: string) => (path.split('?')[0] ?? '').split('/');
const PARAMETER = /^(\{[^}/]+\}|:[^/]+)$/;
const isParameter = (segment: string) => PARAMETER.test(segment);
type Segments = readonly string[];
/** A route against a call, segment by segment: the same word, or what `parameters` allows where they differ. */
const matches = (route: Segments, call: Segments, parameters: (segment: string, callSegment: string) => boolean) =>
  route.length === call.length && route.every((segment, i) => segment === call[i] || parameters(segment, call[i] ?? ''));
/** A route fills a call: any non-empty segment where the call has a parameter (a concrete path, or a route). */
const fills = (route: Segments, call: Segments) => matches(route, call, (segment, of) => segment !== '' && isParameter(of));
/** A route serves a call when, where they differ, either is a parameter. */
const sameRoute = (route: Segments, call: Segments) => matches(route, call, (segment, of) => isParameter(segment) || isParameter(of));
/** A route is the call itself: a parameter where the call has one, the same words elsewhere. */
const sameCall = (route: Segments, call: Segments) => matches(route, call, (segment, of) => isParameter(segment) && isParameter(of));
const SPEC_CALLS = CLIENT_API.filter((call) => call.spec !== null).map((call) => ({ method: call.method, segments: segments(call.path) }));
const OUTSIDE_CALLS = CLIENT_API.filter((call) => call.spec === null).map((call) => ({ method: call.method, segments: segments(call.path) }));

/**
 * Whether a route (a Fastify pattern such as `/api/image/:collection`) serves a call the specs' §7 give, which a
 * strict reference server keeps (issue 32): a route that also stands for one of the table's calls outside the
 * specs is not (`POST /api/image/export` is not `POST /api/image/{collection}`). Under the editor's base path, only
 * POST /api/fonto/session and Fonto's contract calls (issue 33).
 */
export function isSpecRoute(method: string, route: string): boolean {
  const path = segments(route);
  if (OUTSIDE_CALLS.some((call) => call.method === method && sameCall(path, call.segments))) return false;
  return SPEC_CALLS.some((call) => call.method === method && sameRoute(path, call.segments));
}

const CALL_SEGMENTS = CLIENT_API.map((call) => ({ call, segments: segments(call.path) }));

/**
 * Whether a route (a Fastify pattern such as `/api/image/:collection`, or a concrete path) is one of the
 * table's: its fixed segments are the call's, and it has a segment wherever the call has a parameter.
 */
export function isClientApiRoute(method: string, route: string): boolean {
  const path = segments(route);
  return CALL_SEGMENTS.some((entry) => entry.call.method === method && fills(path, entry.segments));
}

/** The table's call a route (a Fastify pattern such as `/api/author/:id`) is, when it is one. */
export function clientApiCallOf(method: string, route: string): ClientApiCall | undefined {
  const path = segments(route);
  return CALL_SEGMENTS.find((entry) => entry.call.method === method && sameCall(path, entry.segments))?.call;
}

/** The README's table, one row a call, in the list's order. */
export function clientApiMarkdown(): string {
  const rows = CLIENT_API.map((call) => {
    const source = call.spec === null ? `not in the specs: ${call.why}` : call.note ? `${call.spec} (${call.note})` : call.spec;
    return `| ${call.method} | \`${call.path}\` | ${source} |`;
  });
  return ['| Method | Path | Given by |', '| --- | --- | --- |', ...rows].join('\n');
}
