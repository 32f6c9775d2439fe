import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Caption1, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ArticleRef, PublicationRef } from '@shared/domain/image';
import { plainText } from '@shared/rules/format';
import { visibleTabs, type Section } from '@shared/rules/navigation';
import { publicationPath } from '@shared/rules/quick-search';
import { paths } from '../../app/paths';
import { useRoles } from '../../features/auth/useAuth';
import { RouterLink } from '../RouterLink';
import { useMediaCardStyles } from './media-card-styles';

const useStyles = makeStyles({
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: {
    display: 'flex',
    alignItems: 'baseline',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  label: {
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
});

/** An ad showing the image. */
export interface AdUseRef {
  id: number;
  name: string;
}

export interface ImageUsageListProps {
  /** The kinds of use this page shows: each list that holds uses makes a group; leave out what does not apply. */
  articles?: readonly ArticleRef[];
  /** null: not known (an illustration whose publications neither the answer nor the publication search gave). */
  publications?: readonly PublicationRef[] | null;
  ads?: readonly AdUseRef[];
  /** Totals, when the lists hold only the most recent uses (Illustration.usage, Advertisement.publicationCount); null: not known. */
  counts?: { articles?: number | null; publications?: number | null; ads?: number | null };
  /** Replaces "Aucune utilisation." (an ad: "Cette publicité ne paraît dans aucune publication."). */
  emptyText?: string;
  /** The groups alone, without the card and its heading: inside a confirmation that lists the uses. */
  bare?: boolean;
  className?: string;
}

interface UseItem {
  key: string;
  label: string;
  /** null: the user may not open it, the use is only told. */
  to: string | null;
  badge?: ReactNode;
}

/**
 * "Utilisations", where an image or an ad is used (spec 1 §2 right column): articles and bundles,
 * publications (with their status), ads, each a link to its screen; only a text when the user may not open
 * that section (spec 2 §6 page access), so the use is still known. A publication opens as quick search opens
 * it (spec 1 §2): its organise page for the three roles, else the publication list filtered by its identifier.
 */
export function ImageUsageList({ articles, publications, ads, counts = {}, emptyText, bare = false, className }: ImageUsageListProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const card = useMediaCardStyles();
  const headingId = useId();
  const roles = useRoles();
  const sections = visibleTabs(roles);
  const opened = (section: Section, to: string) => (sections.includes(section) ? to : null);

  const groups: { key: Section; title: string; count: number | null | undefined; items: UseItem[]; unknown?: string }[] = [];
  if (articles)
    groups.push({
      key: 'article',
      title: t('media.usage.articles'),
      count: counts.articles,
      items: articles.map((ref) => ({
        key: `${ref.type}-${ref.articleId}`,
        label: plainText(ref.title),
        to: opened('article', ref.type === 'BUNDLE' ? paths.bundle(ref.articleId) : paths.view('article', ref.articleId)),
        badge: (
          <Badge appearance="outline" color={ref.type === 'BUNDLE' ? 'informative' : 'brand'} size="small">
            {t(`media.usage.types.${ref.type}`)}
          </Badge>
        ),
      })),
    });
  if (publications === null) groups.push({ key: 'publication', title: t('media.usage.publications'), count: null, items: [], unknown: t('media.usage.publicationsUnknown') });
  else if (publications)
    groups.push({
      key: 'publication',
      title: t('media.usage.publications'),
      count: counts.publications,
      items: publications.map((ref) => ({
        key: String(ref.publicationId),
        label: ref.title ? `${ref.publicationName} — ${plainText(ref.title)}` : ref.publicationName,
        to: publicationPath(roles, { id: ref.publicationId, label: ref.publicationName }),
        // A status not known (the publication search did not give it) is not shown.
        badge: ref.status && (
          <Badge appearance="tint" color={ref.status === 'IN_PROGRESS' ? 'informative' : 'warning'} size="small">
            {t(`media.usage.statuses.${ref.status}`)}
          </Badge>
        ),
      })),
    });
  if (ads)
    groups.push({
      key: 'ad',
      title: t('media.usage.ads'),
      count: counts.ads,
      items: ads.map((ad) => ({ key: String(ad.id), label: ad.name, to: opened('ad', paths.view('ad', ad.id)) })),
    });
  // A kind of use not known is said, never taken for none.
  const used = groups.filter((group) => group.items.length > 0 || group.unknown);

  const body =
    used.length === 0 ? (
      <Caption1 className={card.muted}>{emptyText ?? t('media.usage.empty')}</Caption1>
    ) : (
      used.map((group) => (
        <section key={group.key} className={styles.group} aria-label={group.title}>
          <Subtitle2 as="h3" className={card.heading}>
            {typeof group.count === 'number' ? t('media.usage.counted', { label: group.title, count: group.count }) : group.title}
          </Subtitle2>
          {group.unknown ? (
            <Caption1 className={card.muted}>{group.unknown}</Caption1>
          ) : (
            <ul className={styles.list}>
              {group.items.map((item) => (
                <li key={item.key} className={styles.item}>
                  {item.badge}
                  {item.to !== null ? (
                    <RouterLink to={item.to} className={styles.label}>
                      {item.label}
                    </RouterLink>
                  ) : (
                    <span className={styles.label}>{item.label}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))
    );

  if (bare) return <div className={mergeClasses(styles.group, className)}>{body}</div>;
  return (
    <section className={mergeClasses(card.card, className)} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={card.heading}>
        {t('media.usage.title')}
      </Subtitle2>
      {body}
    </section>
  );
}
