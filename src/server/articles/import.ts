import type { ArticleImportCheck, ArticleImportItem, ArticleImportResult } from '../../shared/domain/article';
import { followXmlImages } from '../editor/xml-images';
import type { VersionOrigin } from '../../shared/domain/editor';
import { ARTICLE_TYPE_NATURES, ARTICLE_TYPES, BUNDLE_TYPES, type ArticleType, type DocumentKind } from '../../shared/domain/publication';
import { ARTICLE_ACTION_ROLES, canEdit } from '../../shared/rules/article-workflow';
import { parsePublicationName } from '../../shared/rules/publication-number';
import type { Db, Queryable } from '../db/db';
import type { ApiUser } from '../http/access-token';
import { editorClock, lockLapseMs } from '../editor/lock';
import { HttpError } from '../http/errors';
import { checkPlacement, cleanTitle } from './input';
import { requireRole } from './mutations';
import { articleOr404 } from './rows';
import { child, parseMixedXml, paragraphsOf, textOf, type XmlNode } from './xml-body';

/**
 * POST /api/article/ask-import and /api/article/import (spec 2 §4 Import dialog, §7): an article in the XML
 * of the editor (src/shared/editor/article-schema.ts: <article>, <titre>, <auteurs>, <corps>), with where it goes. The format
 * of the placement is not given by the spec; decision, attributes of the root:
 *   <article revue="BJS" type="COMMENTARY" publication="BJS_2025_6" rubrique="BJS-SOC" [id="123"]> … </article>
 * With an id naming an existing article the import is a MODIFICATION (its body and title replaced, as an
 * edit would: the edit rule applies); otherwise a CREATION (the create rules of spec 2 §5 apply). Several
 * articles may come in an <articles> root: the import answers one card line each; ask-import the first.
 * A bundle (<lot>, as GET /api/bundle/xml/{id} hands it out) imports as a MODIFICATION only: a bundle is made
 * from its plan, not from a file.
 */

interface Planned {
  check: ArticleImportCheck;
  /** What a CREATION makes: articles only (null for a lot). */
  creation: { type: ArticleType; planNodeId: string | null } | null;
  xml: string;
  authorIds: number[];
  charVolume: number;
}

const DOCUMENT_ROOTS = new Map<string, DocumentKind>([
  ['article', 'ARTICLE'],
  ['lot', 'BUNDLE'],
]);

function articlesOf(root: XmlNode): XmlNode[] {
  if (DOCUMENT_ROOTS.has(root.name)) return [root];
  if (root.name === 'articles') return root.children.filter((c): c is XmlNode => typeof c !== 'string' && DOCUMENT_ROOTS.has(c.name));
  throw new HttpError(400, `Fichier refusé : élément racine <article>, <lot> ou <articles> attendu, <${root.name.slice(0, 40)}> trouvé.`);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** The form an imported document is kept in (also the structured editor's round-trip tests' canonical form). */
export function serialize(node: XmlNode | string): string {
  if (typeof node === 'string') return escapeXml(node);
  const attributes = Object.entries(node.attributes).map(([k, v]) => ` ${k}="${escapeXml(v)}"`).join('');
  return `<${node.name}${attributes}>${node.children.map(serialize).join('')}</${node.name}>`;
}

/** What importing this <article> (or <lot>) would do, or the French reason it cannot be imported (a 400). */
async function plan(db: Queryable, node: XmlNode, user: ApiUser): Promise<Planned> {
  const a = node.attributes;
  const kind = DOCUMENT_ROOTS.get(node.name) ?? 'ARTICLE';
  const periodicalId = (a['revue'] ?? '').trim();
  if (!periodicalId) throw new HttpError(400, `Attribut revue manquant sur <${node.name}> (la revue ${kind === 'BUNDLE' ? 'du lot' : 'de l’article'}).`);
  const [periodical] = await db.query<{ id: string; label: string }>('SELECT id, label FROM periodical WHERE id = $1', [periodicalId]);
  if (!periodical) throw new HttpError(400, `Revue inconnue : ${periodicalId.slice(0, 20)}.`);
  // An article's type defaults to COMMENTARY; a lot's is checked when given (the import does not change it).
  const rawType = a['type'] ?? (kind === 'ARTICLE' ? 'COMMENTARY' : null);
  const types: readonly string[] = kind === 'BUNDLE' ? BUNDLE_TYPES : ARTICLE_TYPES;
  if (rawType !== null && !types.includes(rawType)) throw new HttpError(400, `Type ${kind === 'BUNDLE' ? 'de lot' : 'd’article'} inconnu : ${rawType.slice(0, 40)} (${types.join(', ')}).`);
  const titleNode = child(node, 'titre');
  const title = cleanTitle(titleNode ? textOf(titleNode).trim() : '', rawType !== 'BRIEF');

  let publication: ArticleImportCheck['publication'] = null;
  if (a['publication']) {
    const name = parsePublicationName(a['publication']);
    const [p] = name
      ? await db.query<{ id: number }>('SELECT id FROM publication WHERE periodical_id = $1 AND year = $2 AND number = $3', [name.periodicalId, name.year, name.number])
      : [];
    if (!p || name?.periodicalId !== periodicalId) throw new HttpError(400, `Publication inconnue dans la revue ${periodicalId} : ${a['publication'].slice(0, 80)}.`);
    publication = { id: p.id, label: a['publication'] };
  }
  const planNodeId = a['rubrique']?.trim() || null;

  const idText = a['id']?.trim();
  const existingId = idText && /^\d{1,9}$/.test(idText) ? Number(idText) : null;
  const [existing] = existingId === null ? [] : await db.query<{ id: number }>('SELECT id FROM article WHERE id = $1 AND type = $2', [existingId, kind]);
  const named = kind === 'BUNDLE' ? 'Le lot' : 'L’article';
  if (existing) {
    const article = await articleOr404(db, existing.id);
    if (article.periodicalId !== periodicalId) throw new HttpError(400, `${named} ${existing.id} est de la revue ${article.periodicalId}, pas ${periodicalId}.`);
    const verdict = canEdit(article, user.roles);
    if (!verdict.allowed) throw new HttpError(400, `${named} ${existing.id} ne peut pas être modifié : ${verdict.reason}`);
    // Not under an editor that holds the document (its lock lapses lockLapseMs() after the last heartbeat).
    const since = new Date(editorClock.now().getTime() - lockLapseMs()).toISOString();
    const [lock] = await db.query<{ name: string }>('SELECT name FROM editor_lock WHERE article_id = $1 AND heartbeat_at > $2', [existing.id, since]);
    if (lock) throw new HttpError(400, `${named} ${existing.id} est en cours d’édition par ${lock.name} : réessayez quand il l’aura fermé.`);
  } else {
    if (kind === 'BUNDLE') throw new HttpError(400, `Un <lot> ne s’importe qu’en modification : son attribut id doit être celui d’un lot existant (${idText?.slice(0, 20) || 'absent'}).`);
    requireRole(user, ARTICLE_ACTION_ROLES.create, periodicalId);
    await checkPlacement(db, { periodicalId, publicationId: publication?.id ?? null, bundleId: null, planNodeId });
  }
  const authorIds = (child(node, 'auteurs')?.children ?? [])
    .filter((c): c is XmlNode => typeof c !== 'string' && c.name === 'auteur')
    .map((c) => Number(c.attributes['ref']))
    .filter((n) => Number.isInteger(n) && n > 0);
  const known = authorIds.length ? await db.query<{ id: number }>('SELECT id FROM author WHERE id = ANY($1::int[])', [authorIds]) : [];
  const missing = authorIds.filter((id) => !known.some((k) => k.id === id));
  if (missing.length) throw new HttpError(400, `Auteur(s) inconnu(s) : ${missing.slice(0, 10).join(', ')}.`);
  return {
    check: { mode: existing ? 'MODIFICATION' : 'CREATION', metadata: { id: existing?.id ?? null, title }, periodical: { id: periodical.id, label: periodical.label }, publication },
    creation: kind === 'ARTICLE' ? { type: rawType as ArticleType, planNodeId } : null,
    xml: `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(node)}\n`,
    authorIds: [...new Set(authorIds)],
    charVolume: paragraphsOf(node).join(' ').length,
  };
}

/** POST /api/article/ask-import: the first article of the file. */
export async function askImport(db: Queryable, source: string, user: ApiUser): Promise<ArticleImportCheck> {
  const [first] = articlesOf(parseMixedXml(source));
  if (!first) throw new HttpError(400, 'Le fichier ne contient aucun <article>.');
  return (await plan(db, first, user)).check;
}

async function apply(tx: Queryable, p: Planned, user: ApiUser, origin: VersionOrigin): Promise<number> {
  const { check } = p;
  let id = check.metadata.id;
  if (id !== null) {
    // Each change of the body is a version, as an editor's save (editor/documents.ts): the one replaced, then the new one.
    await tx.query(
      `INSERT INTO article_version (article_id, version, content_xml, creation_date, creation_user, origin)
       SELECT id, version, content_xml, modification_date, modification_user, 'INITIAL' FROM article WHERE id = $1 AND content_xml IS NOT NULL
       ON CONFLICT (article_id, version) DO NOTHING`,
      [id],
    );
    const [before] = await tx.query<{ content_xml: string | null }>('SELECT content_xml FROM article WHERE id = $1', [id]);
    const [updated] = await tx.query<{ version: number }>(
      `UPDATE article SET title = $2, content_xml = $3, char_volume = $4, version = version + 1, modification_date = now(), modification_user = $5 WHERE id = $1 RETURNING version`,
      [id, check.metadata.title, p.xml, p.charVolume, user.name],
    );
    await followXmlImages(tx, id, before?.content_xml ?? null, p.xml);
    await tx.query('INSERT INTO article_version (article_id, version, content_xml, creation_user, origin) VALUES ($1, $2, $3, $4, $5)', [id, updated?.version, p.xml, user.name, origin]);
  } else {
    if (p.creation === null) throw new Error('Un lot ne se crée pas par import (plan() le refuse).');
    const { type, planNodeId } = p.creation;
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO article (title, type, article_type, nature, periodical_id, publication_id, plan_node_id, content_xml, char_volume, status, creation_user, modification_user)
       VALUES ($1, 'ARTICLE', $2, $3, $4, $5, $6, $7, $8, 'IN_PROGRESS', $9, $9) RETURNING id`,
      [check.metadata.title, type, ARTICLE_TYPE_NATURES[type], check.periodical.id, check.publication?.id ?? null, planNodeId, p.xml, p.charVolume, user.name],
    );
    id = row?.id ?? 0;
    await followXmlImages(tx, id, null, p.xml);
  }
  if (p.authorIds.length) {
    await tx.query('DELETE FROM article_author WHERE article_id = $1', [id]);
    await tx.query('INSERT INTO article_author (article_id, author_id, position) SELECT $1, x, n::int - 1 FROM unnest($2::int[]) WITH ORDINALITY AS u(x, n)', [id, p.authorIds]);
  }
  return id;
}

/** POST /api/article/import: each article in its own transaction; the card says what became of each. */
export async function importArticles(db: Db, source: string, user: ApiUser, origin: 'XML_IMPORT' | 'WATCHED_FOLDER' = 'XML_IMPORT'): Promise<ArticleImportResult> {
  const items: ArticleImportItem[] = [];
  for (const [n, node] of articlesOf(parseMixedXml(source)).entries()) {
    const name = textOf(child(node, 'titre') ?? '').trim().slice(0, 200) || `Article ${n + 1}`;
    try {
      const { id, modified } = await db.transaction(async (tx) => {
        const planned = await plan(tx, node, user);
        return { id: await apply(tx, planned, user, origin), modified: planned.check.mode === 'MODIFICATION' };
      });
      // An existing document replaced is imported, with a warning on the card (spec 2 §2.8; issue 25).
      items.push({ name, status: 'DONE', articleId: id, messages: modified ? [`Le document ${id} existait : son titre et son contenu ont été remplacés.`] : [] });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      items.push({ name, status: 'ERROR', articleId: null, messages: [error.message] });
    }
  }
  if (items.length === 0) throw new HttpError(400, 'Le fichier ne contient aucun <article>.');
  return { status: items.every((i) => i.status === 'ERROR') ? 'ERROR' : 'DONE', items };
}
