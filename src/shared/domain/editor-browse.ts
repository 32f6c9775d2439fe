import { z } from 'zod';

/**
 * What the editor picks from the back-office (issue 33; Fonto's Standard CMS connector, POST {base}/browse and
 * GET {base}/asset/preview, /work/shared/fonto-cms-contract.md §5.7–5.9): a renvoi's target document, a picture
 * of the image bank. Ids are the contract's opaque strings; this back-office's are the numeric ids as text.
 */

/** The asset types the editor browses (the contract's reserved `document` and `image`). */
export const BROWSE_ASSET_TYPES = ['document', 'image'] as const;
export type BrowseAssetType = (typeof BROWSE_ASSET_TYPES)[number];

/** The contract's result types: files (documents, images) and folders, of which this back-office has none. */
export const BROWSE_RESULT_TYPES = ['file', 'folder'] as const;

/** A page asks this many at most; a browse without `limit` gets this many (the contract's "everything" bounded). */
export const BROWSE_MAX_LIMIT = 100;

/** A fulltext query's length bound, as the other searches' (400 characters). */
export const BROWSE_FULLTEXT_MAX = 400;

/** The preview variants (contract §5.8) and the box each fits in, proportions kept. */
export const ASSET_VARIANTS = ['thumbnail', 'web'] as const;
export type AssetVariant = (typeof ASSET_VARIANTS)[number];
export const ASSET_VARIANT_BOXES: Readonly<Record<AssetVariant, number>> = { thumbnail: 128, web: 1024 };

/** An asset id as this back-office gives it: a positive integer as text. */
export const assetId = z.string().regex(/^[1-9]\d{0,9}$/, 'Identifiant de ressource invalide.');

/** One result of a browse (contract §5.7): `metadata.properties` holds displayable details (an image's). */
export interface BrowseItem {
  id: string;
  label: string;
  type: string;
  metadata?: { properties?: Record<string, string> };
}

export interface BrowseResult {
  totalItemCount: number;
  items: BrowseItem[];
}

/** POST {base}/asset's answer (contract §5.10): the new asset's id, its type among document, image, file, unknown, its label. */
export interface UploadedAsset {
  id: string;
  type: string;
  label: string;
}

/** A page of a browse as the editor asks it (core adds the context and the contract's result types). */
export interface EditorBrowseRequest {
  assetType: BrowseAssetType;
  fulltext?: string;
  limit: number;
  offset: number;
}

export const editorBrowseRequest = z.object({
  assetType: z.enum(BROWSE_ASSET_TYPES),
  fulltext: z.string().max(BROWSE_FULLTEXT_MAX).optional(),
  limit: z.number().int().min(1).max(BROWSE_MAX_LIMIT),
  offset: z.number().int().min(0).max(1_000_000),
});
