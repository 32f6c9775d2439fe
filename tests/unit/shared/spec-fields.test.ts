import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { ReceivedPublication } from '../../../src/core/publications/received-publication';
import type { Advertisement } from '../../../src/shared/domain/advertisement';
import type { Article, ArticleRow } from '../../../src/shared/domain/article';
import type { Author, AuthorRow } from '../../../src/shared/domain/author';
import type { BundleDetail, BundlePlan, BundlePlanTemplateDetail } from '../../../src/shared/domain/bundle';
import type { FontoDocument } from '../../../src/shared/domain/fonto-contract';
import type { Image } from '../../../src/shared/domain/image';
import type { PublicationDetail, PublicationRow } from '../../../src/shared/domain/publication';
import type { fontoDocument, specAdvertisement, specArticle, specAuthor, specBundlePlan, specImage, specPublication } from '../../../src/shared/spec-entities';
import type { Answered, SpecField, Unnamed } from '../../../src/shared/spec-fields';

/** The fields a client type reads otherwise than its declaration types them (spec-entities.ts): none, or core would refuse what the client reads. */
type Misfits<Client, Entity extends z.ZodType> = { [Field in keyof Client & SpecField<Entity>]-?: Client[Field] extends z.infer<Entity>[Field] ? never : Field }[keyof Client &
  SpecField<Entity>];

/**
 * Issue 32: what core's readers complete is derived from the one declaration of the specs' entities. Checked by
 * the type checker (npm test's typecheck step): a field added to a client type and not to the specs' entity lands
 * here, and its reader must complete it or the build fails.
 */
describe('the fields a reader completes', () => {
  it('are those of the client’s type the specs’ entity does not name', () => {
    expectTypeOf<Unnamed<ArticleRow, typeof specArticle>>().toEqualTypeOf<'authorCount' | 'version' | 'tags' | 'bundlePlanVersionId'>();
    expectTypeOf<Unnamed<Advertisement, typeof specAdvertisement>>().toEqualTypeOf<
      'mimeType' | 'modificationUser' | 'uploadDate' | 'publicationCount' | 'canDisable' | 'canDelete' | 'incompatiblePeriodicals'
    >();
    expectTypeOf<Unnamed<Image, typeof specImage>>().toEqualTypeOf<'fav' | 'used' | 'framing' | 'modificationUser' | 'uploadDate'>();
    expectTypeOf<Unnamed<AuthorRow, typeof specAuthor>>().toEqualTypeOf<'displayName' | 'city' | 'country' | 'image' | 'imageCount'>();
    expectTypeOf<Unnamed<PublicationDetail, typeof specPublication>>().toEqualTypeOf<
      'name' | 'periodicalLabel' | 'version' | 'planVersion' | 'charVolume' | 'creationDate' | 'creationUser' | 'modificationUser' | 'lastPrinterPdfProcess' | 'lastAvailablePlacardProcess'
    >();
    expectTypeOf<Unnamed<Author, typeof specAuthor>>().toEqualTypeOf<never>();
    expectTypeOf<Unnamed<BundleDetail, typeof specArticle>>().toEqualTypeOf<
      'locked' | 'tags' | 'bundlePlanVersionId' | 'bundlePlanId' | 'bundlePlanName' | 'version' | 'planVersion' | 'planModificationDate' | 'planModificationUser'
    >();
    expectTypeOf<Unnamed<BundlePlan, typeof specBundlePlan>>().toEqualTypeOf<'bundleId' | 'planVersion'>();
    expectTypeOf<Unnamed<BundlePlanTemplateDetail, typeof specBundlePlan>>().toEqualTypeOf<'modificationDate' | 'bundleCount'>();
  });

  it('are completed by the publication reader for a row and for the detail alike (generic over the row)', () => {
    expectTypeOf<ReceivedPublication<PublicationRow>['name']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ReceivedPublication<PublicationDetail>['plan']>().toEqualTypeOf<PublicationDetail['plan']>();
  });
});

describe('the declared types', () => {
  it('take what the client’s domain holds: core refuses only what the client could not read', () => {
    expectTypeOf<Misfits<PublicationDetail, typeof specPublication>>().toEqualTypeOf<never>();
    expectTypeOf<Misfits<Author, typeof specAuthor>>().toEqualTypeOf<never>();
    expectTypeOf<Misfits<Article, typeof specArticle>>().toEqualTypeOf<never>();
    expectTypeOf<Misfits<ArticleRow, typeof specArticle>>().toEqualTypeOf<never>();
    expectTypeOf<Misfits<BundleDetail, typeof specArticle>>().toEqualTypeOf<never>();
    expectTypeOf<Misfits<BundlePlanTemplateDetail, typeof specBundlePlan>>().toEqualTypeOf<never>();
    expectTypeOf<Misfits<Image, typeof specImage>>().toEqualTypeOf<never>();
    expectTypeOf<Misfits<Advertisement, typeof specAdvertisement>>().toEqualTypeOf<never>();
    expectTypeOf<FontoDocument>().toEqualTypeOf<z.infer<typeof fontoDocument>>();
  });

  it('may be absent from an answer, while the named ones are as the client reads them', () => {
    expectTypeOf<Answered<ArticleRow, typeof specArticle>['authorCount']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Answered<ArticleRow, typeof specArticle>['title']>().toEqualTypeOf<ArticleRow['title']>();
  });
});
