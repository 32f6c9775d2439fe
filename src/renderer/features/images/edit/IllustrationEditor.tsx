import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import { Save20Regular } from '@fluentui/react-icons';
import type { Illustration, Image } from '@shared/domain/image';
import { BridgeError } from '@shared/errors';
import { paths } from '../../../app/paths';
import { useFormSaveShortcut } from '../../../app/commands/useCommand';
import { useBridge } from '../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../bridge/error-message';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { ImageForm } from '../../../components/media/ImageForm';
import { MediaPageTitle } from '../../../components/media/MediaPageTitle';
import type { ImageFormInput } from '../../../components/media/image-form';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { useNotify } from '../../notifications/useNotify';
import { ImageBreadcrumb } from '../shared/ImageBreadcrumb';
import { ImageSideColumn } from '../shared/ImageSideColumn';
import { isNotFound, useIllustrationQuery, useRefreshImages } from '../shared/image-query';
import { useImagePageStyles } from '../shared/image-page-styles';
import { useImageActions } from '../shared/useImageActions';
import { ReplaceFileSection } from './ReplaceFileSection';
import { RecordLayout } from '../../../components/RecordLayout';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  footer: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

/** The server refused the save: its message, and whether reloading the image may help (409: changed since it was read). */
interface Refusal {
  message: string;
  stale: boolean;
}

/**
 * The illustration form (spec 1 §2 Image view and edit): the file section (replacing the file keeps the
 * metadata), the image form (illustration variant: "Type" required, the enable switch asking first when the
 * image is used), "Annuler" and "Enregistrer"; file and uses on the right. Leaving with unsaved changes asks.
 * `image` is the live illustration of the cache; the form starts from the one first read.
 */
export function IllustrationEditor({ image }: { image: Illustration }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const page = useImagePageStyles();
  const bridge = useBridge();
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useRefreshImages();
  const reload = useIllustrationQuery(image.id);
  const { commands, dialogs } = useImageActions();
  const formId = useId();
  // The form's source: replaced only when nothing is typed yet (a new file) or on "Recharger l'image".
  const [baseline, setBaseline] = useState(image);
  // The version a save or a replacement sends back: the one read, then each replacement's.
  const [version, setVersion] = useState(image.version);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  useFormSaveShortcut(formId, saving);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const guard = useUnsavedChangesGuard(dirty);
  useDocumentTitle(t('images.edit.title'));

  const view = paths.view('image', image.id);
  const confirmDisable = useCallback(() => commands.confirmDisable(image), [commands, image]);

  const save = async (input: ImageFormInput) => {
    setSaving(true);
    setRefusal(null);
    try {
      const saved = await bridge.invoke('illustrations.update', image.id, { ...input, version });
      await refresh(image.id, saved);
      notify.success(t('images.edit.saved'));
      guard.allowNextNavigation();
      navigate(view);
    } catch (error) {
      if (isNotFound(error)) notify.error(t('images.errors.missing'));
      else if (error instanceof BridgeError && error.status === 409) setRefusal({ message: error.message, stale: true });
      else notify.error(bridgeErrorMessage(error, t, t('images.edit.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  const replaced = (file: Image) => {
    notify.success(t('images.edit.replaced'));
    setVersion(file.version);
    void refresh(image.id).then(() => {
      if (!dirty) setBaseline((current) => ({ ...current, ...file, collection: current.collection }));
    });
  };

  const startOver = async () => {
    const fresh = (await reload.refetch()).data;
    if (!fresh) return;
    setBaseline(fresh);
    setVersion(fresh.version);
    setRefusal(null);
  };

  const actions = (
    <div className={styles.actions}>
      <Button onClick={() => navigate(view)}>{t('images.edit.cancel')}</Button>
      <OnlineOnlyButton appearance="primary" type="submit" form={formId} icon={saving ? <Spinner size="tiny" /> : <Save20Regular />} disabled={saving}>
        {t('images.edit.save')}
      </OnlineOnlyButton>
    </div>
  );

  return (
    <>
      <ImageBreadcrumb image={image} page="edit" />
      <MediaPageTitle title={t('images.edit.title')} actions={actions} />
      {refusal && (
        <MessageBar intent="error" className={page.bar} layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('images.edit.conflictTitle')}</MessageBarTitle>
            {refusal.message} {t('images.edit.reloadHint')}
          </MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={() => void startOver()}>
              {t('images.edit.reload')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <RecordLayout side={<ImageSideColumn image={image} />}>
        <div className={page.main}>
          <ReplaceFileSection image={image} version={version} onReplaced={replaced} />
          <ImageForm
            variant="illustration"
            image={baseline}
            id={formId}
            onSubmit={save}
            onDirtyChange={setDirty}
            confirmDisable={confirmDisable}
          />
          <div className={styles.footer}>{actions}</div>
        </div>
      </RecordLayout>
      {guard.dialog}
      {dialogs}
    </>
  );
}
