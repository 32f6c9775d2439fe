import { StrictMode, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { followDeepLink } from './app/deep-link';
import { loadRouter } from './app/load-router';
import { bridge } from './bridge';
import { store } from './state/store';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A deep link the web host carried through `/` (`?suite=`) is restored at once: the router, loaded at sign-in, starts on it.
followDeepLink(window);

const AppRouter = lazy(async () => ({ default: (await loadRouter()).AppRouter }));
/** Signed out, a deep link loads the router for it to keep the path behind the sign-in screen. */
const navigate = (path: string) => void loadRouter().then(({ appRouter }) => appRouter().navigate(path));

createRoot(container).render(
  <StrictMode>
    <AppProviders bridge={bridge} store={store}>
      <App screens={<AppRouter />} navigate={navigate} />
    </AppProviders>
  </StrictMode>,
);
