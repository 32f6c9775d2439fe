import type { FieldErrors, Resolver } from 'react-hook-form';
import type { EditionType, PublicationInput, PublicationRow } from '@shared/domain/publication';
import { formatDateOnly } from '@shared/rules/date-only';
import { periodicalRules } from '@shared/rules/periodical-rules';
import { publicationEditFormSchema, publicationFormSchema, type PublicationFormValues } from '@shared/rules/publication-input';
import { parsePublicationNumber } from '@shared/rules/publication-number';

/** What the dialog's fields hold: text as typed (numbers "11-12", dates jj/mm/aaaa, ids as digits). */
export interface PublicationDialogValues {
  editionType: EditionType | '';
  numbers: string;
  suffix: string;
  periodicalId: string;
  title: string;
  year: string;
  startDate: string;
  endDate: string;
  articleId: string;
  imageId: string;
  text: string;
}

export const NEW_PUBLICATION_VALUES: PublicationDialogValues = {
  editionType: 'STANDARD',
  numbers: '',
  suffix: '',
  periodicalId: '',
  title: '',
  year: '',
  startDate: '',
  endDate: '',
  articleId: '',
  imageId: '',
  text: '',
};

export function publicationToValues(p: PublicationRow): PublicationDialogValues {
  const parts = parsePublicationNumber(p.number);
  return {
    editionType: p.editionType,
    numbers: parts?.editionType === 'STANDARD' ? parts.numbers.join('-') : parts ? '' : p.number,
    suffix: parts?.editionType === 'SPECIAL_EDITION' ? (parts.suffix ?? '') : '',
    periodicalId: p.periodicalId,
    title: p.title ?? '',
    year: String(p.year),
    startDate: formatDateOnly(p.startDate),
    endDate: p.endDate ? formatDateOnly(p.endDate) : '',
    articleId: p.articleId === null ? '' : String(p.articleId),
    imageId: p.imageId === null ? '' : String(p.imageId),
    text: p.text ?? '',
  };
}

const optionalId = (value: string): number | null => (value.trim() === '' ? null : Number(value.trim()));

/** The shared rule's input. The cover fields a periodical does not carry are hidden, so they go empty. */
export function toFormInput(v: PublicationDialogValues): PublicationFormValues {
  const rules = periodicalRules(v.periodicalId.trim());
  return {
    editionType: v.editionType === '' ? null : v.editionType,
    numbers: v.editionType === 'SPECIAL_EDITION' ? null : v.numbers.split('-'),
    suffix: v.editionType === 'SPECIAL_EDITION' ? v.suffix : null,
    periodicalId: v.periodicalId,
    title: v.title,
    year: v.year,
    startDate: v.startDate,
    endDate: v.endDate,
    articleId: rules.coverArticleAndImage ? optionalId(v.articleId) : null,
    imageId: rules.coverArticleAndImage ? optionalId(v.imageId) : null,
    text: rules.coverText ? v.text : null,
  };
}

const FIELDS = ['editionType', 'numbers', 'suffix', 'periodicalId', 'title', 'year', 'startDate', 'endDate', 'articleId', 'imageId', 'text'] as const;
const isField = (key: unknown): key is keyof PublicationDialogValues => (FIELDS as readonly unknown[]).includes(key);

/**
 * The dialog's checks: the shared rule of spec 2 §5 (publication-input.ts, its French messages), the
 * periodical fixed when editing. Each error lands on its field; the output (PublicationInput) is what the bridge takes.
 */
export function publicationFormResolver(fixedPeriodicalId?: string): Resolver<PublicationDialogValues, unknown, PublicationInput> {
  const schema = fixedPeriodicalId === undefined ? publicationFormSchema : publicationEditFormSchema(fixedPeriodicalId);
  return (values) => {
    const input = toFormInput(values);
    const parsed = schema.safeParse(input);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<PublicationDialogValues> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isField(field) && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}
