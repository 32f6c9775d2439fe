import type { ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { Bridge } from '@shared/contract';
import { BridgeProvider } from '../bridge/BridgeContext';
import { Notifier } from '../features/notifications/Notifier';
import { i18n } from '../i18n';
import type { Store } from '../state/store';
import { GlobalStyles } from './GlobalStyles';

/** Everything a screen relies on: theme, store, bridge, French catalogue and the notifier. */
export function AppProviders({ bridge, store, children }: { bridge: Bridge; store: Store; children: ReactNode }) {
  return (
    <FluentProvider theme={webLightTheme} lang="fr">
      <GlobalStyles />
      <JotaiProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <BridgeProvider bridge={bridge}>
            {children}
            <Notifier />
          </BridgeProvider>
        </I18nextProvider>
      </JotaiProvider>
    </FluentProvider>
  );
}
