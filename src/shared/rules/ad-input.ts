import { z } from 'zod';
import { AD_PRIORITIES, type AdPriority, type AdvertisementInput } from '../domain/advertisement';
import { DATE_FILTER_MAX, DATE_FILTER_MIN } from './date-bounds';
import { formatDateOnly, isWithinDateBounds, parseDateOnly } from './date-only';
import { imageColor, imageComments, imageName, requiredVersion } from './image-input';

/**
 * The ad form rules of spec 1 §2 and §5: name, colour and at least one periodical required; the deadline a
 * date only, inside the date pickers' bounds; the priority choice saved as a boolean. Whether the
 * periodicals take the ad's size and colour is the compatibility rule (ad-compatibility.ts), which needs the
 * configuration and the ad's size.
 */

export const MAX_AD_PERIODICALS = 50;

/** PRIORITY -> true, NON-PRIORITY -> false; a boolean stays. */
export function priorityFlag(value: boolean | AdPriority): boolean {
  return value === true || value === 'PRIORITY';
}

/** The form's choice for a saved flag. */
export function priorityChoice(flag: boolean): AdPriority {
  return flag ? 'PRIORITY' : 'NON-PRIORITY';
}

const deadline = z
  .string({ error: 'Date limite : date attendue (jj/mm/aaaa).' })
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value.trim() === '') return null;
    const day = parseDateOnly(value);
    if (day === null) {
      ctx.addIssue({ code: 'custom', message: `Date limite : date invalide (jj/mm/aaaa attendu) : ${value.slice(0, 40)}.` });
      return z.NEVER;
    }
    if (!isWithinDateBounds(day)) {
      ctx.addIssue({ code: 'custom', message: `Date limite : entre le ${formatDateOnly(DATE_FILTER_MIN)} et le ${formatDateOnly(DATE_FILTER_MAX)}.` });
      return z.NEVER;
    }
    return day;
  });

/** What the form holds (create and edit alike). */
export const advertisementFormSchema = z.object({
  name: imageName,
  color: imageColor,
  periodicals: z
    .array(z.string({ error: 'Revues : identifiants attendus.' }).trim().min(1, 'Revues : identifiant vide.').max(20, 'Revues : identifiant trop long.'), {
      error: 'Au moins une revue est obligatoire.',
    })
    .min(1, 'Au moins une revue est obligatoire.')
    .max(MAX_AD_PERIODICALS, `Revues : ${MAX_AD_PERIODICALS} au plus.`)
    .transform((ids) => [...new Set(ids)]),
  deadline,
  priority: z
    .union([z.boolean(), z.enum(AD_PRIORITIES)], { error: 'Priorité : PRIORITY ou NON-PRIORITY attendu.' })
    .optional()
    .transform((v) => priorityFlag(v ?? false)),
  comments: imageComments.optional(),
  enable: z.boolean({ error: 'Activée : vrai ou faux attendu.' }).optional(),
});

/** PUT /api/advertisement/{id}: the form and the version read. */
export const advertisementInputSchema = advertisementFormSchema.extend({
  version: requiredVersion('Version de la publicité manquante : renvoyez la version lue.'),
});

// Compile-time check: what the schema yields is an AdvertisementInput.
const _yieldsAdvertisementInput = (value: z.output<typeof advertisementInputSchema>): AdvertisementInput => value;
