import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resolveTheme } from '../../../../src/renderer/app/theme';
import { ok, renderApp, SETTINGS, signedIn } from '../harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../../src/renderer/features/shell/ShellLayout';
import '../../../../src/renderer/features/settings/SettingsPage';

describe('the theme', () => {
  it('is the user’s choice, or the system’s for "Comme le système"', () => {
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('is chosen in the settings, applied at once, and kept by core', async () => {
    let stored = { ...SETTINGS };
    const { raw, container } = renderApp('/parametres', signedIn(['ADMIN']), {
      'settings.get': () => ok(stored),
      'settings.update': ([patch]) => ok((stored = { ...stored, ...(patch as object) })),
    });
    const dark = await screen.findByRole('radio', { name: 'Sombre' });
    expect((screen.getByRole('radio', { name: 'Comme le système' }) as HTMLInputElement).checked).toBe(true);
    // jsdom has no prefers-color-scheme: the system counts as light.
    expect(container.querySelector('[data-theme]')?.getAttribute('data-theme')).toBe('light');
    fireEvent.click(dark);
    await waitFor(() => expect(container.querySelector('[data-theme]')?.getAttribute('data-theme')).toBe('dark'));
    expect(raw.calls).toContainEqual({ name: 'settings.update', args: [{ theme: 'dark' }] });
    expect((screen.getByRole('radio', { name: 'Sombre' }) as HTMLInputElement).checked).toBe(true);
  });
});
