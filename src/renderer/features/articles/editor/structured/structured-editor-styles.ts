import { makeStyles, tokens } from '@fluentui/react-components';
import { GROUP_CLASS, GROUP_SIZE } from './block-groups';
import { CARET_BLOCK_CLASS } from './caret-blocks';

/** The structured editor's look: the page, the toolbar, and each element of the article schema as the document shows it. */
export const useStyles = makeStyles({
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
    // A long body's blocks in groups (block-groups.ts), each group one of the boxes above, sized as its blocks until first laid out…
    [`& .pm-corps > .${GROUP_CLASS}, & .pm-section > .${GROUP_CLASS}, & .pm-presentation > .${GROUP_CLASS}`]: { containIntrinsicSize: `auto ${3 * GROUP_SIZE}em` },
    // …and the one holding the selection always rendered, as its block.
    [`& .${GROUP_CLASS}:has(.${CARET_BLOCK_CLASS})`]: { contentVisibility: 'visible' },
    '& .pm-liste': { margin: `0 0 ${tokens.spacingVerticalM}`, paddingLeft: '28px' },
    '& .pm-citation': { borderLeft: `3px solid ${tokens.colorNeutralStroke1}`, margin: `0 0 ${tokens.spacingVerticalM}`, paddingLeft: tokens.spacingHorizontalL, fontStyle: 'italic' },
    '& .pm-tableau': { borderCollapse: 'collapse', margin: `0 0 ${tokens.spacingVerticalM}`, width: '100%' },
    '& .pm-cellule': { border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`, padding: tokens.spacingHorizontalS, verticalAlign: 'top', minWidth: '3em' },
    '& .pm-renvoi': { color: tokens.colorBrandForeground1, textDecorationLine: 'underline' },
    '& .pm-auteurs, & .pm-metadonnees': { color: tokens.colorNeutralForeground3, fontSize: '14px', marginBottom: tokens.spacingVerticalM },
    '& .pm-notes': { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, marginTop: tokens.spacingVerticalL, fontSize: '14px' },
    '& .pm-appel-note': { color: tokens.colorBrandForeground1 },
    '& .pm-note': { position: 'relative', paddingLeft: '2.5em' },
    '& .pm-note::before': { content: 'attr(data-note)', position: 'absolute', left: 0, color: tokens.colorBrandForeground1, fontSize: '12px', lineHeight: '2' },
    '& .pm-image': { margin: `0 0 ${tokens.spacingVerticalM}`, textAlign: 'center' },
    '& .pm-image img': { maxWidth: '100%', maxHeight: '480px' },
    '& .pm-image figcaption': { fontSize: '14px', fontStyle: 'italic', color: tokens.colorNeutralForeground2 },
    '& .pm-image.ProseMirror-selectednode': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
  },
});
