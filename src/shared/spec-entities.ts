import { z } from 'zod';

/**
 * The entities as spec 1 §3 and spec 2 §3 name their fields, and the envelopes §7 gives (issue 32): what the
 * publisher's back-office answers, and all a strict reference server lets out. A field is named here once.
 * The specs give names, rarely types: a field the client's readers rely on has the JSON type its domain
 * (src/shared/domain) reads it as, which core checks where it reads an answer (spec-check.ts); the others are
 * declared by name only. Strict objects: a field outside the specs is not part of the entity.
 */

const fields = <const Name extends string, Type extends z.ZodType>(type: Type, names: readonly Name[]) =>
  Object.fromEntries(names.map((name) => [name, type])) as Record<Name, Type>;
const named = <const Name extends string>(names: readonly Name[]) => fields(z.unknown(), names);
const entity = <Shape extends z.ZodRawShape>(shape: Shape) => z.strictObject(shape);

/**
 * The JSON types of the domain. An enumeration's value is read as a text: one the client does not know is shown
 * as it came, not refused (the specs list values, a back-office may add some).
 */
const text = z.string();
const maybeText = z.string().nullable();
const count = z.number();
const maybeCount = z.number().nullable();
const flag = z.boolean();
const texts = z.array(z.string());

/**
 * Spec 1 §3 Author's contacts: lists of entries each carrying its `contact` kind, or maps keyed by kind (spec 1
 * §2's form data, which the reference server answers); none at all reads as none.
 */
const contacts = <Entry extends z.ZodType>(entry: Entry) => z.union([z.array(entry), z.record(z.string(), z.array(entry).nullable())]).nullish();

/** Spec 1 §3 Author: emails, phone numbers and addresses, each entry carrying its contact kind. */
/** The kind an entry of a list carries; an entry of a map has it in its key. */
const contact = { contact: z.unknown().optional(), fav: flag };
const email = entity({ ...contact, mail: text });
const phoneNumber = entity({ ...contact, ...fields(text, ['countryCode', 'number']), type: maybeText });
const address = entity({ ...contact, ...fields(text, ['postCode', 'country', 'complement', 'city', 'street']) });
const profile = entity(fields(text, ['type', 'value']));
const articleRef = entity({ articleId: count, ...fields(text, ['title', 'type']) });
const meta = entity({ contentType: text, ...fields(count, ['width', 'height', 'weight']), xdpi: maybeCount });

/** Spec 1 §3 Author image. */
export const specAuthorImage = entity({
  id: count,
  ...fields(flag, ['fav', 'used', 'disabled']),
  ...named(['format', 'color', 'framing', 'sources', 'credits', 'comments', 'uploadDate']),
  modificationDate: text,
  meta,
});

/** Spec 1 §3 Author. */
export const specAuthor = entity({
  ...fields(count, ['id', 'version']),
  ...fields(text, ['type', 'lastName', 'creationDate', 'modificationDate']),
  ...fields(maybeText, ['knkId', 'firstName', 'particle', 'notes', 'creationUser', 'modificationUser', 'emailFav']),
  ...fields(texts, ['functions', 'fontoFunctions']),
  ...fields(flag, ['enable', 'used']),
  imageAuthorId: maybeCount,
  phoneNumberFav: phoneNumber.nullable(),
  emails: contacts(email),
  phoneNumbers: contacts(phoneNumber),
  addresses: contacts(address),
  images: z.array(specAuthorImage),
  profiles: z.array(profile),
  lastArticlesModified: z.array(articleRef),
});

/** Spec 1 §3 Image ("description/comments": both names). */
export const specImage = entity({
  ...fields(count, ['id', 'version']),
  ...fields(text, ['name', 'collection', 'modificationDate', 'quality', 'credits', 'sources']),
  /** "enable or disabled": either may be the one given, the other null. */
  ...fields(flag.nullable(), ['enable', 'disabled']),
  authorId: maybeCount,
  ...fields(texts, ['characteristics', 'tags']),
  /** The size's name in any spelling (LARGE, IMG_LARGE…), the colour and the file type: read by rules, or from meta. */
  ...fields(maybeText, ['description', 'comments', 'format', 'color', 'mimeType']),
  meta,
  lastArticlesModified: z.array(articleRef),
});

/** Spec 1 §3 Periodical, spec 2 §3 Periodical. */
export const specPeriodical = entity(named(['id', 'label']));

/** Spec 1 §3 Advertisement ("enable or disabled": both names). */
export const specAdvertisement = entity({
  ...fields(count, ['id', 'version']),
  ...fields(text, ['name', 'comments', 'modificationDate', 'formatLabel', 'collection']),
  ...fields(maybeText, ['deadline', 'format', 'color']),
  ...fields(flag.nullable(), ['enable', 'disabled']),
  used: flag,
  /** Periodical ids, or periodicals carrying their id. */
  periodicals: z.array(z.union([text, entity({ id: text })])),
  /** PRIORITY or NON-PRIORITY, a boolean flag when saved. */
  priority: z.union([flag, text]),
  meta,
  lastPublicationsModified: z.array(entity(named(['publicationId', 'publicationName', 'title']))),
});

/** Spec 1 §3: an ad size of the list, key and label. */
export const specAdSize = entity(named(['key', 'label']));

/** Spec 2 §3 Plan node: a node tree, each node its children under `sub`. */
export const specPlanNode: z.ZodType = entity({
  ...fields(text, ['id', 'name', 'type']),
  planNodeId: maybeText,
  meta: entity({ isBundle: flag }).optional(),
  get sub() {
    return z.array(specPlanNode);
  },
});

/** Spec 2 §3 Publication ("lastPrinterPdfProcessStatus (also seen as lastPrinterProcessStatus)": both names). */
export const specPublication = entity({
  ...fields(count, ['id', 'year']),
  ...fields(text, ['periodicalId', 'number', 'editionType', 'startDate', 'status', 'modificationDate']),
  ...fields(maybeText, ['endDate', 'closingDate', 'publicationOnlineDate', 'scheduledDate', 'username', 'validationDate', 'title', 'text']),
  ...fields(maybeText, ['lastPrinterPdfProcessStatus', 'lastPrinterProcessStatus', 'lastAvailablePlacardProcessStatus', 'lastRequestPlacardProcessStatus']),
  ...named(['lastRequestPlacardProcess']),
  allArticlesReady: flag,
  ...fields(maybeCount, ['articleId', 'imageId']),
  plan: z.array(specPlanNode).nullable(),
});

/** Spec 2 §3 Article or bundle. */
export const specArticle = entity({
  ...fields(count, ['id', 'charVolume', 'charDaVolume']),
  ...fields(text, ['title', 'type', 'nature', 'periodicalId', 'status', 'attached', 'creationDate', 'modificationDate']),
  ...fields(flag, ['isBundle', 'isValid', 'isFrontCover', 'isImportant']),
  ...fields(maybeCount, ['bundleId', 'publicationId', 'numberOfPages']),
  ...fields(maybeText, ['publication', 'planNodeId', 'creationUser', 'modificationUser', 'publicationOnlineDate', 'nextPublicationOnlineDate', 'nextPublicationOnlineUsername']),
  ...fields(maybeText, ['lastRequestPlacardProcessStatus', 'lastAvailablePlacardProcessStatus']),
  planNode: entity(fields(text, ['id', 'name'])).nullable(),
  authors: z.array(entity({ id: count, ...fields(maybeText, ['first_name', 'particle']), last_name: text })),
  plan: z.array(specPlanNode).nullable(),
});

/** Spec 2 §3 Bundle plan template ("name/title/label": the three names). */
export const specBundlePlan = entity({
  ...fields(count, ['id', 'bundlePlanId']),
  bundlePlanVersionId: maybeCount,
  ...fields(text, ['name', 'title', 'label', 'type', 'periodicalId']),
  enable: flag,
  plan: z.array(specPlanNode).nullable(),
});

/** Spec 2 §3 Publication plan. */
export const specPublicationPlan = entity({ ...named(['id', 'periodicalId', 'year', 'number']), plan: z.array(specPlanNode).nullable() });

/** Spec 2 §3: a plan search result row. */
export const specPlanSearchRow = entity(named(['id', 'name', 'parentName', 'periodicalId']));

/** Spec 2 §3 Online publication (to push): "plus articles", whose shape is the article's. */
export const specOnlinePublication = entity({ ...named(['id', 'name', 'title', 'executionDate']), articles: z.array(specArticle) });

/** Spec 2 §3 Placed document unit. */
export const specPlacedUnit = entity(named(['documentId', 'title', 'nodeId', 'type', 'alert', 'pointerId']));

/** Spec 2 §3 Tree node. */
export const specTreeNode: z.ZodType = entity({
  ...named(['id', 'name']),
  documentUnits: z.array(specPlacedUnit),
  get sub() {
    return z.array(specTreeNode);
  },
});

/** Spec 2 §3 CdF tree (`isDirty` is the client's own flag, never answered). */
export const specTree = entity({ ...named(['id', 'type']), nodes: z.array(specTreeNode) });

/** Spec 2 §7: the tree list, id and type. */
export const specTreeSummary = entity(named(['id', 'type']));

/** Spec 2 §3 Document unit (search result). */
export const specDocumentUnit = entity(named(['id', 'title', 'countInTree', 'type']));

/** Spec 2 §3: autocomplete items, key and value (authors, plan nodes) or id and label (publications). */
export const specKeyValue = entity(named(['key', 'value']));
export const specIdLabel = entity(named(['id', 'label']));

/** Spec 1 §3 Search result: the result list and resultCount. */
export const specSearchResult = <Row extends z.ZodType>(row: Row) => entity({ result: z.array(row), resultCount: z.unknown() });

/** Spec 2 §3 Paged result (the layout tool's search). */
export const specPaged = <Row extends z.ZodType>(row: Row) => entity({ content: z.array(row), ...named(['size', 'number', 'totalElements', 'totalPages']) });

/** Spec 2 §7 POST /api/article/ask-import: mode, metadata (id, title), periodical, publication. */
export const specImportCheck = entity({ ...named(['mode', 'periodical', 'publication']), metadata: entity(named(['id', 'title'])) });

/** Fonto's CMS contract §5.7 browse result (issue 33): `metadata` is the CMS's own, passed whole. */
const specBrowseItem = entity({ id: z.unknown(), label: z.unknown(), type: z.unknown(), metadata: z.unknown().optional() });
export const specBrowseResult = entity({ totalItemCount: z.unknown(), items: z.array(specBrowseItem) });
/** Fonto's CMS contract §5.10 upload answer (issue 33). */
export const specUploadedAsset = entity({ id: z.unknown(), type: z.unknown(), label: z.unknown() });

/**
 * Fonto's Standard CMS connector (issue 33; /work/shared/fonto-cms-contract.md), under spec 2 §7's editor base path:
 * the contract's fields, `metadata` and `documentContext` the back-office's own (opaque objects, passed whole).
 */
const fontoOpaque = z.record(z.string(), z.unknown());
export const fontoLock = z.strictObject({ isLockAcquired: z.boolean(), isLockAvailable: z.boolean(), reason: z.string().optional() });
export const fontoDocument = z.strictObject({
  documentId: z.string(),
  content: z.string(),
  lock: fontoLock,
  revisionId: z.string().optional(),
  documentContext: fontoOpaque.optional(),
  metadata: fontoOpaque.optional(),
});
export const fontoSaved = z.strictObject({ revisionId: z.string().optional(), documentContext: fontoOpaque.optional() });
export const fontoLockAnswer = z.strictObject({ lock: fontoLock.optional(), revisionId: z.string().optional(), documentContext: fontoOpaque.optional() });
export const fontoState = z.strictObject({
  results: z.array(z.strictObject({ status: z.number(), body: fontoLockAnswer.optional() })),
});
export const fontoHistory = z.strictObject({
  revisions: z.array(z.strictObject({ id: z.string(), author: z.strictObject({ id: z.string(), displayName: z.string().optional() }), lastModifiedTimestamp: z.string() })),
  initialFromRevisionId: z.string().optional(),
});
/** GET /document/revision: the contract does not show its answer; this client's reading. */
export const fontoRevision = z.strictObject({ documentId: z.string(), revisionId: z.string(), content: z.string() });

/**
 * What a call of the specs answers, as a strict server lets it out: an entity or an envelope of them, or
 * `opaque` where the specs show no entity (a number, a file, a report, a configuration). A call whose answer
 * the specs do not show but which concerns one entity (a save) answers that entity, its specs' fields only.
 * `file` where the call answers a file or nothing. Every call of the specs is here (a test holds it); a call whose
 * answer the specs do not show and which reports on several items (a delete, a bulk change) is `opaque`: the client
 * reads it for the better report and does without it. Keys: "METHOD path" as in src/shared/client-api.ts.
 */
export const SPEC_ANSWERS: Readonly<Record<string, z.ZodType | 'opaque' | 'file'>> = {
  'GET /api/image/{id}': 'file',
  'POST /api/fonto/browse': specBrowseResult,
  'GET /api/fonto/asset/preview': 'file',
  'GET /api/fonto/asset': 'file',
  'POST /api/fonto/asset': specUploadedAsset,
  'GET /api/admin/export/authors-csv': 'file',
  'POST /api/admin/export/{kind}': 'file',
  'GET /api/article/{id}/preview': 'file',
  'GET /api/article/download/{id}/placard': 'file',
  'GET /api/article/xml/{id}': 'file',
  'GET /api/bundle/xml/{id}': 'file',
  'GET /api/publication/download/{id}/{kind}': 'file',
  'GET /api/admin/publish-online/{id}/download': 'file',
  'GET /api/kyrielle/document/export': 'file',
  'DELETE /api/author/{id}': 'opaque',
  'POST /api/author/images/delete': 'opaque',
  'DELETE /api/illustration/{id}': 'opaque',
  'POST /api/illustration/delete': 'opaque',
  'DELETE /api/advertisement/{id}': 'opaque',
  'POST /api/advertisement/delete': 'opaque',
  'PUT /api/advertisement/status/many': 'opaque',
  'DELETE /api/article/{id}': 'opaque',
  'POST /api/article/delete': 'opaque',
  'POST /api/article/move': 'opaque',
  'POST /api/article/publish-online': 'opaque',
  'DELETE /api/bundle_plan/{id}': 'opaque',
  'DELETE /api/publication/schedule/{id}': specPublication,
  'DELETE /api/admin/publish-online/{id}': 'opaque',
  'PUT /api/admin/publication/{id}/publish': 'opaque',
  'GET /api/config/keycloak.json': 'opaque',
  'GET /api/periodical': z.array(specPeriodical),
  'GET /api/search': 'opaque',
  'POST /api/image/{collection}': specImage,
  'PUT /api/image/{collection}/{id}': specImage,
  'POST /api/image/search': specSearchResult(z.union([specImage, specAdvertisement])),
  'POST /api/author/search': specSearchResult(specAuthor),
  'GET /api/author/search/autocomplete/{attribute}': z.array(specKeyValue),
  'GET /api/author/{id}': specAuthor,
  'POST /api/author': specAuthor,
  'PUT /api/author/{id}': specAuthor,
  'PUT /api/author/{id}/status': specAuthor,
  'PUT /api/author/image/{id}/enable': specAuthorImage,
  'GET /api/illustration/{id}': specImage,
  'PUT /api/illustration/{id}': specImage,
  'PUT /api/illustration/{id}/status': specImage,
  'GET /api/advertisement/{id}': specAdvertisement,
  'PUT /api/advertisement/{id}': specAdvertisement,
  'PUT /api/advertisement/{id}/status': specAdvertisement,
  'GET /api/nomenclature/advertisement/sizes': z.array(specAdSize),
  'GET /api/nomenclature/advertisement/config': 'opaque',
  'POST /api/article': specArticle,
  'GET /api/article/{id}': specArticle,
  'PUT /api/article/{id}/copy': specArticle,
  'PUT /api/article/{id}/move': specArticle,
  'PUT /api/article/{id}/toggle-cover': specArticle,
  'POST /api/article/search': specSearchResult(specArticle),
  'GET /api/article/tags': 'opaque',
  'POST /api/article/ask-import': specImportCheck,
  'POST /api/article/import': 'opaque',
  'POST /api/article/character-volume': 'opaque',
  'GET /api/articleBase/{articleId}': specArticle,
  'POST /api/bundle/': specArticle,
  'GET /api/bundle/{id}': specArticle,
  'PUT /api/bundle/{id}/organize': specArticle,
  'GET /api/bundle/publication/{id}': z.array(specArticle),
  'GET /api/bundle/periodical/{id}': z.array(specArticle),
  'GET /api/bundle/{id}/bundle_plan': specBundlePlan,
  'PUT /api/bundle/{id}/bundle_plan': specBundlePlan,
  'GET /api/bundle_plan/{id}': specBundlePlan,
  'GET /api/bundle_plan': specSearchResult(specBundlePlan),
  'GET /api/bundle_plan/periodical/{id}': z.array(specBundlePlan),
  'POST /api/bundle_plan': specBundlePlan,
  'PUT /api/bundle_plan/{id}': specBundlePlan,
  'GET /api/publication/{id}': specPublication,
  'GET /api/publication/periodical/{id}': z.array(specPublication),
  'POST /api/publication': specPublication,
  'PUT /api/publication/{id}': specPublication,
  'PUT /api/publication/{id}/organize': specPublication,
  'POST /api/publication/import': 'opaque',
  'POST /api/publication/search': specSearchResult(specPublication),
  'POST /api/publication/schedule': specPublication,
  'GET /api/publication_plan/periodical/{id}': specPublicationPlan,
  'GET /api/publication_plan/publication/{id}': specPublicationPlan,
  'PUT /api/publication_plan/periodical/{id}': specPublicationPlan,
  'PUT /api/publication_plan/publication/{id}': specPublicationPlan,
  'POST /api/publication_plan/search': specSearchResult(specPlanSearchRow),
  'POST /api/search/autocomplete/publication': z.array(specIdLabel),
  'POST /api/workflow/article': 'opaque',
  'POST /api/workflow/articles': 'opaque',
  'POST /api/workflow/publication': 'opaque',
  'POST /api/workflow/publications': 'opaque',
  'POST /api/admin/referential/{type}': 'opaque',
  'GET /api/admin/referential/{type}': 'opaque',
  'GET /api/admin/jouve': 'opaque',
  'GET /api/admin/publish-online': z.array(specOnlinePublication),
  'PUT /api/admin/publish-online/{id}': specOnlinePublication,
  'POST /api/kyrielle/document/search': specPaged(specDocumentUnit),
  'GET /api/kyrielle/tree': z.array(specTreeSummary),
  'GET /api/kyrielle/tree/{id}': specTree,
  'POST /api/kyrielle/tree/{id}/save': specTree,
  'POST /api/kyrielle/tree/{id}/admin/save': specTree,
  'GET /api/kyrielle/tree/{id}/publish': 'opaque',
  'POST /api/kyrielle/document/import': 'opaque',
  'POST /api/kyrielle/oxygen/thematics': z.array(z.string()),
  'POST /api/kyrielle/oxygen/type-acte': z.array(z.string()),
  /** Spec 2 §2.6 lists what the editor is given, no entity of §3: as the reference server answers it. */
  'POST /api/fonto/session': 'opaque',
  'GET /api/fonto/document': fontoDocument,
  'PUT /api/fonto/document': fontoSaved,
  'PUT /api/fonto/document/lock': fontoLockAnswer,
  'POST /api/fonto/document/state': fontoState,
  'POST /api/fonto/heartbeat': 'opaque',
  'GET /api/fonto/heartbeat': 'opaque',
  'GET /api/fonto/document/history': fontoHistory,
  'GET /api/fonto/document/revision': fontoRevision,
};
