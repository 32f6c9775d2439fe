import { useTranslation } from 'react-i18next';
import { Caption1, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReferentialChange, ReferentialColumn, ReferentialRow, ReferentialValue } from '@shared/domain/referential';

/** Rows shown per section: the counts say how many there are in all. */
export const PREVIEW_ROWS = 50;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { margin: 0 },
  scroll: { overflowX: 'auto' },
  cell: { verticalAlign: 'top', wordBreak: 'break-word' },
  added: { backgroundColor: tokens.colorPaletteGreenBackground1 },
  removed: { backgroundColor: tokens.colorPaletteRedBackground1, textDecorationLine: 'line-through' },
  changedValue: { fontWeight: tokens.fontWeightSemibold },
  before: { display: 'block', color: tokens.colorNeutralForeground3, textDecorationLine: 'line-through' },
  muted: { color: tokens.colorNeutralForeground3 },
});

function shown(value: ReferentialValue | undefined, empty: string): string {
  return value === null || value === undefined || value === '' ? empty : typeof value === 'number' ? value.toLocaleString('fr-FR') : value;
}

interface DiffTableProps {
  title: string;
  columns: readonly ReferentialColumn[];
  kind: 'added' | 'removed' | 'changed';
  rows?: readonly ReferentialRow[];
  changes?: readonly ReferentialChange[];
}

/** One section of a preview: the rows an import adds or removes, or the rows it changes (the old value under the new). */
export function DiffTable({ title, columns, kind, rows = [], changes = [] }: DiffTableProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const total = kind === 'changed' ? changes.length : rows.length;
  if (total === 0) return null;
  const empty = t('referentials.preview.empty');
  const lines: { key: string; row: ReferentialRow; before?: ReferentialRow; fields?: readonly string[] }[] =
    kind === 'changed'
      ? changes.slice(0, PREVIEW_ROWS).map((c) => ({ key: c.key, row: c.after, before: c.before, fields: c.fields }))
      : rows.slice(0, PREVIEW_ROWS).map((row, i) => ({ key: `${i}`, row }));
  return (
    <section className={styles.section} aria-label={title}>
      <Subtitle2 as="h3" className={styles.title}>
        {title} ({total})
      </Subtitle2>
      <div className={styles.scroll}>
        <Table size="small" aria-label={title}>
          <TableHeader>
            <TableRow>
              {columns.map((c) => (
                <TableHeaderCell key={c.name}>{c.name}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.key} className={kind === 'added' ? styles.added : kind === 'removed' ? styles.removed : undefined}>
                {columns.map((c) => {
                  const changed = line.fields?.includes(c.name) ?? false;
                  return (
                    <TableCell key={c.name} className={mergeClasses(styles.cell, changed && styles.changedValue)}>
                      {shown(line.row[c.name], empty)}
                      {changed && line.before && (
                        <Caption1 className={styles.before}>{t('referentials.preview.before', { value: shown(line.before[c.name], empty) })}</Caption1>
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {total > PREVIEW_ROWS && <Caption1 className={styles.muted}>{t('referentials.preview.more', { count: total - PREVIEW_ROWS })}</Caption1>}
    </section>
  );
}
