import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Caption1,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import { ArrowClockwise20Regular } from '@fluentui/react-icons';
import { JOUVE_REPORT_LIMIT, type JouveProcess } from '@shared/domain/jouve';
import { PROCESS_STATUSES, type ProcessStatus } from '@shared/domain/publication';
import { useBridge } from '../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../bridge/error-message';
import { formatDateTime } from '../../../i18n/dates';
import { useCan } from '../../auth/useAuth';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalXXL },
  header: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  grow: { flexGrow: 1 },
  totals: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, margin: 0, padding: 0, listStyle: 'none' },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  message: { color: tokens.colorPaletteRedForeground1 },
});

const STATUS_COLOUR: Record<ProcessStatus, 'informative' | 'success' | 'danger' | 'warning' | 'subtle'> = {
  GEN_REQUEST_PACKAGE: 'informative',
  PENDING: 'informative',
  GEN_RESULT_PACKAGE: 'informative',
  FINISHED: 'success',
  ERROR: 'danger',
  CANCEL: 'subtle',
  OUT_OF_DATE: 'warning',
};

/**
 * The Jouve process report (spec 2 §7 GET /api/admin/jouve) as a readable table: totals by status, then the
 * latest placard and printer PDF processes. Shown to the administrator only, as the server answers it.
 */
export function JouveReport() {
  const isAdmin = useCan('admin.jouve');
  return isAdmin ? <JouveReportSection /> : null;
}

function JouveReportSection() {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const report = useQuery({ queryKey: ['jouve', 'report'], queryFn: () => bridge.invoke('jouve.report') });
  const statusLabel = (status: ProcessStatus) => t(`publications.organise.summary.processes.${status}`);
  const target = (process: JouveProcess) => t(`jouve.targets.${process.target.kind}`, { id: process.target.id, label: process.target.label });

  return (
    <section aria-labelledby="jouve-report-title" className={styles.root}>
      <div className={styles.header}>
        <h2 id="jouve-report-title" className={styles.title}>
          {t('jouve.title')}
        </h2>
        {report.data && <Caption1 className={styles.grow}>{t('jouve.generatedAt', { date: formatDateTime(report.data.generatedAt) })}</Caption1>}
        <Button icon={<ArrowClockwise20Regular />} onClick={() => void report.refetch()} disabled={report.isFetching}>
          {t('jouve.refresh')}
        </Button>
      </div>
      <Caption1>{t('jouve.intro', { count: JOUVE_REPORT_LIMIT })}</Caption1>
      {report.isPending && <Spinner size="small" label={t('jouve.loading')} />}
      {report.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{bridgeErrorMessage(report.error, t, t('jouve.failed'))}</MessageBarBody>
        </MessageBar>
      )}
      {report.data && (
        <>
          <ul aria-label={t('jouve.totals')} className={styles.totals}>
            {PROCESS_STATUSES.map((status) => (
              <li key={status}>
                <Badge appearance="tint" color={STATUS_COLOUR[status]}>
                  {statusLabel(status)} : {report.data.totals[status]}
                </Badge>
              </li>
            ))}
          </ul>
          {report.data.processes.length === 0 ? (
            <Caption1>{t('jouve.empty')}</Caption1>
          ) : (
            <Table aria-label={t('jouve.table')} size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('jouve.columns.id')}</TableHeaderCell>
                  <TableHeaderCell>{t('jouve.columns.type')}</TableHeaderCell>
                  <TableHeaderCell>{t('jouve.columns.target')}</TableHeaderCell>
                  <TableHeaderCell>{t('jouve.columns.status')}</TableHeaderCell>
                  <TableHeaderCell>{t('jouve.columns.requested')}</TableHeaderCell>
                  <TableHeaderCell>{t('jouve.columns.user')}</TableHeaderCell>
                  <TableHeaderCell>{t('jouve.columns.updated')}</TableHeaderCell>
                  <TableHeaderCell>{t('jouve.columns.pages')}</TableHeaderCell>
                  <TableHeaderCell>{t('jouve.columns.message')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {report.data.processes.map((process) => (
                  <TableRow key={process.id}>
                    <TableCell className={styles.number}>{process.id}</TableCell>
                    <TableCell>{t(`jouve.types.${process.type}`)}</TableCell>
                    <TableCell>{target(process)}</TableCell>
                    <TableCell>
                      <Badge appearance="tint" color={STATUS_COLOUR[process.status]}>
                        {statusLabel(process.status)}
                      </Badge>
                    </TableCell>
                    <TableCell>{formatDateTime(process.creationDate)}</TableCell>
                    <TableCell>{process.creationUser ?? '—'}</TableCell>
                    <TableCell>{formatDateTime(process.modificationDate)}</TableCell>
                    <TableCell className={styles.number}>{process.pageCount ?? '—'}</TableCell>
                    <TableCell className={process.message ? styles.message : undefined}>{process.message ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </section>
  );
}
