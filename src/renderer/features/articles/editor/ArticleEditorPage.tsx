import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatch, useNavigate, useParams } from 'react-router-dom';
import { Badge, Button, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Open20Regular } from '@fluentui/react-icons';
import { MessageBar } from '../../../components/MessageBar';
import { SaveButton } from '../../../components/form/SaveButton';
import { isLockFree, type EditorDocument, type EditorImport, type SaveOrigin } from '@shared/domain/editor';
import { ROUTE_SEGMENTS as S } from '@shared/rules/navigation';
import { replaceDocumentBody } from '@shared/rules/document-body';
import { ARTICLE_XML_SCHEMA } from '@shared/editor/article-schema';
import { richTextToPlain } from '@shared/rules/rich-text';
import { useSaveShortcut } from '../../../app/commands/useCommand';
import { useBridge } from '../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../bridge/error-message';
import { parseRouteId } from '../../../components/route-id';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { paths } from '../../../app/paths';
import { useCan } from '../../auth/useAuth';
import { useNotify } from '../../notifications/useNotify';
import { ArticleDialog } from '../actions/ArticleDialog';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { EditorSidePanel } from './EditorSidePanel';
import { EditorDraftBar } from './EditorDraftBar';
import { ImportXmlDialog } from './ImportXmlDialog';
import { LockBanner } from './LockBanner';
import { useEditorSession } from './useEditorSession';
import { useFirstChangeLock } from './useFirstChangeLock';
import { renvoiTarget, useRenvoiAtCaret } from './useRenvoiTarget';
import { useEditorActions } from './useEditorActions';
import { useEditorDraft } from './useEditorDraft';
import { useXmlSave } from './useXmlSave';
import { completionSchema } from './xml-completion';
import { DocumentEditor, type DocumentEditorHandle } from './structured/DocumentEditor';
import { EditorAssetsProvider } from './structured/editor-assets';
import { structuredSchema } from './structured/pm-schema';

/** The article schema is the client's own, as the specs' editor carries its own: built once, when the editor's code loads. */
const STRUCTURED_SCHEMA = structuredSchema(ARTICLE_XML_SCHEMA);
import { HistoryButton } from '../../history/HistoryButton';
import { documentName } from '../view/DocumentBreadcrumb';

const useStyles = makeStyles({
  root: { display: 'flex', height: '100%', minHeight: 0 },
  main: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, minHeight: 0 },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    // Only the title gives way (ellipsis): at 1024 × 640 the badges wrapped their words and « Enregistrer » was cut.
    '& > :not(h1)': { flexShrink: 0, whiteSpace: 'nowrap' },
  },
  title: { flexGrow: 1, minWidth: 0, margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: tokens.fontSizeBase500 },
  status: { color: tokens.colorNeutralForeground3 },
  editor: { flexGrow: 1, minHeight: 0 },
  centered: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXL },
});

/**
 * The article and bundle editor of spec 2 §2.6 (/articles/:id/modifier and /lots/:id/modifier): the document
 * as a document (issue 26), and its XML in CodeMirror for experts, locked at the first change while core sends its heartbeat, read again every 10 s
 * while clean, checked as well-formed before each save, and a prompt before leaving, always.
 */
export function ArticleEditorPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const { id: rawId } = useParams();
  const documentId = parseRouteId(rawId);
  const bundleRoute = useMatch(`/${S.bundle}/:id/${S.edit}`) !== null;
  const editor = useRef<DocumentEditorHandle>(null);
  const changes = useRef(0);
  const [dirty, setDirty] = useState(false);
  /** The revision the editor's text comes from: undefined until the first load, null when the back-office gives none. */
  const [version, setVersion] = useState<string | null | undefined>(undefined);
  /** The text of that revision, which a found draft is compared with; null until the first load. */
  const [savedXml, setSavedXml] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [adding, setAdding] = useState(false);
  const mayAdd = useCan('article.create');

  /** An imported file's text awaiting its save (issue 27: the history says what made each version). */
  const importedAs = useRef<SaveOrigin | null>(null);
  const apply = (loaded: EditorDocument) => {
    importedAs.current = null;
    editor.current?.load(loaded.xml);
    current.current = { dirty: false, version: loaded.revisionId };
    setVersion(loaded.revisionId);
    setSavedXml(loaded.xml);
    setDirty(false);
  };
  /** What a read made while the page renders must know now (refs: a read answers between renders). */
  const current = useRef({ dirty, version });
  useLayoutEffect(() => {
    current.current = { dirty, version };
  }, [dirty, version]);

  // A read while clean replaces the text when it is another revision (the state poll read it again).
  const editorSession = useEditorSession(documentId, dirty, (loaded) => {
    if (!current.current.dirty && loaded.revisionId !== current.current.version) apply(loaded);
  });
  const { session, lockState } = editorSession;
  /** The document read again, its text replacing the editor's (after a stale save, or a revision saved elsewhere). */
  const reloadDocument = () => {
    void editorSession.reload().then((loaded) => {
      if (loaded) apply(loaded);
    });
  };
  const root = session ? ARTICLE_XML_SCHEMA.roots[session.kind] : null;
  const completion = useMemo(() => (session ? completionSchema(ARTICLE_XML_SCHEMA, session.expertMode, root) : null), [session, root]);
  // Free, the document is editable: its first change takes the lock.
  const readOnly = !lockState || !(lockState.editable || isLockFree(lockState));
  const lockOnChange = useFirstChangeLock(session?.token ?? null, lockState, editorSession.setLockState);
  const isBundle = session?.isBundle ?? bundleRoute;
  // Spec 2 §6 "see or download XML": the wider set of four, for the document's periodical (not an EDITOR).
  const mayDownloadXml = useCan('article.xml', session?.periodicalId) && session != null;
  const title = t(isBundle ? 'articles.editor.titleBundle' : 'articles.editor.titleArticle', { id: documentId ?? '' });
  useDocumentTitle(title);

  // Issue 33: nothing typed is lost (a crash, a closed window, a lapsed session, a cut network).
  const draft = useEditorDraft({ documentId, basedOn: version, savedXml, dirty, read: () => editor.current?.getText() ?? null });

  const { save, saving } = useXmlSave({
    editor,
    session,
    root,
    version,
    changes,
    onSaved: (saved, cleanAgain) => {
      editorSession.keep(saved);
      editorSession.setLockState(saved.lockState);
      setVersion(saved.revisionId);
      setSavedXml(saved.xml);
      importedAs.current = null;
      if (cleanAgain) setDirty(false);
      draft.saved(cleanAgain);
    },
    onLockState: editorSession.setLockState,
    origin: importedAs,
    onReload: () => reloadDocument(),
  });
  // Ctrl+S anywhere on the page, the editor included, as the button.
  useSaveShortcut(() => void save(), !readOnly && version !== undefined && !saving);

  // Spec 2 §2.6 "always prompts before leaving": with the spec's question when there is something unsaved.
  const guard = useUnsavedChangesGuard(true, {
    message: dirty ? t('articles.editor.leaveDirty') : t('articles.editor.leaveClean'),
    title: t('articles.editor.leaveTitle'),
    leaveLabel: t('articles.editor.leave'),
  });

  const actions = useEditorActions({ documentId, isBundle, periodicalId: session?.periodicalId ?? null });
  // A renvoi to a document opens it beside the editor: Ctrl+click on it, Alt+Entrée or the header's button with the caret in it.
  const editorBox = useRef<HTMLDivElement>(null);
  const renvoi = useRenvoiAtCaret(editorBox);

  const takeOver = async () => {
    if (!session) return;
    try {
      editorSession.setLockState(await bridge.invoke('editor.takeOver', session.token));
      notify.success(t('articles.editor.tookOver'));
      // Taking over, the text must be the newest version before any save.
      await editorSession.reload();
    } catch (error) {
      notify.error(bridgeErrorMessage(error, t, t('articles.editor.takeOverFailed')));
    }
  };

  /** An imported file in the editor: an XML one replaces the text, a Word one the body's blocks. */
  const putImport = (imported: EditorImport) => {
    const kind = session?.kind ?? (isBundle ? 'BUNDLE' : 'ARTICLE');
    const text = imported.format === 'XML' ? imported.xml : replaceDocumentBody(editor.current?.getText() ?? '', kind, imported.blocks);
    if (text === null) {
      notify.error(t('articles.editor.importNoRoot', { root: kind === 'BUNDLE' ? 'lot' : 'article' }));
      return;
    }
    if (editor.current?.replaceAll(text) === false) return;
    importedAs.current = imported.format === 'WORD' ? 'WORD_IMPORT' : 'XML_IMPORT';
    notify.success(t('articles.editor.imported', { name: imported.name }));
  };

  /** A revision of the history taken into the editor (without the extension history-restore): an unsaved change to save. */
  const takeRevision = (revisionId: string, xml: string) => {
    if (editor.current?.replaceAll(xml) === false) return;
    importedAs.current = null;
    notify.success(t('articles.editor.revisionTaken', { version: revisionId }));
  };

  if (documentId === null) return null;
  const label = t('articles.editor.editorLabel', { id: documentId });
  const plainTitle = session ? richTextToPlain(session.title) : '';
  const previewPath = isBundle ? paths.bundle(documentId) : paths.view('article', documentId);

  return (
    <div className={styles.root}>
      {guard.dialog}
      <div className={styles.main}>
        <div className={styles.header}>
          <h1 className={styles.title} title={plainTitle}>
            {title}
            {plainTitle && ` — ${plainTitle}`}
          </h1>
          {session?.expertMode && <Badge appearance="tint">{t('articles.editor.expertBadge')}</Badge>}
          {session && readOnly && <Badge appearance="tint" color="warning">{t('articles.editor.readOnlyBadge')}</Badge>}
          {version !== undefined && (
            <Text className={styles.status} role="status">
              {version !== null && `${t('articles.editor.version', { version })} · `}
              {dirty ? t('articles.editor.dirty') : t('articles.editor.clean')}
            </Text>
          )}
          {renvoi !== null && (
            <Button icon={<Open20Regular />} onClick={() => actions.openDocument(renvoi)} aria-keyshortcuts="Alt+Enter" title={t('articles.editor.openRenvoiShortcut')}>
              {t('articles.editor.openRenvoi', { id: renvoi })}
            </Button>
          )}
          {session && (
            <HistoryButton
              documentId={session.documentId}
              name={documentName({ id: session.documentId, title: session.title })}
              periodicalId={session.periodicalId}
              isBundle={session.isBundle}
              dirty={dirty}
              onRestored={reloadDocument}
              onTakeRevision={readOnly ? undefined : takeRevision}
            />
          )}
          <SaveButton
            saving={saving}
            onClick={() => void save()}
            disabled={readOnly || version === undefined}
            aria-keyshortcuts="Control+S"
            title={t('articles.editor.saveShortcut')}
          />
        </div>
        {editorSession.openError !== null && (
          <MessageBar intent="error">
            <MessageBarBody>{bridgeErrorMessage(editorSession.openError, t, t('articles.editor.openFailed'))}</MessageBarBody>
          </MessageBar>
        )}
        {session && lockState && readOnly && <LockBanner lockState={lockState} username={session.user.username} onTakeOver={takeOver} />}
        {dirty && editorSession.newerRevision !== null && (
          <MessageBar intent="warning">
            <MessageBarBody>
              <MessageBarTitle>{t('articles.editor.staleTitle')}</MessageBarTitle>
              {t('articles.editor.newerElsewhere', { version: editorSession.newerRevision })}
            </MessageBarBody>
            <MessageBarActions>
              <Button onClick={reloadDocument}>{t('articles.editor.reload')}</Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {version !== undefined && savedXml !== null && (
          <EditorDraftBar
            draft={draft}
            saved={savedXml}
            version={version}
            restoreRefused={readOnly ? t('articles.editor.draftReadOnly') : null}
            mayCopy={session?.expertMode ?? false}
            onRestore={(xml) => {
              // The restore button leaves with the draft: the caret goes back to the text, not to the page's start.
              if (editor.current?.replaceAll(xml) !== false) requestAnimationFrame(() => editor.current?.focus());
            }}
          />
        )}
        {!session && editorSession.openError === null && (
          <div className={styles.centered}>
            <Spinner label={t('articles.editor.opening')} />
          </div>
        )}
        <div
          ref={editorBox}
          className={styles.editor}
          hidden={!session}
          onClick={(event) => {
            const target = event.ctrlKey || event.metaKey ? renvoiTarget(event.target as Node, event.currentTarget) : null;
            if (target !== null) actions.openDocument(target);
          }}
          onKeyDown={(event) => {
            if (event.altKey && event.key === 'Enter' && !event.defaultPrevented && renvoi !== null) {
              event.preventDefault();
              actions.openDocument(renvoi);
            }
          }}
        >
          <EditorAssetsProvider session={session}>
            <DocumentEditor
              ref={editor}
              ss={STRUCTURED_SCHEMA}
              expertMode={session?.expertMode ?? false}
              documentLabel={t('articles.structured.documentLabel', { id: documentId })}
              label={label}
              root={root}
              readOnly={readOnly}
              completion={completion}
              onChange={() => {
                changes.current += 1;
                setDirty(true);
                draft.changed();
                lockOnChange();
              }}
            />
          </EditorAssetsProvider>
        </div>
      </div>
      <EditorSidePanel
        // Opened first (a link in a new window, a typed URL), there is no page before it: back is the preview.
        onBack={() => (location.key === 'default' ? navigate(previewPath) : navigate(-1))}
        onPreview={actions.preview}
        onDownloadXml={mayDownloadXml ? actions.downloadXml : undefined}
        onAddArticle={mayAdd ? () => setAdding(true) : undefined}
        onImportXml={readOnly ? undefined : () => setImporting(true)}
        onPdf={actions.downloadPdf}
      />
      {adding && <ArticleDialog open mode="CREATE" onClose={() => setAdding(false)} />}
      <ImportXmlDialog open={importing} kind={session?.kind ?? (isBundle ? 'BUNDLE' : 'ARTICLE')} onClose={() => setImporting(false)} onConfirm={putImport} />
    </div>
  );
}
