import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FluentProvider, PortalMountNodeProvider } from '@fluentui/react-components';
import { useSettings } from '../features/settings/useSettings';
import { FLUENT_THEMES, resolveTheme, useSystemPrefersDark } from './theme';

/**
 * One labelled region of the page where every popup, dialog and toast is mounted, so that nothing the app
 * shows sits outside a landmark. Made once, before the first render: a portal whose container changed would
 * mount its content again and lose what a dialog held.
 */
function usePopupRegion(): HTMLElement {
  const { t } = useTranslation();
  const [region] = useState(() => document.createElement('div'));
  const label = t('app.popupRegion');
  useLayoutEffect(() => {
    region.setAttribute('role', 'region');
    region.setAttribute('aria-label', label);
    document.body.appendChild(region);
    return () => region.remove();
  }, [region, label]);
  return region;
}

/**
 * Fluent's light or dark theme, as the settings and the system say (the settings are local: read before
 * sign-in too).
 */
export function ThemedProvider({ children }: { children: ReactNode }) {
  const choice = useSettings().data?.theme ?? 'system';
  const theme = resolveTheme(choice, useSystemPrefersDark());
  const popups = usePopupRegion();
  return (
    // No class of the app's own here: Fluent gives the provider's classes to every portal's node too.
    <FluentProvider theme={FLUENT_THEMES[theme]} lang="fr" data-theme={theme}>
      <PortalMountNodeProvider value={popups}>{children}</PortalMountNodeProvider>
    </FluentProvider>
  );
}
