import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload24Regular, ArrowImport24Regular, ArrowLeft24Regular, DocumentAdd24Regular, DocumentPdf24Regular, Eye24Regular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXS}`,
    borderLeft: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    width: '56px',
    flexShrink: 0,
  },
});

export interface EditorSidePanelProps {
  onBack(): void;
  onPreview(): void;
  /** Absent: the user may not download the XML (the button is not shown). */
  onDownloadXml?: () => void;
  /** Absent: no "add article" here (the new-article dialog is not available). */
  onAddArticle?: () => void;
  /** Absent: importing is not allowed (read-only). */
  onImportXml?: () => void;
  /** Absent: no placard to download yet (or none for this periodical); the button says so, disabled. */
  onPdf?: () => void;
}

function PanelButton({ label, icon, onClick }: { label: string; icon: ReactElement; onClick?: () => void }) {
  return (
    <Tooltip content={label} relationship="label" positioning="before" withArrow>
      <Button appearance="subtle" size="large" icon={icon} onClick={onClick} disabledFocusable={!onClick} />
    </Tooltip>
  );
}

/** The narrow right-hand panel of spec 2 §2.6: back, preview, download XML, add article, import XML, PDF. */
export function EditorSidePanel({ onBack, onPreview, onDownloadXml, onAddArticle, onImportXml, onPdf }: EditorSidePanelProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <nav className={styles.root} aria-label={t('articles.editor.panel')}>
      <PanelButton label={t('articles.editor.back')} icon={<ArrowLeft24Regular />} onClick={onBack} />
      <PanelButton label={t('articles.editor.preview')} icon={<Eye24Regular />} onClick={onPreview} />
      {onDownloadXml && <PanelButton label={t('articles.editor.downloadXml')} icon={<ArrowDownload24Regular />} onClick={onDownloadXml} />}
      {onAddArticle && <PanelButton label={t('articles.editor.addArticle')} icon={<DocumentAdd24Regular />} onClick={onAddArticle} />}
      <PanelButton label={t('articles.editor.importXml')} icon={<ArrowImport24Regular />} onClick={onImportXml} />
      <PanelButton label={onPdf ? t('articles.editor.pdf') : t('articles.editor.pdfUnavailable')} icon={<DocumentPdf24Regular />} onClick={onPdf} />
    </nav>
  );
}
