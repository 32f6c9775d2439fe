import { useTranslation } from 'react-i18next';
import {
  Badge,
  Body1Strong,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircle20Filled, Subtract20Regular } from '@fluentui/react-icons';
import { RIGHTS_COLUMNS, rightsTable } from '@shared/rules/permissions';
import { VisuallyHidden } from '../../components/VisuallyHidden';

const useStyles = makeStyles({
  surface: {
    maxWidth: '640px',
  },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
  },
  roles: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  caption: {
    textAlign: 'start',
    marginBottom: tokens.spacingVerticalS,
  },
  table: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  header: {
    backgroundColor: tokens.colorNeutralBackground3,
  },
  headerCell: {
    whiteSpace: 'nowrap',
  },
  granted: {
    color: tokens.colorPaletteGreenForeground1,
    verticalAlign: 'middle',
  },
  denied: {
    color: tokens.colorNeutralForeground4,
    verticalAlign: 'middle',
  },
  first: {
    width: '28%',
  },
});

function Granted({ granted }: { granted: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <>
      {granted ? (
        <CheckmarkCircle20Filled aria-hidden="true" className={styles.granted} />
      ) : (
        <Subtract20Regular aria-hidden="true" className={styles.denied} />
      )}
      <VisuallyHidden>{granted ? t('common.yes') : t('common.no')}</VisuallyHidden>
    </>
  );
}

/** The access-rights table of spec 1 §1: per section, and per periodical against the four roles. */
export function RightsDialog({
  open,
  onOpenChange,
  roles,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  roles: readonly string[];
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const table = rightsTable(roles);

  return (
    <Dialog open={open} onOpenChange={(_event, data) => onOpenChange(data.open)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('rights.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.roles}>
              <Body1Strong>{t('rights.yourRoles')}</Body1Strong>
              {roles.length === 0 ? (
                <Caption1>{t('rights.noRole')}</Caption1>
              ) : (
                roles.map((role) => (
                  <Badge key={role} appearance="tint" shape="rounded" color="brand">
                    {role}
                  </Badge>
                ))
              )}
            </div>

            <Table size="small" className={styles.table} aria-label={t('rights.sectionsCaption')}>
              <TableHeader className={styles.header}>
                <TableRow>
                  <TableHeaderCell className={styles.first}>{t('rights.section')}</TableHeaderCell>
                  <TableHeaderCell>{t('rights.access')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {table.sections.map((row) => (
                  <TableRow key={row.section}>
                    <TableCell>{t(`rights.sectionLabels.${row.section}`)}</TableCell>
                    <TableCell>
                      <Granted granted={row.granted} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>

            <Table size="small" className={styles.table} aria-label={t('rights.periodicalsCaption')}>
              <TableHeader className={styles.header}>
                <TableRow>
                  <TableHeaderCell className={styles.first}>{t('rights.periodical')}</TableHeaderCell>
                  {RIGHTS_COLUMNS.map((column) => (
                    <TableHeaderCell key={column} className={styles.headerCell}>
                      {t(`rights.columns.${column}`)}
                    </TableHeaderCell>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {table.periodicals.map((row) => (
                  <TableRow key={row.periodicalId}>
                    <TableCell>{row.periodicalId}</TableCell>
                    {RIGHTS_COLUMNS.map((column) => (
                      <TableCell key={column}>
                        <Granted granted={row.granted[column]} />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="primary">{t('common.close')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
