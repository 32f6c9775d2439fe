import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { makeStyles, tokens } from '@fluentui/react-components';
import { MergeView } from '@codemirror/merge';
import { EditorState } from '@codemirror/state';
import { EditorView, lineNumbers } from '@codemirror/view';
import { syntaxHighlighting } from '@codemirror/language';
import { xml } from '@codemirror/lang-xml';
import { xmlHighlightStyle } from '../../components/xml-highlight-style';

const useStyles = makeStyles({
  root: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    maxHeight: '60vh',
    overflow: 'auto',
  },
});

/** Read-only, the app's colours and monospace type. */
const theme = EditorView.theme({
  '&': { backgroundColor: tokens.colorNeutralBackground1, color: tokens.colorNeutralForeground1, fontSize: tokens.fontSizeBase200 },
  '.cm-scroller': { fontFamily: tokens.fontFamilyMonospace },
  '.cm-gutters': { backgroundColor: tokens.colorNeutralBackground2, color: tokens.colorNeutralForeground3, borderRight: `1px solid ${tokens.colorNeutralStroke2}` },
});

const side = (doc: string, label: string) => ({
  doc,
  extensions: [
    lineNumbers(),
    syntaxHighlighting(xmlHighlightStyle),
    xml(),
    theme,
    EditorState.readOnly.of(true),
    EditorView.editable.of(false),
    EditorView.contentAttributes.of({ 'aria-label': label }),
  ],
});

/**
 * The expert's comparison (issue 27): the two versions' XML side by side, CodeMirror 6's merge view, changed
 * lines and characters marked, unchanged stretches folded. Its diff is bounded in time (diffConfig), and the
 * caller shows it only below a size (a summary above).
 */
export default function XmlMergeView({ before, after, beforeLabel, afterLabel }: { before: string; after: string; beforeLabel: string; afterLabel: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const view = new MergeView({
      a: side(before, beforeLabel),
      b: side(after, afterLabel),
      parent: host.current,
      collapseUnchanged: { margin: 3, minSize: 6 },
      diffConfig: { scanLimit: 500, timeout: 500 },
      highlightChanges: true,
      gutter: true,
    });
    return () => view.destroy();
  }, [before, after, beforeLabel, afterLabel]);
  return <div ref={host} className={styles.root} role="group" aria-label={t('history.compare.xmlTab')} />;
}
