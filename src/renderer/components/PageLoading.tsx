import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';

/** A screen's code usually arrives within this: only a longer wait shows the spinner, so nothing flashes. */
export const PAGE_LOADING_DELAY_MS = 300;

const useStyles = makeStyles({
  root: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
});

/** While a screen's code loads (routes load on demand): nothing at first, then a spinner that says so. */
export function PageLoading() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), PAGE_LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown ? (
    <div className={styles.root}>
      <Spinner label={t('app.loadingScreen')} />
    </div>
  ) : null;
}
