import { forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Toolbar, ToolbarButton, ToolbarDivider, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import {
  ArrowRedo20Regular,
  ArrowUndo20Regular,
  Link20Regular,
  Table20Regular,
  TableDeleteColumn20Regular,
  TableDeleteRow20Regular,
  TableInsertColumn20Regular,
  TableInsertRow20Regular,
  TextBold20Regular,
  TextBulletListLtr20Regular,
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
import { CARET_BLOCK_CLASS, caretBlocksPlugin } from './caret-blocks';
import type { StructuredSchema } from './pm-schema';
import { RenvoiDialog } from './RenvoiDialog';
import { docToXml } from './xml-document';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 },
  toolbar: {
    flexWrap: 'wrap',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    paddingLeft: tokens.spacingHorizontalM,
  },
  scroller: { flexGrow: 1, minHeight: 0, overflow: 'auto', backgroundColor: tokens.colorNeutralBackground3 },
  page: {
    maxWidth: '820px',
    margin: `${tokens.spacingVerticalL} auto`,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    fontFamily: 'Georgia, "Times New Roman", serif',
    fontSize: '16px',
    lineHeight: '1.6',
    '& .ProseMirror': { position: 'relative', whiteSpace: 'pre-wrap', wordWrap: 'break-word', fontVariantLigatures: 'none', outline: 'none', minHeight: '200px' },
    '& .ProseMirror:focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '8px' },
    '& .pm-article > .pm-titre, & .pm-lot > .pm-titre': { fontSize: '28px', fontWeight: tokens.fontWeightSemibold, lineHeight: '1.25', marginBottom: tokens.spacingVerticalM },
    '& .pm-sous-titre': { fontSize: '20px', color: tokens.colorNeutralForeground2, marginBottom: tokens.spacingVerticalM },
    '& .pm-chapeau': { fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalL },
    '& .pm-section > .pm-titre': { fontSize: '20px', fontWeight: tokens.fontWeightSemibold, margin: `${tokens.spacingVerticalL} 0 ${tokens.spacingVerticalS}` },
    '& .pm-section .pm-section > .pm-titre': { fontSize: '18px' },
    '& .pm-para': { margin: `0 0 ${tokens.spacingVerticalM}` },
    // A long article (thousands of blocks) is laid out and painted where it is seen only.
    '& .pm-corps > *, & .pm-section > *, & .pm-presentation > *': { contentVisibility: 'auto', containIntrinsicSize: 'auto 3em' },
    // …but the blocks holding the selection always (caret-blocks.ts: a key typed into a skipped block lands elsewhere).
    [`& .pm-corps > .${CARET_BLOCK_CLASS}, & .pm-section > .${CARET_BLOCK_CLASS}, & .pm-presentation > .${CARET_BLOCK_CLASS}`]: { contentVisibility: 'visible' },
    '& .pm-liste': { margin: `0 0 ${tokens.spacingVerticalM}`, paddingLeft: '28px' },
    '& .pm-citation': { borderLeft: `3px solid ${tokens.colorNeutralStroke1}`, margin: `0 0 ${tokens.spacingVerticalM}`, paddingLeft: tokens.spacingHorizontalL, fontStyle: 'italic' },
    '& .pm-tableau': { borderCollapse: 'collapse', margin: `0 0 ${tokens.spacingVerticalM}`, width: '100%' },
    '& .pm-cellule': { border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`, padding: tokens.spacingHorizontalS, verticalAlign: 'top', minWidth: '3em' },
    '& .pm-renvoi': { color: tokens.colorBrandForeground1, textDecorationLine: 'underline' },
    '& .pm-auteurs, & .pm-metadonnees': { color: tokens.colorNeutralForeground3, fontSize: '14px', marginBottom: tokens.spacingVerticalM },
    '& .pm-notes': { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, marginTop: tokens.spacingVerticalL, fontSize: '14px' },
    '& .pm-appel-note': { color: tokens.colorBrandForeground1 },
  },
});

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
  /** Tables are expert elements of the schema: inserted in expert mode only (rows and columns of one there, always). */
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

  const openRenvoi: Command = (current, dispatch) => {
    const { from, to } = current.selection;
    if (!insertRenvoi(ss, '', '')(current)) return false;
    if (dispatch) setRenvoi(current.doc.textBetween(from, to, ' '));
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
      history(),
      // Through the ref: the toolbar's renvoi dialog is this render's.
      keymap(Object.fromEntries(Object.keys(commands.current).map((key) => [key, ((s, d, v) => commands.current[key]?.(s, d, v) ?? false) as Command]))),
      keymap(baseKeymap),
      caretBlocksPlugin(),
    ];
    return EditorState.create({ doc, plugins });
  };

  useEffect(() => {
    if (!host.current) return;
    const created = new EditorView(host.current, {
      state: EditorState.create({ schema: ss.schema }),
      editable: () => !latest.current.readOnly,
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': latest.current.label, spellcheck: 'true', lang: 'fr' },
      dispatchTransaction(tr) {
        const next = created.state.apply(tr);
        created.updateState(next);
        const buttons = buttonsOf.current(next);
        if (buttons !== shownButtons.current) show(next);
        if (tr.docChanged) latest.current.onChange();
      },
    });
    view.current = created;
    show(created.state);
    return () => {
      created.destroy();
      view.current = null;
    };
    // The view is made once per schema; its props reach it through `latest`.
  }, [ss]);

  useEffect(() => {
    // editable and the label are read again by the view on this update.
    // tabindex: read-only, the document stays reachable by the keyboard (to read and select it).
    view.current?.setProps({ attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, 'aria-readonly': String(readOnly), spellcheck: 'true', lang: 'fr', tabindex: '0' } });
  }, [label, readOnly]);

  useImperativeHandle(ref, () => ({
    getXml: () => (view.current ? docToXml(ss, view.current.state.doc) : ''),
    load: (doc) => {
      const current = view.current;
      if (!current) return;
      const next = createState(doc);
      current.updateState(next);
      show(next);
    },
    replaceAll: (doc) => {
      const current = view.current;
      if (!current) return;
      const tr = current.state.tr.replaceWith(0, current.state.doc.content.size, doc.content);
      for (const [name, value] of Object.entries(doc.attrs)) tr.setDocAttribute(name, value);
      current.dispatch(tr.scrollIntoView());
    },
    focus: () => view.current?.focus(),
  }));

  const run = (command: Command) => {
    const current = view.current;
    if (!current) return;
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
          ...group.map((item) => (
            <Tooltip key={item.key} content={item.keys ? t('articles.structured.shortcut', { label: item.label, keys: item.keys }) : item.label} relationship="description" withArrow>
              <ToolbarButton
                aria-label={item.label}
                aria-keyshortcuts={item.aria}
                aria-pressed={item.pressed}
                appearance={item.pressed ? 'primary' : 'subtle'}
                icon={item.icon}
                disabled={readOnly || !state || !item.command(state)}
                onClick={() => run(item.command)}
              />
            </Tooltip>
          )),
        ])}
      </Toolbar>
      <div className={styles.scroller}>
        <div className={styles.page} ref={host} />
      </div>
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
    </div>
  );
});
