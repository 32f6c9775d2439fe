import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MessageBarBody, MessageBarTitle, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { Code20Regular, DocumentText20Regular } from '@fluentui/react-icons';
import { MessageBar } from '../../../../components/MessageBar';
import { useNotify } from '../../../notifications/useNotify';
import type { EditorConfig } from '../codemirror-setup';
import { XmlCodeEditor, type XmlCodeEditorHandle } from '../XmlCodeEditor';
import type { StructuredSchema } from './pm-schema';
import { StructuredEditor, type StructuredEditorHandle } from './StructuredEditor';
import { xmlToDoc } from './xml-document';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 },
  modes: {
    display: 'flex',
    justifyContent: 'flex-end',
    padding: `0 ${tokens.spacingHorizontalL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  view: { flexGrow: 1, minHeight: 0 },
});

export type EditorMode = 'document' | 'xml';

export interface DocumentEditorHandle extends XmlCodeEditorHandle {
  /** False when the text cannot be shown as a document (the user is told why): nothing replaced. */
  replaceAll(text: string): boolean;
}

export interface DocumentEditorProps extends EditorConfig {
  /** The structured editor's schema (the client's own article schema). */
  ss: StructuredSchema;
  /** The document view's accessible name (the XML view's is `label`). */
  documentLabel: string;
  /** Spec 2 §2.6: Tl, or kl of the periodical: the XML view and its switch. Others never see XML. */
  expertMode: boolean;
}

/**
 * The editor of the page (issue 26): the article as a document for everyone, and for experts a switch to
 * its XML and back over the same unsaved state. The page talks to it as to the XML editor (getText, load,
 * replaceAll…), whichever view is shown. A text the document view cannot represent is shown read-only
 * with the reason, and stays editable as XML for an expert.
 */
export const DocumentEditor = forwardRef<DocumentEditorHandle, DocumentEditorProps>(function DocumentEditor(props, ref) {
  const { t } = useTranslation();
  const styles = useStyles();
  const notify = useNotify();
  const { ss, documentLabel, expertMode, ...xmlConfig } = props;
  const structured = useRef<StructuredEditorHandle>(null);
  const xml = useRef<XmlCodeEditorHandle>(null);
  // ?vue=xml: an expert's link straight to the XML view (the document is then not built at all).
  const [params] = useSearchParams();
  const [mode, setMode] = useState<EditorMode>(params.get('vue') === 'xml' ? 'xml' : 'document');
  /** Why the document view cannot show the text, or null when it does. */
  const [unrepresentable, setUnrepresentable] = useState<string | null>(null);
  /** The text last loaded: kept as it is while the document view cannot show it. */
  const text = useRef<string | null>(null);
  const shown = expertMode ? mode : 'document';

  /** The text into the document view: false (and the reason kept) when it cannot be. */
  const showAsDocument = (value: string, replace: boolean): string | null => {
    const result = xmlToDoc(ss, value, xmlConfig.root);
    if (!result.ok) return result.reason;
    if (replace) structured.current?.replaceAll(result.doc);
    else structured.current?.load(result.doc);
    return null;
  };

  const loadDocument = (value: string) => {
    text.current = value;
    setUnrepresentable(showAsDocument(value, false));
  };

  const currentText = (): string => {
    if (shown === 'xml') return xml.current?.getText() ?? '';
    if (unrepresentable !== null) return text.current ?? '';
    return structured.current?.getXml() ?? '';
  };

  const switchTo = (next: EditorMode) => {
    if (next === shown) return;
    const value = currentText();
    if (next === 'xml') {
      xml.current?.load(value);
      setMode('xml');
      return;
    }
    const reason = showAsDocument(value, false);
    if (reason !== null) {
      notify.error(t('articles.structured.switchRefused', { reason }), { key: 'structured-switch' });
      return;
    }
    text.current = value;
    setUnrepresentable(null);
    setMode('document');
  };

  useImperativeHandle(ref, () => ({
    getText: currentText,
    load: (value) => {
      if (shown === 'xml') {
        text.current = value;
        xml.current?.load(value);
      } else loadDocument(value);
    },
    replaceAll: (value) => {
      if (shown === 'xml') {
        xml.current?.replaceAll(value);
        return true;
      }
      const reason = showAsDocument(value, true);
      if (reason !== null) {
        notify.error(t('articles.structured.importRefused', { reason }), { key: 'structured-import' });
        return false;
      }
      text.current = value;
      setUnrepresentable(null);
      return true;
    },
    markFault: (fault) => xml.current?.markFault(fault),
    focus: () => (shown === 'xml' ? xml.current?.focus() : structured.current?.focus()),
  }));

  return (
    <div className={styles.root}>
      {expertMode && (
        <div className={styles.modes}>
          <TabList
            size="small"
            selectedValue={shown}
            onTabSelect={(_event, data) => switchTo(data.value as EditorMode)}
            aria-label={t('articles.structured.mode')}
          >
            <Tab value="document" icon={<DocumentText20Regular />}>
              {t('articles.structured.modeDocument')}
            </Tab>
            <Tab value="xml" icon={<Code20Regular />}>
              {t('articles.structured.modeXml')}
            </Tab>
          </TabList>
        </div>
      )}
      {shown === 'document' && unrepresentable !== null && (
        <MessageBar intent="warning">
          <MessageBarBody>
            <MessageBarTitle>{t('articles.structured.unrepresentableTitle')}</MessageBarTitle>
            {t('articles.structured.unrepresentable', { reason: unrepresentable })}{' '}
            {expertMode ? t('articles.structured.unrepresentableExpert') : t('articles.structured.unrepresentableOthers')}
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.view} hidden={shown !== 'document' || unrepresentable !== null}>
        {ss && (
          <StructuredEditor
            ref={structured}
            ss={ss}
            label={documentLabel}
            readOnly={xmlConfig.readOnly || unrepresentable !== null}
            expertMode={expertMode}
            onChange={xmlConfig.onChange}
          />
        )}
      </div>
      {expertMode && (
        <div className={styles.view} hidden={shown !== 'xml'}>
          <XmlCodeEditor ref={xml} {...xmlConfig} />
        </div>
      )}
    </div>
  );
});
