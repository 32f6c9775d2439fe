import type { TFunction } from 'i18next';
import { Badge } from '@fluentui/react-components';
import { Copy20Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import type { BundlePlanTemplateDetail } from '@shared/domain/bundle';
import { BUNDLE_TYPE_LABELS } from '@shared/domain/publication';
import { paths } from '../../../app/paths';
import type { Column } from '../../../components/list/DataTable';
import { RowActionButton } from '../../../components/list/RowActionButton';

const typeLabel = (plan: BundlePlanTemplateDetail) => (plan.type === 'UNKNOWN' ? plan.type : BUNDLE_TYPE_LABELS[plan.type]);

/** The bundle plan list's columns (spec 2 §2.9): name, type, periodical, then edit, copy and delete. */
export function bundlePlanColumns(t: TFunction, onDelete: (plan: BundlePlanTemplateDetail) => void): Column<BundlePlanTemplateDetail>[] {
  return [
    { id: 'name', header: t('adminPlans.bundlePlans.columns.name'), render: (p) => p.name },
    { id: 'type', header: t('adminPlans.bundlePlans.columns.type'), width: '180px', priority: 3, render: typeLabel },
    { id: 'periodical', header: t('adminPlans.bundlePlans.columns.periodical'), width: '110px', priority: 2, render: (p) => p.periodicalId },
    {
      id: 'enable',
      header: t('adminPlans.bundlePlans.columns.enable'),
      width: '120px',
      priority: 1,
      render: (p) => (
        <Badge appearance="tint" color={p.enable ? 'success' : 'subtle'}>
          {p.enable ? t('adminPlans.bundlePlans.enabled') : t('adminPlans.bundlePlans.disabled')}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: t('list.actionsColumn'),
      hideHeader: true,
      width: '120px',
      render: (p) => (
        <span>
          <RowActionButton label={t('adminPlans.bundlePlans.edit', { name: p.name })} icon={<Edit20Regular />} to={paths.bundlePlanEdit(p.id)} />
          <RowActionButton label={t('adminPlans.bundlePlans.copy', { name: p.name })} icon={<Copy20Regular />} to={paths.bundlePlanDuplicate(p.id)} />
          <RowActionButton
            label={t('adminPlans.bundlePlans.delete', { name: p.name })}
            icon={<Delete20Regular />}
            onClick={() => onDelete(p)}
            // Without the reference server's count, the delete is offered: the back-office refuses a template in use.
            {...(p.bundleCount ? { inactiveReason: t('adminPlans.bundlePlans.deleteInUse', { count: p.bundleCount }) } : {})}
          />
        </span>
      ),
    },
  ];
}
