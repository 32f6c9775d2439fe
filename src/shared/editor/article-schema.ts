import type { ArticleXmlSchema, XmlAttributeSpec, XmlElementSpec } from '../domain/editor';
import { ARTICLE_TYPES, BUNDLE_TYPES, type DocumentKind } from '../domain/publication';
import { RENVOI_TYPES } from '../rules/reference-link';
import { richTextToPlain } from '../rules/rich-text';

/**
 * The periodical article XML (issue 11: the schema the editor's completion is fed from). Decision, the
 * specs naming no format: French element names, as the publication import's (<rubrique>, <lot>); an
 * article is <article>, a bundle <lot>; inline markup is the titles' own (<i>, <b>, <sup>, <sub>) and a
 * cross-reference is the plans' renvoi (type url, refid), or one to a document of the base (type document, its id;
 * issue 33); a picture of the image bank is <image ref="{id}" legende="…"/>, a block. Structures only an expert needs (tables,
 * metadata) are marked expert (spec 2 §2.6).
 */

const INLINE = ['i', 'b', 'sup', 'sub', 'renvoi', 'appel-note'];
const BLOCKS = ['para', 'citation', 'liste', 'tableau', 'image'];

const attr = (name: string, description: string, options: { required?: boolean; values?: readonly string[] } = {}): XmlAttributeSpec => ({
  name,
  description,
  required: options.required ?? false,
  ...(options.values ? { values: [...options.values] } : {}),
});

const element = (name: string, description: string, spec: Partial<Omit<XmlElementSpec, 'name' | 'description'>> = {}): XmlElementSpec => ({
  name,
  description,
  top: spec.top ?? false,
  children: spec.children ?? [],
  text: spec.text ?? false,
  attributes: spec.attributes ?? [],
  expert: spec.expert ?? false,
});

/** The periodical, which the XML handed out carries (xml-export.ts) and the import checks (articles/import.ts). */
const REVUE = attr('revue', 'Code de la revue du document (BJS…), vérifié à l’import.');
/** Where the import places a new article (articles/import.ts), kept in its text: a save must not refuse them (issue 34). */
const PLACEMENT = [
  attr('publication', 'Publication où l’import place l’article (BJS_2025_6).'),
  attr('rubrique', 'Rubrique du plan où l’import place l’article.'),
];

export const ARTICLE_XML_SCHEMA: ArticleXmlSchema = {
  roots: { ARTICLE: 'article', BUNDLE: 'lot' },
  elements: [
    element('article', 'Un article de revue.', {
      top: true,
      children: ['titre', 'sous-titre', 'auteurs', 'chapeau', 'corps', 'notes', 'metadonnees'],
      attributes: [attr('id', 'Identifiant de l’article.', { required: true }), attr('type', 'Type d’article.', { values: ARTICLE_TYPES }), REVUE, ...PLACEMENT],
    }),
    element('lot', 'Un lot (dossier, panorama...) : sa présentation ; ses articles sont dans son plan.', {
      top: true,
      children: ['titre', 'sous-titre', 'auteurs', 'presentation', 'metadonnees'],
      attributes: [attr('id', 'Identifiant du lot.', { required: true }), attr('type', 'Type de lot.', { values: BUNDLE_TYPES }), REVUE],
    }),
    element('titre', 'Titre.', { text: true, children: ['i', 'b', 'sup', 'sub'] }),
    element('sous-titre', 'Sous-titre.', { text: true, children: ['i', 'b', 'sup', 'sub'] }),
    element('auteurs', 'Les auteurs, dans l’ordre.', { children: ['auteur'] }),
    element('auteur', 'Un auteur, par son identifiant.', {
      text: true,
      attributes: [attr('ref', 'Identifiant de l’auteur.', { required: true }), attr('role', 'Rôle.', { values: ['auteur', 'coauteur', 'directeur'] })],
    }),
    element('chapeau', 'Le chapeau de l’article.', { text: true, children: INLINE }),
    element('presentation', 'La présentation du lot.', { children: BLOCKS }),
    element('corps', 'Le corps de l’article.', { children: ['section', ...BLOCKS] }),
    element('section', 'Une section, à titre facultatif.', { children: ['titre', 'section', ...BLOCKS], attributes: [attr('id', 'Ancre de la section.')] }),
    element('para', 'Un paragraphe.', { text: true, children: INLINE }),
    element('citation', 'Une citation (jurisprudence, texte).', { children: ['para'], attributes: [attr('source', 'Référence citée.')] }),
    element('liste', 'Une liste.', { children: ['item'], attributes: [attr('type', 'Puces ou numéros.', { values: ['puces', 'numeros'] })] }),
    element('item', 'Un élément de liste.', { text: true, children: INLINE }),
    element('i', 'Italique.', { text: true, children: ['b', 'sup', 'sub'] }),
    element('b', 'Gras.', { text: true, children: ['i', 'sup', 'sub'] }),
    element('sup', 'Exposant.', { text: true }),
    element('sub', 'Indice.', { text: true }),
    element('renvoi', 'Un renvoi (référence croisée) : une adresse (url) ou un document de la base (document, par son identifiant).', {
      text: true,
      attributes: [attr('type', 'Type de renvoi.', { required: true, values: RENVOI_TYPES }), attr('refid', 'Cible du renvoi.', { required: true })],
    }),
    element('image', 'Une image de la banque d’images, par son identifiant, avec sa légende.', {
      attributes: [attr('ref', 'Identifiant de l’image.', { required: true }), attr('legende', 'Légende de l’image.')],
    }),
    element('appel-note', 'Appel d’une note de bas de page.', { attributes: [attr('note', 'Identifiant de la note.', { required: true })] }),
    element('notes', 'Les notes de bas de page.', { children: ['note'] }),
    element('note', 'Une note.', { text: true, children: ['para', ...INLINE], attributes: [attr('id', 'Identifiant de la note.', { required: true })] }),
    element('tableau', 'Un tableau.', { expert: true, children: ['ligne'], attributes: [attr('titre', 'Légende du tableau.')] }),
    element('ligne', 'Une ligne de tableau.', { expert: true, children: ['cellule'] }),
    element('cellule', 'Une cellule.', { expert: true, text: true, children: INLINE, attributes: [attr('entete', 'Cellule d’en-tête.', { values: ['oui', 'non'] })] }),
    element('metadonnees', 'Métadonnées de diffusion.', { expert: true, children: ['meta'] }),
    element('meta', 'Une métadonnée.', { expert: true, attributes: [attr('nom', 'Nom.', { required: true }), attr('valeur', 'Valeur.', { required: true })] }),
  ],
};

export const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The body of a document that has none yet: its root, its title, an empty paragraph. */
export function initialXml(document: { id: number; kind: DocumentKind; type: string | null; title: string }): string {
  const root = ARTICLE_XML_SCHEMA.roots[document.kind];
  const body = document.kind === 'BUNDLE' ? '  <presentation>\n    <para></para>\n  </presentation>' : '  <corps>\n    <para></para>\n  </corps>';
  const type = document.type ? ` type="${escapeXml(document.type)}"` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} id="${document.id}"${type}>\n  <titre>${escapeXml(richTextToPlain(document.title))}</titre>\n${body}\n</${root}>\n`;
}
