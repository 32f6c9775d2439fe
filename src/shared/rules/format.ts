/** Spec 1 §9: a text cut at a given length then ' [...]' (article titles in the author panel: 40). */
export const AUTHOR_PANEL_TITLE_LENGTH = 40;

export function truncate(text: string, length: number): string {
  const chars = Array.from(text);
  return chars.length <= length ? text : `${chars.slice(0, length).join('')} [...]`;
}

const MO = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const KO = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** Spec 1 §9: above 1,000,000 bytes shown in Mo with one decimal, else in ko (decimal units, French format). */
export function formatFileSize(bytes: number): string {
  if (bytes > 1_000_000) return `${MO.format(bytes / 1_000_000)} Mo`;
  return `${KO.format(Math.ceil(bytes / 1000))} ko`;
}

/** Markup removed from a title (articles may carry it): tags out, entities of the basic five decoded. */
export function plainText(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
