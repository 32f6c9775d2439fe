import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { SIGNED_OUT } from '@shared/domain/session';
import { renderApp, signedIn } from './harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/authors/list/AuthorListPage';
import '../../../src/renderer/features/images/view/ImageViewPage';

describe('a pupitre:// link handed to the running app (app.deepLink)', () => {
  it('takes the page to its record, signed in or not; a path not of this app is ignored', async () => {
    const { raw, router } = renderApp('/auteurs', signedIn(['ADMIN']));
    await screen.findByRole('tablist', { name: 'Sections' });
    act(() => raw.emit('app.deepLink', { path: '//ailleurs.example/x' }));
    act(() => raw.emit('app.deepLink', { path: 'javascript:alert(1)' }));
    expect(router.state.location.pathname).toBe('/auteurs');
    act(() => raw.emit('app.deepLink', { path: '/images/102' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/images/102'));
  });

  it('signed out, the path is kept behind the sign-in screen', async () => {
    const { raw, router } = renderApp('/', SIGNED_OUT);
    await screen.findByRole('button', { name: 'Se connecter' });
    act(() => raw.emit('app.deepLink', { path: '/articles/172' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles/172'));
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
  });
});
