import { forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Toolbar, ToolbarButton, ToolbarDivider, Tooltip } from '@fluentui/react-components';
import {
  ArrowRedo20Regular,
  ArrowUndo20Regular,
  Image20Regular,
  Link20Regular,
  Table20Regular,
  Tag20Regular,
  TableDeleteColumn20Regular,
  TableDeleteRow20Regular,
  TableInsertColumn20Regular,
  TableInsertRow20Regular,
  TextBold20Regular,
  TextBulletListLtr20Regular,
  TextFootnote20Regular,
  TextHeader120Regular,
  TextItalic20Regular,
  TextNumberListLtr20Regular,
  TextParagraph20Regular,
  TextQuote20Regular,
  TextSubscript20Regular,
  TextSuperscript20Regular,
} from '@fluentui/react-icons';
import { EditorState, Selection, type Command, type Plugin } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { baseKeymap, chainCommands } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import { addColumnAfter, addRowAfter, deleteColumn, deleteRow, isInTable } from 'prosemirror-tables';
import type { Node as PmNode } from 'prosemirror-model';
import {
  blockKindAt,
  insertImage,
  insertRenvoi,
  insertTable,
  leaveEmptyItem,
  markActive,
  markCommand,
  sectionTitle,
  setParagraph,
  toggleList,
  toggleQuotation,
} from './commands';
import { insertMeta, insertNote, metaRefusal, noteRefusal } from './apparatus';
import { blockGroupsPlugin, withBlockGroups } from './block-groups';
import { caretBlocksPlugin } from './caret-blocks';
import { clipboardProps } from './clipboard';
import { LOAD_STEP, flushOnEntry, showInSteps, type LoadSteps } from './load-steps';
import type { StructuredSchema } from './pm-schema';
import { selectionBeforeKeys } from './selection-before-keys';
import { MetaDialog } from './MetaDialog';
import { useEditorAssets } from './editor-assets';
import { ImagePickerDialog } from './ImagePickerDialog';
import { imageView } from './image-view';
import { RenvoiDialog } from './RenvoiDialog';
import { docToXml } from './xml-document';

import { useStyles } from './structured-editor-styles';

export interface StructuredEditorHandle {
  /** The document as XML. */
  getXml(): string;
  /** A document read (from the server, or from the XML view): a new state, no undo history, nothing to save. */
  load(doc: PmNode): void;
  /** The user's replacement (an imported file): one undoable change, which makes the page dirty. */
  replaceAll(doc: PmNode): void;
  focus(): void;
}

export interface StructuredEditorProps {
  ss: StructuredSchema;
  /** The accessible name of the editing area. */
  label: string;
  readOnly: boolean;
  /** Tables and metadata are expert elements of the schema: inserted in expert mode only (rows and columns of a table there, always). */
  expertMode: boolean;
  onChange(): void;
}

interface Tool {
  key: string;
  label: string;
  icon: ReactElement;
  command: Command;
  keys?: string;
  /** What aria-keyshortcuts says. */
  aria?: string;
  pressed?: boolean;
  /** Why the command does not apply here (the button then stays focusable and says it), when it has a reason to give. */
  reason?: string | null;
}

/**
 * The article as a document (issue 26): ProseMirror over the schema the server serves, with a French
 * toolbar and Word's shortcuts, the browser's (Electron's) French spell checking, no tag ever shown.
 */
export const StructuredEditor = forwardRef<StructuredEditorHandle, StructuredEditorProps>(function StructuredEditor(props, ref) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { ss, label, readOnly, expertMode } = props;
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  /** A long document's blocks not appended yet (load-steps.ts): appended first by whatever needs the whole document. */
  const steps = useRef<LoadSteps | null>(null);
  const flushSteps = () => steps.current?.flush();
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  /**
   * The state the toolbar shows: a transaction renders it again only when a button changes (a character
   * typed seldom does). A render while the text has the focus costs React a walk over the text before the
   * caret (it keeps the selection across the commit): on a long article, more than the keystroke itself.
   */
  const [state, setState] = useState<EditorState | null>(null);
  const shownButtons = useRef('');
  const buttonsOf = useRef<(state: EditorState) => string>(() => '');
  const [renvoi, setRenvoi] = useState<string | null>(null);
  const [meta, setMeta] = useState(false);
  const [pickingImage, setPickingImage] = useState(false);
  const assets = useEditorAssets();
  const imageAlt = (ref: string) => t('articles.structured.imageAlt', { id: ref });
  const imageAltRef = useRef(imageAlt);
  useLayoutEffect(() => {
    imageAltRef.current = imageAlt;
  });

  const openRenvoi: Command = (current, dispatch) => {
    const { from, to } = current.selection;
    if (!insertRenvoi(ss, { type: 'url', refid: '' }, '')(current)) return false;
    if (dispatch) setRenvoi(current.doc.textBetween(from, to, ' '));
    return true;
  };

  const openMeta: Command = (current, dispatch) => {
    if (!insertMeta(ss, '', '')(current)) return false;
    if (dispatch) setMeta(true);
    return true;
  };

  /** The image bank's picker, where an image may stand, once the session is open (its pictures are the session's to ask). */
  const openImage: Command = (current, dispatch) => {
    if (!assets || !insertImage(ss, { ref: '1', legende: '' })(current)) return false;
    if (dispatch) setPickingImage(true);
    return true;
  };

  const shortcuts: Record<string, Command> = {
    'Mod-z': undo,
    'Mod-y': redo,
    'Shift-Mod-z': redo,
    'Mod-b': markCommand(ss, 'b'),
    'Mod-i': markCommand(ss, 'i'),
    'Mod-=': markCommand(ss, 'sub'),
    'Shift-Mod-=': markCommand(ss, 'sup'),
    'Shift-Mod-+': markCommand(ss, 'sup'),
    'Mod-Alt-0': setParagraph(ss),
    'Mod-Alt-1': sectionTitle(ss),
    'Shift-Mod-8': toggleList(ss, 'puces'),
    'Shift-Mod-7': toggleList(ss, 'numeros'),
    'Mod-k': openRenvoi,
    'Mod-Alt-f': insertNote(ss),
    // The document's ends by the model, not by the browser: a long article's blocks off screen are not laid out.
    'Mod-End': (current, dispatch) => {
      dispatch?.(current.tr.setSelection(Selection.atEnd(current.doc)).scrollIntoView());
      return true;
    },
    'Mod-Home': (current, dispatch) => {
      dispatch?.(current.tr.setSelection(Selection.atStart(current.doc)).scrollIntoView());
      return true;
    },
    Enter: chainCommands(leaveEmptyItem(ss), baseKeymap['Enter'] ?? (() => false)),
  };
  const commands = useRef(shortcuts);
  useLayoutEffect(() => {
    commands.current = shortcuts;
  });

  const createState = (doc: PmNode) => {
    const plugins: Plugin[] = [
      // First: a key is applied where the caret is, even before the browser said it moved.
      selectionBeforeKeys(),
      history(),
      // Through the ref: the toolbar's renvoi dialog is this render's.
      keymap(Object.fromEntries(Object.keys(commands.current).map((key) => [key, ((s, d, v) => commands.current[key]?.(s, d, v) ?? false) as Command]))),
      keymap(baseKeymap),
      caretBlocksPlugin(),
      blockGroupsPlugin((type) => ss.elementOf.get(type)),
      flushOnEntry(() => steps.current?.flush()),
    ];
    return EditorState.create({ doc, plugins });
  };

  useEffect(() => {
    if (!host.current) return;
    const created = new EditorView(host.current, {
      state: EditorState.create({ schema: ss.schema }),
      editable: () => !latest.current.readOnly,
      nodeViews: { image: imageView(null, (ref) => imageAltRef.current(ref)) },
      ...clipboardProps(ss, () => latest.current.expertMode),
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': latest.current.label, spellcheck: 'true', lang: 'fr' },
      dispatchTransaction(tr) {
        const next = created.state.apply(tr);
        created.updateState(next);
        const buttons = buttonsOf.current(next);
        if (buttons !== shownButtons.current) show(next);
        if (!tr.docChanged || tr.getMeta(LOAD_STEP) === true) return;
        steps.current?.map(tr);
        latest.current.onChange();
      },
    });
    view.current = created;
    show(created.state);
    return () => {
      steps.current?.cancel();
      created.destroy();
      view.current = null;
    };
    // The view is made once per schema; its props reach it through `latest`.
  }, [ss]);

  // Pictures show once the session is open: their address is the session's.
  useEffect(() => {
    view.current?.setProps({ nodeViews: { image: imageView(assets, (ref) => imageAltRef.current(ref)) } });
  }, [assets]);

  useEffect(() => {
    // editable and the label are read again by the view on this update.
    // tabindex: read-only, the document stays reachable by the keyboard (to read and select it).
    view.current?.setProps({ attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, 'aria-readonly': String(readOnly), spellcheck: 'true', lang: 'fr', tabindex: '0' } });
  }, [label, readOnly]);

  useImperativeHandle(ref, () => ({
    getXml: () => {
      flushSteps();
      return view.current ? docToXml(ss, view.current.state.doc) : '';
    },
    load: (doc) => {
      const current = view.current;
      if (!current) return;
      steps.current?.cancel();
      steps.current = showInSteps(current, doc, createState);
      show(current.state);
    },
    replaceAll: (doc) => {
      const current = view.current;
      if (!current) return;
      // The whole document first: the replacement is undone back to it.
      flushSteps();
      // Its long bodies grouped at once: the groups' plugin would mark block by block (block-groups.ts).
      const tr = current.state.tr.replaceWith(0, current.state.doc.content.size, withBlockGroups(doc, (type) => ss.elementOf.get(type)).content);
      for (const [name, value] of Object.entries(doc.attrs)) tr.setDocAttribute(name, value);
      current.dispatch(tr.scrollIntoView());
    },
    focus: () => view.current?.focus(),
  }));

  const run = (command: Command) => {
    const current = view.current;
    if (!current) return;
    flushSteps();
    command(current.state, current.dispatch, current);
    current.focus();
  };

  const tool = (key: string, icon: ReactElement, command: Command, keys?: string, aria?: string, pressed?: boolean): Tool => ({
    key,
    label: t(`articles.structured.${key}` as 'articles.structured.bold'),
    icon,
    command,
    keys,
    aria,
    pressed,
  });
  const groupsOf = (state: EditorState | null): Tool[][] => {
    const kind = state ? blockKindAt(state) : 'other';
    return [
      [
        tool('undo', <ArrowUndo20Regular />, undo, 'Ctrl+Z', 'Control+Z'),
        tool('redo', <ArrowRedo20Regular />, redo, 'Ctrl+Y', 'Control+Y'),
      ],
      [
        tool('paragraph', <TextParagraph20Regular />, setParagraph(ss), 'Ctrl+Alt+0', 'Control+Alt+0', kind === 'para'),
        tool('sectionTitle', <TextHeader120Regular />, sectionTitle(ss), 'Ctrl+Alt+1', 'Control+Alt+1', kind === 'titre'),
        tool('bulletList', <TextBulletListLtr20Regular />, toggleList(ss, 'puces'), 'Ctrl+Maj+8', 'Control+Shift+8', kind === 'puces'),
        tool('numberedList', <TextNumberListLtr20Regular />, toggleList(ss, 'numeros'), 'Ctrl+Maj+7', 'Control+Shift+7', kind === 'numeros'),
        tool('quotation', <TextQuote20Regular />, toggleQuotation(ss), undefined, undefined, kind === 'citation'),
      ],
      [
        tool('bold', <TextBold20Regular />, markCommand(ss, 'b'), 'Ctrl+B', 'Control+B', state ? markActive(state, ss, 'b') : false),
        tool('italic', <TextItalic20Regular />, markCommand(ss, 'i'), 'Ctrl+I', 'Control+I', state ? markActive(state, ss, 'i') : false),
        tool('superscript', <TextSuperscript20Regular />, markCommand(ss, 'sup'), 'Ctrl+Maj+=', 'Control+Shift+=', state ? markActive(state, ss, 'sup') : false),
        tool('subscript', <TextSubscript20Regular />, markCommand(ss, 'sub'), 'Ctrl+=', 'Control+=', state ? markActive(state, ss, 'sub') : false),
        tool('renvoi', <Link20Regular />, openRenvoi, 'Ctrl+K', 'Control+K', state ? markActive(state, ss, 'renvoi') : false),
      ],
      [tool('image', <Image20Regular />, openImage)],
      [
        { ...tool('note', <TextFootnote20Regular />, insertNote(ss), 'Ctrl+Alt+F', 'Control+Alt+F'), reason: state && noteRefusal(state, ss) },
        ...(expertMode ? [{ ...tool('meta', <Tag20Regular />, openMeta), reason: state && metaRefusal(state, ss) }] : []),
      ],
      [
        ...(expertMode ? [tool('table', <Table20Regular />, insertTable(ss))] : []),
        ...(state && isInTable(state)
          ? [
              tool('addRow', <TableInsertRow20Regular />, addRowAfter),
              tool('deleteRow', <TableDeleteRow20Regular />, deleteRow),
              tool('addColumn', <TableInsertColumn20Regular />, addColumnAfter),
              tool('deleteColumn', <TableDeleteColumn20Regular />, deleteColumn),
            ]
          : []),
      ],
    ].filter((group) => group.length > 0);
  };
  const groups = groupsOf(state);
  /** The buttons a state shows: which, pressed or not, enabled or not. */
  const buttons = (current: EditorState) =>
    groupsOf(current)
      .flat()
      .map((item) => `${item.key}${item.pressed ? '+' : '-'}${item.command(current) ? '+' : '-'}`)
      .join(' ');
  useLayoutEffect(() => {
    buttonsOf.current = buttons;
  });
  function show(next: EditorState) {
    shownButtons.current = buttonsOf.current(next);
    setState(next);
  }

  return (
    <div className={styles.root}>
      <Toolbar className={styles.toolbar} aria-label={t('articles.structured.toolbar')} size="small">
        {groups.map((group, index) => [
          index > 0 ? <ToolbarDivider key={`divider-${index}`} /> : null,
          ...group.map((item) => {
            const usable = !readOnly && state !== null && item.command(state);
            // Refused for a reason (no notes in a bundle…): reachable by the keyboard, and its description says why.
            const why = !readOnly && !usable && item.reason ? item.reason : null;
            const named = item.keys ? t('articles.structured.shortcut', { label: item.label, keys: item.keys }) : item.label;
            return (
              <Tooltip key={item.key} content={why ? `${named} : ${why}` : named} relationship="description" withArrow>
                <ToolbarButton
                  aria-label={item.label}
                  aria-keyshortcuts={item.aria}
                  aria-pressed={item.pressed}
                  appearance={item.pressed ? 'primary' : 'subtle'}
                  icon={item.icon}
                  disabled={!usable && !why}
                  disabledFocusable={why !== null}
                  onClick={() => run(item.command)}
                />
              </Tooltip>
            );
          }),
        ])}
      </Toolbar>
      <div className={styles.scroller}>
        <div className={styles.page} ref={host} />
      </div>
      {meta && (
        <MetaDialog
          onClose={() => {
            setMeta(false);
            view.current?.focus();
          }}
          onInsert={(name, value) => {
            setMeta(false);
            run(insertMeta(ss, name, value));
          }}
        />
      )}
      {renvoi !== null && (
        <RenvoiDialog
          selectedText={renvoi}
          onClose={() => {
            setRenvoi(null);
            view.current?.focus();
          }}
          onInsert={(target, text) => {
            setRenvoi(null);
            run(insertRenvoi(ss, target, text));
          }}
        />
      )}
      {pickingImage && (
        <ImagePickerDialog
          onClose={() => {
            setPickingImage(false);
            view.current?.focus();
          }}
          onInsert={(picture) => {
            setPickingImage(false);
            run(insertImage(ss, picture));
          }}
        />
      )}
    </div>
  );
});
