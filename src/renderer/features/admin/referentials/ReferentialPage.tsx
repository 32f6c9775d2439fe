import { useTranslation } from 'react-i18next';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { REFERENTIAL_COLUMN_NAMES, REFERENTIAL_TYPES } from '@shared/domain/referential';
import { Page } from '../../../components/Page';
import { PageHeader } from '../../../components/PageHeader';
import { ReferentialCard } from './ReferentialCard';

const useStyles = makeStyles({
  intro: { display: 'block', maxWidth: '900px', marginBottom: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(380px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
});

/** Spec 2 §2.9 "Referential page: import (single file) and export of referentials" (admin only, guarded by the router). */
export function ReferentialPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Page>
      <PageHeader title={t('pages.referential')} />
      <Body1 className={styles.intro}>{t('referentials.intro')}</Body1>
      <ul className={styles.grid} aria-label={t('referentials.list')}>
        {REFERENTIAL_TYPES.map((type) => (
          <li key={type}>
            <ReferentialCard type={type} columns={REFERENTIAL_COLUMN_NAMES[type]} />
          </li>
        ))}
      </ul>
    </Page>
  );
}
