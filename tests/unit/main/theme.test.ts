import { describe, expect, it } from 'vitest';
import { openSettings } from '../../../src/main/settings';
import { nativeTheme } from '../../support/fake-electron';
import { startApp } from './harness';

describe('the theme in main (src/main/theme.ts)', () => {
  it('follows the system by default, then the choice made in the settings page, at once', async () => {
    nativeTheme.systemDark = true;
    const { core } = await startApp();
    expect(nativeTheme.themeSource).toBe('system');
    expect(nativeTheme.shouldUseDarkColors).toBe(true);

    expect(await core.dispatch('settings.update', [{ theme: 'light' }])).toMatchObject({ ok: true, value: { theme: 'light' } });
    expect(nativeTheme.themeSource).toBe('light');
    expect(nativeTheme.shouldUseDarkColors).toBe(false);
  });

  it('starts with the stored choice', async () => {
    openSettings().set('theme', 'dark');
    await startApp();
    expect(nativeTheme.themeSource).toBe('dark');
  });

  it('reads a value it does not know as the system’s', async () => {
    openSettings().set('theme', 'sepia' as never);
    await startApp();
    expect(nativeTheme.themeSource).toBe('system');
  });
});
