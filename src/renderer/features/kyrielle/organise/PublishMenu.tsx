import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { paths } from '../../../app/paths';
import { useBridge } from '../../../bridge/BridgeContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useNotify } from '../../notifications/useNotify';

/**
 * The tree's menu (spec 2 §2.10): "Administrer le chemin de fer", and the two publishes — "Livrable" (the
 * tree and its deliverables) and "Cdf" (the tree alone) — disabled while changes are unsaved, confirmed.
 */
export function PublishMenu({ treeId, name, dirty }: { treeId: number; name: string; dirty: boolean }) {
  const { t } = useTranslation();
  const bridge = useBridge();
  const notify = useNotify();
  const navigate = useNavigate();
  const [asked, setAsked] = useState<boolean | null>(null);
  const publish = async (delivery: boolean) => {
    try {
      await bridge.invoke('kyrielle.publish', treeId, delivery);
      notify.success(t('kyrielleTool.publish.successMessage'));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      notify.error(t(delivery ? 'kyrielleTool.errors.KYRIELLE_DELIVERY' : 'kyrielleTool.errors.KYRIELLE_PUBLISH', { message }));
    } finally {
      setAsked(null);
    }
  };
  const item = (delivery: boolean) => {
    const label = delivery ? t('kyrielleTool.tree.delivery') : t('kyrielleTool.tree.cdf');
    return dirty ? (
      <Tooltip content={t('kyrielleTool.tree.unsaved')} relationship="description">
        <MenuItem disabledFocusable aria-disabled>
          {label}
        </MenuItem>
      </Tooltip>
    ) : (
      <MenuItem onClick={() => setAsked(delivery)}>{label}</MenuItem>
    );
  };
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button icon={<MoreHorizontalRegular />} aria-label={t('kyrielleTool.tree.actions')} />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => void navigate(paths.kyrielleAdministrate(treeId))}>{t('kyrielleTool.tree.administrate')}</MenuItem>
            {item(true)}
            {item(false)}
          </MenuList>
        </MenuPopover>
      </Menu>
      <ConfirmDialog
        open={asked !== null}
        title={t('kyrielleTool.dialogs.publishTitle')}
        text={asked ? t('kyrielleTool.dialogs.publishDelivery', { name }) : t('kyrielleTool.dialogs.publishCdf', { name })}
        confirmLabel={t('kyrielleTool.dialogs.publish')}
        onConfirm={() => publish(asked === true)}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}
