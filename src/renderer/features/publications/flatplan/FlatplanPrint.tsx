import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Flatplan } from '@shared/rules/flatplan';
import { FlatplanSummary } from './FlatplanSummary';
import { SpreadView } from './SpreadView';

/** The class of the printed copy: the only thing a print (or main's printToPDF) shows. */
const PRINT_CLASS = 'pupitre-flatplan-print';

/**
 * A3 landscape for the editorial meeting. While printing, the page is hidden and the copy below, put at the
 * body's root, is printed alone: the app's frames scroll inside the window and would print a screenful.
 */
const PRINT_CSS = `
@page { size: A3 landscape; margin: 10mm; }
@media screen { .${PRINT_CLASS} { display: none; } }
@media print {
  html, body, #root { height: auto !important; overflow: visible !important; }
  body > :not(.${PRINT_CLASS}) { display: none !important; }
  .${PRINT_CLASS} { display: block; font-family: sans-serif; }
  .${PRINT_CLASS} .spreads { display: flex; flex-wrap: wrap; gap: 8mm 10mm; }
  .${PRINT_CLASS} section { content-visibility: visible !important; }
  .${PRINT_CLASS} button { cursor: default; }
}`;

export interface FlatplanPrintProps {
  flatplan: Flatplan;
  title: string;
  periodical: string;
  coverName: string | null;
  placardCheck: string | null;
  /** Called once the copy is in the page: window.print() or main's save as PDF; `done` removes the copy. */
  onReady(): void;
}

const ignore = () => undefined;

/** The printed copy of « Planches »: title, counts and checks, then every spread, read-only. */
export function FlatplanPrint({ flatplan, title, periodical, coverName, placardCheck, onReady }: FlatplanPrintProps) {
  const { t } = useTranslation();
  useEffect(() => {
    onReady();
  }, [onReady]);
  return createPortal(
    <div className={PRINT_CLASS} aria-hidden>
      <style>{PRINT_CSS}</style>
      <h1>{t('publications.flatplan.print.title', { name: title })}</h1>
      <FlatplanSummary flatplan={flatplan} placardCheck={placardCheck} periodical={periodical} />
      <div className="spreads">
        {flatplan.spreads.map((spread) => (
          <SpreadView key={spread.pages[0]?.number} spread={spread} bands={flatplan.bands} readOnly focusId={null} coverName={coverName} onMove={ignore} onStep={ignore} />
        ))}
      </div>
    </div>,
    document.body,
  );
}
