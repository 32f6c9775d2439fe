import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Button, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import { Save20Regular } from '@fluentui/react-icons';
import type { Advertisement } from '@shared/domain/advertisement';
import { UPLOAD_FAILED } from '@shared/domain/files';
import { BridgeError } from '@shared/errors';
import { paths } from '../../../app/paths';
import { useFormSaveShortcut } from '../../../app/commands/useCommand';
import { useBridge } from '../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../bridge/error-message';
import { Page } from '../../../components/Page';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { FormSection } from '../../../components/form/FormSection';
import { DraftRecoveryBar } from '../../forms/DraftRecoveryBar';
import { useDraftRecovery } from '../../forms/useDraftRecovery';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { useNotify } from '../../notifications/useNotify';
import { uploadFailedMessage } from '../../uploads/upload-messages';
import { AdBreadcrumb } from '../shared/AdBreadcrumb';
import { AdSidePanel } from '../shared/AdSidePanel';
import { MediaPageTitle } from '../../../components/media/MediaPageTitle';
import { adQueryKey, useAdConfig } from '../shared/ad-query';
import { AdFormFields } from './AdFormFields';
import { NEW_AD_VALUES, adFormResolver, adToValues, parseAdDraft, type AdFormOutput, type AdFormValues } from './ad-form';
import { NewAdFile } from './NewAdFile';
import type { ChosenFile } from '../../../components/media/chosen-file';
import { ChosenFileColumn } from '../../../components/media/ChosenFileColumn';
import { ReplaceAdFile } from './ReplaceAdFile';
import { RecordLayout } from '../../../components/RecordLayout';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  footer: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
  bar: { marginBottom: tokens.spacingVerticalL },
});

/** The server's 400 of the compatibility rule: it belongs under the periodicals field. */
const INCOMPATIBLE = 'Les revues ne sont pas compatibles';

interface Failure {
  message: string;
  /** The ad as it is now, when someone changed it since it was read (409): offered to reload. */
  fresh: Advertisement | null;
}

/**
 * The ad form (spec 1 §2, §5): create (`ad` null: the visual dropped, sent with the form) or edit (the form,
 * and the visual replaced at once). Checked on leaving each field and on saving (the first error takes the
 * focus); the server's refusals (stale version, locked ad, incompatible periodicals, rights, offline) are
 * shown in French and nothing typed is lost. Leaving with unsaved changes asks first; a draft is kept.
 */
export function AdEditor({ ad }: { ad: Advertisement | null }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const navigate = useNavigate();
  const notify = useNotify();
  const client = useQueryClient();
  const formId = useId();
  const config = useAdConfig();
  const [version, setVersion] = useState(ad?.version ?? 0);
  // The ad is the cache's: a replaced file brings its size, and the compatibility rule follows it.
  const format = ad ? ad.format : undefined;
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileSize, setFileSize] = useState<{ width: number; height: number } | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const fileZone = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState(false);
  useFormSaveShortcut(formId, saving);
  const [failure, setFailure] = useState<Failure | null>(null);

  const resolver = useMemo(() => adFormResolver({ format, configs: config.data ?? [] }, t('media.form.colorRequired')), [format, config.data, t]);
  const form = useForm<AdFormValues, unknown, AdFormOutput>({
    defaultValues: ad ? adToValues(ad) : NEW_AD_VALUES,
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  const dirty = formState.isDirty || file !== null;
  const guard = useUnsavedChangesGuard(dirty);
  const values = useWatch({ control }) as AdFormValues;
  const recovery = useDraftRecovery<AdFormValues>(`ads/edit/${ad ? ad.id : 'new'}`, values, formState.isDirty, { parse: parseAdDraft });

  const title = ad ? t('ads.edit.title') : t('ads.edit.createTitle');
  useDocumentTitle(title);
  const back = ad ? paths.view('ad', ad.id) : paths.list('ad');
  const leave = (to: string) => {
    guard.allowNextNavigation();
    void navigate(to);
  };

  const fail = async (error: unknown) => {
    if (error instanceof BridgeError && error.code === 'UPLOAD_REJECTED') {
      setFileError(error.message);
    } else if (error instanceof BridgeError && error.reason === UPLOAD_FAILED && file) {
      // As image uploads say it: the file's name and type, then the server's reason.
      setFailure({ message: uploadFailedMessage(file.file, error, t), fresh: null });
    } else if (error instanceof BridgeError && error.status === 400 && error.message.startsWith(INCOMPATIBLE)) {
      setError('periodicals', { type: 'server', message: error.message }, { shouldFocus: true });
    } else if (ad && error instanceof BridgeError && error.status === 409) {
      // Stale version or locked ad: the server's sentence; a newer ad is offered to reload.
      const fresh = await bridge.invoke('ads.get', ad.id).catch(() => null);
      setFailure({ message: error.message, fresh: fresh && fresh.version !== version ? fresh : null });
    } else {
      setFailure({ message: bridgeErrorMessage(error, t, t('ads.edit.saveFailed')), fresh: null });
    }
  };

  const save = async (output: AdFormOutput) => {
    if (!ad && !file) return;
    setSaving(true);
    setFailure(null);
    try {
      const saved = ad ? await bridge.invoke('ads.update', ad.id, { ...output, version }) : await bridge.invoke('ads.create', output, (file as ChosenFile).source);
      await recovery.discard();
      client.setQueryData(adQueryKey(saved.id), saved);
      void client.invalidateQueries({ queryKey: ['list'] });
      notify.success(ad ? t('ads.edit.saved') : t('ads.edit.created'));
      reset(adToValues(saved));
      setFile(null);
      leave(paths.view('ad', saved.id));
    } catch (error) {
      await fail(error);
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // A new ad needs its visual: said beside the drop zone, which takes the focus if the fields are fine.
    const missing = !ad && !file;
    setFileError(missing ? t('ads.edit.fileRequired') : undefined);
    void handleSubmit(save, () => undefined)(event).then(() => {
      if (missing && Object.keys(form.formState.errors).length === 0) fileZone.current?.querySelector<HTMLElement>('[role="button"]')?.focus();
    });
  };

  const reload = (fresh: Advertisement) => {
    client.setQueryData(adQueryKey(fresh.id), fresh);
    setVersion(fresh.version);
    reset(adToValues(fresh));
    setFailure(null);
  };

  const actions = (
    <div className={styles.actions}>
      {/* Through the guard: with unsaved changes, the spec's sentence asks first. */}
      <Button onClick={() => void navigate(back)}>{t('common.cancel')}</Button>
      <OnlineOnlyButton appearance="primary" type="submit" form={formId} icon={saving ? <Spinner size="tiny" /> : <Save20Regular />} disabled={saving}>
        {t('common.save')}
      </OnlineOnlyButton>
    </div>
  );

  return (
    <Page>
      <AdBreadcrumb ad={ad} page={ad ? 'edit' : 'create'} />
      <MediaPageTitle title={title} actions={actions} />
      <DraftRecoveryBar recovery={recovery} onRestore={(data) => reset(data, { keepDefaultValues: true })} className={styles.bar} />
      {failure && (
        <MessageBar intent="error" className={styles.bar} layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('ads.edit.failedTitle')}</MessageBarTitle>
            {failure.message}
            {failure.fresh && ` ${t('ads.edit.reloadHint')}`}
          </MessageBarBody>
          {failure.fresh && (
            <MessageBarActions>
              <Button size="small" onClick={() => failure.fresh && reload(failure.fresh)}>
                {t('ads.edit.reload')}
              </Button>
            </MessageBarActions>
          )}
        </MessageBar>
      )}
      <RecordLayout side={ad ? <AdSidePanel ad={ad} /> : file && fileSize && <ChosenFileColumn chosen={file} size={fileSize} label={t('ads.view.sidePanel')} />}>
        <div className={styles.form}>
          <FormSection id={`${formId}-file`} title={t('ads.edit.sections.file')}>
            {ad ? (
              <ReplaceAdFile ad={ad} version={version} onReplaced={(fresh) => setVersion(fresh.version)} />
            ) : (
              <NewAdFile
                value={file}
                rootRef={fileZone}
                error={fileError}
                onMeasured={setFileSize}
                onChange={(chosen) => {
                  setFile(chosen);
                  setFileSize(null);
                  if (chosen) setFileError(undefined);
                }}
              />
            )}
          </FormSection>
          <FormSection id={`${formId}-fields`} title={t('ads.edit.sections.fields')}>
            <FormProvider {...form}>
              <form id={formId} aria-label={t('ads.edit.formLabel')} noValidate onSubmit={submit}>
                <AdFormFields ad={ad} compatibility={{ format, configs: config.data ?? [] }} />
              </form>
            </FormProvider>
          </FormSection>
          <div className={styles.footer}>{actions}</div>
        </div>
      </RecordLayout>
      {guard.dialog}
    </Page>
  );
}
