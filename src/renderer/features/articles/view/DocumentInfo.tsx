import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Article } from '@shared/domain/article';
import { paths } from '../../../app/paths';
import { useDefinitionListStyles } from '../../../components/definition-list-styles';
import { RouterLink } from '../../../components/RouterLink';
import { formatDateTime } from '../../../i18n/dates';
import { usePeriodicals } from '../../periodicals/usePeriodicals';
import { authorName, publicationLinkText, typeLabel } from '../list/article-display';

/** "le 12/03/2025 à 10:00 par redaction", or the date alone. */
function dateBy(t: TFunction, date: string, user: string | null): string {
  return user ? t('articles.view.info.dateBy', { date: formatDateTime(date), user }) : formatDateTime(date);
}

/** What the side panel says of an article or bundle (spec 2 §2.5, §3): where it is, what it is, who wrote it, when. */
export function DocumentInfo({ article }: { article: Article }) {
  const { t } = useTranslation();
  const dl = useDefinitionListStyles();
  const periodicals = usePeriodicals();
  const periodical = periodicals.data?.find((p) => p.id === article.periodicalId);
  const online = article.nextPublicationOnlineDate
    ? t('articles.view.info.scheduled', { date: formatDateTime(article.nextPublicationOnlineDate), user: article.nextPublicationOnlineUsername ?? '—' })
    : article.publicationOnlineDate
      ? t('articles.view.info.onlineSince', { date: formatDateTime(article.publicationOnlineDate) })
      : t('articles.view.info.notOnline');
  const rows: [string, ReactNode][] = [
    [t('articles.view.info.id'), String(article.id)],
    [t('articles.view.info.periodical'), periodical ? `${periodical.id} — ${periodical.label}` : article.periodicalId],
    [
      t('articles.view.info.publication'),
      article.publicationId !== null && article.publication ? (
        <RouterLink to={paths.publicationOrganize(article.publicationId)}>{publicationLinkText(article.publication)}</RouterLink>
      ) : (
        t('articles.view.info.none')
      ),
    ],
  ];
  if (!article.isBundle) {
    rows.push([
      t('articles.view.info.bundle'),
      article.bundleId !== null ? <RouterLink to={paths.bundle(article.bundleId)}>{t('articles.view.info.bundleValue', { id: article.bundleId })}</RouterLink> : t('articles.view.info.none'),
    ]);
  }
  rows.push(
    [t('articles.view.info.planNode'), article.planNode?.name ?? t('articles.view.info.none')],
    [t('articles.view.info.type'), typeLabel(t, article)],
    [t('articles.view.info.nature'), t(`articles.view.nature.${article.nature}`)],
    [t('articles.view.info.authors'), article.authors.length ? article.authors.map(authorName).join(', ') : t('articles.view.info.noAuthor')],
    [t('articles.view.info.created'), dateBy(t, article.creationDate, article.creationUser)],
    [t('articles.view.info.modified'), dateBy(t, article.modificationDate, article.modificationUser)],
    [t('articles.view.info.online'), online],
    [t('articles.view.info.volume'), t('articles.view.info.volumeValue', { count: article.charVolume, volume: article.charVolume.toLocaleString('fr-FR') })],
    [t('articles.view.info.attachment'), t(`articles.view.attachment.${article.attached}`)],
  );
  return (
    <dl className={dl.list}>
      {rows.map(([term, value]) => (
        <div key={term} className={dl.row}>
          <dt className={dl.term}>{term}</dt>
          <dd className={dl.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
