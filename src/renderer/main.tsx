import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { bridge } from './bridge';
import { store } from './state/store';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders bridge={bridge} store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
