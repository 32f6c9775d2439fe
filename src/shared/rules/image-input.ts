import { z } from 'zod';
import { IMAGE_COLORS, IMAGE_FRAMINGS, IMAGE_QUALITIES, IMAGE_TAGS, type AuthorImageInput, type IllustrationInput } from '../domain/image';
import { richText } from './author-input';
import { TEXT_MAX_LENGTH } from './rich-text';

/**
 * The image form rules of spec 1 §5, one form for author images and illustrations: name and colour
 * required, framing ("type") required, credits and sources rich text with bold allowed, tags from the
 * list, comments free text.
 */

const tooLong = (label: string) => `${label} : ${TEXT_MAX_LENGTH} caractères au plus.`;
const NOT_A_VERSION = 'Version : nombre entier attendu.';
const version = z.number({ error: NOT_A_VERSION }).int(NOT_A_VERSION).nonnegative(NOT_A_VERSION);
/** The version read, which a save must send back (409 when it is stale). */
export function requiredVersion(missing: string) {
  return z.number({ error: (issue) => (issue.input === undefined ? missing : NOT_A_VERSION) }).int(NOT_A_VERSION).nonnegative(NOT_A_VERSION);
}

/** The image's name: required, 400 characters. The ad form shares it. */
export const imageName = z.string({ error: 'Le nom est obligatoire.' }).trim().min(1, 'Le nom est obligatoire.').max(TEXT_MAX_LENGTH, tooLong('Nom'));
export const imageColor = z.enum(IMAGE_COLORS, { error: 'La couleur est obligatoire : COLOR, N_AND_ONE_COLOR ou BLACK_AND_WHITE.' });
/** Comments: free text, 400 characters; null reads as empty. */
export const imageComments = z.preprocess((v) => v ?? '', z.string({ error: 'Commentaires : texte attendu.' }).trim().max(TEXT_MAX_LENGTH, tooLong('Commentaires')));

const imageFields = {
  name: imageName,
  color: imageColor,
  framing: z.enum(IMAGE_FRAMINGS, { error: 'Le type est obligatoire : PORTRAIT, SKETCH ou WIDE_PLAN.' }),
  credits: richText('Crédits', { bold: true }).optional(),
  sources: richText('Sources', { bold: true }).optional(),
  tags: z
    .array(z.enum(IMAGE_TAGS, { error: `Mot-clé inconnu : ${IMAGE_TAGS.join(', ')} attendus.` }))
    .max(IMAGE_TAGS.length)
    .transform((tags) => [...new Set(tags)])
    .optional(),
  quality: z.enum(IMAGE_QUALITIES, { error: 'Qualité : OK ou BAD attendu.' }).optional(),
  comments: imageComments.optional(),
};

export const authorImageInputSchema = z.object({
  version: version.optional(),
  ...imageFields,
  fav: z.boolean({ error: 'Favori : vrai ou faux attendu.' }).optional(),
});

/** The illustration form: the version read is required (optimistic lock), the enable switch optional. */
export const illustrationInputSchema = z.object({
  version: requiredVersion('Version de l’image manquante : renvoyez la version lue.'),
  ...imageFields,
  enable: z.boolean({ error: 'Activé : vrai ou faux attendu.' }).optional(),
});

// Compile-time checks: what the schemas yield is what the API documents.
const _yieldsAuthorImageInput = (value: z.output<typeof authorImageInputSchema>): AuthorImageInput => value;
const _yieldsIllustrationInput = (value: z.output<typeof illustrationInputSchema>): IllustrationInput => value;
