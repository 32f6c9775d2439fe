import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Caption1, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { MessageBarBody } from '@fluentui/react-components';
import { MessageBar } from '../../components/MessageBar';
import type { Block, BlockRow, WordPart } from './block-diff';
import { compareVersions } from './block-diff-client';
import type { DiffOutcome } from './block-diff-protocol';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  grid: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS },
  heading: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground3 },
  cell: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    borderLeft: `${tokens.strokeWidthThick} solid transparent`,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  removed: { backgroundColor: tokens.colorPaletteRedBackground1, borderLeftColor: tokens.colorPaletteRedBorder2 },
  added: { backgroundColor: tokens.colorPaletteGreenBackground1, borderLeftColor: tokens.colorPaletteGreenBorder2 },
  changed: { backgroundColor: tokens.colorNeutralBackground3, borderLeftColor: tokens.colorPaletteMarigoldBorder2 },
  empty: { backgroundColor: tokens.colorNeutralBackground2, color: tokens.colorNeutralForeground4, fontStyle: 'italic' },
  label: { display: 'block', color: tokens.colorNeutralForeground3 },
  del: { backgroundColor: tokens.colorPaletteRedBackground2, textDecorationLine: 'line-through' },
  ins: { backgroundColor: tokens.colorPaletteGreenBackground2, textDecorationLine: 'none' },
  gap: { gridColumn: '1 / span 2', display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
});

/** Identical blocks around changes: this many are shown on each side, the rest folded. */
const CONTEXT = 1;
/** Rows shown at most before "…" (a comparison of large versions stays light). */
const MAX_ROWS = 600;

export type ComparisonState = { status: 'working' } | DiffOutcome;

/** The comparison, worked out off the main thread (block-diff-client.ts) while the page shows it is working. */
export function useBlockDiff(key: string, before: string | undefined, after: string | undefined): ComparisonState {
  const [state, setState] = useState<{ key: string; value: ComparisonState } | null>(null);
  useEffect(() => {
    if (before === undefined || after === undefined) return;
    const job = compareVersions(before, after);
    job.result.then(
      (value) => setState({ key, value }),
      // A fault of the diff itself, as when it ran in the page: to the error boundary.
      (error: unknown) =>
        setState(() => {
          throw error;
        }),
    );
    return job.cancel;
  }, [before, after, key]);
  return state && state.key === key ? state.value : { status: 'working' };
}

function Words({ parts, kind }: { parts: WordPart[]; kind: 'before' | 'after' }) {
  const styles = useStyles();
  return (
    <>
      {parts.map((part, n) =>
        part.change === 'same' ? (
          <Fragment key={n}>{part.text}</Fragment>
        ) : kind === 'before' ? (
          <del key={n} className={styles.del}>
            {part.text}
          </del>
        ) : (
          <ins key={n} className={styles.ins}>
            {part.text}
          </ins>
        ),
      )}
    </>
  );
}

function BlockCell({ block, className, children }: { block: Block | undefined; className?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const styles = useStyles();
  if (!block) return <div className={mergeClasses(styles.cell, styles.empty)} aria-hidden="true" />;
  const label =
    block.kind === 'table-cell'
      ? t('history.kind.table-cell', { row: block.cell?.row ?? 0, column: block.cell?.column ?? 0 })
      : block.kind === 'renvoi'
        ? t('history.kind.renvoi', { target: block.target ?? '' })
        : t(`history.kind.${block.kind}`);
  return (
    <div className={mergeClasses(styles.cell, className)}>
      <Caption1 className={styles.label}>{label}</Caption1>
      <Text>{children ?? block.text}</Text>
    </div>
  );
}

function Row({ row }: { row: BlockRow }) {
  const { t } = useTranslation();
  const styles = useStyles();
  switch (row.change) {
    case 'same':
      return (
        <>
          <BlockCell block={row.before} />
          <BlockCell block={row.after} />
        </>
      );
    case 'changed':
      return (
        <>
          <BlockCell block={row.before} className={styles.changed}>
            <Words parts={row.beforeWords} kind="before" />
          </BlockCell>
          <BlockCell block={row.after} className={styles.changed}>
            <Words parts={row.afterWords} kind="after" />
          </BlockCell>
        </>
      );
    case 'removed':
      return (
        <>
          <BlockCell block={row.before} className={styles.removed}>
            <del className={styles.del} aria-label={t('history.compare.removedBlock')}>
              {row.before.text}
            </del>
          </BlockCell>
          <BlockCell block={undefined} />
        </>
      );
    case 'added':
      return (
        <>
          <BlockCell block={undefined} />
          <BlockCell block={row.after} className={styles.added}>
            <ins className={styles.ins} aria-label={t('history.compare.addedBlock')}>
              {row.after.text}
            </ins>
          </BlockCell>
        </>
      );
  }
}

/** Runs of identical rows folded, keeping CONTEXT rows beside each change. */
function fold(rows: BlockRow[], opened: ReadonlySet<number>): ({ row: BlockRow; index: number } | { folded: number; start: number })[] {
  const out: ({ row: BlockRow; index: number } | { folded: number; start: number })[] = [];
  let n = 0;
  while (n < rows.length) {
    if (rows[n]?.change !== 'same') {
      out.push({ row: rows[n] as BlockRow, index: n });
      n += 1;
      continue;
    }
    let end = n;
    while (end < rows.length && rows[end]?.change === 'same') end += 1;
    const keepStart = n === 0 ? 0 : CONTEXT;
    const keepEnd = end === rows.length ? 0 : CONTEXT;
    const hidden = end - n - keepStart - keepEnd;
    if (hidden <= 1 || opened.has(n)) {
      for (let k = n; k < end; k += 1) out.push({ row: rows[k] as BlockRow, index: k });
    } else {
      for (let k = n; k < n + keepStart; k += 1) out.push({ row: rows[k] as BlockRow, index: k });
      out.push({ folded: hidden, start: n });
      for (let k = end - keepEnd; k < end; k += 1) out.push({ row: rows[k] as BlockRow, index: k });
    }
    n = end;
  }
  return out;
}

/** The two versions side by side as a reader sees them: blocks removed, added, changed (words marked). */
export function BlockComparison({ state }: { state: ComparisonState }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  if (state.status === 'working') return <Spinner size="small" label={t('history.compare.loading')} />;
  if (state.status === 'unreadable') {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t('history.compare.unreadable')}</MessageBarBody>
      </MessageBar>
    );
  }
  const { diff } = state;
  if (diff.identical || diff.sameText) {
    return (
      <MessageBar intent="info">
        <MessageBarBody>{t(diff.identical ? 'history.compare.identical' : 'history.compare.sameText')}</MessageBarBody>
      </MessageBar>
    );
  }
  if (diff.rows === null) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t('history.compare.tooLarge', { ...diff.summary })}</MessageBarBody>
      </MessageBar>
    );
  }
  const shown = fold(diff.rows, opened).slice(0, MAX_ROWS);
  return (
    <div className={styles.root}>
      <Text role="status">{t('history.compare.summary', { ...diff.summary })}</Text>
      <div className={styles.grid}>
        <Text className={styles.heading}>{t('history.compare.beforeSide')}</Text>
        <Text className={styles.heading}>{t('history.compare.afterSide')}</Text>
        {shown.map((item) =>
          'folded' in item ? (
            <div key={`fold-${item.start}`} className={styles.gap}>
              <Caption1>{t('history.compare.sameBlocks', { count: item.folded })}</Caption1>
              <Button size="small" appearance="subtle" onClick={() => setOpened(new Set([...opened, item.start]))}>
                {t('history.compare.showSame')}
              </Button>
            </div>
          ) : (
            <Row key={item.index} row={item.row} />
          ),
        )}
      </div>
    </div>
  );
}
