import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTE_SEGMENTS, sectionPath } from '@shared/rules/navigation';
import { AccessDeniedPage } from '../components/AccessDeniedPage';
import { PlaceholderPage } from '../components/PlaceholderPage';
import { RequireRoles } from '../components/RequireRoles';
import { KyrielleLayout } from '../features/shell/KyrielleLayout';
import { ShellLayout } from '../features/shell/ShellLayout';
import { KYRIELLE_ROUTES, SHELL_ROUTES, type PageRoute } from './routes';

function RoutedPage({ route }: { route: PageRoute }) {
  const { t } = useTranslation();
  return (
    <RequireRoles roles={route.roles}>
      <PlaceholderPage title={t(`pages.${route.title}`)} />
    </RequireRoles>
  );
}

/** The routes of the signed-in app: the root goes to the articles list, unknown paths to the root. */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={sectionPath('article')} replace />} />
      <Route element={<ShellLayout />}>
        {SHELL_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutedPage route={route} />} />
        ))}
        <Route path={ROUTE_SEGMENTS.access} element={<AccessDeniedPage />} />
      </Route>
      <Route element={<KyrielleLayout />}>
        {KYRIELLE_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutedPage route={route} />} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
