import { useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, makeStyles } from '@fluentui/react-components';
import { DatePicker, type CalendarStrings, type DatePickerErrorType } from '@fluentui/react-datepicker-compat';
import type { Day, Month } from 'date-fns';
import { fr } from 'date-fns/locale';
import { formatDateOnly } from '@shared/rules/date-only';
import { toParisDay } from '../../i18n/dates';
import { dateToDay, dayToDate, maskDate, parseTypedDay, pickerStartDay } from '../list/filters/date-input';

const useStyles = makeStyles({
  picker: { width: '100%', minWidth: 0 },
});

const MONTH_INDEXES: readonly Month[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
/** Sunday first: Fluent indexes the day names by DayOfWeek. */
const DAY_INDEXES: readonly Day[] = [0, 1, 2, 3, 4, 5, 6];
const MONTHS = MONTH_INDEXES.map((m) => fr.localize.month(m));
/** "janv", "févr"…: without date-fns' final dot, each is the start of its month's name, which names its button. */
const SHORT_MONTHS = MONTH_INDEXES.map((m) => fr.localize.month(m, { width: 'abbreviated' }).replace(/\.$/, ''));
const DAYS = DAY_INDEXES.map((d) => fr.localize.day(d));
const SHORT_DAYS = DAY_INDEXES.map((d) => fr.localize.day(d, { width: 'narrow' }));

/** Fluent's DayOfWeek.Monday: French weeks start on Monday. */
const MONDAY = 1;

/** The calendar's day labels in French: "5 janvier 2024", "janvier 2024". */
const FRENCH_DATES = {
  formatDay: (date: Date) => String(date.getDate()),
  // The month picker's buttons: named by the month, with the short name they show (WCAG 2.5.3, label in name).
  formatMonth: (date: Date) => {
    const [full = '', short = ''] = [MONTHS[date.getMonth()], SHORT_MONTHS[date.getMonth()]];
    return short === full ? full : `${short}, ${full}`;
  },
  formatYear: (date: Date) => String(date.getFullYear()),
  formatMonthDayYear: (date: Date) => `${date.getDate()} ${MONTHS[date.getMonth()] ?? ''} ${date.getFullYear()}`,
  formatMonthYear: (date: Date) => `${MONTHS[date.getMonth()] ?? ''} ${date.getFullYear()}`,
};

const formatPicked = (date?: Date) => (date ? formatDateOnly(dateToDay(date)) : '');
/** What was typed, as jj/mm/aaaa when it is a day or eight digits: "31122030" -> "31/12/2030". */
const typedText = (text: string) => {
  const day = parseTypedDay(text);
  if (day) return formatDateOnly(day);
  return /^\d{8}$/.test(text.trim()) ? maskDate(text.trim()) : text;
};
const parseTyped = (text: string) => {
  const day = parseTypedDay(text);
  return day ? dayToDate(day) : null;
};

export interface DateFieldProps {
  label: string;
  /** The day chosen, yyyy-MM-dd; null: none. */
  value: string | null;
  onChange(value: string | null): void;
  /** The bounds, yyyy-MM-dd, both included (spec 1 §9: 2000-01-01..2025-01-01 unless told). */
  min: string;
  max: string;
  hint?: string;
  /** A message decided outside the field (a form's rule, a range's order), shown before the field's own. */
  error?: string;
  /**
   * A text typed that is no day within the bounds, as jj/mm/aaaa when it is a day (a form keeps it, to refuse
   * it with its own message).
   */
  onInvalid?(text: string): void;
  onBlur?(): void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * The one date field of the app (issue 25): Fluent's date picker with its calendar, in French (month and
 * day names, weeks from Monday), a day typed dd/MM/yyyy (or its eight digits) or picked, within its bounds.
 * The keyboard is Fluent's: Alt+↓ or ↓ or Entrée opens the calendar, the arrows move by day and week,
 * Page précédente/suivante by month, Entrée picks, Échap closes.
 */
export function DateField({ label, value, onChange, min, max, hint, error, onInvalid, onBlur, name, inputRef, className }: DateFieldProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [problem, setProblem] = useState<DatePickerErrorType | null>(null);
  const typed = useRef('');
  const strings = useMemo<CalendarStrings>(
    () => ({
      months: MONTHS,
      shortMonths: SHORT_MONTHS,
      days: DAYS,
      shortDays: SHORT_DAYS,
      goToToday: t('list.datePicker.goToToday'),
      prevMonthAriaLabel: t('list.datePicker.prevMonth'),
      nextMonthAriaLabel: t('list.datePicker.nextMonth'),
      prevYearAriaLabel: t('list.datePicker.prevYear'),
      nextYearAriaLabel: t('list.datePicker.nextYear'),
      prevYearRangeAriaLabel: t('list.datePicker.prevYearRange'),
      nextYearRangeAriaLabel: t('list.datePicker.nextYearRange'),
      closeButtonAriaLabel: t('list.datePicker.close'),
      selectedDateFormatString: t('list.datePicker.selectedDate'),
      todayDateFormatString: t('list.datePicker.todayDate'),
      weekNumberFormatString: t('list.datePicker.weekNumber'),
      monthPickerHeaderAriaLabel: t('list.datePicker.monthPickerHeader'),
      yearPickerHeaderAriaLabel: t('list.datePicker.yearPickerHeader'),
      dayMarkedAriaLabel: t('list.datePicker.dayMarked'),
    }),
    [t],
  );
  const today = toParisDay(new Date());
  const selected = useMemo(() => (value ? dayToDate(value) : null), [value]);
  const bounds = useMemo(() => ({ min: dayToDate(min), max: dayToDate(max), start: dayToDate(pickerStartDay(value, today, min, max)) }), [min, max, value, today]);
  const own =
    problem === 'invalid-input'
      ? t('list.dateErrors.format')
      : problem === 'out-of-bounds'
        ? t('list.dateErrors.range', { min: formatDateOnly(min), max: formatDateOnly(max) })
        : undefined;
  // A form's own rule says it with the field's name; else the field's message.
  const message = error ?? own;

  return (
    <Field label={label} hint={hint} validationState={message ? 'error' : 'none'} validationMessage={message} className={className}>
      <DatePicker
        ref={inputRef}
        name={name}
        className={styles.picker}
        allowTextInput
        value={selected}
        minDate={bounds.min}
        maxDate={bounds.max}
        initialPickerDate={bounds.start}
        firstDayOfWeek={MONDAY}
        strings={strings}
        dateTimeFormatter={FRENCH_DATES}
        formatDate={formatPicked}
        parseDateFromString={parseTyped}
        showGoToToday={today >= min && today <= max}
        placeholder={t('list.datePlaceholder')}
        autoComplete="off"
        popupSurface={{ 'aria-label': t('list.datePicker.calendar') }}
        onChange={(_event, data) => {
          typed.current = data.value;
        }}
        onSelectDate={(date) => {
          setProblem(null);
          const day = date ? dateToDay(date) : null;
          if (day !== value) onChange(day);
        }}
        onValidationResult={({ error: found }) => {
          setProblem(found && found !== 'required-input' ? found : null);
          if (found === 'invalid-input' || found === 'out-of-bounds') onInvalid?.(typedText(typed.current));
        }}
        onBlur={onBlur}
      />
    </Field>
  );
}
