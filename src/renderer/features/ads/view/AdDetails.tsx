import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageBarBody, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import type { Advertisement } from '@shared/domain/advertisement';
import { incompatibilityMessage } from '@shared/rules/ad-compatibility';
import { MetadataList } from '../../../components/media/MetadataList';
import { useMediaCardStyles } from '../../../components/media/media-card-styles';
import { adDetailEntries } from '../shared/ad-display';
import { usePeriodicals } from '../../periodicals/usePeriodicals';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

/**
 * "Informations sur la publicité": what the form fills in and the ad's state; a note when a publication
 * publishing or published holds it, and a warning when some of its periodicals do not take its size or colour
 * (after a new file, or old data), with the rule's message.
 */
export function AdDetails({ ad }: { ad: Advertisement }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const card = useMediaCardStyles();
  const periodicals = usePeriodicals();
  const headingId = useId();
  return (
    <section className={mergeClasses(card.card, styles.root)} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={card.heading}>
        {t('ads.view.details')}
      </Subtitle2>
      {/* The buttons' tooltips say it too; here it is read without hovering them. */}
      {!ad.canDelete && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{t('ads.locked')}</MessageBarBody>
        </MessageBar>
      )}
      {ad.incompatiblePeriodicals.length > 0 && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{incompatibilityMessage(ad.incompatiblePeriodicals)}</MessageBarBody>
        </MessageBar>
      )}
      <MetadataList entries={adDetailEntries(ad, periodicals.data ?? [], t)} />
    </section>
  );
}
