import { initial } from './001-initial';
import { authorsImages } from './002-authors-images';
import { renditionsAdsUsage } from './003-renditions-ads-usage';
import { publicationsPlans } from './004-publications-plans';
import { articles } from './005-articles';
import { editorBundles } from './006-editor-bundles';
import { referentials } from './007-referentials';
import { onlinePushAdmin } from './008-online-push-admin';
import { kyrielle } from './009-kyrielle';
import { kyrielleTextIndex } from './010-kyrielle-text-index';
import { versionOrigin } from './011-version-origin';
import { kyrielleTreeJson } from './012-kyrielle-tree-json';
import { versionOriginUnknown } from './013-version-origin-unknown';
import { kyrielleSearchIndexes } from './014-kyrielle-search-indexes';
import { scaleIndexes } from './015-scale-indexes';
import { exactCounts } from './016-exact-counts';
import { proposalOrder } from './017-proposal-order';
import { titleFragmentTally } from './018-title-fragment-tally';
import type { Migration } from './migration';

/**
 * Every migration, in order. Kept as TypeScript strings rather than .sql files so that they travel with
 * any bundle of the server.
 */
export const MIGRATIONS: readonly Migration[] = [initial, authorsImages, renditionsAdsUsage, publicationsPlans, articles, editorBundles, referentials, onlinePushAdmin, kyrielle, kyrielleTextIndex, versionOrigin, kyrielleTreeJson, versionOriginUnknown, kyrielleSearchIndexes, scaleIndexes, exactCounts, proposalOrder, titleFragmentTally];
