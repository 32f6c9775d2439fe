import { useState, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Bridge } from '@shared/contract';
import { BridgeProvider } from '../bridge/BridgeContext';
import { Notifier } from '../features/notifications/Notifier';
import { i18n } from '../i18n';
import type { Store } from '../state/store';
import { CommandRegistryProvider } from './commands/useCommand';
import { GlobalStyles } from './GlobalStyles';
import { createQueryClient } from './query-client';
import { ThemedProvider } from './ThemedProvider';

export interface AppProvidersProps {
  bridge: Bridge;
  store: Store;
  /** The server-data cache; one is created per provider tree when absent (tests get a fresh one each). */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Everything a screen relies on: theme, store, bridge, query cache, commands, French catalogue and the notifier. */
export function AppProviders({ bridge, store, queryClient, children }: AppProvidersProps) {
  const [ownClient] = useState(() => queryClient ?? createQueryClient());
  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <BridgeProvider bridge={bridge}>
          <QueryClientProvider client={queryClient ?? ownClient}>
            <CommandRegistryProvider>
              <ThemedProvider>
                <GlobalStyles />
                {children}
                {/* In the page from the start: loaded later, Fluent's toaster arriving under the user's click (or leaving
                    with the queue) lost clicks and left the page hidden from the accessibility tree after a dialog. */}
                <Notifier />
              </ThemedProvider>
            </CommandRegistryProvider>
          </QueryClientProvider>
        </BridgeProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
