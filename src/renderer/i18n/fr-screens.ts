/**
 * The screens' parts of the French catalogue, added to it at sign-in (i18n/index.ts, loadScreenCatalogue):
 * the sign-in screen needs none of them (issue 35, first-screen budget). What every screen shares is in fr.ts.
 */
import { frList } from './fr-list';
import { frAuthorsEdit } from './fr-authors-edit';
import { frAuthorsList } from './fr-authors-list';
import { frAuthorsView } from './fr-authors-view';
import { frMedia, frRichText } from './fr-media';
import { frAds } from './fr-ads';
import { frImages } from './fr-images';
import { frPublications } from './fr-publications';
import { frArticles } from './fr-articles';
import { frBundles } from './fr-bundles';
import { frTree } from './fr-tree';
import { frAdminPlans } from './fr-admin-plans';
import { frReferentials } from './fr-referentials';
import { frAdminExports } from './fr-admin-exports';
import { frPushOnline } from './fr-push-online';
import { frJouve } from './fr-jouve';
import { frSettings } from './fr-settings';
import { frKyrielleTool } from './fr-kyrielle-tool';
import { frHistory } from './fr-history';

export const frScreens = {
  list: frList,
  media: frMedia,
  ads: frAds,
  images: frImages,
  publications: frPublications,
  articles: frArticles,
  bundles: frBundles,
  tree: frTree,
  adminPlans: frAdminPlans,
  referentials: frReferentials,
  adminExports: frAdminExports,
  pushOnline: frPushOnline,
  jouve: frJouve,
  settings: frSettings,
  kyrielleTool: frKyrielleTool,
  history: frHistory,
  richText: frRichText,
  authors: {
    list: frAuthorsList,
    view: frAuthorsView,
    edit: frAuthorsEdit,
    copyToWord: "Les informations de l'auteur ont été copiées dans le presse-papiers.",
    edit_cancel_confirmation: 'Souhaitez-vous vraiment annuler les modifications en cours ?',
  },
} as const;
