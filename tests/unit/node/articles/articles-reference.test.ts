import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { Article, ArticleImportResult, ArticleImportVerdict, ArticleRow, OnlinePush } from '../../../../src/shared/domain/article';
import type { BulkWorkflowOutcome, PublicationRow } from '../../../../src/shared/domain/publication';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import { errorOf, bytesSource, settledBatch, valueOf } from '../images/reference-bed';
import { startArticleBed, type ArticleBed } from './bed';
import { untilState } from '../../../support/until-state';
import { nearPush, parisIn, readyArticle } from '../online-push/helpers';
import type { EditorHistory } from '../../../../src/shared/domain/editor';

/**
 * The articles area end to end below the screens (issue 11): core's handlers on the real reference server,
 * as each demo user. Every refusal is the shared rule's, answered by the server with its status, key and
 * French reason.
 */

let bed: ArticleBed;
let admin: Core;
let redaction: Core;
let lecteur: Core;
let created: Article;

const call = async <T>(core: Core, name: Parameters<Core['dispatch']>[0], args: unknown[]): Promise<T> => valueOf<T>(await core.dispatch(name, args as never));
const fail = async (core: Core, name: Parameters<Core['dispatch']>[0], args: unknown[]) => errorOf(await core.dispatch(name, args as never));
const search = (core: Core, request: Record<string, unknown>) => call<SearchResult<ArticleRow>>(core, 'articles.search', [request]);
const create = (core: Core, input: Record<string, unknown> = {}) =>
  call<Article>(core, 'articles.create', [{ periodicalId: 'BJS', title: 'Le <i>devoir de vigilance</i> des sociétés mères', type: 'COMMENTARY', planNodeId: 'BJS-SOC', publicationId: null, bundleId: null, tags: ['2 pages'], ...input }]);
const xmlFile = (name: string, xml: string) => bytesSource(name, Buffer.from(xml, 'utf8'));

beforeAll(async () => {
  bed = await startArticleBed();
  [admin, redaction, lecteur] = await Promise.all([bed.core('admin'), bed.core('redaction'), bed.core('lecteur')]);
  created = await create(admin);
}, 90_000);
afterAll(async () => bed?.close());

describe('create', () => {
  it('creates an article IN_PROGRESS in its rubrique, title sanitised to its marks', async () => {
    expect(created).toMatchObject({ periodicalId: 'BJS', type: 'COMMENTARY', nature: 'SIMPLE', isBundle: false, status: 'IN_PROGRESS', attached: 'NONE', planNode: { id: 'BJS-SOC' }, tags: ['2 pages'] });
    expect(created.title).toBe('Le <i>devoir de vigilance</i> des sociétés mères');
    expect(await call<Article>(lecteur, 'articles.get', [created.id])).toMatchObject({ id: created.id });
  });

  it('refuses what spec 2 §5 refuses, and the roles §6 does not give', async () => {
    expect(await fail(admin, 'articles.create', [{ periodicalId: 'BJS', title: ' ', type: 'FOCUS', planNodeId: 'BJS-SOC', publicationId: null, bundleId: null, tags: [] }])).toMatchObject({
      status: 400,
      message: 'Le titre est obligatoire (sauf pour une brève).',
    });
    expect(await fail(admin, 'articles.create', [{ periodicalId: 'BJS', title: 'Sans rubrique', type: 'FOCUS', planNodeId: null, publicationId: null, bundleId: null, tags: [] }])).toMatchObject({
      status: 400,
      message: 'La rubrique est obligatoire pour cette revue quand aucun lot n’est choisi.',
    });
    expect((await fail(lecteur, 'articles.create', [{ periodicalId: 'BJS', title: 'X', type: 'FOCUS', planNodeId: 'BJS-SOC', publicationId: null, bundleId: null, tags: [] }])).status).toBe(403);
    // BRIEF has no title (spec 2 §4 Article dialog: choosing BRIEF clears it).
    expect((await create(admin, { type: 'BRIEF', title: 'ignoré' })).title).toBe('');
  });

  it('places an article in a bundle for the smaller set of roles only (spec 2 §6 "bundle add article")', async () => {
    const production = await bed.core('production');
    const bundle = (await search(admin, { kindFilter: ['BUNDLE'], periodicalFilter: ['BJS'], size: 1 })).result[0];
    const inBundle = { title: 'Article du lot', planNodeId: null, bundleId: bundle?.id };
    const refusal = { status: 403, message: 'Réservé à l’administrateur et aux rôles administrateur des articles ou manager de la revue BJS.' };
    // PRODUCER_BJS adds articles (the wider set), not to a bundle.
    expect(await fail(production, 'articles.create', [{ periodicalId: 'BJS', type: 'FOCUS', publicationId: null, tags: [], ...inBundle }])).toMatchObject(refusal);
    expect((await create(production, { title: 'Article hors lot' })).bundleId).toBeNull();
    expect(await fail(production, 'articles.copy', [created.id, { periodicalId: 'BJS', publicationId: null, bundleId: bundle?.id, planNodeId: null }])).toMatchObject(refusal);
    expect((await create(redaction, inBundle)).bundleId).toBe(bundle?.id);
  });

  it('answers the tags and the base of an article', async () => {
    expect(await call<string[]>(admin, 'articles.tags', [])).toContain('2 pages');
    expect(await call(admin, 'articles.base', [created.id])).toMatchObject({ id: created.id, periodicalId: 'BJS', isBundle: false });
  });
});

describe('search', () => {
  it('filters by query, periodical, status (filter-only ones too), attachment and kind', async () => {
    const found = await search(admin, { query: 'devoir de vigilance', periodicalFilter: ['BJS'] });
    expect(found.result.map((r) => r.id)).toContain(created.id);
    expect((await search(admin, { query: 'devoir de vigilance', periodicalFilter: ['DEF'] })).result.map((r) => r.id)).not.toContain(created.id);
    for (const [statusFilter, has] of [[['IN_PROGRESS'], true], [['READY'], false], [['NOT_ONLINE'], true], [['ONLINE'], false]] as const) {
      expect((await search(admin, { query: String(created.id), statusFilter })).result.some((r) => r.id === created.id), statusFilter[0]).toBe(has);
    }
    expect((await search(admin, { query: String(created.id), attachedFilter: ['NONE'] })).resultCount).toBe(1);
    expect((await search(admin, { query: String(created.id), attachedFilter: ['CDF', 'BUNDLE'] })).resultCount).toBe(0);
    const fixed = await search(admin, { attachedFilter: ['CDF_FIXE'] });
    expect(fixed.resultCount).toBeGreaterThan(0);
    expect(fixed.result.every((r) => r.attached.endsWith('_FIXE'))).toBe(true);
    const bundles = await search(admin, { kindFilter: ['BUNDLE'], size: 100 });
    expect(bundles.result.length).toBeGreaterThan(0);
    expect(bundles.result.every((r) => r.isBundle)).toBe(true);
    const attached = await search(admin, { attachedOnly: true, size: 100 });
    expect(attached.result.every((r) => r.attached !== 'NONE')).toBe(true);
  });

  it('ignores a modification bound not after 2000-01-01, as every date filter (spec 1 §5, spec 2 §5)', async () => {
    const all = (await search(admin, { size: 1 })).resultCount;
    expect((await search(admin, { size: 1, modificationDateFilter: { start: '2000-01-01', end: '1999-12-31' } })).resultCount).toBe(all);
    const lately = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await search(admin, { query: String(created.id), modificationDateFilter: { start: lately } })).resultCount).toBe(1);
  });

  it('gives rows with up to 3 authors and their count, newest first, paged', async () => {
    const page = await search(lecteur, { size: 10 });
    expect(page.result).toHaveLength(10);
    expect(page.resultCount).toBeGreaterThan(100);
    const dates = page.result.map((r) => r.modificationDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const withAuthors = (await search(admin, { size: 100, kindFilter: ['ARTICLE'], statusFilter: ['PUBLISHED'] })).result.filter((r) => r.authorCount > 0);
    expect(withAuthors.length).toBeGreaterThan(0);
    for (const row of withAuthors) expect(row.authors.length).toBe(Math.min(3, row.authorCount));
    const authorId = withAuthors[0]?.authors[0]?.id ?? 0;
    const byAuthor = await search(admin, { authorFilter: [authorId], size: 100 });
    expect(byAuthor.result.map((r) => r.id)).toContain(withAuthors[0]?.id);
  });
});

describe('workflow', () => {
  it('BAP and remove BAP; refusals carry their WORKFLOW_ key and French reason', async () => {
    expect(await fail(admin, 'articles.workflow', ['UPDATE_ARTICLE', created.id])).toMatchObject({ status: 400, message: 'WORKFLOW_NOT_AVAILABLE', reason: 'Cet article n’est pas BAP.' });
    expect(await fail(lecteur, 'articles.workflow', ['BAP_ARTICLE', created.id])).toMatchObject({ status: 403, message: 'WORKFLOW_FORBIDDEN' });
    expect(await fail(redaction, 'articles.workflow', ['UNLOCK_ARTICLE_PLACARD', created.id])).toMatchObject({ status: 403, message: 'WORKFLOW_FORBIDDEN', reason: 'Réservé à l’administrateur.' });
    expect((await call<Article>(redaction, 'articles.workflow', ['BAP_ARTICLE', created.id])).status).toBe('READY');
    expect(await fail(redaction, 'articles.workflow', ['BAP_ARTICLE', created.id])).toMatchObject({ status: 400, reason: 'Seul un élément en cours peut être BAP (cet article est BAP).' });
    expect((await call<Article>(redaction, 'articles.workflow', ['UPDATE_ARTICLE', created.id])).status).toBe('IN_PROGRESS');
  });

  it('a bulk action that succeeds in part answers 202 with who failed', async () => {
    const other = await create(admin, { title: 'Article du lot de BAP' });
    const published = (await search(admin, { statusFilter: ['PUBLISHED'], kindFilter: ['ARTICLE'], periodicalFilter: ['BJS'], size: 1 })).result[0];
    const result = await call<BulkWorkflowOutcome>(admin, 'articles.workflowMany', ['BAP_ARTICLE', [other.id, published?.id]]);
    // The reference server's body names who failed: the outcome says it row by row.
    expect(result).toEqual({
      kind: 'rows',
      succeeded: [other.id],
      failed: [{ id: published?.id, status: 400, message: 'WORKFLOW_NOT_AVAILABLE', reason: 'Seul un élément en cours peut être BAP (cet article est publié).' }],
    });
  });

  it('generates a placard through the worker, downloadable as a PDF; asking again is refused until unlocked', async () => {
    const asked = await call<Article>(admin, 'articles.workflow', ['GENERATE_ARTICLE_PLACARD', created.id]);
    expect(asked.lastRequestPlacardProcessStatus).toBe('GEN_REQUEST_PACKAGE');
    await untilState(async () => expect((await call<Article>(admin, 'articles.get', [created.id])).lastRequestPlacardProcessStatus).toBe('FINISHED'));
    expect(await fail(admin, 'articles.workflow', ['GENERATE_ARTICLE_PLACARD', created.id])).toMatchObject({
      status: 400,
      reason: 'Un placard a déjà été demandé : l’administrateur doit d’abord le déverrouiller.',
    });
    const { batchId } = await call<{ batchId: string }>(lecteur, 'downloads.start', [{ label: 'Placard', items: [{ path: `/api/article/download/${created.id}/placard` }] }]);
    const item = (await settledBatch(lecteur, batchId)).items.find((i) => i.batchId === batchId);
    expect(item?.status).toBe('done');
    expect((await readFile(item?.path ?? '')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await call<Article>(admin, 'articles.workflow', ['UNLOCK_ARTICLE_PLACARD', created.id])).lastRequestPlacardProcessStatus).toBeNull();
  });

  it('the placard of GDA is refused (no placard for GDA, AJU, RDA, DNU)', async () => {
    const gda = (await search(admin, { periodicalFilter: ['GDA'], size: 1 })).result[0];
    if (gda) expect(await fail(admin, 'articles.workflow', ['GENERATE_ARTICLE_PLACARD', gda.id])).toMatchObject({ status: 400 });
  });
});

describe('delete, move, copy', () => {
  it('refuses a bulk delete with a fixed item: 409 naming it, nothing deleted', async () => {
    const victim = await create(admin, { title: 'À supprimer' });
    const fixed = (await search(admin, { attachedFilter: ['CDF_FIXE'], size: 1 })).result[0];
    const error = await fail(admin, 'articles.deleteMany', [[victim.id, fixed?.id]]);
    expect(error.status).toBe(409);
    expect(error.message).toBe('Suppression impossible : 1 élément(s) ne peuvent pas être supprimés.');
    expect(error.reason).toContain(`${fixed?.id} — `);
    expect(error.reason).toContain('est rattaché de façon fixe');
    expect((await call<Article>(admin, 'articles.get', [victim.id])).id).toBe(victim.id);
    await call(admin, 'articles.delete', [victim.id]);
    expect((await fail(admin, 'articles.get', [victim.id])).status).toBe(404);
  });

  it('moves to a publication and another rubrique, copies, and refuses a locked or mixed move with 409', async () => {
    const publications = valueOf<SearchResult<PublicationRow>>(await admin.dispatch('publications.search', [{ periodicalFilter: ['BJS'], statusFilter: ['IN_PROGRESS'], size: 1 }]));
    const target = publications.result[0];
    const mover = await create(redaction, { title: 'Article à déplacer' });
    const moved = await call<Article>(redaction, 'articles.move', [mover.id, { periodicalId: 'BJS', publicationId: target?.id ?? null, bundleId: null, planNodeId: 'BJS-FISC' }]);
    expect(moved).toMatchObject({ publicationId: target?.id, publication: target?.name, planNodeId: 'BJS-FISC' });
    const copy = await call<Article>(admin, 'articles.copy', [mover.id, { periodicalId: 'BJS', publicationId: null, bundleId: null, planNodeId: 'BJS-PROC' }]);
    expect(copy).toMatchObject({ title: 'Article à déplacer', status: 'IN_PROGRESS', planNodeId: 'BJS-PROC', publicationId: null });
    expect(copy.id).not.toBe(mover.id);

    const published = (await search(admin, { statusFilter: ['PUBLISHED'], kindFilter: ['ARTICLE'], periodicalFilter: ['BJS'], attachedFilter: ['NONE'], size: 1 })).result[0];
    expect(await fail(admin, 'articles.move', [published?.id, { periodicalId: 'BJS', publicationId: null, bundleId: null, planNodeId: 'BJS-SOC' }])).toMatchObject({
      status: 409,
      message: 'Cet article est publié : il est verrouillé.',
    });
    const def = await create(admin, { periodicalId: 'DEF', planNodeId: 'DEF-DOC', title: 'Article de la DEF' });
    expect(await fail(admin, 'articles.moveMany', [{ ids: [mover.id, def.id], periodicalId: 'BJS', publicationId: null }])).toMatchObject({
      status: 409,
      message: 'Déplacement désactivé : la sélection couvre plusieurs revues.',
    });
    await call(admin, 'articles.moveMany', [{ ids: [mover.id, copy.id], periodicalId: 'BJS', publicationId: null }]);
    expect((await call<Article>(admin, 'articles.get', [mover.id])).publicationId).toBeNull();
  });

  it('copy and move take any type of an article with its nature (spec 2 §2.8), BRIEF without title; a bundle keeps its plan’s', async () => {
    const focus = await create(redaction, { type: 'FOCUS', title: 'Article à retyper' });
    const to = { periodicalId: 'BJS', publicationId: null, bundleId: null, planNodeId: 'BJS-SOC' };
    // A manager creates the simple types only; moving or copying, any.
    expect(await call<Article>(redaction, 'articles.move', [focus.id, { ...to, type: 'STUDY', title: 'Étude <i>retypée</i>' }])).toMatchObject({
      type: 'STUDY',
      nature: 'COMPLEXE',
      title: 'Étude <i>retypée</i>',
    });
    expect(await call<Article>(redaction, 'articles.copy', [focus.id, { ...to, type: 'BRIEF', title: 'ignoré' }])).toMatchObject({ type: 'BRIEF', nature: 'SIMPLE', title: '' });
    // Without a type, the item keeps its own (the calls of older clients).
    expect((await call<Article>(redaction, 'articles.copy', [focus.id, to])).type).toBe('STUDY');
    expect(await fail(redaction, 'articles.move', [focus.id, { ...to, type: 'FOCUS', title: ' ' }])).toMatchObject({ status: 400, message: 'Le titre est obligatoire (sauf pour une brève).' });
    const bundle = (await search(admin, { kindFilter: ['BUNDLE'], periodicalFilter: ['BJS'], size: 1 })).result[0];
    expect(await fail(admin, 'articles.copy', [bundle?.id, { ...to, type: 'FOCUS' }])).toMatchObject({ status: 400, message: 'Le type d’un lot est celui de son plan : il ne change pas.' });
  });

  it('toggles the front cover while in progress', async () => {
    expect((await call<Article>(redaction, 'articles.toggleCover', [created.id, true])).isFrontCover).toBe(true);
    expect((await fail(lecteur, 'articles.toggleCover', [created.id, false])).status).toBe(403);
  });
});

describe('push online', () => {
  it('refuses what may not go online, with the server message (400) or the role (403)', async () => {
    const error = await fail(admin, 'articles.pushOnline', [{ articleIds: [created.id], delay: null }]);
    // The refusal's periodicalId reaches the screen (spec 2 §8 "the server message with periodicalId").
    expect(error).toMatchObject({
      status: 400,
      message: `Mise en ligne impossible (article ${created.id}, revue BJS) : Seul un élément BAP peut être mis en ligne (cet article est en cours).`,
      periodicalId: 'BJS',
    });
    expect(await fail(redaction, 'articles.pushOnline', [{ articleIds: [created.id], delay: null }])).toMatchObject({ status: 403, periodicalId: 'BJS' });
  });

  it('a push later is stored as scheduled, and the article locked until then', async () => {
    const article = await readyArticle(admin, 'Article mis en ligne plus tard');
    const push = await call<OnlinePush>(admin, 'articles.pushOnline', [{ articleIds: [article.id], delay: parisIn(3_600_000) }]);
    expect(push).toMatchObject({ done: false, articleIds: [article.id], title: 'Article mis en ligne plus tard' });
    const scheduled = await call<Article>(admin, 'articles.get', [article.id]);
    expect(scheduled).toMatchObject({ status: 'READY', nextPublicationOnlineDate: push.executionDate });
    expect(scheduled.nextPublicationOnlineUsername).not.toBeNull();
    // Scheduled: it may not be moved, deleted or pushed again meanwhile.
    expect((await fail(admin, 'articles.delete', [article.id])).message).toBe('Suppression impossible : ' + `${article.id} — Article mis en ligne plus tard : Cet article a une mise en ligne programmée.`);
  });

  it('a push at a near time is run by the job at its time', async () => {
    const { article, push } = await nearPush(admin, 'Article mis en ligne à l’heure dite');
    const id = article.id;
    await untilState(async () => expect((await call<Article>(admin, 'articles.get', [id])).status).toBe('PUBLISHED'), 100);
    const online = await call<Article>(admin, 'articles.get', [id]);
    expect(online.nextPublicationOnlineDate).toBeNull();
    expect(Date.parse(online.publicationOnlineDate ?? '')).toBeGreaterThanOrEqual(Date.parse(push.executionDate));
  });

  it('a push now is done before the answer', async () => {
    const article = await create(admin, { title: 'Article mis en ligne maintenant' });
    await call(admin, 'articles.workflow', ['BAP_ARTICLE', article.id]);
    expect((await call<OnlinePush>(admin, 'articles.pushOnline', [{ articleIds: [article.id], delay: null }])).done).toBe(true);
    expect((await call<Article>(admin, 'articles.get', [article.id])).status).toBe('PUBLISHED');
  });
});

describe('import and preview', () => {
  const article = (attributes: string, body = '<para>Texte.</para>') => `<?xml version="1.0" encoding="UTF-8"?>\n<article ${attributes}><titre>Titre importé</titre><corps>${body}</corps></article>`;

  it('ask-import tells CREATION, MODIFICATION or why not', async () => {
    expect(await call<ArticleImportVerdict>(admin, 'articles.askImport', [xmlFile('a.xml', article('revue="BJS" type="FOCUS" rubrique="BJS-SOC"'))])).toEqual({
      importable: true,
      mode: 'CREATION',
      metadata: { id: null, title: 'Titre importé' },
      periodical: { id: 'BJS', label: expect.any(String) as string },
      publication: null,
    });
    expect(await call<ArticleImportVerdict>(admin, 'articles.askImport', [xmlFile('a.xml', article(`id="${created.id}" revue="BJS"`))])).toMatchObject({
      importable: true,
      mode: 'MODIFICATION',
      metadata: { id: created.id },
    });
    expect(await call<ArticleImportVerdict>(admin, 'articles.askImport', [xmlFile('a.xml', article('revue="XYZ"'))])).toEqual({ importable: false, reason: 'Revue inconnue : XYZ.' });
    // XML import is the administrator's (spec 2 §6): unimportable for anyone else, with the server's reason.
    expect(await call<ArticleImportVerdict>(lecteur, 'articles.askImport', [xmlFile('a.xml', article('revue="BJS" rubrique="BJS-SOC"'))])).toEqual({
      importable: false,
      reason: 'Réservé à l’administrateur.',
    });
    const malformed = await call<ArticleImportVerdict>(admin, 'articles.askImport', [xmlFile('a.xml', '<article revue="BJS"><titre>')]);
    expect(malformed.importable).toBe(false);
  });

  it('imports: a card line per article; a MODIFICATION replaces the body', async () => {
    const result = await call<ArticleImportResult>(admin, 'articles.import', [
      xmlFile('b.xml', `<articles>${article('revue="BJS" type="FOCUS" rubrique="BJS-SOC"').replace(/<\?xml[^>]*>\n/, '')}<article revue="BJS"><titre></titre></article></articles>`),
    ]);
    expect(result.status).toBe('DONE');
    expect(result.items[0]).toMatchObject({ name: 'Titre importé', status: 'DONE', messages: [] });
    expect(result.items[1]).toMatchObject({ status: 'ERROR', articleId: null, messages: ['Le titre est obligatoire (sauf pour une brève).'] });
    const imported = await call<Article>(admin, 'articles.get', [result.items[0]?.articleId]);
    expect(imported).toMatchObject({ title: 'Titre importé', type: 'FOCUS', status: 'IN_PROGRESS' });
  });

  it('a MODIFICATION is refused while an editor holds the document, and keeps each body as a version', async () => {
    const doc = await create(admin, { title: 'Article en cours d’édition' });
    const session = await call<{ token: string }>(redaction, 'editor.open', [doc.id]);
    // The editor's first change takes the lock.
    await call(redaction, 'editor.lock', [session.token]);
    const locked = await call<ArticleImportVerdict>(admin, 'articles.askImport', [xmlFile('d.xml', article(`id="${doc.id}" revue="BJS"`))]);
    expect(locked).toMatchObject({ importable: false, reason: expect.stringMatching(/^L’article \d+ est en cours d’édition par /) as string });
    await call(redaction, 'editor.close', [session.token]);
    // Imported, with a remark: the card shows the modification as a warning (issue 25, item 10).
    expect((await call<ArticleImportResult>(admin, 'articles.import', [xmlFile('d.xml', article(`id="${doc.id}" revue="BJS"`))])).items[0]).toMatchObject({
      status: 'DONE',
      messages: [`Le document ${doc.id} existait : son titre et son contenu ont été remplacés.`],
    });
    const { versions } = await call<EditorHistory>(admin, 'editor.versions', [doc.id]);
    expect(versions.map((v) => v.revisionId)).toContain(String((await call<Article>(admin, 'articles.get', [doc.id])).version));
  });

  it('renders the preview from the XML, sanitised: nothing of a script or a handler reaches the HTML', async () => {
    const hostile = article(
      `id="${created.id}" revue="BJS"`,
      '<para>Premier <i>paragraphe</i>.</para><script>alert(1)</script><para onclick="alert(2)"><![CDATA[<img src=x onerror=alert(3)>]]></para><renvoi type="url" refid="javascript:alert(4)">lien</renvoi>' +
        '<image ref="7" legende="Le palais &lt;b onclick=x&gt;"/><image ref="999999"/>',
    );
    const result = await call<ArticleImportResult>(admin, 'articles.import', [xmlFile('c.xml', hostile)]);
    expect(result.items[0]?.status).toBe('DONE');
    const html = await call<string>(lecteur, 'articles.preview', [created.id]);
    expect(html).toContain('<h1>Titre importé</h1>');
    expect(html).toContain('<p>Premier <em>paragraphe</em>.</p>');
    // No image but the pictures the server put in the page (data: addresses).
    expect(html).not.toMatch(/<script|<img(?! src="data:image\/(?:jpeg|png);base64,[A-Za-z0-9+/=]+" alt="")|<[^>]*\son\w+=|javascript:/i);
    expect(html).toContain('&lt;img src=x onerror=alert(3)&gt;');
    // A picture of the image bank (issue 33): shown, with its legend escaped; one missing, its id in a frame.
    expect(html).toMatch(/<figure class="picture"><img src="data:image\/(?:jpeg|png);base64,[A-Za-z0-9+/=]+" alt=""><figcaption>Le palais &lt;b onclick=x&gt;<\/figcaption><\/figure>/);
    expect(html).toContain('<figure class="image"><figcaption>Image 999999</figcaption></figure>');
  });

  it('downloads the XML as {id}.xml through the queue', async () => {
    const { batchId } = await call<{ batchId: string }>(admin, 'downloads.start', [{ label: 'XML', items: [{ path: `/api/article/xml/${created.id}`, fileName: `${created.id}.xml` }] }]);
    const item = (await settledBatch(admin, batchId)).items.find((i) => i.batchId === batchId);
    expect(item?.path?.endsWith(`${created.id}.xml`)).toBe(true);
    expect(await readFile(item?.path ?? '', 'utf8')).toContain('<titre>Titre importé</titre>');
  });

  it('reads a bundle with its plan, and its XML at /api/bundle/xml/{id} only', async () => {
    const rows = (await search(admin, { kindFilter: ['BUNDLE'], size: 100 })).result;
    const bundles = await Promise.all(rows.map((r) => call<Article>(admin, 'articles.get', [r.id])));
    const filled = bundles.find((b) => b.plan.length > 0);
    expect(filled?.isBundle).toBe(true);
    const { batchId } = await call<{ batchId: string }>(admin, 'downloads.start', [
      { label: 'XML', items: [{ path: `/api/bundle/xml/${filled?.id}`, fileName: `${filled?.id}.xml` }, { path: `/api/article/xml/${filled?.id}` }] },
    ]);
    const items = (await settledBatch(admin, batchId)).items.filter((i) => i.batchId === batchId);
    expect(items.map((i) => i.status).sort()).toEqual(['done', 'failed']);
    expect(await readFile(items.find((i) => i.status === 'done')?.path ?? '', 'utf8')).toContain(`<lot id="${filled?.id}"`);
  });
});
