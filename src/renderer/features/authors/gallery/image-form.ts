import { z } from 'zod';
import { IMAGE_COLORS, IMAGE_FRAMINGS, IMAGE_TAGS, type Image, type ImageColor, type ImageFraming, type ImageTag } from '@shared/domain/image';
import type { MethodArgs } from '@shared/contract';
import { authorImageInputSchema } from '@shared/rules/image-input';

/** What authors.images.update sends: the metadata of an author image (its version added by the caller). */
export type AuthorImageUpdate = MethodArgs<'authors.images.update'>[1];

/** What the edit panel's fields hold: selects may be empty, the quality is the "Mauvaise qualité" box. */
export interface ImageFormValues {
  name: string;
  color: ImageColor | '';
  framing: ImageFraming | '';
  credits: string;
  sources: string;
  tags: ImageTag[];
  badQuality: boolean;
  comments: string;
}

export function imageFormValues(image: Image): ImageFormValues {
  return {
    name: image.name,
    color: image.color ?? '',
    framing: image.framing ?? '',
    credits: image.credits,
    sources: image.sources,
    tags: image.tags.filter((tag): tag is ImageTag => (IMAGE_TAGS as readonly string[]).includes(tag)),
    badQuality: image.quality === 'BAD',
    comments: image.comments,
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
 * The edit panel's rules: those of authorImageInputSchema (spec 1 §5: name and colour required, framing
 * required on an author image, credits and sources rich text of 500 characters with the allowed marks,
 * tags from the list, comments 400), each field checked by the shared rule so that the panel says exactly
 * what the server would, with the panel's own sentence for an empty colour or framing.
 */
export function imageFormSchema(messages: { colorRequired: string; framingRequired: string }) {
  const shape = authorImageInputSchema.shape;
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
    })
    .transform(
      ({ badQuality, ...values }): AuthorImageUpdate => ({
        ...values,
        credits: values.credits ?? '',
        sources: values.sources ?? '',
        tags: values.tags ?? [],
        comments: values.comments ?? '',
        quality: badQuality ? 'BAD' : 'OK',
      }),
    );
}
