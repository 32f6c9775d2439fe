import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SIGNED_OUT } from '@shared/domain/session';
import { fail, renderApp, signedIn } from './harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/authors/list/AuthorListPage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('auth gate', () => {
  it('signed out: shows "Se connecter" and none of the app', async () => {
    const { raw } = renderApp('/auteurs', SIGNED_OUT);
    const button = await screen.findByRole('button', { name: 'Se connecter' });
    expect(screen.getByRole('heading', { name: 'Pupitre' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByText('Liste des auteurs')).toBeNull();

    fireEvent.click(button);
    await waitFor(() => expect(raw.calls.some((c) => c.name === 'auth.login')).toBe(true));
  });

  it('signing in: "Connexion en cours…", the login page link, and "Annuler" cancels', async () => {
    const loginUrl = 'http://127.0.0.1:4310/auth/realms/pupitre/protocol/openid-connect/auth?x=1';
    const { raw } = renderApp('/', { ...SIGNED_OUT, status: 'signingIn', loginUrl });
    expect(await screen.findByText('Connexion en cours…')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Ouvrir la page de connexion/ });
    expect(link.getAttribute('href')).toBe(loginUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('tablist')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(raw.calls.some((c) => c.name === 'auth.cancelLogin')).toBe(true));
  });

  it('follows auth.changed from signing in to the shell', async () => {
    const { raw } = renderApp('/auteurs', { ...SIGNED_OUT, status: 'signingIn' });
    await screen.findByText('Connexion en cours…');
    act(() => raw.emit('auth.changed', signedIn(['ADMIN'])));
    expect(await screen.findByRole('tablist', { name: 'Sections' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Liste des auteurs' })).toBeTruthy();
  });

  it('a lapsed session says why on the sign-in screen, then signing in again comes back to the same page', async () => {
    const { raw, router } = renderApp('/auteurs', signedIn(['ADMIN']));
    expect(await screen.findByRole('heading', { name: 'Liste des auteurs' })).toBeTruthy();
    act(() => raw.emit('auth.changed', { ...SIGNED_OUT, endedBy: 'expired' }));
    expect(await screen.findByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
    act(() => raw.emit('auth.changed', signedIn(['ADMIN'])));
    expect(await screen.findByRole('heading', { name: 'Liste des auteurs' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auteurs');
    cleanup();

    // A sign-out by the user says nothing of the kind.
    renderApp('/', SIGNED_OUT);
    await screen.findByRole('button', { name: 'Se connecter' });
    expect(screen.queryByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeNull();
  });

  it('a login timeout is reported inline in French; a cancellation says nothing', async () => {
    renderApp('/', SIGNED_OUT, {
      'auth.login': () => fail({ code: 'LOGIN_TIMEOUT', message: 'timeout' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('La connexion a expiré. Veuillez réessayer.')).toBeTruthy();
    cleanup();

    const { raw } = renderApp('/', SIGNED_OUT, {
      'auth.login': () => fail({ code: 'LOGIN_CANCELLED', message: 'cancelled' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(raw.calls.filter((c) => c.name === 'auth.getState').length).toBe(2));
    expect(screen.queryByText('Connexion impossible')).toBeNull();
  });

  it('opens the URLs the web host asks for (app.openUrl) in a new tab, http(s) only', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { raw } = renderApp('/', { ...SIGNED_OUT, status: 'signingIn' });
    await screen.findByText('Connexion en cours…');
    const url = 'http://127.0.0.1:4310/auth/realms/pupitre/protocol/openid-connect/auth?client_id=pupitre';
    act(() => raw.emit('app.openUrl', { url }));
    act(() => raw.emit('app.openUrl', { url: 'javascript:alert(1)' }));
    act(() => raw.emit('app.openUrl', { url: 'file:///etc/passwd' }));
    // A downloaded file, as a path of the web host: opened on the page's own origin.
    act(() => raw.emit('app.openUrl', { url: '/files/abc' }));
    expect(open.mock.calls).toEqual([
      [url, '_blank', 'noopener'],
      [new URL('/files/abc', window.location.href).href, '_blank', 'noopener'],
    ]);
  });
});
