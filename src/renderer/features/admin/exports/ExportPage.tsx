import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, type Control } from 'react-hook-form';
import { Caption1, Field, Input, Select, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarRegular, DocumentArrowDown20Regular } from '@fluentui/react-icons';
import { ADMIN_EXPORT_KINDS, type AdminExportKind, type AdminExportRequest } from '@shared/domain/admin-export';
import { can } from '@shared/rules/abilities';
import { useBridge } from '../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../bridge/error-message';
import { Page } from '../../../components/Page';
import { PageHeader } from '../../../components/PageHeader';
import { maskDate } from '../../../components/list/filters/date-input';
import { periodicalOptionLabel } from '../../../components/periodical-option-label';
import { useRoles } from '../../auth/useAuth';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { useNotify } from '../../notifications/useNotify';
import { usePeriodicals } from '../../periodicals/usePeriodicals';
import { JouveReport } from '../jouve/JouveReport';
import { EMPTY_EXPORT_VALUES, exportFormResolver, type ExportFormValues } from './export-form';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '760px', marginTop: tokens.spacingVerticalL },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '& > *': { minWidth: 0 },
  },
  files: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, border: 'none' },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalS, padding: 0 },
  file: { display: 'grid', gridTemplateColumns: '300px minmax(0, 1fr)', gap: tokens.spacingHorizontalL, alignItems: 'center' },
  button: { justifyContent: 'flex-start' },
  hint: { color: tokens.colorNeutralForeground3 },
  // Fluent's controls keep an intrinsic width: in a grid cell they must take the cell's, no more.
  control: { width: '100%', minWidth: 0 },
});

type DateName = 'startDate' | 'endDate';

function DateField({ control, name, label, hint, className }: { control: Control<ExportFormValues, unknown, AdminExportRequest>; name: DateName; label: string; hint: string; className: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} hint={hint} required validationState={fieldState.error ? 'error' : 'none'} validationMessage={fieldState.error?.message}>
          <Input
            className={className}
            ref={field.ref}
            name={field.name}
            value={field.value}
            inputMode="numeric"
            maxLength={10}
            autoComplete="off"
            contentAfter={<CalendarRegular aria-hidden />}
            onChange={(_event, data) => field.onChange(maskDate(data.value))}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}

/**
 * The export page (spec 2 §2.9 Export, §5, §7): a periodical and at most 60 days, then one of three files,
 * saved through the download queue. Authors and references for the page's two roles (ADMIN, or MANAGER of
 * the periodical, whose periodicals alone are offered); published elements for ADMIN alone. The server
 * checks the same rule and the same roles. The Jouve report closes the page.
 */
export function ExportPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const notify = useNotify();
  const roles = useRoles();
  const periodicals = usePeriodicals();
  const [running, setRunning] = useState<AdminExportKind | null>(null);
  const form = useForm<ExportFormValues, unknown, AdminExportRequest>({
    defaultValues: EMPTY_EXPORT_VALUES,
    resolver: exportFormResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const offered = (periodicals.data ?? []).filter((p) => can(roles, 'page.export', p.id));
  const kinds = ADMIN_EXPORT_KINDS.filter((kind) => kind !== 'publication' || can(roles, 'export.publication'));

  const run = (kind: AdminExportKind) =>
    form.handleSubmit(async (request) => {
      setRunning(kind);
      try {
        await bridge.invoke('adminExports.download', kind, request);
        notify.success(t('adminExports.started', { name: t(`adminExports.kinds.${kind}`) }));
      } catch (error) {
        notify.error(bridgeErrorMessage(error, t, t('adminExports.failed')));
      } finally {
        setRunning(null);
      }
    })();

  return (
    <Page>
      <PageHeader title={t('pages.export')} />
      <Caption1>{t('adminExports.intro')}</Caption1>
      <form aria-label={t('adminExports.form')} className={styles.form} noValidate onSubmit={(event) => event.preventDefault()}>
        <div className={styles.fields}>
          <Controller
            control={form.control}
            name="periodicalId"
            render={({ field, fieldState }) => (
              <Field label={t('adminExports.periodical')} required validationState={fieldState.error ? 'error' : 'none'} validationMessage={fieldState.error?.message}>
                <Select className={styles.control} ref={field.ref} name={field.name} value={field.value} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur}>
                  <option value="">{t('adminExports.periodicalPlaceholder')}</option>
                  {offered.map((p) => (
                    <option key={p.id} value={p.id}>
                      {periodicalOptionLabel(p)}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
          />
          <DateField control={form.control} name="startDate" label={t('adminExports.startDate')} hint={t('adminExports.dateHint')} className={styles.control} />
          <DateField control={form.control} name="endDate" label={t('adminExports.endDate')} hint={t('adminExports.dateHint')} className={styles.control} />
        </div>
        <fieldset className={styles.files}>
          <legend className={styles.legend}>{t('adminExports.files')}</legend>
          {kinds.map((kind) => (
            <div key={kind} className={styles.file}>
              <OnlineOnlyButton
                className={styles.button}
                icon={running === kind ? <Spinner size="tiny" /> : <DocumentArrowDown20Regular />}
                disabled={running !== null}
                onClick={() => void run(kind)}
              >
                {t(`adminExports.kinds.${kind}`)}
              </OnlineOnlyButton>
              <Caption1 className={styles.hint}>{t(`adminExports.kindHints.${kind}`)}</Caption1>
            </div>
          ))}
        </fieldset>
      </form>
      <JouveReport />
    </Page>
  );
}
