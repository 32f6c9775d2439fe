import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Caption1, Checkbox, Input, Radio, RadioGroup, TableHeaderCell, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import type { PlanCandidate, PlanCandidateKind } from '@shared/domain/publication';
import type { SearchResult } from '@shared/domain/search-result';
import { itemNodeId } from '@shared/rules/plan-tree';
import { PagedTable } from '../../components/list/PagedTable';
import { useDebouncedValue } from '../../components/list/useDebouncedValue';
import { candidateWords, type CandidateHost } from './candidate-text';
import { CandidateRow } from './CandidateRow';

/** Spec 2 §9: "organise searches default 50"; search text debounced 500 ms. */
export const CANDIDATE_PAGE_SIZE = 50;
const SEARCH_DEBOUNCE_MS = 500;

/** One page of the table, as the organise page's own call answers it. */
export interface CandidateSearch {
  kind: PlanCandidateKind;
  query: string;
  page: number;
  size: number;
  attachedOnly: boolean;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  frame: { maxHeight: 'calc(100vh - 420px)', minHeight: '240px' },
  hint: { color: tokens.colorNeutralForeground3 },
  // The name takes what the other columns leave, each of which fits its content on one line.
  rubrique: { width: '22%' },
  volume: { width: '76px', textAlign: 'right' },
  state: { width: '172px' },
  actions: { width: '56px' },
});

export interface CandidatePanelProps {
  /** The kinds offered (a choice when more than one): articles, bundles and ads of a publication, articles of a bundle. */
  kinds: readonly PlanCandidateKind[];
  /** The query key's owner, e.g. ['planCandidates', publicationId]. */
  queryKey: readonly unknown[];
  search(request: CandidateSearch): Promise<SearchResult<PlanCandidate>>;
  /** The tree ids in the plan being edited. */
  placed: ReadonlySet<string>;
  readOnly: boolean;
  onAdd(candidate: PlanCandidate): void;
  /** Whose plan the rows go into: the words differ ("chemin de fer" or "plan du lot"). */
  host?: CandidateHost;
}

/**
 * The left table of an organise page (spec 2 §2.3, §2.7): articles, bundles or ads, searched, 50 a page,
 * "attached only"; its rows dragged into the plan or added with their button.
 */
export function CandidatePanel({ kinds, queryKey, search: run, placed, readOnly, onAdd, host = 'publication' }: CandidatePanelProps) {
  const { t } = useTranslation();
  const word = candidateWords(t, host);
  const styles = useStyles();
  const [kind, setKind] = useState<PlanCandidateKind>(kinds[0] ?? 'ARTICLE');
  const [text, setText] = useState('');
  const [attachedOnly, setAttachedOnly] = useState(true);
  const [page, setPage] = useState(0);
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    queryKey: [...queryKey, kind, query, attachedOnly, page],
    queryFn: () => run({ kind, query, page, size: CANDIDATE_PAGE_SIZE, attachedOnly }),
    placeholderData: keepPreviousData,
  });
  const rows = search.data?.result ?? [];
  const total = search.data?.resultCount ?? 0;
  const message = search.isError
    ? t('publications.organise.candidates.failed', { message: search.error.message })
    : search.isPending
      ? t('publications.organise.candidates.loading')
      : rows.length === 0
        ? t('publications.organise.candidates.empty')
        : null;

  return (
    <section aria-label={word('label')} className={styles.root}>
      {kinds.length > 1 && (
        <RadioGroup
          layout="horizontal"
          aria-label={t('publications.organise.candidates.kind')}
          value={kind}
          onChange={(_e, data) => {
            setKind(data.value as PlanCandidateKind);
            setPage(0);
          }}
        >
          {kinds.map((k) => (
            <Radio key={k} value={k} label={t(`publications.organise.candidates.kinds.${k}`)} />
          ))}
        </RadioGroup>
      )}
      <div className={styles.filters}>
        <Input
          contentBefore={<SearchRegular />}
          aria-label={t('publications.organise.candidates.search')}
          placeholder={t('publications.organise.candidates.search')}
          value={text}
          onChange={(_e, data) => {
            setText(data.value);
            setPage(0);
          }}
        />
        <Checkbox
          label={word('attachedOnly')}
          checked={attachedOnly}
          onChange={(_e, data) => {
            setAttachedOnly(data.checked === true);
            setPage(0);
          }}
        />
      </div>
      {!readOnly && <Caption1 className={styles.hint}>{word('dragHint')}</Caption1>}
      <PagedTable
        label={t(`publications.organise.candidates.table.${kind}`)}
        busy={search.isFetching}
        className={styles.frame}
        columns={
          <>
            <TableHeaderCell>{t('publications.organise.candidates.columns.name')}</TableHeaderCell>
            <TableHeaderCell className={styles.rubrique}>{t('publications.organise.candidates.columns.rubrique')}</TableHeaderCell>
            <TableHeaderCell className={styles.volume}>{t('publications.organise.candidates.columns.volume')}</TableHeaderCell>
            <TableHeaderCell className={styles.state}>{t('publications.organise.candidates.columns.state')}</TableHeaderCell>
            <TableHeaderCell className={styles.actions}>{t('publications.organise.candidates.columns.actions')}</TableHeaderCell>
          </>
        }
        message={message}
        page={page}
        size={CANDIDATE_PAGE_SIZE}
        total={total}
        onPage={setPage}
        words={{
          pagination: t('publications.organise.candidates.pagination'),
          range: (shown) => t('publications.organise.candidates.pager', shown),
          previous: t('publications.organise.candidates.previous'),
          next: t('publications.organise.candidates.next'),
        }}
      >
        {rows.map((candidate) => (
          <CandidateRow
            key={`${candidate.kind}-${candidate.id}`}
            candidate={candidate}
            inPlan={placed.has(itemNodeId(candidate.kind, candidate.id))}
            readOnly={readOnly}
            host={host}
            onAdd={onAdd}
          />
        ))}
      </PagedTable>
    </section>
  );
}
