import { expect } from 'vitest';
import { act, render, waitFor, type RenderResult } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createStore } from 'jotai';
import { methods, type MethodName, type RawBridge } from '@shared/contract';
import { createBridge } from '@shared/bridge-client';
import type { BridgeErrorData, BridgeResult } from '@shared/errors';
import { SIGNED_OUT, type AuthState } from '@shared/domain/session';
import { EXTENSIONS } from '@shared/domain/extensions';
import { AppProviders } from '../../../src/renderer/app/AppProviders';
import { App } from '../../../src/renderer/app/App';
import { APP_ROUTES } from '../../../src/renderer/app/router';

export type Answer = BridgeResult<unknown> | Promise<BridgeResult<unknown>>;

/** A fake of the bridge at its port (the RawBridge the preload or web host provide). */
export interface FakeRawBridge extends RawBridge {
  calls: { name: string; args: unknown[] }[];
  emit(name: string, payload: unknown): void;
}

/**
 * What every screen reads at start whatever the test: the local settings (the theme among them); the update state the
 * settings page shows; the back-office's extensions, every one as the reference server offers them (a test of a
 * back-office without them answers 'app.extensions' itself).
 */
const BASE_ANSWERS: Record<string, (args: unknown[]) => Answer> = {
  'settings.get': () => ok(SETTINGS),
  'updates.getStatus': () => ok({ state: 'off' }),
  'updates.getFeed': () => ok({ from: 'build' }),
  'app.extensions': () => ok([...EXTENSIONS]),
};

export function fakeRawBridge(answers: Record<string, (args: unknown[]) => Answer>): FakeRawBridge {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const calls: { name: string; args: unknown[] }[] = [];
  return {
    calls,
    invoke(name, args) {
      calls.push({ name, args });
      const answer = answers[name] ?? BASE_ANSWERS[name];
      // A copy, as IPC and HTTP give the page: an answer never shares objects with the test that made it.
      return Promise.resolve(answer ? answer(args) : ok(undefined)).then((result) => structuredClone(result));
    },
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    emit(name, payload) {
      for (const l of listeners.get(name) ?? []) l(payload);
    },
  };
}

/** Whether main and the web host would pass these arguments on to core: they validate every call against the contract. */
export const passesContract = (name: MethodName, args: unknown[]): boolean => methods[name].args.safeParse(args).success;

export const ok = (value: unknown): BridgeResult<unknown> => ({ ok: true, value });
export const fail = (error: BridgeErrorData): BridgeResult<unknown> => ({ ok: false, error });

/** uploads.checkImage as core answers a file it read as this type (the web host's sources carry the name and size). */
export const checkedImage =
  (mimeType: 'image/jpeg' | 'image/png' = 'image/png') =>
  (args: unknown[]): BridgeResult<unknown> => {
    const { name, size } = args[0] as { name: string; size: number };
    return ok({ name, size, mimeType });
  };

export function signedIn(roles: string[], name = 'Alice Administratrice', username = 'admin'): AuthState {
  return {
    ...SIGNED_OUT,
    status: 'signedIn',
    user: { username, name, email: `${username}@pupitre.test` },
    roles,
    authServerUrl: 'http://127.0.0.1:4310/auth',
    realm: 'pupitre',
  };
}

export const CONFIG = { apiUrl: 'http://127.0.0.1:4310', helpUrl: 'https://aide.pupitre.test/', host: 'web', version: '0.1.0' };

export const NO_DOWNLOADS = { items: [], batches: [], active: 0 };
export const ONLINE = { online: true, cachedAt: null };
export const SETTINGS = { downloadDir: '/home/alice/Téléchargements', askWhereToSave: false, pdfViewer: 'app', theme: 'system', watchFolder: null };

/**
 * No dialog is left, and the page is back in the accessibility tree. Fluent's focus manager (tabster) hides the
 * page behind a modal dialog and gives it back at its next sweep, within 250 ms of the dialog leaving, or at once
 * where the focus returns to it: a user's screen reader cannot reach the page before then, nor can a query.
 */
function expectNoDialog(): void {
  expect(document.querySelector('[role="dialog"], [role="alertdialog"]')).toBeNull();
  expect(document.querySelector('body > [aria-hidden="true"]:not([data-tabster-dummy])')).toBeNull();
}

/** Waits for expectNoDialog: after a dialog closes, before anything of the page behind it is looked for. */
export function dialogClosed(): Promise<void> {
  return waitFor(expectNoDialog);
}

/**
 * Lets every promise chain already under way run to its end, inside act so that React renders what they set:
 * promise callbacks are microtasks, and all of them run before the next task. For "nothing came of it" checks
 * on the fake bridge's answers; a rule of time is checked on fake timers instead (which this needs real).
 */
export function settlePromises(): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/** Renders the whole app at a path (the app's own route tree in a memory data router), against a fake bridge. */
export function renderApp(
  path: string,
  state: AuthState,
  answers: Record<string, (args: unknown[]) => Answer> = {},
): { raw: FakeRawBridge; store: ReturnType<typeof createStore>; router: ReturnType<typeof createMemoryRouter> } & RenderResult {
  const raw = fakeRawBridge({
    'auth.getState': () => ok(state),
    'app.getConfig': () => ok(CONFIG),
    'downloads.list': () => ok(NO_DOWNLOADS),
    'connectivity.get': () => ok(ONLINE),
    'drafts.load': () => ok(null),
    ...answers,
  });
  const store = createStore();
  const router = createMemoryRouter(APP_ROUTES, { initialEntries: [path] });
  const result = render(
    <AppProviders bridge={createBridge(raw)} store={store}>
      <App screens={<RouterProvider router={router} />} navigate={(to) => void router.navigate(to)} />
    </AppProviders>,
  );
  return { raw, store, router, ...result };
}
