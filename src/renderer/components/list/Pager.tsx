import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dropdown, Label, Option, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { PAGE_SIZES, pageCount, pageRange } from '@shared/rules/list-query';

export interface PagerProps {
  page: number;
  size: number;
  total: number;
  sizes?: readonly number[];
  onPage(page: number): void;
  onSize(size: number): void;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalM,
    // Clear of the floating buttons at the window's bottom right (the article lists' « Créer un article »):
    // at 1280 × 720 and below they covered « Page suivante ».
    paddingRight: '56px',
  },
  dropdown: { minWidth: '80px' },
});

/** "Lignes par page", "x-y sur n" and the previous/next buttons under every list. */
export function Pager({ page, size, total, sizes = PAGE_SIZES, onPage, onSize }: PagerProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const labelId = useId();
  const range = pageRange(page, size, total);
  const last = pageCount(size, total) - 1;
  return (
    <nav className={styles.root} aria-label={t('list.pagination')}>
      <Label id={labelId}>{t('list.rowsPerPage')}</Label>
      <Dropdown
        className={styles.dropdown}
        aria-labelledby={labelId}
        value={String(size)}
        selectedOptions={[String(size)]}
        onOptionSelect={(_e, data) => data.optionValue && onSize(Number(data.optionValue))}
      >
        {sizes.map((s) => (
          <Option key={s} value={String(s)}>
            {String(s)}
          </Option>
        ))}
      </Dropdown>
      <span aria-live="polite">{t('list.range', range)}</span>
      <Button
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        aria-label={t('list.previousPage')}
        disabled={page <= 0}
        onClick={() => onPage(page - 1)}
      />
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label={t('list.nextPage')}
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
      />
    </nav>
  );
}
