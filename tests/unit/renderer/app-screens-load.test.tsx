import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { createBridge } from '@shared/bridge-client';
import { SIGNED_OUT } from '@shared/domain/session';
import { App } from '../../../src/renderer/app/App';
import { AppProviders } from '../../../src/renderer/app/AppProviders';
import { CONFIG, fakeRawBridge, ok, signedIn } from './harness';

/** The app as main renders it, with screens loaded on demand as main's router is (issue 35: the sign-in screens are outside it). */
function renderWithScreens(load: () => Promise<{ default: () => React.JSX.Element }>, signedOut = false) {
  const raw = fakeRawBridge({ 'auth.getState': () => ok(signedOut ? SIGNED_OUT : signedIn(['ADMIN'])), 'app.getConfig': () => ok(CONFIG) });
  const Screens = lazy(load);
  render(
    <AppProviders bridge={createBridge(raw)} store={createStore()}>
      <App screens={<Screens />} navigate={() => undefined} />
    </AppProviders>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the routed screens, loaded at sign-in', () => {
  it('signed out, are not loaded: the sign-in screen needs none of them', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>Écrans</p> }));
    renderWithScreens(load, true);
    await screen.findByRole('button', { name: 'Se connecter' });
    expect(load).not.toHaveBeenCalled();
  });

  it('signed in, say they are loading, then show', async () => {
    let loaded: (screens: { default: () => React.JSX.Element }) => void = () => undefined;
    renderWithScreens(() => new Promise((resolve) => (loaded = resolve)));
    expect(await screen.findByText('Chargement de l’écran…')).toBeTruthy();
    loaded({ default: () => <p>Écrans</p> });
    expect(await screen.findByText('Écrans')).toBeTruthy();
  });

  it('failing to load, show the error page and its way out, never a blank window', async () => {
    // React reports the error it caught on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithScreens(() => Promise.reject(new Error('chunk perdu')));
    expect(await screen.findByRole('heading', { name: 'Une erreur inattendue est survenue' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "Recharger l'application" })).toBeTruthy();
  });
});
