/**
 * Widths at which the top bar folds labels into icons (their accessible names stay): the window may be as
 * narrow as 1024 px (main/window.ts), where the tabs, the search box and the labels do not all fit.
 */
export const TOP_BAR_NARROW = '@media (max-width: 1279px)';
/** The downloads button is the first to fold: the search box keeps room beside the tabs at 1280 px. */
export const TOP_BAR_MEDIUM = '@media (max-width: 1399px)';
