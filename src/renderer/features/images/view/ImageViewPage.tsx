import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { Illustration } from '@shared/domain/image';
import { Page } from '../../../components/Page';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { ImageTile } from '../../../components/media/ImageTile';
import { ImageZoomDialog } from '../../../components/media/ImageZoomDialog';
import { MediaPageTitle } from '../../../components/media/MediaPageTitle';
import { MetadataList } from '../../../components/media/MetadataList';
import { imageDetailEntries } from '../../../components/media/media-metadata';
import { IllustrationLoader } from '../shared/IllustrationLoader';
import { ImageBreadcrumb } from '../shared/ImageBreadcrumb';
import { ImageSideColumn } from '../shared/ImageSideColumn';
import { parseRouteId } from '../../../components/route-id';
import { useImageActions } from '../shared/useImageActions';
import { ImageViewActions } from './ImageViewActions';
import { RecordLayout } from '../../../components/RecordLayout';

const useStyles = makeStyles({
  body: {
    display: 'grid',
    gridTemplateColumns: 'minmax(240px, 380px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 760px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
    },
  },
});

/** A loaded illustration: its picture (zoom on click), its details, its actions; file and uses on the right. */
function IllustrationView({ image }: { image: Illustration }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { commands, dialogs } = useImageActions();
  const [zoomed, setZoomed] = useState(false);
  const details = [
    { key: 'state', label: t('images.view.state'), value: t(image.enable ? 'images.state.enabled' : 'images.state.disabled') },
    { key: 'collection', label: t('images.view.collection'), value: t(`images.collections.${image.collection}`) },
    ...imageDetailEntries(image, t),
  ];
  useDocumentTitle(image.name);
  return (
    <>
      <ImageBreadcrumb image={image} page="view" />
      <MediaPageTitle title={image.name} name={image.name} actions={<ImageViewActions image={image} commands={commands} />} />
      <RecordLayout side={<ImageSideColumn image={image} />}>
        <div className={styles.body}>
          <ImageTile image={image} variant="grid" as="div" onOpen={() => setZoomed(true)} />
          <section aria-label={t('images.view.details')}>
            <MetadataList entries={details} />
          </section>
        </div>
      </RecordLayout>
      <ImageZoomDialog image={zoomed ? image : null} details={details} onClose={() => setZoomed(false)} />
      {dialogs}
    </>
  );
}

/** The image view, /images/{id} (spec 1 §2), for any signed-in user. */
export function ImageViewPage() {
  const id = parseRouteId(useParams().id);
  return (
    <Page>
      <IllustrationLoader id={id} page="view">
        {(image) => <IllustrationView image={image} />}
      </IllustrationLoader>
    </Page>
  );
}
