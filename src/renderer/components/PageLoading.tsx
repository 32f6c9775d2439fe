import { useTranslation } from 'react-i18next';
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
});

/**
 * While a screen's code loads (routes load on demand): a spinner that says so from the first frame, never a
 * blank page (issue 25: signed in on a slow machine, the page stayed empty until the list's code came).
 */
export function PageLoading() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.root} role="status" aria-busy="true">
      <Spinner label={t('app.loadingScreen')} />
    </div>
  );
}
