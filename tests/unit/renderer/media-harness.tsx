import type { ReactElement } from 'react';
import { render, within, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createStore } from 'jotai';
import { createBridge } from '@shared/bridge-client';
import { AppProviders } from '../../../src/renderer/app/AppProviders';
import { authStateAtom } from '../../../src/renderer/features/auth/auth-atoms';
import { notificationsAtom } from '../../../src/renderer/features/notifications/notifications-atoms';
import { CONFIG, fakeRawBridge, ok, signedIn } from './harness';

/** Renders a media component as a screen would hold it: providers, a router for its links, a user with these roles. */
export function renderMedia(ui: ReactElement, roles: string[] = ['ADMIN_IMAGES']): RenderResult & { store: ReturnType<typeof createStore> } {
  const raw = fakeRawBridge({ 'app.getConfig': () => ok(CONFIG) });
  const store = createStore();
  store.set(authStateAtom, signedIn(roles, 'Marc Médias', 'medias'));
  const result = render(
    <AppProviders bridge={createBridge(raw)} store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...result, store };
}

export const toasts = (store: ReturnType<typeof createStore>) => store.get(notificationsAtom).map((n) => n.message);

/** The value beside a term of a metadata list (<dt>label</dt><dd>value</dd>). */
export function termValue(list: HTMLElement, label: string): string | null | undefined {
  return within(list).getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling?.textContent;
}
