import { useEffect } from 'react';
import { atom, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentBulletList24Regular } from '@fluentui/react-icons';
import { useNotImplemented } from '../features/notifications/useNotImplemented';
import { Page } from './Page';
import { PageHeader } from './PageHeader';
import { useDocumentTitle } from './useDocumentTitle';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    maxWidth: '720px',
  },
  icon: {
    flexShrink: 0,
    color: tokens.colorBrandForeground1,
  },
  text: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  secondary: {
    color: tokens.colorNeutralForeground3,
  },
});

/** The navigation (location key) for which the warning toast was last raised: once per navigation. */
const notifiedNavigationAtom = atom<string | null>(null);

/**
 * An honest placeholder for a screen of a later lot: its French title, a sentence saying so, and the spec's
 * warning toast "Cette fonctionnalité n'est pas implémentée dans ce lot." once per navigation.
 */
export function PlaceholderPage({ title }: { title: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { key } = useLocation();
  const { id } = useParams();
  const store = useStore();
  const notImplemented = useNotImplemented();
  useDocumentTitle(title);

  useEffect(() => {
    // Read the store itself, not a rendered value: React's development double effects must not toast twice.
    if (store.get(notifiedNavigationAtom) === key) return;
    store.set(notifiedNavigationAtom, key);
    notImplemented();
  }, [key, store, notImplemented]);

  return (
    <Page>
      <PageHeader title={title} />
      <section className={styles.card} aria-label={title}>
        <DocumentBulletList24Regular className={styles.icon} aria-hidden="true" />
        <div className={styles.text}>
          <Body1>{t('placeholder.comingLater')}</Body1>
          {id !== undefined && <Caption1 className={styles.secondary}>{t('placeholder.identifier', { id })}</Caption1>}
        </div>
      </section>
    </Page>
  );
}
