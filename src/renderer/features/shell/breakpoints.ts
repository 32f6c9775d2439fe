/**
 * Widths at which the top bar folds labels into icons (their accessible names stay): the window may be as
 * narrow as 1024 px (main/window.ts), where the tabs, the search box and the labels do not all fit.
 */
export const TOP_BAR_NARROW = '@media (max-width: 1279px)';
/**
 * Below 1600 px the downloads, help and administration buttons show their icons only and a long profile name is
 * cut (issue 24: it ran out of the window at 1280 px), so that every tab fits down to 1280 px; narrower, the tabs
 * that still do not fit go into the "Autres sections" menu (SectionTabs).
 */
export const TOP_BAR_MEDIUM = '@media (max-width: 1599px)';
/** From 1400 px up (for a style that widens as the window does): every tab fits beside a wider search box. */
export const TOP_BAR_FROM_ROOMY = '@media (min-width: 1400px)';
/** From 1600 px up: the search box has its full width there, beside the labels and the tabs. */
export const TOP_BAR_FROM_WIDE = '@media (min-width: 1600px)';
