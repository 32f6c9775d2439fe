import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ROUTE_SEGMENTS, sectionPath } from '@shared/rules/navigation';
import { AccessDeniedPage } from '../components/AccessDeniedPage';
import { PlaceholderPage } from '../components/PlaceholderPage';
import { RequireRoles } from '../components/RequireRoles';
import { KyrielleLayout } from '../features/shell/KyrielleLayout';
import { ShellLayout } from '../features/shell/ShellLayout';
import { homeSection } from '../features/shell/sections';
import { useRoles } from '../features/auth/useAuth';
import { App } from './App';
import { followDeepLink } from './deep-link';
import { RouteErrorPage } from './RouteErrorPage';
import { AuthorEditPage } from '../features/authors/edit/AuthorEditPage';
import { AuthorListPage } from '../features/authors/list/AuthorListPage';
import { AuthorViewPage } from '../features/authors/view/AuthorViewPage';
import { ImageCreatePage } from '../features/images/edit/ImageCreatePage';
import { ImageEditPage } from '../features/images/edit/ImageEditPage';
import { ImageListPage } from '../features/images/list/ImageListPage';
import { ImageViewPage } from '../features/images/view/ImageViewPage';
import { AdEditPage } from '../features/ads/edit/AdEditPage';
import { AdListPage } from '../features/ads/list/AdListPage';
import { AdViewPage } from '../features/ads/view/AdViewPage';
import { PublicationListPage } from '../features/publications/list/PublicationListPage';
import { PublicationOrganizePage } from '../features/publications/organise/PublicationOrganizePage';
import { ArticleListPage } from '../features/articles/list/ArticleListPage';
import { ArticleViewPage } from '../features/articles/view/ArticleViewPage';
import { ArticleEditorPage } from '../features/articles/editor/ArticleEditorPage';
import { BundleViewPage } from '../features/bundles/view/BundleViewPage';
import { BundleOrganizePage } from '../features/bundles/organise/BundleOrganizePage';
import { PeriodicalPlanPage } from '../features/admin/plans/PeriodicalPlanPage';
import { BundlePlanListPage } from '../features/admin/plans/BundlePlanListPage';
import { BundlePlanFormPage } from '../features/admin/plans/BundlePlanFormPage';
import { CustomBundleEditPage } from '../features/admin/plans/CustomBundleEditPage';
import { PublicationPlanAdminPage } from '../features/admin/plans/PublicationPlanAdminPage';
import { ReferentialPage } from '../features/admin/referentials/ReferentialPage';
import { ExportPage } from '../features/admin/exports/ExportPage';
import { PushOnlinePage } from '../features/admin/push-online/PushOnlinePage';
import { KyrielleOrganizePage } from '../features/kyrielle/organise/KyrielleOrganizePage';
import { KyrielleAdministratePage } from '../features/kyrielle/administrate/KyrielleAdministratePage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { KYRIELLE_ROUTES, SHELL_ROUTES, type PageRoute, type PageTitleKey } from './routes';

/** Screens built so far; every other route shows the honest placeholder. */
const SCREENS: Partial<Record<PageTitleKey, ComponentType>> = {
  authorList: AuthorListPage,
  authorView: AuthorViewPage,
  authorCreate: AuthorEditPage,
  authorEdit: AuthorEditPage,
  imageList: ImageListPage,
  imageView: ImageViewPage,
  imageCreate: ImageCreatePage,
  imageEdit: ImageEditPage,
  adList: AdListPage,
  adView: AdViewPage,
  adCreate: AdEditPage,
  adEdit: AdEditPage,
  publicationList: PublicationListPage,
  publicationOrganize: PublicationOrganizePage,
  articleList: ArticleListPage,
  articleView: ArticleViewPage,
  articleEdit: ArticleEditorPage,
  bundleView: BundleViewPage,
  bundleOrganize: BundleOrganizePage,
  bundleEdit: ArticleEditorPage,
  periodicalPlan: PeriodicalPlanPage,
  bundlePlanList: BundlePlanListPage,
  bundlePlanCreate: BundlePlanFormPage,
  bundlePlanEdit: BundlePlanFormPage,
  bundlePlanDuplicate: BundlePlanFormPage,
  customBundleEdit: CustomBundleEditPage,
  publicationPlan: PublicationPlanAdminPage,
  referential: ReferentialPage,
  export: ExportPage,
  pushOnline: PushOnlinePage,
  kyrielleOrganize: KyrielleOrganizePage,
  kyrielleAdministrate: KyrielleAdministratePage,
  settings: SettingsPage,
};

function RoutedPage({ route }: { route: PageRoute }) {
  const { t } = useTranslation();
  const Screen = SCREENS[route.title];
  return <RequireRoles roles={route.roles}>{Screen ? <Screen /> : <PlaceholderPage title={t(`pages.${route.title}`)} />}</RequireRoles>;
}

const page = (route: PageRoute): RouteObject => ({ path: route.path, element: <RoutedPage route={route} /> });

/** The root: the articles root (spec 1 §2) for those who may open it, else the first area the user may open. */
function HomeRedirect() {
  return <Navigate to={sectionPath(homeSection(useRoles()))} replace />;
}

/**
 * The route tree of the app, for a data router (useBlocker, used by the unsaved-changes guard, needs one).
 * The root is the app itself (sign-in screens until signed in); the root path goes to the user's home section
 * (the articles list when the roles open it) and unknown paths to the root.
 */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <App />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        element: <ShellLayout />,
        children: [...SHELL_ROUTES.map(page), { path: ROUTE_SEGMENTS.access, element: <AccessDeniedPage /> }],
      },
      { element: <KyrielleLayout />, children: KYRIELLE_ROUTES.map(page) },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * The router of the window (history API); tests build theirs with createMemoryRouter(APP_ROUTES). A deep
 * link the web host carried through `/` (`?suite=`) is restored first, so the router starts on it.
 */
export function createAppRouter() {
  followDeepLink(window);
  return createBrowserRouter(APP_ROUTES);
}
