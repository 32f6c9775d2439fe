import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { BulkWorkflowOutcome, BulkWorkflowResult, PublicationRow } from '@shared/domain/publication';
import { BridgeError } from '@shared/errors';
import { PUBLICATION_BULK_ACTIONS, PUBLICATION_WORKFLOW_RULES, canRunOnSelection, type PublicationBulkAction } from '@shared/rules/publication-workflow';
import { useBridge } from '../../../bridge/BridgeContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useRoles } from '../../auth/useAuth';
import { useRefreshPublications } from '../shared/publication-query';
import { PUBLICATION_ACTION_ICONS } from '../workflow/PublicationActionsMenu';
import { workflowErrorMessage } from '../workflow/workflow-errors';

const useStyles = makeStyles({
  report: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  line: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  reason: { color: tokens.colorPaletteRedForeground1 },
});

/** The menu item of each action (fr-publications-workflow items, and the menu's icons). */
const ITEMS = {
  GENERATE_PUBLICATION_PLACARD: 'generatePlacard',
  GENERATE_PUBLICATION_PRINTER_PDF: 'generatePrinterPdf',
  BAT_PUBLICATION: 'bat',
  INVALIDATE_PUBLICATION_PRINTER_PDF: 'cancelPrinterPdf',
  UNLOCK_PUBLICATION_PLACARD: 'unlockPlacard',
  BAP_ARTICLES_OF_PUBLICATION: 'bapAll',
} as const satisfies Record<PublicationBulkAction, string>;

/** One line of the report: a publication and what became of it. */
interface ReportLine {
  id: number;
  name: string;
  done: boolean;
  reason: string | null;
}

/** The report: a line per publication, or none when the answer said only that some succeeded (a bare 202). */
interface Report {
  action: PublicationBulkAction;
  lines: ReportLine[] | null;
}

/**
 * The bulk workflow actions of the publication list (spec 2 §4, §7 POST /api/workflow/publications; issue 25):
 * each offered when one selected publication may take it (the shared rule, with the reason as tooltip
 * otherwise), confirmed with the count, then reported row by row: done, or refused with the server's reason
 * (a 202 is a partial success, spec 2 §8; when none succeeded, the server's refusal for each). A 202 that does
 * not say which succeeded is reported as such, naming none.
 */
export function PublicationBulkActions({ selected, allPagesSelected, onDone }: { selected: readonly PublicationRow[]; allPagesSelected: boolean; onDone(): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const roles = useRoles();
  const bridge = useBridge();
  const refresh = useRefreshPublications();
  const [asked, setAsked] = useState<PublicationBulkAction | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const selection = { items: selected, allPages: allPagesSelected };
  const labelOf = (action: PublicationBulkAction) => t(`publications.workflow.items.${ITEMS[action]}`);

  const reportLines = (refusals: BulkWorkflowResult['failed']) => {
    const failed = new Map(refusals.map((f) => [f.id, f]));
    return selected.map((p): ReportLine => {
      const refusal = failed.get(p.id);
      if (!refusal) return { id: p.id, name: p.name, done: true, reason: null };
      const reason = refusal.message === '' ? refusal.reason : workflowErrorMessage(new BridgeError('HTTP', refusal.message, refusal.status, refusal.reason), t);
      return { id: p.id, name: p.name, done: false, reason };
    });
  };

  const run = async (action: PublicationBulkAction) => {
    const ids = selected.map((p) => p.id);
    let result: BulkWorkflowOutcome;
    try {
      result = await bridge.invoke('publications.workflowMany', action, ids);
    } catch (error) {
      // None succeeded: the server's refusal, for each publication the shared rule does not explain better.
      const reason = workflowErrorMessage(error, t);
      result = {
        kind: 'rows',
        succeeded: [],
        failed: selected.map((p) => {
          const verdict = PUBLICATION_WORKFLOW_RULES[action](p, roles);
          return { id: p.id, status: 400, message: '', reason: verdict.allowed ? reason : verdict.reason };
        }),
      };
    }
    setAsked(null);
    setReport({ action, lines: result.kind === 'rows' ? reportLines(result.failed) : null });
    await refresh(null);
  };
  // The selection goes once the report is read (the toolbar, and this report with it, leave then).
  const closeReport = () => {
    setReport(null);
    onDone();
  };

  const button = (action: PublicationBulkAction) => {
    const verdict = canRunOnSelection(action, selection, roles);
    const node = (
      <Button key={action} appearance="subtle" icon={PUBLICATION_ACTION_ICONS[ITEMS[action]]} disabledFocusable={!verdict.allowed} onClick={() => setAsked(action)}>
        {labelOf(action)}
      </Button>
    );
    return verdict.allowed ? (
      node
    ) : (
      <Tooltip key={action} content={verdict.reason} relationship="description">
        {node}
      </Tooltip>
    );
  };

  const done = report?.lines?.filter((l) => l.done).length ?? 0;
  return (
    <>
      {/* Inside the list's selection toolbar: the buttons join it. */}
      {PUBLICATION_BULK_ACTIONS.map(button)}
      <ConfirmDialog
        open={asked !== null}
        title={asked ? labelOf(asked) : ''}
        text={asked ? t('publications.list.bulk.confirm', { action: labelOf(asked), count: selected.length }) : ''}
        confirmLabel={asked ? labelOf(asked) : ''}
        onConfirm={() => (asked ? run(asked) : Promise.resolve()).finally(() => setAsked(null))}
        onCancel={() => setAsked(null)}
      />
      <Dialog open={report !== null} onOpenChange={(_e, data) => !data.open && closeReport()}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{report ? t('publications.list.bulk.reportTitle', { action: labelOf(report.action) }) : ''}</DialogTitle>
            <DialogContent>
              {report?.lines === null ? (
                <p>{t('publications.list.bulk.partial')}</p>
              ) : (
                <>
                  <p>{t('publications.list.bulk.summary', { done, count: report?.lines.length ?? 0 })}</p>
                  <ul className={styles.report} aria-label={t('publications.list.bulk.reportLabel')}>
                    {report?.lines.map((line) => (
                      <li key={line.id} className={styles.line}>
                        <strong>{line.name}</strong>
                        <Badge appearance="tint" color={line.done ? 'success' : 'danger'}>
                          {line.done ? t('publications.list.bulk.done') : t('publications.list.bulk.refused')}
                        </Badge>
                        {line.reason !== null && <span className={styles.reason}>{line.reason}</span>}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={closeReport}>
                {t('common.close')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
