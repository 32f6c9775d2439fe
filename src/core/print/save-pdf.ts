import { join } from 'node:path';
import { BridgeError } from '../../shared/errors';
import type { HostOptions } from '../core-context';
import { writeFileAtomic } from '../files/atomic-write';
import { createSettingsService } from '../settings/settings-service';

/**
 * app.savePdf (issue 36): the window printed as a PDF by the host, then saved where the user says, the save
 * dialog opening in the download folder. Printed first: the page shows its printed copy only while it waits.
 */
export async function savePdf(options: Pick<HostOptions, 'printer' | 'dialogs' | 'settingsStore'>, fileName: string): Promise<string | null> {
  if (!options.printer) throw new BridgeError('NOT_ALLOWED', 'Cet hôte n’enregistre pas de PDF : imprimez la page depuis le navigateur.');
  const bytes = await options.printer.printToPdf();
  const dir = createSettingsService(options.settingsStore).get().downloadDir;
  const path = await options.dialogs.chooseSavePath(join(dir, fileName));
  if (path === null) return null;
  await writeFileAtomic(path, bytes);
  return path;
}
