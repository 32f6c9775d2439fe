import { Suspense, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ROUTE_SEGMENTS } from '@shared/rules/navigation';
import { AccessDeniedPage } from '../components/AccessDeniedPage';
import { PlaceholderPage } from '../components/PlaceholderPage';
import { PageLoading } from '../components/PageLoading';
import { RequireRoles } from '../components/RequireRoles';
import { useRoles } from '../features/auth/useAuth';
import { homePath } from './landing';
import { RouteErrorPage } from './RouteErrorPage';
import { KYRIELLE_ROUTES, SHELL_ROUTES, type PageRoute, type PageTitleKey } from './routes';
import { ScreenCatalogue } from './ScreenCatalogue';
import { SignedInServices } from './SignedInServices';

/**
 * A screen loaded on demand (issue 14, first-screen budget): the sign-in screen needs none of them, and each
 * screen's code (trees, XML editor, rich text) comes with it.
 */
function screen<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/** The two layouts are loaded on demand too: signed out, neither is shown. */
const ShellLayout = screen(() => import('../features/shell/ShellLayout'), 'ShellLayout');
const KyrielleLayout = screen(() => import('../features/shell/KyrielleLayout'), 'KyrielleLayout');

const loading = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

/** Screens built so far; every other route shows the honest placeholder. */
const SCREENS: Partial<Record<PageTitleKey, LazyExoticComponent<ComponentType>>> = {
  authorList: screen(() => import('../features/authors/list/AuthorListPage'), 'AuthorListPage'),
  authorView: screen(() => import('../features/authors/view/AuthorViewPage'), 'AuthorViewPage'),
  authorCreate: screen(() => import('../features/authors/edit/AuthorEditPage'), 'AuthorEditPage'),
  authorEdit: screen(() => import('../features/authors/edit/AuthorEditPage'), 'AuthorEditPage'),
  imageList: screen(() => import('../features/images/list/ImageListPage'), 'ImageListPage'),
  imageView: screen(() => import('../features/images/view/ImageViewPage'), 'ImageViewPage'),
  imageCreate: screen(() => import('../features/images/edit/ImageCreatePage'), 'ImageCreatePage'),
  imageEdit: screen(() => import('../features/images/edit/ImageEditPage'), 'ImageEditPage'),
  adList: screen(() => import('../features/ads/list/AdListPage'), 'AdListPage'),
  adView: screen(() => import('../features/ads/view/AdViewPage'), 'AdViewPage'),
  adCreate: screen(() => import('../features/ads/edit/AdEditPage'), 'AdEditPage'),
  adEdit: screen(() => import('../features/ads/edit/AdEditPage'), 'AdEditPage'),
  publicationList: screen(() => import('../features/publications/list/PublicationListPage'), 'PublicationListPage'),
  publicationOrganize: screen(() => import('../features/publications/organise/PublicationOrganizePage'), 'PublicationOrganizePage'),
  articleList: screen(() => import('../features/articles/list/ArticleListPage'), 'ArticleListPage'),
  articleView: screen(() => import('../features/articles/view/ArticleViewPage'), 'ArticleViewPage'),
  articleEdit: screen(() => import('../features/articles/editor/ArticleEditorPage'), 'ArticleEditorPage'),
  bundleView: screen(() => import('../features/bundles/view/BundleViewPage'), 'BundleViewPage'),
  bundleOrganize: screen(() => import('../features/bundles/organise/BundleOrganizePage'), 'BundleOrganizePage'),
  bundleEdit: screen(() => import('../features/articles/editor/ArticleEditorPage'), 'ArticleEditorPage'),
  periodicalPlan: screen(() => import('../features/admin/plans/PeriodicalPlanPage'), 'PeriodicalPlanPage'),
  bundlePlanList: screen(() => import('../features/admin/plans/BundlePlanListPage'), 'BundlePlanListPage'),
  bundlePlanCreate: screen(() => import('../features/admin/plans/BundlePlanFormPage'), 'BundlePlanFormPage'),
  bundlePlanEdit: screen(() => import('../features/admin/plans/BundlePlanFormPage'), 'BundlePlanFormPage'),
  bundlePlanDuplicate: screen(() => import('../features/admin/plans/BundlePlanFormPage'), 'BundlePlanFormPage'),
  customBundleEdit: screen(() => import('../features/admin/plans/CustomBundleEditPage'), 'CustomBundleEditPage'),
  publicationPlan: screen(() => import('../features/admin/plans/PublicationPlanAdminPage'), 'PublicationPlanAdminPage'),
  referential: screen(() => import('../features/admin/referentials/ReferentialPage'), 'ReferentialPage'),
  export: screen(() => import('../features/admin/exports/ExportPage'), 'ExportPage'),
  pushOnline: screen(() => import('../features/admin/push-online/PushOnlinePage'), 'PushOnlinePage'),
  kyrielleOrganize: screen(() => import('../features/kyrielle/organise/KyrielleOrganizePage'), 'KyrielleOrganizePage'),
  kyrielleAdministrate: screen(() => import('../features/kyrielle/administrate/KyrielleAdministratePage'), 'KyrielleAdministratePage'),
  settings: screen(() => import('../features/settings/SettingsPage'), 'SettingsPage'),
};

function RoutedPage({ route }: { route: PageRoute }) {
  const { t } = useTranslation();
  const Screen = SCREENS[route.title];
  return <RequireRoles roles={route.roles}>{Screen ? loading(<Screen />) : <PlaceholderPage title={t(`pages.${route.title}`)} />}</RequireRoles>;
}

const page = (route: PageRoute): RouteObject => ({ path: route.path, element: <RoutedPage route={route} /> });

/** The root: the articles root (spec 1 §2) for those who may open it, else where the account's work is (landing.ts). */
function HomeRedirect() {
  return <Navigate to={homePath(useRoles())} replace />;
}

/** The root route, shown signed in only (App): the screens once their catalogue is there, and the signed-in services. */
function SignedInRoot() {
  return (
    <ScreenCatalogue>
      <SignedInServices />
      <Outlet />
    </ScreenCatalogue>
  );
}

/**
 * The route tree of the app, for a data router (useBlocker, used by the unsaved-changes guard, needs one).
 * The sign-in screens are outside it (App); the root path goes to the user's home section (the articles list
 * when the roles open it) and unknown paths to the root.
 */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <SignedInRoot />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        element: loading(<ShellLayout />),
        children: [...SHELL_ROUTES.map(page), { path: ROUTE_SEGMENTS.access, element: <AccessDeniedPage /> }],
      },
      { element: loading(<KyrielleLayout />), children: KYRIELLE_ROUTES.map(page) },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

let windowRouter: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The router of the window (history API), made at its first need (signed in, or a deep link while signed out)
 * and kept across sign-outs; tests build theirs with createMemoryRouter(APP_ROUTES).
 */
export function appRouter(): ReturnType<typeof createBrowserRouter> {
  windowRouter ??= createBrowserRouter(APP_ROUTES);
  return windowRouter;
}

/** The routed screens of the window, for App once signed in. */
export function AppRouter() {
  return <RouterProvider router={appRouter()} />;
}
