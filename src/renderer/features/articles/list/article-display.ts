import type { TFunction } from 'i18next';
import type { ArticleAuthor, ArticleRow } from '@shared/domain/article';
import { ARTICLE_INLINE_AUTHORS } from '@shared/domain/article';
import { BUNDLE_TYPE_LABELS, type ArticleType, type BundleType } from '@shared/domain/publication';
import { plainText, truncate } from '@shared/rules/format';
import { sanitizeForDisplay } from '../../../components/RichText';

/** Spec 2 §9: a publication's name in a link is cut at 40 characters. */
export const PUBLICATION_LINK_LENGTH = 40;

/** "Prénom particule Nom" of an author cited by an article. */
export function authorName(author: ArticleAuthor): string {
  return [author.first_name, author.particle, author.last_name].filter((part) => part !== null && part.trim() !== '').join(' ');
}

/** Spec 2 §9: the first three authors; `more` counts the others, shown as an ellipsis. */
export function inlineAuthors(row: Pick<ArticleRow, 'authors' | 'authorCount'>): { names: string[]; more: number } {
  const names = row.authors.slice(0, ARTICLE_INLINE_AUTHORS).map(authorName);
  return { names, more: Math.max(0, Math.max(row.authorCount, row.authors.length) - names.length) };
}

/** The type in French: an article type from the catalogue, a bundle type from BUNDLE_TYPE_LABELS. */
export function typeLabel(t: TFunction, row: Pick<ArticleRow, 'type' | 'isBundle'>): string {
  const type = row.type;
  if (type in BUNDLE_TYPE_LABELS) return BUNDLE_TYPE_LABELS[type as Exclude<BundleType, 'UNKNOWN'>];
  return t(`articles.list.types.${type as ArticleType | 'UNKNOWN'}`);
}

/** The publication's name as its link shows it (cut at 40, then ' [...]'). */
export const publicationLinkText = (name: string): string => truncate(name, PUBLICATION_LINK_LENGTH);

/** A row named in words (its checkbox, its view link): "12 — Titre sans balises", as the row shows it (sanitised). */
export function rowName(t: TFunction, row: Pick<ArticleRow, 'id' | 'title'>): string {
  const title = plainText(sanitizeForDisplay(row.title));
  return t('articles.list.rowLabel', { id: row.id, title: title || t('articles.list.noTitle') });
}
