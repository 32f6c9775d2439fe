import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createStore } from 'jotai';
import { createBridge } from '@shared/bridge-client';
import type { ArticleRow } from '@shared/domain/article';
import { AppProviders } from '../../../src/renderer/app/AppProviders';
import { authStateAtom } from '../../../src/renderer/features/auth/auth-atoms';
import { NO_DOWNLOADS, fakeRawBridge, ok, signedIn, type Answer } from './harness';

export const ROLES = {
  admin: ['ADMIN'],
  redaction: ['MANAGER_BJS', 'MANAGER_DEF', 'EDITOR_GDP', 'ADMIN_AUTHORS'],
  production: ['PRODUCER_BJS', 'PRODUCER_DEF', 'PRODUCER_GDP', 'ONLINE_BJS'],
  lecteur: ['VIEWER'],
} as const;
export type Account = keyof typeof ROLES;

export function articleRow(over: Partial<ArticleRow> = {}): ArticleRow {
  return {
    id: 42,
    title: 'Le <i>bail</i> commercial',
    type: 'COMMENTARY',
    nature: 'SIMPLE',
    isBundle: false,
    bundleId: null,
    periodicalId: 'BJS',
    publicationId: 7,
    publication: 'BJS_2025_7',
    planNodeId: 'BJS-SOC',
    planNode: { id: 'BJS-SOC', name: 'Social' },
    authors: [],
    authorCount: 0,
    status: 'IN_PROGRESS',
    isValid: true,
    isFrontCover: false,
    isImportant: false,
    attached: 'NONE',
    creationDate: '2025-05-01T10:00:00Z',
    creationUser: null,
    modificationDate: '2025-05-02T10:00:00Z',
    modificationUser: null,
    publicationOnlineDate: null,
    nextPublicationOnlineDate: null,
    nextPublicationOnlineUsername: null,
    lastRequestPlacardProcessStatus: null,
    lastAvailablePlacardProcessStatus: null,
    numberOfPages: null,
    charVolume: 0,
    charDaVolume: 0,
    tags: [],
    bundlePlanVersionId: null,
    version: 1,
    ...over,
  };
}

export const PERIODICALS = [
  { id: 'BJS', label: 'Bulletin Joly Sociétés' },
  { id: 'GDP', label: 'Gazette du Palais' },
];

/** Renders `element` at /articles with the roles of `account`, against a fake bridge. */
export function renderWith(element: ReactElement, roles: readonly string[], answers: Record<string, (args: unknown[]) => Answer> = {}) {
  const raw = fakeRawBridge({ 'downloads.list': () => ok(NO_DOWNLOADS), 'periodicals.list': () => ok(PERIODICALS), ...answers });
  const store = createStore();
  store.set(authStateAtom, signedIn([...roles]));
  const router = createMemoryRouter(
    [
      { path: '/articles', element },
      { path: '/articles/:id/modifier', element: <h1>Éditeur</h1> },
      { path: '/lots/:id/modifier', element: <h1>Éditeur de lot</h1> },
    ],
    { initialEntries: ['/articles'] },
  );
  render(
    <AppProviders bridge={createBridge(raw)} store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { raw, router };
}
