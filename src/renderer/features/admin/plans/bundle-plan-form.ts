import { z } from 'zod';
import type { BundlePlanTemplateDetail } from '@shared/domain/bundle';
import { BUNDLE_TYPES, type BundleType } from '@shared/domain/publication';
import { TEXT_MAX_LENGTH } from '@shared/rules/rich-text';

/** The three modes of the bundle plan form (spec 2 §2.9); duplicate and edit start from a template. */
export type BundlePlanFormMode = 'create' | 'edit' | 'duplicate';

export interface BundlePlanFormValues {
  name: string;
  periodicalId: string;
  /** A bundle type, or '' while none is chosen. */
  type: string;
  enable: boolean;
}

export interface BundlePlanFormInput {
  name: string;
  periodicalId: string;
  type: Exclude<BundleType, 'UNKNOWN'>;
  enable: boolean;
}

/** The types a template may take: UNKNOWN is not offered (spec 2 §3 Bundle types). */
export const OFFERED_BUNDLE_TYPES = BUNDLE_TYPES.filter((type): type is Exclude<BundleType, 'UNKNOWN'> => type !== 'UNKNOWN');

/** Spec 2 §5 "Admin bundle plan: title, periodical, type required", in the catalogue's words. */
export function bundlePlanFormSchema(messages: { titleRequired: string; periodicalRequired: string; typeRequired: string }) {
  return z.object({
    name: z.string().trim().min(1, messages.titleRequired).max(TEXT_MAX_LENGTH),
    periodicalId: z.string().trim().min(1, messages.periodicalRequired).max(20),
    type: z.string().max(40).pipe(z.enum(OFFERED_BUNDLE_TYPES, { error: messages.typeRequired })),
    enable: z.boolean(),
  });
}

/** What the form starts from: blank, the template, or (duplicate) a copy named after it. */
export function bundlePlanFormValues(mode: BundlePlanFormMode, template: BundlePlanTemplateDetail | undefined, copyName: (name: string) => string): BundlePlanFormValues {
  if (mode === 'create' || !template) return { name: '', periodicalId: '', type: '', enable: true };
  return {
    name: mode === 'duplicate' ? copyName(template.name) : template.name,
    periodicalId: template.periodicalId,
    type: template.type === 'UNKNOWN' ? '' : template.type,
    enable: mode === 'duplicate' ? true : template.enable,
  };
}
