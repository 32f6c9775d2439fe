import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { AdPeriodicalConfig, AdPriority, Advertisement } from '@shared/domain/advertisement';
import { AD_PRIORITIES } from '@shared/domain/advertisement';
import { IMAGE_COLORS, type ImageColor } from '@shared/domain/image';
import { incompatibilityMessage, incompatiblePeriodicals } from '@shared/rules/ad-compatibility';
import { advertisementFormSchema, priorityChoice } from '@shared/rules/ad-input';
import { formatDateOnly } from '@shared/rules/date-only';

/** What the fields hold: the colour may be unchosen, the deadline is the text typed (jj/mm/aaaa). */
export interface AdFormValues {
  name: string;
  color: ImageColor | '';
  periodicals: string[];
  deadline: string;
  priority: AdPriority;
  comments: string;
  enable: boolean;
}

/** What a valid form yields: the shared rule's output (deadline yyyy-MM-dd or null, priority a boolean). */
export type AdFormOutput = z.output<typeof advertisementFormSchema>;

export const NEW_AD_VALUES: AdFormValues = {
  name: '',
  color: '',
  periodicals: [],
  deadline: '',
  priority: 'NON-PRIORITY',
  comments: '',
  enable: true,
};

export function adToValues(ad: Advertisement): AdFormValues {
  return {
    name: ad.name,
    color: ad.color ?? '',
    periodicals: [...ad.periodicals],
    deadline: ad.deadline ? formatDateOnly(ad.deadline) : '',
    priority: priorityChoice(ad.priority),
    comments: ad.comments,
    enable: ad.enable,
  };
}

/**
 * What the compatibility rule knows: the ad's size key (null: unknown size), or undefined while the file has
 * not been read (a new ad: the server reads its size on saving).
 */
export interface Compatibility {
  format: string | null | undefined;
  configs: readonly AdPeriodicalConfig[];
}

/**
 * The chosen periodicals that do not take the ad (spec 1 §5). Before the size is known, only what the colour
 * alone rules out: a periodical whose configuration lacks the colour takes the ad at no size.
 */
export function incompatibleChoice(color: ImageColor, periodicals: readonly string[], { format, configs }: Compatibility): string[] {
  if (format !== undefined) return incompatiblePeriodicals({ format, color }, periodicals, configs);
  return periodicals.filter((id) => {
    const config = configs.find((c) => c.periodicalId === id);
    return config !== undefined && !config.colors.includes(color);
  });
}

const FIELDS = ['name', 'color', 'periodicals', 'deadline', 'priority', 'comments', 'enable'] as const satisfies readonly (keyof AdFormValues)[];
const isField = (key: unknown): key is keyof AdFormValues => (FIELDS as readonly unknown[]).includes(key);

/**
 * The form's checks: the shared rule of the ad form (name, colour, at least one periodical, deadline a
 * date between 2000-01-01 and 2025-01-01, priority, comments), the form's sentence for an unchosen colour,
 * then the compatibility rule with its message 'Les revues ne sont pas compatibles : …'. Each error lands
 * on its field; react-hook-form shows a field's error once it was left (or on submit).
 */
export function adFormResolver(compatibility: Compatibility, colorRequired: string): Resolver<AdFormValues, unknown, AdFormOutput> {
  return (values) => {
    const errors: FieldErrors<AdFormValues> = {};
    const parsed = advertisementFormSchema.safeParse({ ...values, color: values.color === '' ? undefined : values.color });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isField(field) && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
      }
    }
    if (values.color === '') errors.color = { type: 'required', message: colorRequired };
    else if (!errors.periodicals) {
      const incompatible = incompatibleChoice(values.color, values.periodicals, compatibility);
      if (incompatible.length > 0) errors.periodicals = { type: 'compatibility', message: incompatibilityMessage(incompatible) };
    }
    if (!parsed.success || Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: parsed.data, errors: {} };
  };
}

/** A draft saved by an older form may have another shape: only a complete one is offered back. */
export function parseAdDraft(data: unknown): AdFormValues | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
  if (typeof d['name'] !== 'string' || typeof d['deadline'] !== 'string' || typeof d['comments'] !== 'string') return null;
  if (d['color'] !== '' && !(IMAGE_COLORS as readonly unknown[]).includes(d['color'])) return null;
  if (!(AD_PRIORITIES as readonly unknown[]).includes(d['priority']) || !strings(d['periodicals']) || typeof d['enable'] !== 'boolean') return null;
  return d as unknown as AdFormValues;
}
