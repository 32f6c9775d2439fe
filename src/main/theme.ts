import { nativeTheme } from 'electron';
import { THEME_CHOICES, type ThemeChoice } from '../shared/domain/files';
import type { SettingsFile } from './settings';

const isThemeChoice = (value: unknown): value is ThemeChoice => (THEME_CHOICES as readonly unknown[]).includes(value);

/**
 * The settings' theme drives Electron's nativeTheme: native menus, dialogs, scroll bars and the window's
 * background before the page paints follow it, and so does the page's prefers-color-scheme. Applied at start
 * and whenever the settings file changes (a choice made in the settings page).
 */
export function followThemeSetting(settings: SettingsFile): () => void {
  const apply = (value: unknown) => {
    nativeTheme.themeSource = isThemeChoice(value) ? value : 'system';
  };
  apply(settings.get('theme'));
  return settings.onDidChange('theme', apply);
}
