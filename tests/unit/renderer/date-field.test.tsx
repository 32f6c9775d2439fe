import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import type { ReactElement } from 'react';
import { DATE_FILTER_MAX, DATE_FILTER_MIN } from '../../../src/shared/rules/date-bounds';
import { KYRIELLE_DATE_MAX, KYRIELLE_DATE_MIN } from '../../../src/shared/domain/kyrielle';
import { DateField } from '../../../src/renderer/components/form/DateField';
import { dateToDay, dayToDate, parseTypedDay, pickerStartDay } from '../../../src/renderer/components/list/filters/date-input';
import { MediaPicture, PLACEHOLDER_PICTURE } from '../../../src/renderer/components/media/MediaPicture';
import { i18n } from '../../../src/renderer/i18n';

afterEach(cleanup);

const show = (element: ReactElement) =>
  render(
    <FluentProvider theme={webLightTheme}>
      <I18nextProvider i18n={i18n}>{element}</I18nextProvider>
    </FluentProvider>,
  );

describe('the date bounds of spec 1 §5 and §9, spec 2 §5 and §9', () => {
  it('are the spec’s constants: 2000-01-01 to 2025-01-01, and 2000-01-01 to 2030-01-01 for the layout tool', () => {
    expect(DATE_FILTER_MIN).toBe('2000-01-01');
    expect(DATE_FILTER_MAX).toBe('2025-01-01');
    expect(KYRIELLE_DATE_MIN).toBe('2000-01-01');
    expect(KYRIELLE_DATE_MAX).toBe('2030-01-01');
  });

  it('reads a day typed jj/mm/aaaa, its eight digits or one-digit parts; a day that does not exist is none', () => {
    expect(parseTypedDay('31/12/2024')).toBe('2024-12-31');
    expect(parseTypedDay(' 31122024 ')).toBe('2024-12-31');
    expect(parseTypedDay('1/2/2024')).toBe('2024-02-01');
    expect(parseTypedDay('01.02.2024')).toBe('2024-02-01');
    expect(parseTypedDay('29/02/2023')).toBeNull();
    expect(parseTypedDay('2024-12-31')).toBeNull();
    expect(parseTypedDay('demain')).toBeNull();
  });

  it('keeps a calendar day whole through the calendar’s dates', () => {
    for (const day of [DATE_FILTER_MIN, DATE_FILTER_MAX, '2024-02-29', '2024-03-31', '2024-10-27']) expect(dateToDay(dayToDate(day))).toBe(day);
  });

  it('opens the calendar on the day chosen, else on today kept within the bounds', () => {
    expect(pickerStartDay('2024-06-15', '2026-11-28', DATE_FILTER_MIN, DATE_FILTER_MAX)).toBe('2024-06-15');
    expect(pickerStartDay(null, '2026-11-28', DATE_FILTER_MIN, DATE_FILTER_MAX)).toBe(DATE_FILTER_MAX);
    expect(pickerStartDay(null, '1999-05-01', DATE_FILTER_MIN, DATE_FILTER_MAX)).toBe(DATE_FILTER_MIN);
    expect(pickerStartDay(null, '2024-06-15', DATE_FILTER_MIN, DATE_FILTER_MAX)).toBe('2024-06-15');
    expect(pickerStartDay(null, '2026-11-28', KYRIELLE_DATE_MIN, KYRIELLE_DATE_MAX)).toBe('2026-11-28');
  });
});

describe('the date field', () => {
  const typeIn = (field: HTMLElement, text: string) => {
    fireEvent.change(field, { target: { value: text } });
    fireEvent.blur(field);
  };

  it('takes the bounds themselves, refuses a day beyond them and a text that is no day, in French', () => {
    const onChange = vi.fn();
    show(<DateField label="Date limite" value={null} onChange={onChange} min={DATE_FILTER_MIN} max={DATE_FILTER_MAX} />);
    const field = screen.getByRole('combobox', { name: 'Date limite' });
    typeIn(field, '01/01/2025');
    expect(onChange).toHaveBeenLastCalledWith('2025-01-01');
    typeIn(field, '01012000');
    expect(onChange).toHaveBeenLastCalledWith('2000-01-01');
    onChange.mockClear();
    typeIn(field, '02/01/2025');
    expect(screen.getByText('Date attendue entre le 01/01/2000 et le 01/01/2025.')).toBeTruthy();
    typeIn(field, '31/12/1999');
    expect(screen.getByText('Date attendue entre le 01/01/2000 et le 01/01/2025.')).toBeTruthy();
    typeIn(field, '31/02/2024');
    expect(screen.getByText('Date attendue au format jj/mm/aaaa.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('hands a form the refused text as jj/mm/aaaa, for its own rule to say why', () => {
    const onInvalid = vi.fn();
    show(<DateField label="Date limite" value="2024-12-20" onChange={vi.fn()} onInvalid={onInvalid} min={DATE_FILTER_MIN} max={DATE_FILTER_MAX} />);
    typeIn(screen.getByRole('combobox', { name: 'Date limite' }), '31122030');
    expect(onInvalid).toHaveBeenLastCalledWith('31/12/2030');
  });
});

describe('the placeholder picture of spec 1 §7', () => {
  it('stands for an image without an id or a collection, and for one that failed to load; never an empty box', () => {
    show(<MediaPicture image={{ id: null, version: 1 }} size="THUMBNAIL" />);
    expect(screen.getByRole('img', { name: 'Image indisponible' }).getAttribute('src')).toBe(PLACEHOLDER_PICTURE);
    cleanup();
    show(<MediaPicture image={{ id: 12, version: 1, collection: null }} size="THUMBNAIL" />);
    expect(screen.getByRole('img', { name: 'Image indisponible' })).toBeTruthy();
    cleanup();
    const { container } = show(<MediaPicture image={{ id: 12, version: 3, collection: 'ILLUSTRATION' }} size="THUMBNAIL" />);
    const picture = container.querySelector('img') as HTMLImageElement;
    expect(picture.getAttribute('src')).toBe('/media/image/12?size=THUMBNAIL&version=3');
    fireEvent.error(picture);
    expect(screen.getByRole('img', { name: 'Image indisponible' }).getAttribute('src')).toBe(PLACEHOLDER_PICTURE);
  });
});
