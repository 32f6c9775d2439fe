import { atom } from 'jotai';
import type { ConnectivityState } from '@shared/domain/files';

/** Whether core reaches the server (connectivity.get, then every connectivity.changed); null until known. */
export const connectivityAtom = atom<ConnectivityState | null>(null);

/** Online until core says otherwise: an unknown state must not disable every action at start-up. */
export const isOfflineAtom = atom((get) => get(connectivityAtom)?.online === false);

/**
 * When the server last came back (Date.now()), null if it never went away. Screens that hold server data
 * outside TanStack Query can depend on it to refetch; queries are invalidated by useConnectivitySync.
 */
export const reconnectedAtAtom = atom<number | null>(null);
