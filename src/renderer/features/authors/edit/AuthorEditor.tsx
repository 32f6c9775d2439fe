import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import { Save20Regular } from '@fluentui/react-icons';
import type { Author } from '@shared/domain/author';
import { BridgeError } from '@shared/errors';
import { paths } from '../../../app/paths';
import { bridgeErrorMessage } from '../../../bridge/error-message';
import { useFormSaveShortcut } from '../../../app/commands/useCommand';
import { useBridge } from '../../../bridge/BridgeContext';
import { Page } from '../../../components/Page';
import { PageHeader } from '../../../components/PageHeader';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { DraftRecoveryBar } from '../../forms/DraftRecoveryBar';
import { useDraftRecovery } from '../../forms/useDraftRecovery';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { useNotify } from '../../notifications/useNotify';
import { useUploadNotices } from '../../uploads/useUploadNotices';
import type { ChosenFile } from '../../../components/media/chosen-file';
import { AuthorGallery } from '../gallery/AuthorGallery';
import { AuthorBreadcrumb } from '../shared/AuthorBreadcrumb';
import { AuthorSidePanel } from '../shared/AuthorSidePanel';
import { authorQueryKey } from '../shared/author-query';
import { FunctionsSection, IdentitySection, NotesSection, ProfilesSection } from './AuthorFormSections';
import { ContactsSection } from './ContactsSection';
import { NewAuthorImages } from './NewAuthorImages';
import { FormSection } from '../../../components/form/FormSection';
import { authorFormSchema, authorToValues, newAuthorValues, parseDraft, valuesToInput, type AuthorFormValues } from './author-form';
import { RecordLayout } from '../../../components/RecordLayout';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
  },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
  },
  footer: {
    display: 'flex',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    paddingTop: tokens.spacingVerticalS,
  },
  bar: {
    marginBottom: tokens.spacingVerticalL,
  },
});

/** authorFormSchema checks the form as it is typed: the values handed on are the form's own (raw). */
const resolver = zodResolver(authorFormSchema, undefined, { raw: true }) as unknown as Resolver<AuthorFormValues>;

/**
 * Draft recovery (useDraftRecovery, DraftRecoveryBar) on its own: it watches every value, so that typing
 * re-renders it alone rather than the whole form. Hands `discard` to the editor for after a save.
 */
function DraftKeeper({
  control,
  draftKey,
  dirty,
  onRestore,
  discardRef,
  className,
}: {
  control: Control<AuthorFormValues>;
  draftKey: string;
  dirty: boolean;
  onRestore(values: AuthorFormValues): void;
  discardRef: Ref<() => Promise<void>>;
  className: string;
}) {
  const values = useWatch({ control }) as AuthorFormValues;
  const recovery = useDraftRecovery<AuthorFormValues>(draftKey, values, dirty, { parse: parseDraft });
  useImperativeHandle(discardRef, () => recovery.discard, [recovery.discard]);
  return <DraftRecoveryBar recovery={recovery} onRestore={onRestore} className={className} />;
}

interface Conflict {
  message: string;
  /** The author as it is now on the server, when it changed since it was read: offered to reload. */
  fresh: Author | null;
}

/**
 * The author form (create when `author` is null). `author` is the live author of the cache (the gallery and
 * the side panel follow it); the form starts from the author as first read, and PUT sends that version. A new
 * author's images wait for it: they are sent once it is created.
 */
export function AuthorEditor({ author }: { author: Author | null }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const navigate = useNavigate();
  const notify = useNotify();
  const notices = useUploadNotices();
  const queryClient = useQueryClient();
  const formId = useId();
  const [initial, setInitial] = useState(() => ({ values: author ? authorToValues(author) : newAuthorValues(), version: author?.version }));
  const [saving, setSaving] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [showDisabled, setShowDisabled] = useState(false);
  const [newImages, setNewImages] = useState<ChosenFile[]>([]);
  useFormSaveShortcut(formId, saving);

  const form = useForm<AuthorFormValues>({
    defaultValues: initial.values,
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { control, handleSubmit, reset, formState } = form;
  const dirty = formState.isDirty || newImages.length > 0;

  const guard = useUnsavedChangesGuard(dirty);
  const discardDraft = useRef<() => Promise<void>>(null);
  const discard = () => discardDraft.current?.() ?? Promise.resolve();

  const title = author ? t('authors.edit.title') : t('authors.edit.createTitle');
  useDocumentTitle(title);
  const back = author ? paths.view('author', author.id) : paths.list('author');

  const leave = (to: string) => {
    guard.allowNextNavigation();
    navigate(to);
  };

  /** Each image dropped on the new author, one after the other; a failure is told and the others still go. */
  const sendNewImages = async (authorId: number) => {
    for (const chosen of newImages) {
      try {
        await bridge.invoke('authors.images.upload', authorId, chosen.source);
      } catch (error) {
        notices.notSent(chosen.file, error);
      }
    }
  };

  const save = async (formValues: AuthorFormValues) => {
    setSaving(true);
    setConflict(null);
    try {
      const saved = author
        ? await bridge.invoke('authors.update', author.id, valuesToInput(formValues, initial.version))
        : await bridge.invoke('authors.create', valuesToInput(formValues));
      await discard();
      queryClient.setQueryData(authorQueryKey(saved.id), saved);
      if (!author && newImages.length > 0) {
        await sendNewImages(saved.id);
        void queryClient.invalidateQueries({ queryKey: authorQueryKey(saved.id) });
      }
      void queryClient.invalidateQueries({ queryKey: ['list'] });
      notify.success(author ? t('authors.edit.saved') : t('authors.edit.created'));
      reset(authorToValues(saved));
      leave(paths.view('author', saved.id));
    } catch (error) {
      if (author && error instanceof BridgeError && error.status === 409) {
        const fresh = await bridge.invoke('authors.get', author.id).catch(() => null);
        setConflict({ message: error.message, fresh: fresh && fresh.version !== initial.version ? fresh : null });
      } else {
        notify.error(bridgeErrorMessage(error, t, t('authors.edit.saveFailed')));
      }
    } finally {
      setSaving(false);
    }
  };

  const reload = (fresh: Author) => {
    queryClient.setQueryData(authorQueryKey(fresh.id), fresh);
    const next = { values: authorToValues(fresh), version: fresh.version };
    setInitial(next);
    reset(next.values);
    setConflict(null);
  };

  const cancel = () => {
    if (dirty) setConfirmCancel(true);
    else leave(back);
  };

  const actions = (
    <div className={styles.actions}>
      <Button onClick={cancel}>{t('authors.edit.cancel')}</Button>
      <OnlineOnlyButton
        appearance="primary"
        type="submit"
        form={formId}
        icon={saving ? <Spinner size="tiny" /> : <Save20Regular />}
        disabled={saving}
      >
        {t('authors.edit.save')}
      </OnlineOnlyButton>
    </div>
  );

  return (
    <Page>
      <AuthorBreadcrumb page={author ? 'edit' : 'create'} author={author} />
      <PageHeader title={title} actions={actions} />
      <DraftKeeper
        control={control}
        draftKey={`authors/edit/${author ? author.id : 'new'}`}
        dirty={formState.isDirty}
        onRestore={(data) => reset(data, { keepDefaultValues: true })}
        discardRef={discardDraft}
        className={styles.bar}
      />
      {conflict && (
        <MessageBar intent="error" className={styles.bar} layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('authors.edit.conflictTitle')}</MessageBarTitle>
            {conflict.message}
            {conflict.fresh && ` ${t('authors.edit.reloadHint')}`}
          </MessageBarBody>
          {conflict.fresh && (
            <MessageBarActions>
              <Button size="small" onClick={() => conflict.fresh && reload(conflict.fresh)}>
                {t('authors.edit.reload')}
              </Button>
            </MessageBarActions>
          )}
        </MessageBar>
      )}
      <RecordLayout side={author && <AuthorSidePanel author={author} />}>
        <div className={styles.form}>
          <FormProvider {...form}>
            <form
              id={formId}
              className={styles.form}
              aria-label={t('authors.edit.formLabel')}
              noValidate
              onSubmit={(event) => void handleSubmit(save)(event)}
            >
              <IdentitySection />
              <FunctionsSection />
              <ContactsSection />
              <ProfilesSection />
              <NotesSection />
            </form>
          </FormProvider>
          {/* The gallery saves its own changes at once: it is not part of the form. */}
          <FormSection id="author-images" title={t('authors.edit.sections.images')}>
            {author ? (
              <AuthorGallery author={author} editable showDisabled={showDisabled} onShowDisabledChange={setShowDisabled} />
            ) : (
              <NewAuthorImages
                files={newImages}
                onAdd={(added) => setNewImages((list) => [...list, ...added])}
                onRemove={(removed) => setNewImages((list) => list.filter((chosen) => chosen !== removed))}
              />
            )}
          </FormSection>
          <div className={styles.footer}>{actions}</div>
        </div>
      </RecordLayout>
      {guard.dialog}
      <Dialog open={confirmCancel} modalType="alert" onOpenChange={(_event, data) => !data.open && setConfirmCancel(false)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('authors.edit.cancelTitle')}</DialogTitle>
            <DialogContent>{t('authors.edit_cancel_confirmation')}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => setConfirmCancel(false)}>
                {t('authors.edit.keepEditing')}
              </Button>
              <Button
                onClick={() => {
                  setConfirmCancel(false);
                  void discard();
                  leave(back);
                }}
              >
                {t('authors.edit.confirmCancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </Page>
  );
}
