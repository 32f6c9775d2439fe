import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrag, useDrop } from 'react-dnd';
import { Badge, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { PageSlot } from '@shared/rules/flatplan';
import { plainNodeName } from '@shared/rules/renvoi';
import { typeLabel } from '../../articles/list/article-display';

/** The react-dnd type of an item dragged on the spreads (the tree's rows accept another). */
export const FLATPLAN_DRAG_TYPE = 'FLATPLAN_ITEM';

const useStyles = makeStyles({
  root: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    minHeight: '18px',
    overflow: 'hidden',
    padding: '3px 4px',
    textAlign: 'start',
    font: 'inherit',
    color: tokens.colorNeutralForeground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
    cursor: 'grab',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  article: { backgroundColor: tokens.colorBrandBackground2 },
  ad: { backgroundColor: tokens.colorPaletteMarigoldBackground1 },
  unknown: { border: `1px dashed ${tokens.colorNeutralStroke1}`, backgroundColor: tokens.colorNeutralBackground3 },
  readOnly: { cursor: 'default' },
  over: { outline: `2px dashed ${tokens.colorBrandStroke1}`, outlineOffset: '-2px' },
  dragging: { opacity: 0.4 },
  title: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200, overflowWrap: 'anywhere' },
  meta: { display: 'flex', flexWrap: 'wrap', gap: '2px', alignItems: 'center' },
  // A page is narrow: a long status (« En cours de publication ») wraps inside its badge, not over its edge.
  badge: { height: 'auto', minHeight: '16px', whiteSpace: 'normal', paddingBlock: '1px' },
  muted: { color: tokens.colorNeutralForeground3 },
  // Read, not shown: the kind and pages of the item, which the page's place and colour show.
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

export interface PageItemProps {
  slot: PageSlot;
  readOnly: boolean;
  /** Focus it once drawn (after a keyboard move). */
  focused: boolean;
  onMove(id: string, targetId: string): void;
  onStep(id: string, step: 1 | -1): void;
}

/** An article or an ad on a page: dragged onto another to take its place, or moved with Alt + arrows. */
export function PageItem({ slot, readOnly, focused, onMove, onStep }: PageItemProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const ref = useRef<HTMLButtonElement>(null);
  const [{ dragging }, drag] = useDrag(() => ({ type: FLATPLAN_DRAG_TYPE, item: { id: slot.nodeId }, canDrag: !readOnly, collect: (m) => ({ dragging: m.isDragging() }) }), [slot.nodeId, readOnly]);
  const [{ over }, drop] = useDrop(
    () => ({
      accept: FLATPLAN_DRAG_TYPE,
      canDrop: (item: { id: string }) => !readOnly && item.id !== slot.nodeId,
      drop: (item: { id: string }) => onMove(item.id, slot.nodeId),
      collect: (m) => ({ over: m.isOver() && m.canDrop() }),
    }),
    [slot.nodeId, readOnly, onMove],
  );
  const attach = useCallback(
    (node: HTMLButtonElement | null) => {
      ref.current = node;
      drag(drop(node));
    },
    [drag, drop],
  );
  useEffect(() => {
    if (focused) ref.current?.focus();
  }, [focused]);

  const name = plainNodeName(slot.name);
  const [first, last] = slot.pages;
  const pages = t('publications.flatplan.pages', { count: last - first + 1, first, last });
  const facts = slot.facts;
  const ad = slot.kind === 'ADVERTISEMENT';
  const format = facts?.kind === 'ADVERTISEMENT' && slot.share > 0 ? facts.formatLabel : t('publications.flatplan.unknownFormat');
  const status = facts?.kind === 'ARTICLE' && facts.status !== null ? t(`articles.list.status.${facts.status}`) : null;
  const type = facts?.kind === 'ARTICLE' && facts.type !== null ? typeLabel(t, { type: facts.type, isBundle: slot.kind === 'BUNDLE' }) : null;
  const extras = (ad ? [format] : [status, type]).filter((part) => part !== null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (readOnly || !event.altKey) return;
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    onStep(slot.nodeId, step);
  };
  const kindClass = ad ? (slot.share > 0 ? styles.ad : styles.unknown) : styles.article;
  return (
    <button
      ref={attach}
      type="button"
      aria-keyshortcuts={readOnly ? undefined : 'Alt+ArrowLeft Alt+ArrowRight'}
      className={mergeClasses(styles.root, kindClass, readOnly && styles.readOnly, over && styles.over, dragging && styles.dragging)}
      style={{ flexGrow: slot.share, flexBasis: 0 }}
      onKeyDown={onKeyDown}
      data-node={slot.nodeId}
    >
      {/* The name is the words shown, with what the eye reads from the page said for the ear (hidden). */}
      <span className={styles.title}>
        <span className={styles.hidden}>{`${t(`publications.flatplan.kinds.${slot.kind}`)} « `}</span>
        {slot.first ? name : `${name} (${t('publications.flatplan.continued')})`}
        <span className={styles.hidden}>{` », ${pages}${slot.first && extras.length > 0 ? ',' : ''}`}</span>
      </span>
      {slot.first && extras.length > 0 && (
        <span className={styles.meta}>
          {status !== null && !ad && (
            <Badge className={styles.badge} size="small" appearance="tint" color={facts?.kind === 'ARTICLE' && facts.status === 'IN_PROGRESS' ? 'informative' : 'success'}>
              {status}
              {type !== null && <span className={styles.hidden}>,</span>}
            </Badge>
          )}
          {type !== null && !ad && (
<Caption1 className={styles.muted}>{type}</Caption1>
          )}
          {ad && <Caption1 className={styles.muted}>{format}</Caption1>}
        </span>
      )}
    </button>
  );
}
