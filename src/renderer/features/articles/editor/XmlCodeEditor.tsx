import { forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { setDiagnostics } from '@codemirror/lint';
import { compartments, editorExtensions, faultDiagnostic, labelExtension, languageExtension, readOnlyExtension, type EditorConfig } from './codemirror-setup';
import type { XmlFault } from './xml-well-formed';

const useStyles = makeStyles({
  root: { height: '100%', minHeight: 0, overflow: 'hidden' },
});

export interface XmlCodeEditorHandle {
  getText(): string;
  /** A document read from the server: a new state, no undo history, nothing to save. */
  load(text: string): void;
  /** The user's replacement (an imported file): one undoable change, which makes the page dirty. */
  replaceAll(text: string): void;
  /** Shows this fault in the gutter now, without waiting for the lint delay. */
  markFault(fault: XmlFault): void;
  focus(): void;
}

export type XmlCodeEditorProps = EditorConfig;

/** CodeMirror 6 inside React: created once, its changing parts reconfigured through compartments. */
export const XmlCodeEditor = forwardRef<XmlCodeEditorHandle, XmlCodeEditorProps>(function XmlCodeEditor(props, ref) {
  const styles = useStyles();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef<EditorConfig>(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const createState = (text: string) => EditorState.create({ doc: text, extensions: editorExtensions(latest.current, latest) });

  useEffect(() => {
    if (!host.current) return;
    const created = new EditorView({ state: createState(''), parent: host.current });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // The editor is made once; its props reach it through `latest` and the compartments below.
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.readOnly.reconfigure(readOnlyExtension(props.readOnly)) });
  }, [props.readOnly]);
  useEffect(() => {
    view.current?.dispatch({ effects: compartments.language.reconfigure(languageExtension(props.completion)) });
  }, [props.completion]);
  useEffect(() => {
    view.current?.dispatch({ effects: compartments.label.reconfigure(labelExtension(props.label)) });
  }, [props.label]);

  useImperativeHandle(ref, () => ({
    getText: () => view.current?.state.doc.toString() ?? '',
    load: (text) => {
      const current = view.current;
      if (!current) return;
      // No lint forced here: the new state's linter runs after its delay anyway, and a document read from
      // the server was checked by it when saved (a 1 MB one would be parsed twice as it opens).
      current.setState(createState(text));
    },
    replaceAll: (text) => {
      const current = view.current;
      if (!current) return;
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: text }, selection: { anchor: 0 }, scrollIntoView: true });
    },
    markFault: (fault) => {
      const current = view.current;
      if (!current) return;
      const diagnostic = faultDiagnostic(current.state.doc, fault);
      current.dispatch(setDiagnostics(current.state, [diagnostic]));
      current.dispatch({ selection: { anchor: diagnostic.from }, scrollIntoView: true });
    },
    focus: () => view.current?.focus(),
  }));

  return <div ref={host} className={styles.root} />;
});
