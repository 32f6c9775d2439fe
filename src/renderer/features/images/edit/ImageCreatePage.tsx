import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { Body1, Button, Caption1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCircle12Filled, Save20Regular } from '@fluentui/react-icons';
import { BridgeError } from '@shared/errors';
import { canManageImages } from '@shared/rules/media-rights';
import { paths } from '../../../app/paths';
import { useFormSaveShortcut } from '../../../app/commands/useCommand';
import { useBridge } from '../../../bridge/BridgeContext';
import { RecordLayout } from '../../../components/RecordLayout';
import { FormSection } from '../../../components/form/FormSection';
import { ChosenFileColumn } from '../../../components/media/ChosenFileColumn';
import { ImageForm } from '../../../components/media/ImageForm';
import { MediaPageTitle } from '../../../components/media/MediaPageTitle';
import type { ImageFormInput } from '../../../components/media/image-form';
import { Page } from '../../../components/Page';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useRoles } from '../../auth/useAuth';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { useNotify } from '../../notifications/useNotify';
import { uploadFailedMessage } from '../../uploads/upload-messages';
import { ImageBreadcrumb } from '../shared/ImageBreadcrumb';
import { useImagePageStyles } from '../shared/image-page-styles';
import { useRefreshImages } from '../shared/image-query';
import { NewImageFile } from './NewImageFile';
import type { ChosenFile } from '../../../components/media/chosen-file';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  footer: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
  hint: { color: tokens.colorNeutralForeground2 },
  error: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorPaletteRedForeground1 },
});

/** "photo-salon.jpg" -> "photo-salon": the name a new image gets from its file until one is typed. */
const nameOf = (file: File) => file.name.replace(/\.[^.]+$/, '').trim() || file.name;

/**
 * The form of a new illustration (spec 1 §2 Image view and edit, issue 25): the file dropped or picked, shown
 * with its preview and its facts, and the image form; nothing exists on the server until "Enregistrer", which
 * sends both (illustrations.create); "Annuler" leaves nothing behind (asking first when something was chosen
 * or typed).
 */
function NewImage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const page = useImagePageStyles();
  const bridge = useBridge();
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useRefreshImages();
  const formId = useId();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formDirty, setFormDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  useFormSaveShortcut(formId, saving);
  const guard = useUnsavedChangesGuard(formDirty || file !== null);
  const title = t('images.edit.createTitle');
  useDocumentTitle(title);

  const choose = (chosen: ChosenFile | null) => {
    setFile(chosen);
    setSize(null);
    setFileError(null);
  };

  const save = async (input: ImageFormInput) => {
    if (!file) {
      setFileError(t('images.edit.fileRequired'));
      return;
    }
    setSaving(true);
    try {
      const created = await bridge.invoke('illustrations.create', input, file.source);
      notify.success(t('images.edit.created', { name: created.name }));
      await refresh(created.id, created);
      guard.allowNextNavigation();
      navigate(paths.view('image', created.id), { replace: true });
    } catch (error) {
      if (error instanceof BridgeError && error.code === 'UPLOAD_REJECTED') setFileError(error.message);
      else notify.error(uploadFailedMessage(file.file, error, t));
    } finally {
      setSaving(false);
    }
  };

  const actions = (
    <div className={styles.actions}>
      {/* Through the guard: with a file chosen or a field typed, the spec's sentence asks first. */}
      <Button onClick={() => navigate(paths.list('image'))}>{t('images.edit.cancel')}</Button>
      <OnlineOnlyButton
        appearance="primary"
        type="submit"
        form={formId}
        icon={saving ? <Spinner size="tiny" /> : <Save20Regular />}
        disabled={saving}
        onClick={() => setFileError(file ? null : t('images.edit.fileRequired'))}
      >
        {t('images.edit.save')}
      </OnlineOnlyButton>
    </div>
  );

  const side = file && size && <ChosenFileColumn chosen={file} size={size} label={t('images.view.sideColumn')} />;

  return (
    <Page>
      <ImageBreadcrumb image={null} page="create" />
      <MediaPageTitle title={title} actions={actions} />
      <RecordLayout side={side}>
        <div className={page.main}>
          <FormSection id={`${formId}-file`} title={t('images.edit.fileTitle')}>
            <Body1 className={styles.hint}>{t('images.edit.createHint')}</Body1>
            <NewImageFile value={file} onChange={choose} onRefused={setFileError} onMeasured={setSize} />
            {fileError && (
              <Caption1 role="alert" className={styles.error}>
                <ErrorCircle12Filled aria-hidden="true" />
                {fileError}
              </Caption1>
            )}
          </FormSection>
          <FormSection id={`${formId}-fields`} title={t('images.edit.fieldsTitle')}>
            <ImageForm variant="illustration" image={null} id={formId} onSubmit={save} onDirtyChange={setFormDirty} suggestedName={file ? nameOf(file.file) : undefined} />
          </FormSection>
          <div className={styles.footer}>{actions}</div>
        </div>
      </RecordLayout>
      {guard.dialog}
    </Page>
  );
}

/** /images/nouveau (spec 1 §2): for admin and ADMIN_IMAGES; anyone else goes back to the list. */
export function ImageCreatePage() {
  const allowed = canManageImages(useRoles());
  return allowed ? <NewImage /> : <Navigate to={paths.list('image')} replace />;
}
