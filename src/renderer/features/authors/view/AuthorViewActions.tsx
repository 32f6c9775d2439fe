import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, SplitButton, type MenuButtonProps } from '@fluentui/react-components';
import { ArrowDownload20Regular, Copy20Regular, Delete20Regular, Edit20Regular, ToggleLeft20Regular } from '@fluentui/react-icons';
import { AUTHOR_MANAGEMENT_ROLES, type Author } from '@shared/domain/author';
import { authorDisplayName } from '@shared/rules/author-input';
import { paths } from '../../../app/paths';
import { useBridge } from '../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../bridge/error-message';
import { useHasRole } from '../../auth/useAuth';
import { useOnlineOnly } from '../../connectivity/useOnlineOnly';
import { useDownload } from '../../downloads/useDownload';
import { useNotify } from '../../notifications/useNotify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { authorQueryKey, useRefreshAuthor } from '../shared/author-query';
import { copyToWordText } from '../shared/author-display';
import { writeClipboardText } from '../../../components/clipboard';

/**
 * The header actions of the author view (spec 1 §2): "Copier pour Word" for everyone; for the author
 * managers, "Modifier" (to the edit screen) with its menu: "Exporter" (the author's CSV), "Activer" or
 * "Désactiver", "Supprimer" (confirmed; an author cited in articles is refused with the server's message).
 */
export function AuthorViewActions({ author }: { author: Author }) {
  const { t } = useTranslation();
  const bridge = useBridge();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const download = useDownload();
  const refresh = useRefreshAuthor();
  const online = useOnlineOnly();
  const canManage = useHasRole(AUTHOR_MANAGEMENT_ROLES);
  const [confirming, setConfirming] = useState(false);
  const name = authorDisplayName(author);

  const copy = async () => {
    if (await writeClipboardText(copyToWordText(author))) notify.success(t('authors.copyToWord'));
    else notify.error(t('authors.view.actions.copyFailed'));
  };

  const exportCsv = () =>
    void download({
      label: t('authors.view.actions.exportLabel', { id: author.id }),
      items: [{ path: `/api/admin/export/authors-csv?ids=${author.id}`, fileName: `auteur-${author.id}.csv` }],
    });

  const toggleStatus = async () => {
    try {
      await bridge.invoke('authors.setStatus', author.id, !author.enable);
      notify.success(author.enable ? t('authors.view.actions.disabled') : t('authors.view.actions.enabled'));
    } catch (error) {
      notify.error(bridgeErrorMessage(error, t, t('authors.view.actions.failed')));
    } finally {
      await refresh(author.id);
    }
  };

  const remove = async () => {
    try {
      await bridge.invoke('authors.delete', author.id);
    } catch (error) {
      // 409: the author is cited in articles; the server's sentence says so.
      notify.error(bridgeErrorMessage(error, t, t('authors.view.actions.failed')));
      setConfirming(false);
      return;
    }
    setConfirming(false);
    notify.success(t('authors.view.actions.deleted'));
    client.removeQueries({ queryKey: authorQueryKey(author.id) });
    await client.invalidateQueries({ queryKey: ['list'] });
    await navigate(paths.list('author'));
  };

  return (
    <>
      <Button icon={<Copy20Regular />} onClick={() => void copy()}>
        {t('authors.view.actions.copyToWord')}
      </Button>
      {canManage && (
        <Menu positioning="below-end">
          <MenuTrigger disableButtonEnhancement>
            {(triggerProps: MenuButtonProps) => (
              <SplitButton
                appearance="primary"
                icon={<Edit20Regular />}
                menuButton={{ ...triggerProps, 'aria-label': t('authors.view.actions.more') }}
                primaryActionButton={{
                  onClick: () => void navigate(paths.edit('author', author.id)),
                  disabledFocusable: online.disabled,
                  title: online.tooltip,
                }}
              >
                {t('authors.view.actions.edit')}
              </SplitButton>
            )}
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <MenuItem icon={<ArrowDownload20Regular />} onClick={exportCsv}>
                {t('authors.view.actions.export')}
              </MenuItem>
              <MenuItem icon={<ToggleLeft20Regular />} disabled={online.disabled} onClick={() => void toggleStatus()}>
                {author.enable ? t('authors.view.actions.disable') : t('authors.view.actions.enable')}
              </MenuItem>
              <MenuItem icon={<Delete20Regular />} disabled={online.disabled} onClick={() => setConfirming(true)}>
                {t('authors.view.actions.delete')}
              </MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
      {canManage && (
        <ConfirmDialog
          open={confirming}
          title={t('authors.view.actions.deleteTitle')}
          text={t('authors.view.actions.deleteText', { name })}
          confirmLabel={t('authors.view.actions.delete')}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
