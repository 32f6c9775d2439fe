import { z } from 'zod';
import type { MethodArgs } from '@shared/contract';
import {
  IMAGE_COLORS,
  IMAGE_FRAMINGS,
  IMAGE_TAGS,
  type Image,
  type ImageColor,
  type ImageFraming,
  type ImageTag,
} from '@shared/domain/image';
import { authorImageInputSchema, illustrationInputSchema } from '@shared/rules/image-input';

/**
 * 'author': an author image in the gallery's edit panel (its state changes by delete and reactivation, so no
 * switch). 'illustration': the image screen's form, with the enable switch. Ads have a form of their own.
 */
export type ImageFormVariant = 'author' | 'illustration';

/**
 * What the form yields: the fields of PUT /api/author/image/{id} or PUT /api/illustration/{id} as the shared
 * rule leaves them (IllustrationInput, tags from the list), without the version read, which the caller adds.
 * `enable` only from the illustration form.
 */
export type ImageFormInput = Omit<z.output<typeof illustrationInputSchema>, 'version'>;

// Compile-time checks: what the form yields, with the version read, is what both saves take.
const _savesIllustration = (input: ImageFormInput, version: number): MethodArgs<'illustrations.update'>[1] => ({ ...input, version });
const _savesAuthorImage = (input: ImageFormInput, version: number): MethodArgs<'authors.images.update'>[1] => ({ ...input, version });

/** What the fields hold: selects may be empty, the quality is the "Mauvaise qualité" box. */
export interface ImageFormValues {
  name: string;
  color: ImageColor | '';
  framing: ImageFraming | '';
  credits: string;
  sources: string;
  tags: ImageTag[];
  badQuality: boolean;
  comments: string;
  enable: boolean;
}

export const EMPTY_IMAGE_FORM: ImageFormValues = {
  name: '',
  color: '',
  framing: '',
  credits: '',
  sources: '',
  tags: [],
  badQuality: false,
  comments: '',
  enable: true,
};

export function imageFormValues(image: Omit<Image, 'version'> | null): ImageFormValues {
  if (!image) return EMPTY_IMAGE_FORM;
  return {
    name: image.name,
    color: image.color ?? '',
    framing: image.framing ?? '',
    credits: image.credits,
    sources: image.sources,
    // Older data may hold other tags: not offered, so not sent back.
    tags: image.tags.filter((tag): tag is ImageTag => (IMAGE_TAGS as readonly string[]).includes(tag)),
    badQuality: image.quality === 'BAD',
    comments: image.comments,
    enable: image.enable,
  };
}

/** A field of the form checked by a rule of the shared schema: its issues become the field's, its output the value. */
function checkedBy<In, Out>(field: z.ZodType<In, In>, rule: { safeParse(value: unknown): z.ZodSafeParseResult<Out> }) {
  return field.transform((value, ctx): Out => {
    const result = rule.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });
}

/**
 * The form's rules: those of the shared schema of the variant (spec 1 §5: name and colour required, framing
 * required, credits and sources rich text of 500 characters with italic, bold, superscript and subscript,
 * tags from the list, comments 400), each field checked by the shared rule so that the form says exactly
 * what the server would, with the form's own sentence for an empty colour or framing.
 */
export function imageFormSchema(variant: ImageFormVariant, messages: { colorRequired: string; framingRequired: string }) {
  const shape = variant === 'illustration' ? illustrationInputSchema.shape : authorImageInputSchema.shape;
  return z
    .object({
      name: checkedBy(z.string(), shape.name),
      color: checkedBy(z.union([z.enum(IMAGE_COLORS), z.literal('')]), z.enum(IMAGE_COLORS, { error: messages.colorRequired })),
      framing: checkedBy(z.union([z.enum(IMAGE_FRAMINGS), z.literal('')]), z.enum(IMAGE_FRAMINGS, { error: messages.framingRequired })),
      credits: checkedBy(z.string(), shape.credits),
      sources: checkedBy(z.string(), shape.sources),
      tags: checkedBy(z.array(z.enum(IMAGE_TAGS)), shape.tags),
      badQuality: z.boolean(),
      comments: checkedBy(z.string(), shape.comments),
      enable: z.boolean(),
    })
    .transform(({ badQuality, enable, ...values }): ImageFormInput => {
      const input: ImageFormInput = {
        ...values,
        credits: values.credits ?? '',
        sources: values.sources ?? '',
        tags: values.tags ?? [],
        comments: values.comments ?? '',
        quality: badQuality ? 'BAD' : 'OK',
      };
      return variant === 'illustration' ? { ...input, enable } : input;
    });
}
