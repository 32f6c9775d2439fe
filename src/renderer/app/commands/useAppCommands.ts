import { useEffect } from 'react';
import type { AppCommand } from '@shared/contract';
import { useBridge } from '../../bridge/BridgeContext';
import { useAppConfig } from '../config';
import { useCommandRegistry } from './useCommand';

/** Ctrl+K, Ctrl+S and Ctrl+, (Cmd on macOS) as the page sees them; null for any other key. */
export function shortcutCommand(event: KeyboardEvent): AppCommand | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  switch (event.key.toLowerCase()) {
    case 'k':
      return 'quickSearch';
    case 's':
      return 'save';
    case ',':
      return 'settings';
    default:
      return null;
  }
}

/**
 * The commands of the menu reach the registry one way per host, never two: in the desktop app the menu's
 * accelerators take the keys and main sends app.menuCommand; in the web host there is no menu, so the page
 * listens to the same keys itself (and keeps Ctrl+S from opening the browser's "save the page").
 */
export function useAppCommands(): void {
  const bridge = useBridge();
  const registry = useCommandRegistry();
  const host = useAppConfig()?.host;
  useEffect(() => bridge.on('app.menuCommand', ({ command }) => void registry.run(command)), [bridge, registry]);
  useEffect(() => {
    if (host !== 'web') return;
    const onKeyDown = (event: KeyboardEvent) => {
      const command = shortcutCommand(event);
      if (!command) return;
      event.preventDefault();
      // A held key repeats: one press, one save.
      if (!event.repeat) registry.run(command);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [host, registry]);
}
