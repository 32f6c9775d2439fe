import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular } from '@fluentui/react-icons';
import { selectedCount, type Selection } from '@shared/rules/selection';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { useNotify } from '../../notifications/useNotify';
import type { ImageCommands } from '../shared/useImageActions';
import { parseImageKey, type ImageKey } from './image-search';

export interface ImageBulkActionsProps {
  selection: Selection;
  total: number;
  canManageImages: boolean;
  commands: ImageCommands;
  /** Every key of the search, for the all-results selection. */
  allKeys(): Promise<ImageKey[]>;
  /** Clears the selection once its images are deleted. */
  onDeleted(): void;
}

/** The illustrations among some image keys: only they are deleted from this list (author images belong to their author). */
function illustrationIds(keys: readonly (string | number)[]): number[] {
  return keys.flatMap((key) => {
    const item = parseImageKey(key);
    return item?.collection === 'ILLUSTRATION' ? [item.id] : [];
  });
}

/**
 * The selection's actions: "Exporter (N)" for everyone (the export check refuses more than 20 or the
 * all-results selection), "Supprimer (N)" for the image managers, confirmed with the count.
 */
export function ImageBulkActions({ selection, total, canManageImages, commands, allKeys, onDeleted }: ImageBulkActionsProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [reading, setReading] = useState(false);
  const count = selectedCount(selection, total);

  const remove = async () => {
    let keys: readonly (string | number)[] = selection.selectedIds;
    if (selection.allSelected) {
      setReading(true);
      try {
        keys = await allKeys();
      } catch {
        notify.error(t('images.actions.failed'));
        return;
      } finally {
        setReading(false);
      }
    }
    const ids = illustrationIds(keys);
    if (ids.length === 0) notify.warning(t('images.list.deleteNone'));
    else commands.askDelete(ids, onDeleted);
  };

  return (
    <>
      <Button icon={<ArrowDownloadRegular />} onClick={() => void commands.exportSelection(selection)}>
        {t('images.list.exportCount', { count })}
      </Button>
      {canManageImages && (
        <OnlineOnlyButton icon={<DeleteRegular />} disabled={reading} onClick={() => void remove()}>
          {t('images.list.deleteSelection', { count })}
        </OnlineOnlyButton>
      )}
    </>
  );
}
