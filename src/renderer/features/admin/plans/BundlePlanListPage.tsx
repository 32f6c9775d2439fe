import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@fluentui/react-components';
import { AddRegular, DismissRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { BUNDLE_PLAN_PAGE_SIZE, type BundlePlanTemplateDetail } from '@shared/domain/bundle';
import { PAGE_SIZES, type FilterSpec } from '@shared/rules/list-query';
import { paths } from '../../../app/paths';
import { useBridge } from '../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../bridge/error-message';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/list/DataTable';
import { ListLayout } from '../../../components/list/ListLayout';
import { MultiSelectFilter } from '../../../components/list/filters/MultiSelectFilter';
import { Pager } from '../../../components/list/Pager';
import { useListQuery } from '../../../components/list/useListQuery';
import { useListSearch } from '../../../components/list/useListSearch';
import { Page } from '../../../components/Page';
import { PageHeader } from '../../../components/PageHeader';
import { periodicalOptionLabel } from '../../../components/periodical-option-label';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useNotify } from '../../notifications/useNotify';
import { usePeriodicals } from '../../periodicals/usePeriodicals';
import { bundlePlanColumns } from './bundle-plan-columns';
import { CustomBundleOpener } from './CustomBundleOpener';

/** The list's filter in the URL: the periodicals (spec 2 §7 GET /api/bundle_plan?periodicalIds=). */
const FILTERS = { periodicalIds: 'ids' } as const satisfies FilterSpec;
/** Spec 2 §9 "bundle plan list size 10", page 0. */
const LIST_OPTIONS = { defaultSize: BUNDLE_PLAN_PAGE_SIZE, pageSizes: PAGE_SIZES };
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * The bundle plan list (spec 2 §2.9, admin only): name, type, periodical, with edit, copy and delete, and
 * add; a periodical filter with reset; paging from page 0 by 10. A template used by bundles cannot be
 * deleted (the server's 409): its delete button says so.
 */
export function BundlePlanListPage() {
  const { t } = useTranslation();
  const bridge = useBridge();
  const notify = useNotify();
  const client = useQueryClient();
  const navigate = useNavigate();
  const periodicals = usePeriodicals();
  const list = useListQuery(FILTERS, LIST_OPTIONS);
  const chosen = strings(list.query.filters['periodicalIds']);
  const search = useListSearch('BUNDLE_PLAN', list.key, () =>
    bridge.invoke('bundlePlans.search', { page: list.query.page, size: list.query.size, ...(chosen.length ? { periodicalIds: chosen } : {}) }),
  );
  const [deleting, setDeleting] = useState<BundlePlanTemplateDetail | null>(null);
  const columns = useMemo(() => bundlePlanColumns(t, setDeleting), [t]);
  const title = t('pages.bundlePlanList');
  useDocumentTitle(title);

  const remove = async (plan: BundlePlanTemplateDetail) => {
    try {
      await bridge.invoke('bundlePlans.delete', plan.id);
      notify.success(t('adminPlans.bundlePlans.deleted', { name: plan.name }));
      await client.invalidateQueries({ queryKey: ['list', 'BUNDLE_PLAN'] });
    } catch (error) {
      notify.error(t('adminPlans.bundlePlans.deleteFailed', { message: bridgeErrorMessage(error, t, '') }));
    } finally {
      setDeleting(null);
    }
  };

  const filters = (
    <>
      <MultiSelectFilter
        label={t('adminPlans.bundlePlans.periodicals')}
        placeholder={t('adminPlans.bundlePlans.all')}
        options={(periodicals.data ?? []).map((p) => ({ value: p.id, label: periodicalOptionLabel(p) }))}
        value={chosen}
        onChange={(value) => list.setFilter('periodicalIds', value)}
      />
      <Button icon={<DismissRegular />} disabled={chosen.length === 0} onClick={() => list.setFilters({})}>
        {t('adminPlans.bundlePlans.reset')}
      </Button>
      <CustomBundleOpener />
    </>
  );

  return (
    <Page>
      <PageHeader
        title={title}
        actions={
          <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(paths.bundlePlanCreate())}>
            {t('adminPlans.bundlePlans.add')}
          </Button>
        }
      />
      <ListLayout filters={filters}>
        <DataTable
          label={t('adminPlans.bundlePlans.tableLabel')}
          columns={columns}
          rows={search.rows}
          rowId={(p) => p.id}
          rowLabel={(p) => p.name}
          status={search.status}
          refreshing={search.refreshing}
          sort={null}
          onSort={() => undefined}
          onRetry={search.retry}
        />
        {search.status !== 'ERROR' && search.total > 0 && (
          <Pager page={list.query.page} size={list.query.size} total={search.total} sizes={PAGE_SIZES} onPage={list.setPage} onSize={list.setSize} />
        )}
      </ListLayout>
      {deleting && (
        <ConfirmDialog
          open
          title={t('adminPlans.bundlePlans.deleteTitle')}
          text={t('adminPlans.bundlePlans.deleteText', { name: deleting.name })}
          confirmLabel={t('adminPlans.bundlePlans.deleteConfirm')}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </Page>
  );
}
