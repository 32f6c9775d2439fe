import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Caption1, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { TextBulletListTree20Regular } from '@fluentui/react-icons';
import { paths } from '../../../app/paths';
import { useBridge } from '../../../bridge/BridgeContext';
import { RouterLink } from '../../../components/RouterLink';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  select: { minWidth: '240px' },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, paddingBottom: tokens.spacingVerticalSNudge },
  none: { color: tokens.colorNeutralForeground3 },
});

/** The way to a publication plan's administration (spec 2 §2.9): the periodical's publications in progress. */
export function PublicationPlanPicker({ periodicalId }: { periodicalId: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const [chosen, setChosen] = useState('');
  const publications = useQuery({
    queryKey: ['adminPlans', 'publicationsInProgress', periodicalId],
    // Spec 2 §7 GET /api/publication/periodical/{id}: the periodical's publications, those in progress kept.
    queryFn: async () => (await bridge.invoke('publications.byPeriodical', periodicalId)).filter((p) => p.status === 'IN_PROGRESS'),
  });
  const rows = publications.data ?? [];
  if (publications.isSuccess && rows.length === 0) return <Caption1 className={styles.none}>{t('adminPlans.periodical.publicationNone')}</Caption1>;
  const picked = rows.some((p) => String(p.id) === chosen) ? chosen : '';
  return (
    <div className={styles.root}>
      <Field label={t('adminPlans.periodical.publication')}>
        <Select className={styles.select} value={picked} onChange={(_event, data) => setChosen(data.value)}>
          <option value="">{t('adminPlans.periodical.publicationPlaceholder')}</option>
          {rows.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
        </Select>
      </Field>
      {picked !== '' && (
        <RouterLink to={paths.publicationPlan(picked)} className={styles.link}>
          <TextBulletListTree20Regular aria-hidden />
          {t('adminPlans.periodical.publicationOpen')}
        </RouterLink>
      )}
    </div>
  );
}
