import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { editorDraftKey, fitsEditorDraft, parseEditorDraft, type EditorDraft } from '@shared/rules/editor-draft';
import { useNotify } from '../../notifications/useNotify';
import { useDraftSlot, type FoundDraft } from '../../forms/useDraftSlot';

export interface EditorDraftOptions {
  documentId: number | null;
  /** The revision the editor's text was read from: undefined until the first load, null when the back-office gives none. */
  basedOn: string | null | undefined;
  /** The saved text (the last one read or saved); null until the first load. */
  savedXml: string | null;
  dirty: boolean;
  /** The editor's text now (DocumentEditor's getText(): the same in both views). */
  read(): string | null;
}

export interface EditorDraftState {
  /** The draft found on opening, once the saved text is known, until restored, ignored or saved over. */
  draft: FoundDraft<EditorDraft> | null;
  /** The found draft was read from another version than the saved one: a save was made since. */
  olderBase: boolean;
  /** Hides the offer and hands back the draft. */
  restore(): EditorDraft | null;
  /** « Ignorer »: hides the offer, and forgets the draft unless the user typed since (the backup is then their newer work). */
  ignore(): void;
  /** Each change of the editor's text: backed up once the typing stops. */
  changed(): void;
  /** After a successful save: the draft goes; changes typed meanwhile are backed up again. */
  saved(cleanAgain: boolean): void;
}

/**
 * The editor's local draft (issue 33 item 3), on the forms' draft store: while the text is dirty it is backed
 * up debounced (at once when the page is hidden or closed), within the editor's 5 MB; a successful save
 * removes it; on opening, a draft left by a crash, a closed window, a lapsed session or a cut network is
 * offered back, unless it is the saved text itself.
 */
export function useEditorDraft({ documentId, basedOn, savedXml, dirty, read }: EditorDraftOptions): EditorDraftState {
  const { t } = useTranslation();
  const notify = useNotify();
  const parse = useCallback((data: unknown) => (documentId === null ? null : parseEditorDraft(data, documentId)), [documentId]);
  const slot = useDraftSlot<EditorDraft>(documentId === null ? null : editorDraftKey(documentId), { parse });
  const { schedule, discard, ignore: ignoreSlot } = slot;
  /** What a backup reads when it is written: the newest values, not those of the change that scheduled it. */
  const latest = useRef({ documentId, basedOn, read });
  useLayoutEffect(() => {
    latest.current = { documentId, basedOn, read };
  });

  const changed = useCallback(() => {
    schedule(() => {
      const { documentId: id, basedOn: base, read: readText } = latest.current;
      const xml = readText();
      if (id === null || base === undefined || xml === null) return null;
      if (!fitsEditorDraft(xml)) {
        notify.warning(t('articles.editor.draftTooLarge'), { key: 'editor-draft-too-large' });
        return null;
      }
      return { documentId: id, xml, basedOn: base ?? '' };
    });
  }, [schedule, notify, t]);

  const found = slot.draft;
  // A draft that is the saved text itself (a save whose clean-up the crash cut short) offers nothing.
  const sameAsSaved = found !== null && savedXml !== null && found.data.xml === savedXml;
  useEffect(() => {
    if (sameAsSaved) ignoreSlot(dirty);
  }, [sameAsSaved, ignoreSlot, dirty]);

  const draft = found !== null && savedXml !== null && !sameAsSaved ? found : null;
  return {
    draft,
    // Without revisions on either side, nothing says the draft is older.
    olderBase: draft !== null && typeof basedOn === 'string' && draft.data.basedOn !== '' && draft.data.basedOn !== basedOn,
    restore: slot.restore,
    ignore: useCallback(() => ignoreSlot(dirty), [ignoreSlot, dirty]),
    changed,
    saved: useCallback(
      (cleanAgain: boolean) => {
        void discard().then(() => {
          if (!cleanAgain) changed();
        });
      },
      [discard, changed],
    ),
  };
}
