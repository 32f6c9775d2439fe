import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorDocument, EditorLockState, EditorSession, SaveOrigin } from '@shared/domain/editor';
import { BridgeError } from '@shared/errors';
import { useBridge } from '../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../bridge/error-message';
import { useNotify } from '../../notifications/useNotify';
import type { XmlCodeEditorHandle } from './XmlCodeEditor';
import { faultOfServerMessage, findXmlFault } from './xml-well-formed';

export interface XmlSaveOptions {
  editor: RefObject<XmlCodeEditorHandle | null>;
  session: EditorSession | null;
  /** The root the document must have (article or lot), null until the schema is known. */
  root: string | null;
  /** The revision the editor's text was read from, sent with the save (a stale one is a 412); undefined until read. */
  version: string | null | undefined;
  /** How many changes the editor has seen: a save clears the dirty flag only if none came meanwhile. */
  changes: RefObject<number>;
  onSaved(document: EditorDocument, cleanAgain: boolean): void;
  onLockState(state: EditorLockState): void;
  /** The user asks to reload after a stale save (412). */
  onReload(): void;
  /** What put the text in the editor when not typing (an imported .xml or .docx): the kept version says so (issue 27). */
  origin?: RefObject<SaveOrigin | null>;
}

/**
 * The editor's save: well-formedness first (a fault is marked at its line and nothing is sent), then
 * editor.save with the revision read. The refusals are told in French: 412 `stale` who saved when (core read the
 * document again), 412 `lock` the lock not held, 400 the malformed line marked.
 */
export function useXmlSave(options: XmlSaveOptions): { save(): Promise<boolean>; saving: boolean } {
  const { t } = useTranslation();
  const bridge = useBridge();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const running = useRef(false);
  const { editor, session, root, version, changes } = options;

  const refuseMalformed = (line: number, column: number, message: string) =>
    notify.error(t('articles.editor.malformed', { line, column, message }), { title: t('articles.editor.malformedTitle'), key: 'editor-malformed' });

  const save = async (): Promise<boolean> => {
    const handle = editor.current;
    if (!handle || !session || version === undefined || running.current) return false;
    const xml = handle.getText();
    const fault = findXmlFault(xml, root);
    if (fault) {
      handle.markFault(fault);
      refuseMalformed(fault.line, fault.column, fault.message);
      return false;
    }
    running.current = true;
    setSaving(true);
    const before = changes.current;
    try {
      const origin = options.origin?.current;
      const document = await bridge.invoke('editor.save', session.token, { xml, revisionId: version, ...(origin ? { origin } : {}) });
      options.onSaved(document, changes.current === before);
      notify.success(document.revisionId === null ? t('articles.editor.savedNoVersion') : t('articles.editor.saved', { version: document.revisionId }));
      return true;
    } catch (error) {
      explain(error);
      return false;
    } finally {
      running.current = false;
      setSaving(false);
    }
  };

  const explain = (error: unknown) => {
    const status = error instanceof BridgeError && error.code === 'HTTP' ? error.status : undefined;
    const message = bridgeErrorMessage(error, t, t('articles.editor.saveFailed'));
    if (status === 412 && error instanceof BridgeError && error.reason === 'stale') {
      notify.error(t('articles.editor.stale', { message }), {
        title: t('articles.editor.staleTitle'),
        persist: true,
        key: 'editor-stale',
        action: { label: t('articles.editor.reload'), run: options.onReload },
      });
    } else if (status === 412) {
      notify.error(t('articles.editor.lockLost', { message }), { title: t('articles.editor.lockLostTitle'), persist: true, key: 'editor-lock' });
      if (session) void bridge.invoke('editor.state', session.token).then((state) => options.onLockState(state.lockState), () => undefined);
    } else if (status === 400 && faultOfServerMessage(message)) {
      const fault = faultOfServerMessage(message);
      if (fault) {
        editor.current?.markFault(fault);
        refuseMalformed(fault.line, fault.column, fault.message);
      }
    } else {
      notify.error(message);
    }
  };

  return { save, saving };
}
