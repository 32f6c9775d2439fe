import { useEffect, useId, useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm } from 'react-hook-form';
import { Button, Spinner } from '@fluentui/react-components';
import { Save20Regular } from '@fluentui/react-icons';
import type { PublicationDetail, PublicationInput, PublicationRow } from '@shared/domain/publication';
import { BridgeError } from '@shared/errors';
import { hasRole } from '@shared/rules/permissions';
import { PUBLICATION_ACTION_ROLES } from '@shared/rules/publication-workflow';
import { publicationName } from '@shared/rules/publication-number';
import { sentVersion } from '@shared/rules/read-version';
import { useBridge } from '../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../bridge/error-message';
import { usePeriodicals } from '../../periodicals/usePeriodicals';
import { useRoles } from '../../auth/useAuth';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { useNotify } from '../../notifications/useNotify';
import { useRefreshPublications } from '../shared/publication-query';
import { PublicationFormFields } from './PublicationFormFields';
import { NEW_PUBLICATION_VALUES, publicationFormResolver, publicationToValues, type PublicationDialogValues } from './publication-form';
import { FormDialog } from '../../../components/form/FormDialog';
import { useDialogSave } from '../../../components/form/useDialogSave';

export type PublicationDialogProps = {
  open: boolean;
  onClose(): void;
  /** After a save: the publication as the server answered it (the lists are read again already). */
  onSaved(publication: PublicationDetail): void;
  /** Editing: a list row or the publication read (its plan is not needed; its version, if any, is sent back). */
} & ({ mode: 'create' } | { mode: 'edit'; publication: PublicationRow });

/**
 * The new-publication dialog (spec 2 §2.2, §2.8), also the edit dialog of a publication (list and organise
 * page). Checked by the shared rule on leaving each field and on saving (§5). Server refusals (§8): 409, a
 * publication of that name exists (or a stale version), and 412, the server's reason, stay in the dialog;
 * any other failure is a generic error notification and the dialog closes.
 */
export function PublicationDialog(props: PublicationDialogProps) {
  const { open, onClose, onSaved } = props;
  const edited = props.mode === 'edit' ? props.publication : null;
  const { t } = useTranslation();
  const bridge = useBridge();
  const notify = useNotify();
  const refresh = useRefreshPublications();
  const roles = useRoles();
  const periodicals = usePeriodicals();
  const formId = useId();
  const { saving, close, run, frame } = useDialogSave(onClose);

  const resolver = useMemo(() => publicationFormResolver(edited?.periodicalId), [edited?.periodicalId]);
  const defaults = useMemo(() => (edited ? publicationToValues(edited) : NEW_PUBLICATION_VALUES), [edited]);
  const form = useForm<PublicationDialogValues, unknown, PublicationInput>({
    defaultValues: defaults,
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { reset, handleSubmit } = form;
  // Each opening starts from the publication as it is now (or a blank form).
  useEffect(() => {
    if (open) reset(defaults);
  }, [open, defaults, reset]);

  // Creating: the periodicals the user may edit publications of (the server checks again).
  const offered = (periodicals.data ?? []).filter((p) => hasRole(roles, PUBLICATION_ACTION_ROLES.edit, p.id));
  const fixedPeriodical = edited ? { id: edited.periodicalId, label: edited.periodicalLabel } : undefined;

  const save = (values: PublicationInput) =>
    run(
      async () => {
        const saved = edited
          ? await bridge.invoke('publications.update', edited.id, { ...values, ...sentVersion('version', edited.version) })
          : await bridge.invoke('publications.create', values);
        await refresh(saved.id, saved);
        notify.success(t(edited ? 'publications.list.dialog.saved' : 'publications.list.dialog.created', { name: saved.name }));
        onSaved(saved);
      },
      (error) => {
        // §8: 409 "a publication with that name exists", 412 the server's message: the user corrects and saves again.
        if (error instanceof BridgeError && error.code === 'HTTP' && (error.status === 409 || error.status === 412)) return refusal(error, values);
        notify.error(bridgeErrorMessage(error, t, t('publications.list.dialog.saveFailed', { status: error instanceof BridgeError ? (error.status ?? error.code) : '?' })));
        close();
        return null;
      },
    );

  /**
   * A 409 is the name taken (§8), said with the name the form builds; or, when a version was sent (the reference
   * server's extension), possibly a stale one, which the server's own message tells apart. A 412 is the server's.
   */
  const refusal = (error: BridgeError, values: PublicationInput): string => {
    const server = error.message.trim();
    if (error.status === 412 || (server && edited?.version !== undefined)) return server;
    return t('publications.list.dialog.nameExists', { name: publicationName(values) });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(save)(event);
  const title = edited ? t('publications.list.dialog.editTitle', { name: edited.name }) : t('publications.list.dialog.createTitle');

  return (
    <FormDialog
      open={open}
      title={title}
      width="medium"
      {...frame}
      failureTitle={t('publications.list.dialog.failedTitle')}
      onSave={() => void handleSubmit(save)()}
      actions={
        <>
          <Button onClick={close} disabled={saving}>
            {t('publications.list.dialog.cancel')}
          </Button>
          <OnlineOnlyButton appearance="primary" type="submit" form={formId} disabled={saving} icon={saving ? <Spinner size="tiny" /> : <Save20Regular />}>
            {t('publications.list.dialog.save')}
          </OnlineOnlyButton>
        </>
      }
    >
      <FormProvider {...form}>
        <form id={formId} aria-label={title} noValidate onSubmit={submit}>
          <PublicationFormFields periodicals={offered} fixedPeriodical={fixedPeriodical} />
        </form>
      </FormProvider>
    </FormDialog>
  );
}
