import { useTranslation } from 'react-i18next';
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { ReferentialDiff } from '@shared/domain/referential';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, margin: 0, padding: 0, listStyle: 'none' },
});

/** "2 ajoutées · 1 modifiée · 0 supprimée · 17 inchangées", as badges. */
export function ImportCounts({ diff }: { diff: ReferentialDiff }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <ul className={styles.root}>
      <li>
        <Badge appearance="tint" color={diff.added.length > 0 ? 'success' : 'informative'}>
          {t('referentials.counts.added', { count: diff.added.length })}
        </Badge>
      </li>
      <li>
        <Badge appearance="tint" color={diff.changed.length > 0 ? 'warning' : 'informative'}>
          {t('referentials.counts.changed', { count: diff.changed.length })}
        </Badge>
      </li>
      <li>
        <Badge appearance="tint" color={diff.removed.length > 0 ? 'danger' : 'informative'}>
          {t('referentials.counts.removed', { count: diff.removed.length })}
        </Badge>
      </li>
      <li>
        <Badge appearance="tint" color="informative">
          {t('referentials.counts.unchanged', { count: diff.unchanged })}
        </Badge>
      </li>
    </ul>
  );
}
