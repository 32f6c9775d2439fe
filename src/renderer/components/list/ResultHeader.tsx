import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { CounterBadge, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { SearchCounts } from '@shared/domain/search';
import { SEARCHABLE_SECTIONS, freeQueryPath } from '@shared/rules/quick-search';
import { visibleTabs, type Section } from '@shared/rules/navigation';
import { useBridge } from '../../bridge/BridgeContext';
import { useRoles } from '../../features/auth/useAuth';
import { useExtension } from '../../features/extensions/useExtension';
import { RouterLink } from '../RouterLink';

/** Which count of the count search belongs to which section (spec 1 §2: parution is the publications'). */
const COUNT_OF: Record<Section, keyof SearchCounts> = {
  author: 'author',
  image: 'image',
  ad: 'ad',
  publication: 'parution',
  article: 'article',
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalL },
  titleRow: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  title: { margin: 0, flexGrow: 1 },
  badges: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3 },
  badge: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export interface ResultHeaderProps {
  query: string;
  /** null while the first answer is awaited. */
  total: number | null;
  section: Section;
  /** The list's header actions (create, export...), on the right of the title. */
  actions?: ReactNode;
}

/**
 * 'N résultats pour "query" dans {section}' (spec 1 §2), with links to the same search in the other
 * sections the user may open, with their counts from the count search when the back-office offers it (the
 * 'search-count' extension: spec 1 §7 gives no path); without it, each link is named by its section alone.
 */
export function ResultHeader({ query, total, section, actions }: ResultHeaderProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const counting = useExtension('search-count');
  const counts = useQuery({ queryKey: ['search-counts', query], queryFn: () => bridge.invoke('search.counts', query), retry: false, enabled: counting });
  // Links to the same search elsewhere, only in the sections the user may open.
  const open = visibleTabs(useRoles());
  const others = SEARCHABLE_SECTIONS.filter((s) => s !== section && open.includes(s));
  const sectionLabel = t(`list.sections.${section}`);
  return (
    <div className={styles.root}>
      <div className={styles.titleRow}>
        <Title2 as="h1" className={styles.title}>
          {total === null
            ? t('list.resultHeaderPending', { query, section: sectionLabel })
            : t('list.resultHeader', { count: total, query, section: sectionLabel })}
        </Title2>
        {actions}
      </div>
      <nav className={styles.badges} aria-label={t('list.otherSections')}>
        {others.map((other) => {
          const count = counts.data?.[COUNT_OF[other]];
          const label = t(`list.sections.${other}`);
          return (
            <RouterLink key={other} to={freeQueryPath(other, query)} aria-label={count === undefined ? label : t('list.sectionCount', { section: label, count })}>
              <span className={styles.badge}>
                {label}
                {count !== undefined && <CounterBadge count={count} showZero overflowCount={9999} appearance="ghost" aria-hidden="true" />}
              </span>
            </RouterLink>
          );
        })}
      </nav>
    </div>
  );
}
