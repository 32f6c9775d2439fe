import { IMAGE_CONTENT_TYPES, IMAGE_FRAMINGS, type Image, type ImageFraming, type ImageMeta, type ImageMimeType, type ImageRow } from '../../shared/domain/image';
import { readImageFormat } from '../../shared/rules/image-format';
import { specImage } from '../../shared/spec-entities';
import type { Unnamed as UnnamedBy } from '../../shared/spec-fields';
import { checkedAnswer } from '../http/checked-answer';

/** Spec 1 §3 "enable or disabled": a back-office may answer either name, or both. */
export interface EitherState {
  enable?: boolean | null;
  disabled?: boolean | null;
}

/** The state under both names, from whichever the answer gave. */
export function stateOf(answer: EitherState): { enable: boolean; disabled: boolean } {
  const enable = answer.enable ?? !(answer.disabled ?? false);
  return { enable, disabled: !enable };
}

/** The file's type: the answer's, else read from meta.contentType (spec 1 §3 Advertisement has no mimeType). */
export function mimeTypeOf(answer: { mimeType?: ImageMimeType | null; meta: Pick<ImageMeta, 'contentType'> }): ImageMimeType {
  return answer.mimeType ?? (answer.meta.contentType === IMAGE_CONTENT_TYPES.PNG ? 'PNG' : 'JPG');
}

/** The fields of the client's Image that spec 1 §3 Image does not name: the reference server gives them, a back-office may not. */
type Unnamed = UnnamedBy<Image, typeof specImage>;

/** An image as a back-office may answer it (POST /api/image/search, the uploads, GET /api/illustration/{id}). */
export type AnsweredImage = Omit<Image, Unnamed | 'enable' | 'disabled' | 'format' | 'comments' | 'mimeType' | 'characteristics' | 'lastArticlesModified'> &
  Partial<Pick<Image, Unnamed>> &
  EitherState & {
    /** A row of the image search may be an ad (spec 1 §3 Advertisement), which has neither: none. */
    characteristics?: Image['characteristics'];
    lastArticlesModified?: Image['lastArticlesModified'];
    /** Named by spec 1 §3 Image; read from meta when absent, as for an ad. */
    mimeType?: ImageMimeType | null;
    /** LARGE or THUMBNAIL in any case, or IMG_LARGE, IMG_THUMBNAIL (rules/image-format.ts). */
    format?: string | null;
    /** Spec 1 §3 "description/comments": either name. */
    comments?: string | null;
    description?: string | null;
  };

/** An image search row: the image, and its author's name where the reference server gives it. */
export type AnsweredImageRow = AnsweredImage & { authorName?: string | null };

/** The framing ("Type") the answer gives, else the one its characteristics name (spec 1 §3 Image has characteristics, not framing). */
function framingOf(answer: AnsweredImage): ImageFraming | null {
  if (answer.framing !== undefined) return answer.framing;
  const characteristics: readonly string[] = answer.characteristics ?? [];
  return IMAGE_FRAMINGS.find((framing) => characteristics.includes(framing)) ?? null;
}

/**
 * An image as every screen reads it, whichever back-office answered: what spec 1 §3 Image does not name is
 * derived from what it does (the framing from the characteristics, the type from meta, `used` from the
 * articles listed), or said unknown (no upload date, no modifying user), or false for an author's favourite,
 * which only the author's own answer tells (spec 1 §3 Author image). Checked first against spec 1 §3 Image's
 * declaration (checkedAnswer).
 */
export function imageOf(answer: AnsweredImage): Image {
  const { description, ...image } = checkedAnswer(specImage, answer);
  const lastArticlesModified = answer.lastArticlesModified ?? [];
  return {
    ...image,
    ...stateOf(answer),
    characteristics: answer.characteristics ?? [],
    lastArticlesModified,
    format: readImageFormat(answer.format, answer.meta.width),
    comments: answer.comments ?? description ?? '',
    fav: answer.fav ?? false,
    used: answer.used ?? lastArticlesModified.length > 0,
    framing: framingOf(answer),
    mimeType: mimeTypeOf(answer),
    modificationUser: answer.modificationUser ?? null,
    uploadDate: answer.uploadDate ?? null,
  };
}

/** A row of the image list: without its author's name (not in spec 1 §3), the row shows the author by the link it has to them. */
export const imageRowOf = (answer: AnsweredImageRow): ImageRow => ({ ...imageOf(answer), authorName: answer.authorName ?? null });
