import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTE_SEGMENTS } from '@shared/rules/navigation';
import { useConnectivitySync } from '../features/connectivity/useConnectivitySync';
import { useDownloadFailureNotices } from '../features/downloads/useDownloadFailureNotices';
import { useDownloadsSync } from '../features/downloads/useDownloadsSync';
import { ProcessNotices } from '../features/publications/workflow/ProcessNotices';
import { WatchFolderNotices } from '../features/watch-folder/WatchFolderNotices';
import { useCommand } from './commands/useCommand';
import { useFileDropOutsideZones } from './useFileDropOutsideZones';

/**
 * What runs for as long as a user is signed in, whatever the screen: the downloads and connectivity atoms
 * follow core, and what core tells in the background (processes, failed downloads, the watched folder) is shown; Fichier >
 * Paramètres… (Ctrl+,) opens the settings. Signing out empties the query cache: its answers belong to the user
 * who asked.
 */
export function SignedInServices() {
  useDownloadsSync();
  useDownloadFailureNotices();
  useConnectivitySync();
  useFileDropOutsideZones();
  const navigate = useNavigate();
  useCommand('settings', () => void navigate(`/${ROUTE_SEGMENTS.settings}`));
  const queryClient = useQueryClient();
  useEffect(() => () => queryClient.clear(), [queryClient]);
  return (
    <>
      <ProcessNotices />
      <WatchFolderNotices />
    </>
  );
}
