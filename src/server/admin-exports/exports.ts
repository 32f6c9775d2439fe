import { ADMIN_EXPORT_FORMATS, type AdminExportKind, type AdminExportRequest } from '../../shared/domain/admin-export';
import { safeFileName } from '../../shared/rules/file-names';
import type { Queryable } from '../db/db';
import { parisDayTime } from '../text/dates';
import { publishedArticles, publishedPublications, type PublishedArticle } from './range-rows';
import { toCsv, toXlsx, type Sheet } from './sheets';

/**
 * The admin export page's three files (spec 2 §7 POST /api/admin/export/{authors,references,publication}):
 * - authors (xlsx): the authors of what the periodical put online in the range, with what they signed;
 * - references (csv): one line per article or bundle put online in the range, with its reference;
 * - published elements (xlsx): the publications then the articles and bundles put online in the range.
 * Named with the periodical and the dates: auteurs-BJS-2024-01-01-2024-02-29.xlsx.
 */

const PREFIX: Record<AdminExportKind, string> = { authors: 'auteurs', references: 'references', publication: 'elements-publies' };
const KIND_LABELS = { ARTICLE: 'Article', BUNDLE: 'Lot' } as const;
const STATUS_LABELS: Record<string, string> = { IN_PROGRESS: 'En cours', READY: 'BAP', PUBLISHING: 'En publication', PUBLISHED: 'Publié' };

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer | string;
}

export function exportFileName(kind: AdminExportKind, request: AdminExportRequest): string {
  const name = `${PREFIX[kind]}-${request.periodicalId}-${request.startDate}-${request.endDate}.${ADMIN_EXPORT_FORMATS[kind]}`;
  return safeFileName(name, `${PREFIX[kind]}.${ADMIN_EXPORT_FORMATS[kind]}`);
}

const authorNames = (a: PublishedArticle) => a.authors.map((au) => au.name).join(' | ');
const status = (code: string) => STATUS_LABELS[code] ?? code;

function authorsSheet(articles: readonly PublishedArticle[]): Sheet {
  const byAuthor = new Map<number, { name: string; items: PublishedArticle[] }>();
  for (const article of articles) {
    for (const author of article.authors) {
      const entry = byAuthor.get(author.id) ?? { name: author.name, items: [] };
      entry.items.push(article);
      byAuthor.set(author.id, entry);
    }
  }
  const rows = [...byAuthor.entries()]
    .sort(([, a], [, b]) => a.name.localeCompare(b.name, 'fr'))
    .map(([id, { name, items }]) => [
      id,
      name,
      items.length,
      items.map((a) => `${a.id} ${a.title}`).join(' | '),
      parisDayTime(items[items.length - 1]?.onlineDate ?? new Date()),
    ]);
  return { name: 'Auteurs', headers: ['Identifiant', 'Auteur', 'Éléments publiés', 'Titres', 'Dernière mise en ligne'], rows, widths: [12, 32, 16, 80, 22] };
}

function reference(a: PublishedArticle, periodicalId: string): string {
  return a.publicationName ? `${a.publicationName.replace(/_/g, ' ')}, ${KIND_LABELS[a.kind].toLowerCase()} ${a.id}` : `${periodicalId}, ${KIND_LABELS[a.kind].toLowerCase()} ${a.id}`;
}

function referencesSheet(articles: readonly PublishedArticle[], periodicalId: string): Sheet {
  return {
    name: 'Références',
    headers: ['Référence', 'Identifiant', 'Élément', 'Type', 'Titre', 'Publication', 'Rubrique', 'Auteurs', 'Mise en ligne'],
    rows: articles.map((a) => [
      reference(a, periodicalId),
      a.id,
      KIND_LABELS[a.kind],
      a.articleType,
      a.title,
      a.publicationName,
      a.rubrique,
      authorNames(a),
      parisDayTime(a.onlineDate),
    ]),
  };
}

export async function buildExport(db: Queryable, kind: AdminExportKind, request: AdminExportRequest): Promise<ExportFile> {
  const fileName = exportFileName(kind, request);
  const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const articles = await publishedArticles(db, request);
  if (kind === 'references') return { fileName, contentType: 'text/csv; charset=utf-8', body: toCsv(referencesSheet(articles, request.periodicalId)) };
  if (kind === 'authors') return { fileName, contentType: xlsx, body: await toXlsx([authorsSheet(articles)]) };
  const publications = await publishedPublications(db, request);
  const sheets: Sheet[] = [
    {
      name: 'Publications',
      headers: ['Identifiant', 'Publication', 'Titre', 'Statut', 'Articles', 'Mise en ligne'],
      rows: publications.map((p) => [p.id, p.name, p.title, status(p.status), p.articleCount, parisDayTime(p.onlineDate)]),
      widths: [12, 20, 50, 16, 10, 20],
    },
    {
      name: 'Articles et lots',
      headers: ['Identifiant', 'Élément', 'Titre', 'Statut', 'Publication', 'Rubrique', 'Auteurs', 'Mise en ligne'],
      rows: articles.map((a) => [a.id, KIND_LABELS[a.kind], a.title, status(a.status), a.publicationName, a.rubrique, authorNames(a), parisDayTime(a.onlineDate)]),
      widths: [12, 10, 60, 16, 20, 30, 40, 20],
    },
  ];
  return { fileName, contentType: xlsx, body: await toXlsx(sheets) };
}
