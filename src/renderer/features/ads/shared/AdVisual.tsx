import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Advertisement } from '@shared/domain/advertisement';
import { ImageTile } from '../../../components/media/ImageTile';
import { ImageZoomDialog } from '../../../components/media/ImageZoomDialog';
import { adDetailEntries } from './ad-display';
import { usePeriodicals } from '../../periodicals/usePeriodicals';

/** The ad's visual on its pages: the shared tile at MEDIUM, opening the zoom dialog with the ad's details. */
export function AdVisual({ ad, className }: { ad: Advertisement; className?: string }) {
  const { t } = useTranslation();
  const periodicals = usePeriodicals();
  const [zoomed, setZoomed] = useState(false);
  return (
    <>
      <ImageTile image={ad} variant="grid" as="div" className={className} onOpen={() => setZoomed(true)} openLabel={t('ads.view.zoom', { name: ad.name })} />
      <ImageZoomDialog image={zoomed ? ad : null} details={adDetailEntries(ad, periodicals.data ?? [], t)} onClose={() => setZoomed(false)} />
    </>
  );
}
