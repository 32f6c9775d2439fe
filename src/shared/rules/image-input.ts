import { z } from 'zod';
import { IMAGE_COLORS, IMAGE_FRAMINGS, IMAGE_QUALITIES, IMAGE_TAGS, type AuthorImageInput } from '../domain/image';
import { richText } from './author-input';
import { TEXT_MAX_LENGTH } from './rich-text';

/**
 * The image form rules of spec 1 §5: name and colour required, framing ("type") required on an author
 * image, credits and sources rich text with bold allowed, tags from the list, comments free text.
 */

const tooLong = (label: string) => `${label} : ${TEXT_MAX_LENGTH} caractères au plus.`;

export const authorImageInputSchema = z.object({
  version: z.number({ error: 'Version : nombre entier attendu.' }).int('Version : nombre entier attendu.').nonnegative().optional(),
  name: z.string({ error: 'Le nom est obligatoire.' }).trim().min(1, 'Le nom est obligatoire.').max(TEXT_MAX_LENGTH, tooLong('Nom')),
  color: z.enum(IMAGE_COLORS, { error: 'La couleur est obligatoire : COLOR, N_AND_ONE_COLOR ou BLACK_AND_WHITE.' }),
  framing: z.enum(IMAGE_FRAMINGS, { error: 'Le type est obligatoire : PORTRAIT, SKETCH ou WIDE_PLAN.' }),
  credits: richText('Crédits', { bold: true }).optional(),
  sources: richText('Sources', { bold: true }).optional(),
  tags: z
    .array(z.enum(IMAGE_TAGS, { error: `Mot-clé inconnu : ${IMAGE_TAGS.join(', ')} attendus.` }))
    .max(IMAGE_TAGS.length)
    .transform((tags) => [...new Set(tags)])
    .optional(),
  quality: z.enum(IMAGE_QUALITIES, { error: 'Qualité : OK ou BAD attendu.' }).optional(),
  comments: z.preprocess((v) => v ?? '', z.string({ error: 'Commentaires : texte attendu.' }).trim().max(TEXT_MAX_LENGTH, tooLong('Commentaires'))).optional(),
  fav: z.boolean({ error: 'Favori : vrai ou faux attendu.' }).optional(),
});

// Compile-time check: what the schema yields is an AuthorImageInput.
const _yieldsAuthorImageInput = (value: z.output<typeof authorImageInputSchema>): AuthorImageInput => value;
