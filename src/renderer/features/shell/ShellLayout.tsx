import { Outlet } from 'react-router-dom';
import { makeStyles, tokens } from '@fluentui/react-components';
import { ArticleFloatingActions } from '../articles/actions/ArticleFloatingActions';
import { OfflineBanner } from '../connectivity/OfflineBanner';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    height: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
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
  return (
    <div className={styles.root}>
      <SkipLink />
      <TopBar />
      <OfflineBanner />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <ArticleFloatingActions />
    </div>
  );
}
