/**
 * Date pickers and date filters of spec 1 §5: bounded to 2000-01-01..2025-01-01 by default, and a bound not
 * after 2000-01-01 is ignored by the filter. Client and server share them.
 */
export const DATE_FILTER_MIN = '2000-01-01';
export const DATE_FILTER_MAX = '2025-01-01';
