import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleButton, Toolbar, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { TextBold20Regular, TextItalic20Regular, TextSubscript20Regular, TextSuperscript20Regular } from '@fluentui/react-icons';
import { sanitizeRichText } from '@shared/rules/rich-text';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    minWidth: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke1),
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-within': {
      borderBottomColor: tokens.colorCompoundBrandStroke,
      outline: `${tokens.strokeWidthThin} solid ${tokens.colorCompoundBrandStroke}`,
    },
  },
  invalid: {
    ...shorthands.borderColor(tokens.colorPaletteRedBorder2),
  },
  toolbar: {
    padding: `0 ${tokens.spacingHorizontalXS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  editor: {
    minHeight: '40px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    outline: 'none',
    cursor: 'text',
  },
});

type Mark = 'italic' | 'bold' | 'superscript' | 'subscript';
const MARKS: { command: Mark; icon: typeof TextItalic20Regular }[] = [
  { command: 'italic', icon: TextItalic20Regular },
  { command: 'bold', icon: TextBold20Regular },
  { command: 'superscript', icon: TextSuperscript20Regular },
  { command: 'subscript', icon: TextSubscript20Regular },
];
const NO_MARK: Record<Mark, boolean> = { italic: false, bold: false, superscript: false, subscript: false };

/** What the editor holds, as stored: the allowed marks only, non-breaking spaces as spaces. */
function readMarkup(element: HTMLElement, bold: boolean): string {
  return sanitizeRichText(element.innerHTML.replace(/&nbsp;|\u00a0/g, ' '), { bold });
}

export interface RichTextInputProps {
  /** The rich text (markup with <i>, <em>, <sup>, <sub>, and <b>, <strong> where bold is allowed). */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** Accessible name of the editable area. */
  label: string;
  id?: string;
  invalid?: boolean;
  describedBy?: string;
  /** Offers "Gras" and keeps <b>, <strong>: image credits and sources allow bold, author functions do not. */
  bold?: boolean;
}

/**
 * A rich text field with the marks spec 1 §5 allows (italic, superscript, subscript; bold only where the field
 * allows it) and nothing else: buttons "Italique", "Gras", "Exposant" and "Indice" mark the selection; what is
 * typed or pasted is sanitised (sanitizeRichText) into the value; Enter does not break lines, paragraphs being
 * collapsed into one space anyway. The editable area is a multi-line text box that wraps.
 */
export const RichTextInput = forwardRef<HTMLDivElement, RichTextInputProps>(function RichTextInput(
  { value, onChange, onBlur, label, id, invalid, describedBy, bold = false },
  ref,
) {
  const styles = useStyles();
  const { t } = useTranslation();
  const editor = useRef<HTMLDivElement>(null);
  /** The last value this editor emitted: a different incoming value comes from outside (reset, restored draft). */
  const emitted = useRef<string | null>(null);
  const [active, setActive] = useState<Record<Mark, boolean>>(NO_MARK);
  const marks = bold ? MARKS : MARKS.filter(({ command }) => command !== 'bold');
  useImperativeHandle(ref, () => editor.current as HTMLDivElement, []);

  useEffect(() => {
    const element = editor.current;
    if (!element || value === emitted.current) return;
    // Outside change: show it (sanitised, so that nothing but the marks ever reaches the DOM).
    element.innerHTML = sanitizeRichText(value, { bold });
    emitted.current = value;
  }, [value, bold]);

  const refreshMarks = useCallback(() => {
    if (typeof document.queryCommandState !== 'function') return;
    const selection = document.getSelection();
    if (!selection || !editor.current?.contains(selection.anchorNode)) return;
    setActive({
      italic: document.queryCommandState('italic'),
      bold: document.queryCommandState('bold'),
      superscript: document.queryCommandState('superscript'),
      subscript: document.queryCommandState('subscript'),
    });
  }, []);

  const emit = useCallback(() => {
    const element = editor.current;
    if (!element) return;
    const markup = readMarkup(element, bold);
    emitted.current = markup;
    onChange(markup);
  }, [onChange, bold]);

  const apply = (command: Mark) => {
    const element = editor.current;
    if (!element) return;
    element.focus();
    if (typeof document.execCommand === 'function') {
      document.execCommand('styleWithCSS', false, 'false');
      document.execCommand(command, false);
    }
    emit();
    refreshMarks();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      return;
    }
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    // The browser's own Ctrl+B and Ctrl+I would bypass the allowed marks: both go through apply().
    if (key === 'i' || key === 'b') {
      event.preventDefault();
      if (key === 'i') apply('italic');
      else if (bold) apply('bold');
    }
  };

  /** Pasted text arrives as text: foreign markup never enters the editor. */
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text/plain').replace(/\s+/g, ' ');
    if (typeof document.execCommand === 'function') document.execCommand('insertText', false, text);
    emit();
  };

  return (
    <div className={mergeClasses(styles.root, invalid && styles.invalid)}>
      <Toolbar size="small" aria-label={t('richText.toolbar', { label })} className={styles.toolbar}>
        {marks.map(({ command, icon: Icon }) => (
          <ToggleButton
            key={command}
            appearance="subtle"
            size="small"
            icon={<Icon />}
            checked={active[command]}
            aria-label={t(`richText.${command}`)}
            title={t(`richText.${command}`)}
            // Keep the selection in the editor: the button must not take the focus on press.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => apply(command)}
          />
        ))}
      </Toolbar>
      <div
        ref={editor}
        id={id}
        className={styles.editor}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        tabIndex={0}
        onInput={emit}
        onKeyDown={onKeyDown}
        onKeyUp={refreshMarks}
        onMouseUp={refreshMarks}
        onPaste={onPaste}
        onBlur={() => {
          emit();
          onBlur?.();
        }}
      />
    </div>
  );
});
