import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { canManageImages } from '@shared/rules/media-rights';
import { paths } from '../../../app/paths';
import { useBridge } from '../../../bridge/BridgeContext';
import { Page } from '../../../components/Page';
import { PageHeader } from '../../../components/PageHeader';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useRoles } from '../../auth/useAuth';
import { useNotify } from '../../notifications/useNotify';
import { ImageBreadcrumb } from '../shared/ImageBreadcrumb';
import { ImageFileDrop } from '../shared/ImageFileDrop';
import { useRefreshImages } from '../shared/image-query';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  hint: { color: tokens.colorNeutralForeground2 },
  zone: { minHeight: '220px' },
});

/** The drop zone of a new illustration: the file creates it, then its form opens. */
function NewImage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useRefreshImages();
  const title = t('images.edit.createTitle');
  useDocumentTitle(title);
  return (
    <Page>
      <ImageBreadcrumb image={null} page="create" />
      <PageHeader title={title} />
      <div className={styles.body}>
        <Body1 className={styles.hint}>{t('images.edit.createHint')}</Body1>
        <ImageFileDrop
          className={styles.zone}
          label={t('images.edit.createZone')}
          busyLabel={t('images.edit.uploading')}
          send={(source) => bridge.invoke('images.upload', 'ILLUSTRATION', source)}
          onSent={(image) => {
            notify.success(t('images.edit.created', { name: image.name }));
            void refresh(null);
            navigate(paths.edit('image', image.id), { replace: true });
          }}
        />
      </div>
    </Page>
  );
}

/** /images/nouveau (spec 1 §2): for admin and ADMIN_IMAGES; anyone else goes back to the list. */
export function ImageCreatePage() {
  const allowed = canManageImages(useRoles());
  return allowed ? <NewImage /> : <Navigate to={paths.list('image')} replace />;
}
