import { Compartment, EditorState, type Extension } from '@codemirror/state';
import {
  EditorView,
  crosshairCursor,
  drawSelection,
  dropCursor,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  rectangularSelection,
} from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { xml, type ElementSpec } from '@codemirror/lang-xml';
import { linter, lintGutter, lintKeymap, type Diagnostic } from '@codemirror/lint';
import { tokens } from '@fluentui/react-components';
import { xmlHighlightStyle } from '../../../components/xml-highlight-style';
import type { Text } from '@codemirror/state';
import { findXmlFault, type XmlFault } from './xml-well-formed';

/**
 * Lint runs this long after the last keystroke: a 1 MB document takes some 30 ms to parse, which must not
 * happen at every key (the bench xml-editor-open-1mb).
 */
export const LINT_DELAY_MS = 500;

/** CodeMirror's own words (search panel, lint panel, folding) in French. */
const FRENCH_PHRASES: Record<string, string> = {
  Find: 'Rechercher',
  Replace: 'Remplacer',
  next: 'suivant',
  previous: 'précédent',
  all: 'tout',
  'match case': 'respecter la casse',
  regexp: 'expression régulière',
  'by word': 'mot entier',
  replace: 'remplacer',
  'replace all': 'tout remplacer',
  close: 'fermer',
  'Go to line': 'Aller à la ligne',
  go: 'aller',
  Diagnostics: 'Diagnostics',
  'No diagnostics': 'Aucun diagnostic',
  'Folded lines': 'Lignes repliées',
  'Unfolded lines': 'Lignes dépliées',
  to: 'à',
  'folded code': 'code replié',
  unfold: 'déplier',
  'Fold line': 'Replier la ligne',
  'Unfold line': 'Déplier la ligne',
  'Selection deleted': 'Sélection supprimée',
  Completions: 'Propositions',
  'Control character': 'Caractère de contrôle',
  'current match': 'résultat courant',
  'on line': 'ligne',
  'replaced match on line $': 'résultat remplacé ligne $',
  'replaced $ matches': '$ résultats remplacés',
};

/**
 * CodeMirror's basic set-up, written out: the package named `codemirror` in package.json is the legacy
 * CodeMirror 5 line (6.65.x), not the one that exports basicSetup. No search panel (@codemirror/search
 * is not installed).
 */
const basicSetup: Extension = [
  lineNumbers(),
  highlightActiveLineGutter(),
  highlightSpecialChars(),
  history(),
  foldGutter(),
  drawSelection(),
  dropCursor(),
  EditorState.allowMultipleSelections.of(true),
  indentOnInput(),
  syntaxHighlighting(xmlHighlightStyle),
  bracketMatching(),
  closeBrackets(),
  autocompletion(),
  rectangularSelection(),
  crosshairCursor(),
  highlightActiveLine(),
  keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...foldKeymap, ...completionKeymap, ...lintKeymap]),
];

/** Full height, Fluent's colours and type (tokens are CSS variables: the theme follows the app's). */
const theme = EditorView.theme({
  '&': { height: '100%', backgroundColor: tokens.colorNeutralBackground1, color: tokens.colorNeutralForeground1, fontSize: tokens.fontSizeBase300 },
  '&.cm-focused': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  '.cm-scroller': { overflow: 'auto', fontFamily: tokens.fontFamilyMonospace },
  '.cm-gutters': { backgroundColor: tokens.colorNeutralBackground2, color: tokens.colorNeutralForeground3, borderRight: `1px solid ${tokens.colorNeutralStroke2}` },
  '.cm-activeLineGutter, .cm-activeLine': { backgroundColor: tokens.colorNeutralBackground1Hover },
});

/** The first fault as a CodeMirror diagnostic, at its line (and column, bounded to the line). */
export function faultDiagnostic(doc: Text, fault: XmlFault): Diagnostic {
  const line = doc.line(Math.min(Math.max(fault.line, 1), doc.lines));
  const from = Math.min(line.from + Math.max(fault.column - 1, 0), line.to);
  return { from, to: Math.min(Math.max(from + 1, line.from), line.to), severity: 'error', message: `Ligne ${fault.line}, colonne ${fault.column} : ${fault.message}`, source: 'XML' };
}

export interface EditorConfig {
  label: string;
  root: string | null;
  readOnly: boolean;
  completion: ElementSpec[] | null;
  onChange(): void;
}

/** The parts that change while the document is open, swapped without rebuilding the editor. */
export const compartments = { readOnly: new Compartment(), language: new Compartment(), label: new Compartment() };

// tabindex: read-only, the text stays reachable by the keyboard (to read and select it; axe's scrollable-region-focusable).
export const readOnlyExtension = (readOnly: boolean): Extension => [EditorState.readOnly.of(readOnly), EditorView.contentAttributes.of({ 'aria-readonly': String(readOnly), tabindex: '0' })];
export const languageExtension = (completion: ElementSpec[] | null): Extension => xml(completion ? { elements: completion } : {});
export const labelExtension = (label: string): Extension => EditorView.contentAttributes.of({ 'aria-label': label });

/**
 * Every extension of the XML editor: basic set-up (line numbers, history, completion, folding),
 * lang-xml with the schema's completion, well-formedness lint in the gutter. Ctrl+S is the page's (the app's
 * save command), not the editor's. Tab is left to the page's focus order (no indentWithTab): a keyboard user
 * can leave the editor.
 */
export function editorExtensions(config: EditorConfig, latest: { current: EditorConfig }): Extension[] {
  return [
    basicSetup,
    theme,
    EditorState.phrases.of(FRENCH_PHRASES),
    compartments.label.of(labelExtension(config.label)),
    compartments.readOnly.of(readOnlyExtension(config.readOnly)),
    compartments.language.of(languageExtension(config.completion)),
    lintGutter(),
    linter(
      (view) => {
        const fault = findXmlFault(view.state.doc.toString(), latest.current.root);
        return fault ? [faultDiagnostic(view.state.doc, fault)] : [];
      },
      { delay: LINT_DELAY_MS },
    ),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) latest.current.onChange();
    }),
  ];
}
