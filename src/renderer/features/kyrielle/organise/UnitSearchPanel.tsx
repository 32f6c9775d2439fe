import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Caption1, Checkbox, Input, Radio, RadioGroup, TableHeaderCell, makeStyles, tokens } from '@fluentui/react-components';
import { FilterRegular, SearchRegular } from '@fluentui/react-icons';
import { DOCUMENT_SOURCE_LABELS, DOCUMENT_SOURCES, DOCUMENT_STATUS_LABELS, DOCUMENT_STATUSES, KYRIELLE_DEBOUNCE_MS, KYRIELLE_PAGE_SIZES, type DocumentSource } from '@shared/domain/kyrielle';
import type { TreeNode } from '@shared/domain/plan';
import { toSearchRequest } from '@shared/rules/kyrielle-filters';
import { countInDraft, type UnitInfo } from '@shared/rules/kyrielle-tree';
import { useBridge } from '../../../bridge/BridgeContext';
import { PagedTable } from '../../../components/list/PagedTable';
import { useDebouncedValue } from '../../../components/list/useDebouncedValue';
import { useNotify } from '../../notifications/useNotify';
import { MoreFilters } from './MoreFilters';
import { UnitRow } from './UnitRow';
import { useUnitFilters } from './useUnitFilters';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0, minHeight: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  text: { flexGrow: 1, minWidth: '200px' },
  frame: { flexGrow: 1, minHeight: '200px', backgroundColor: tokens.colorNeutralBackground1 },
  id: { width: '110px' },
  status: { width: '72px' },
  actions: { width: '64px' },
  hint: { color: tokens.colorNeutralForeground3 },
});

export interface UnitSearchPanelProps {
  treeId: number;
  counts: ReadonlyMap<string, number>;
  loadedCounts: ReadonlyMap<string, number>;
  onOffer(placementId: string, info: UnitInfo): void;
  onAdd(node: TreeNode): void;
}

/** The organise screen's left pane (spec 2 §2.10): the document units of a source, filtered, paged, placed by drag or button. */
export function UnitSearchPanel({ treeId, counts, loadedCounts, onOffer, onAdd }: UnitSearchPanelProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const notify = useNotify();
  const { filters, set, setSource } = useUnitFilters();
  const [more, setMore] = useState(false);
  const text = useDebouncedValue(filters.text, KYRIELLE_DEBOUNCE_MS);
  const request = toSearchRequest({ ...filters, text }, treeId);
  const search = useQuery({
    queryKey: ['kyrielleSearch', request, filters.page, filters.size],
    queryFn: () => (request === null ? Promise.reject(new Error('source')) : bridge.invoke('kyrielle.search', request, { page: filters.page, size: filters.size })),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
  const failure = search.error?.message;
  useEffect(() => {
    if (failure !== undefined) notify.error(t('kyrielleTool.errors.KYRIELLE_UD_LOAD', { message: failure }));
  }, [failure, notify, t]);

  const rows = request === null ? [] : (search.data?.content ?? []);
  const total = request === null ? 0 : (search.data?.totalElements ?? 0);
  const message = request === null ? t('kyrielleTool.search.chooseSource') : search.isPending ? t('kyrielleTool.search.loading') : rows.length === 0 ? t('kyrielleTool.search.empty') : null;

  return (
    <section aria-label={t('kyrielleTool.search.label')} className={styles.root}>
      <div className={styles.bar}>
        <Input
          className={styles.text}
          contentBefore={<SearchRegular />}
          aria-label={t('kyrielleTool.search.text')}
          placeholder={t('kyrielleTool.search.text')}
          value={filters.text}
          onChange={(_e, d) => set('text', d.value)}
        />
        <Button icon={<FilterRegular />} aria-expanded={more} onClick={() => setMore(!more)}>
          {more ? t('kyrielleTool.search.lessFilters') : t('kyrielleTool.search.moreFilters')}
        </Button>
      </div>
      <div className={styles.bar}>
        <RadioGroup layout="horizontal" aria-label={t('kyrielleTool.search.source')} value={filters.source ?? ''} onChange={(_e, d) => setSource(d.value as DocumentSource)}>
          {DOCUMENT_SOURCES.map((s) => (
            <Radio key={s} value={s} label={DOCUMENT_SOURCE_LABELS[s]} />
          ))}
        </RadioGroup>
        <div role="group" aria-label={t('kyrielleTool.search.status')}>
          {DOCUMENT_STATUSES.map((s) => (
            <Checkbox
              key={s}
              label={DOCUMENT_STATUS_LABELS[s]}
              checked={filters.status.includes(s)}
              onChange={(_e, d) => set('status', d.checked === true ? [...filters.status, s] : filters.status.filter((v) => v !== s))}
            />
          ))}
        </div>
      </div>
      {more && <MoreFilters filters={filters} set={set} />}
      <Caption1 className={styles.hint}>{t('kyrielleTool.search.dragHint')}</Caption1>
      <PagedTable
        label={t('kyrielleTool.search.table')}
        busy={search.isFetching}
        className={styles.frame}
        columns={
          <>
            <TableHeaderCell className={styles.id}>{t('kyrielleTool.search.columns.id')}</TableHeaderCell>
            <TableHeaderCell>{t('kyrielleTool.search.columns.title')}</TableHeaderCell>
            <TableHeaderCell className={styles.status}>{t('kyrielleTool.search.columns.status')}</TableHeaderCell>
            <TableHeaderCell className={styles.actions}>{t('kyrielleTool.search.columns.actions')}</TableHeaderCell>
          </>
        }
        message={message}
        page={filters.page}
        size={filters.size}
        total={total}
        onPage={(page) => set('page', page)}
        words={{
          pagination: t('kyrielleTool.search.pagination'),
          range: (shown) => t('kyrielleTool.search.range', shown),
          previous: t('kyrielleTool.search.previous'),
          next: t('kyrielleTool.search.next'),
        }}
        sizes={{ options: KYRIELLE_PAGE_SIZES, label: t('kyrielleTool.search.rowsPerPage'), onSize: (size) => set('size', size) }}
      >
        {rows.map((unit) => (
          <UnitRow key={unit.id} unit={unit} count={countInDraft(unit.id, unit.countInTree, loadedCounts, counts)} onOffer={onOffer} onAdd={onAdd} />
        ))}
      </PagedTable>
    </section>
  );
}
