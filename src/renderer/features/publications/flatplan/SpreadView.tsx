import { useTranslation } from 'react-i18next';
import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { WarningRegular } from '@fluentui/react-icons';
import type { Band, FlatPage, Spread } from '@shared/rules/flatplan';
import { plainNodeName } from '@shared/rules/renvoi';
import { PageItem } from './PageItem';
import type { PlacardView } from './placard/usePlacardPages';

/** A page slot's size on screen: an A4 page's proportions. */
export const PAGE_WIDTH_PX = 132;
const PAGE_HEIGHT_PX = Math.round(PAGE_WIDTH_PX * 1.414);

const useStyles = makeStyles({
  spread: {
    display: 'grid',
    gridAutoRows: 'auto',
    columnGap: '2px',
    rowGap: '2px',
    alignContent: 'start',
    breakInside: 'avoid',
    // Spreads out of view are not drawn until scrolled to: a 200-page issue opens as fast as a short one.
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${PAGE_WIDTH_PX * 2}px auto ${PAGE_HEIGHT_PX + 80}px`,
  },
  band: {
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    padding: '0 4px',
    fontSize: tokens.fontSizeBase100,
    lineHeight: '16px',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground4,
    color: tokens.colorNeutralForeground2,
  },
  band1: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  column: { display: 'flex', gap: '2px' },
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    boxSizing: 'border-box',
    width: `${PAGE_WIDTH_PX}px`,
    height: `${PAGE_HEIGHT_PX}px`,
    padding: '2px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  cover: { justifyContent: 'center', alignItems: 'center', textAlign: 'center', backgroundColor: tokens.colorNeutralBackground3 },
  warned: { border: `2px solid ${tokens.colorPaletteDarkOrangeBorder2}` },
  over: { backgroundColor: tokens.colorPaletteRedBackground1 },
  foot: { display: 'flex', flexDirection: 'column', width: `${PAGE_WIDTH_PX}px` },
  number: { fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold },
  check: { display: 'flex', gap: '2px', color: tokens.colorPaletteDarkOrangeForeground1, fontSize: tokens.fontSizeBase100, lineHeight: tokens.lineHeightBase100 },
});

export interface SpreadViewProps {
  spread: Spread;
  /** The containers whose pages reach this spread. */
  bands: readonly Band[];
  readOnly: boolean;
  /** The item to focus once drawn (after a keyboard move). */
  focusId: string | null;
  /** The cover's article or image, named on page 1. */
  coverName: string | null;
  onMove(id: string, targetId: string): void;
  onStep(id: string, step: 1 | -1): void;
  /** The placard's pages, drawn beside the planned ones (issue 36, item 4). */
  placard?: PlacardView | undefined;
}

/** Two facing pages (or the cover, or a last page alone), the rubriques as bands above them, each page's checks below it. */
export function SpreadView({ spread, bands, readOnly, focusId, coverName, onMove, onStep, placard }: SpreadViewProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [first, second] = spread.pages;
  if (!first) return null;
  const firstNumber = first.number;
  const lastNumber = second?.number ?? firstNumber;
  const label = first.cover
    ? t('publications.flatplan.coverSpread')
    : second
      ? t('publications.flatplan.spread', { left: first.number, right: second.number })
      : t('publications.flatplan.single', { page: first.number });
  const here = bands.filter((b) => b.firstPage <= lastNumber && b.lastPage >= firstNumber).sort((a, b) => a.depth - b.depth || a.firstPage - b.firstPage);
  const depths = [...new Set(here.map((b) => b.depth))];

  const page = (p: FlatPage) => (
    <div className={styles.column} key={p.number}>
      <div
        role="group"
        aria-label={p.overTotal ? t('publications.flatplan.pageOver', { page: p.number }) : t('publications.flatplan.page', { page: p.number })}
        className={mergeClasses(styles.page, p.cover && styles.cover, p.checks.length > 0 && styles.warned, p.overTotal && styles.over)}
      >
        {p.cover && (
          <>
            <Caption1 className={styles.number}>{t('publications.flatplan.cover')}</Caption1>
            {coverName && <Caption1>{coverName}</Caption1>}
          </>
        )}
        {p.slots.map((slot) => (
          <PageItem key={slot.nodeId} slot={slot} readOnly={readOnly} focused={slot.first && slot.nodeId === focusId} onMove={onMove} onStep={onStep} />
        ))}
      </div>
      {placard && p.number <= placard.pageCount && placard.renderPage(p.number)}
    </div>
  );
  const columns = spread.pages.length;
  return (
    <section aria-label={label} className={styles.spread} style={{ gridTemplateColumns: `repeat(${columns}, auto)` }}>
      {depths.map((depth) =>
        here
          .filter((b) => b.depth === depth)
          .map((b) => {
            const from = Math.max(b.firstPage, firstNumber) - firstNumber + 1;
            const to = Math.min(b.lastPage, lastNumber) - firstNumber + 2;
            return (
              <div key={`${depth}-${b.id}`} className={mergeClasses(styles.band, depth === 1 && styles.band1)} style={{ gridColumn: `${from} / ${to}`, gridRow: depths.indexOf(depth) + 1 }} title={plainNodeName(b.name)}>
                {plainNodeName(b.name)}
              </div>
            );
          }),
      )}
      {spread.pages.map((p, n) => (
        <div key={p.number} style={{ gridColumn: n + 1, gridRow: depths.length + 1 }}>
          {page(p)}
        </div>
      ))}
      {spread.pages.map((p, n) => (
        <div key={`foot-${p.number}`} className={styles.foot} style={{ gridColumn: n + 1, gridRow: depths.length + 2, alignItems: p.side === 'left' ? 'flex-start' : 'flex-end' }}>
          <Caption1 className={styles.number} aria-hidden>
            {p.number}
          </Caption1>
          {p.checks.map((check) => (
            <span key={`${check.code}-${check.message}`} className={styles.check}>
              <WarningRegular aria-hidden />
              {check.message}
            </span>
          ))}
        </div>
      ))}
    </section>
  );
}
