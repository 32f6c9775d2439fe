import { Suspense, use, type ReactNode } from 'react';
import { PageLoading } from '../components/PageLoading';
import { loadScreenCatalogue, screenCatalogueLoaded } from '../i18n';

function Loaded({ children }: { children: ReactNode }) {
  if (!screenCatalogueLoaded()) use(loadScreenCatalogue());
  return children;
}

/**
 * Its children once the screens' parts of the French catalogue are there: they load at sign-in, the sign-in
 * screen needing none of them (issue 35, first-screen budget). A failed load goes to the route's error page.
 */
export function ScreenCatalogue({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Loaded>{children}</Loaded>
    </Suspense>
  );
}
