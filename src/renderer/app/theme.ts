import { useSyncExternalStore } from 'react';
import { webDarkTheme, webLightTheme, type Theme } from '@fluentui/react-components';
import type { ThemeChoice } from '@shared/domain/files';

export type ResolvedTheme = 'light' | 'dark';

export const FLUENT_THEMES: Record<ResolvedTheme, Theme> = { light: webLightTheme, dark: webDarkTheme };

/** The user's choice wins; "Comme le système" follows the system's (or the browser's) setting. */
export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): ResolvedTheme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function darkQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the system asks for dark: Chromium's prefers-color-scheme, which follows the OS in a browser and
 * Electron's nativeTheme in the desktop app. Followed live.
 */
export function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribe, () => darkQuery()?.matches ?? false, () => false);
}
