import { HighlightStyle } from '@codemirror/language';
import { tags } from '@lezer/highlight';
import { tokens } from '@fluentui/react-components';

/**
 * The XML syntax colours of the editor and of the history's merge view, in Fluent's palette "Foreground2"
 * tokens: CSS variables that follow the app's theme, each at least 4.5:1 (WCAG AA) against the neutral
 * background and its hover shade (the active line) in the light and in the dark theme. CodeMirror's
 * defaultHighlightStyle has fixed dark colours, unreadable on the dark theme's background.
 */
export const xmlHighlightStyle = HighlightStyle.define([
  { tag: tags.tagName, color: tokens.colorPaletteSeafoamForeground2 },
  { tag: tags.attributeName, color: tokens.colorPaletteLavenderForeground2 },
  { tag: tags.attributeValue, color: tokens.colorPaletteBlueForeground2 },
  { tag: tags.character, color: tokens.colorPaletteBerryForeground2 },
  { tag: tags.special(tags.string), color: tokens.colorPaletteDarkOrangeForeground2 },
  { tag: tags.comment, color: tokens.colorPaletteMarigoldForeground2, fontStyle: 'italic' },
  { tag: [tags.processingInstruction, tags.meta], color: tokens.colorNeutralForeground3 },
  { tag: tags.invalid, color: tokens.colorPaletteRedForeground2, textDecoration: 'underline wavy' },
]);
