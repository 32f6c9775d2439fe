import type { TFunction } from 'i18next';
import { UNKNOWN_AD_SIZE_LABEL, type Advertisement } from '@shared/domain/advertisement';
import type { Periodical } from '@shared/domain/periodical';
import { priorityChoice } from '@shared/rules/ad-input';
import { formatDateOnly } from '@shared/rules/date-only';
import { dateBy, type MetaEntry } from '../../../components/media/media-metadata';
import { formatDateTime } from '../../../i18n/dates';
import { periodicalOptionLabel } from '../../../components/periodical-option-label';

/** The deadline as shown: dd/MM/yyyy, or "Non renseignée". */
export function deadlineText(deadline: string | null, t: TFunction): string {
  return deadline ? formatDateOnly(deadline) : t('ads.deadlineNone');
}

/** The size label with its millimetres, or "Taille non reconnue" when the file matches no size. */
export function sizeText(ad: Pick<Advertisement, 'format' | 'formatLabel'>): string {
  return ad.format === null ? UNKNOWN_AD_SIZE_LABEL : ad.formatLabel;
}

/** "[BJS] - Bulletin Joly Sociétés, [DEF] - Defrénois": the ad's periodicals with their names when known. */
export function periodicalsText(ids: readonly string[], periodicals: readonly Periodical[], t: TFunction): string {
  if (ids.length === 0) return t('ads.none');
  return ids
    .map((id) => {
      const known = periodicals.find((p) => p.id === id);
      return known ? periodicalOptionLabel(known) : id;
    })
    .join(', ');
}

/**
 * What the view and the zoom dialog list of an ad (spec 1 §3 Advertisement): id, size, colour, periodicals,
 * priority, deadline, state, comments, upload (« Non renseigné » when the back-office does not say: not in spec
 * 1 §3) and modification in Paris time.
 */
export function adDetailEntries(ad: Advertisement, periodicals: readonly Periodical[], t: TFunction): MetaEntry[] {
  return [
    { key: 'id', label: t('ads.fields.id'), value: String(ad.id) },
    { key: 'size', label: t('ads.fields.size'), value: sizeText(ad) },
    { key: 'color', label: t('ads.fields.color'), value: ad.color ? t(`media.colors.${ad.color}`) : t('ads.none') },
    { key: 'periodicals', label: t('ads.fields.periodicals'), value: periodicalsText(ad.periodicals, periodicals, t) },
    { key: 'priority', label: t('ads.fields.priority'), value: t(`ads.priority.${priorityChoice(ad.priority)}`) },
    { key: 'deadline', label: t('ads.fields.deadline'), value: deadlineText(ad.deadline, t) },
    { key: 'state', label: t('ads.fields.state'), value: ad.enable ? t('ads.state.enabled') : t('ads.state.disabled') },
    { key: 'comments', label: t('ads.fields.comments'), value: ad.comments || t('ads.none') },
    { key: 'uploadDate', label: t('ads.fields.uploadDate'), value: ad.uploadDate ? formatDateTime(ad.uploadDate) : t('ads.none') },
    { key: 'modificationDate', label: t('ads.fields.modificationDate'), value: dateBy(ad.modificationDate, ad.modificationUser, t) },
  ];
}
