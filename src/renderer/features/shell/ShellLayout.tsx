import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { makeStyles, tokens } from '@fluentui/react-components';
import { ArticleFloatingActions } from '../articles/actions/ArticleFloatingActions';
import { OfflineBanner } from '../connectivity/OfflineBanner';
import { TopBar } from './TopBar';

export const MAIN_CONTENT_ID = 'contenu';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    height: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  skip: {
    position: 'absolute',
    left: tokens.spacingHorizontalM,
    top: '-100px',
    zIndex: 2,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow8,
    ':focus': {
      top: tokens.spacingVerticalS,
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
    },
  },
  main: {
    flexGrow: 1,
    minHeight: 0,
    overflow: 'auto',
    ':focus': {
      outlineStyle: 'none',
    },
  },
});

/** The signed-in frame: top bar, the offline banner when the server cannot be reached, then the routed screen. */
export function ShellLayout() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.root}>
      <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
        {t('app.skipToContent')}
      </a>
      <TopBar />
      <OfflineBanner />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <ArticleFloatingActions />
    </div>
  );
}
