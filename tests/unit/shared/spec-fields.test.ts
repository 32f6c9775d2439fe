import { describe, expectTypeOf, it } from 'vitest';
import type { Advertisement } from '../../../src/shared/domain/advertisement';
import type { ArticleRow } from '../../../src/shared/domain/article';
import type { AuthorRow } from '../../../src/shared/domain/author';
import type { Image } from '../../../src/shared/domain/image';
import type { specAdvertisement, specArticle, specAuthor, specImage } from '../../../src/shared/spec-entities';
import type { Answered, Unnamed } from '../../../src/shared/spec-fields';

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
  });

  it('may be absent from an answer, while the named ones are as the client reads them', () => {
    expectTypeOf<Answered<ArticleRow, typeof specArticle>['authorCount']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Answered<ArticleRow, typeof specArticle>['title']>().toEqualTypeOf<ArticleRow['title']>();
  });
});
