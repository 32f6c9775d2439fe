import { describe, expect, it } from 'vitest';
import { adminExportRequestSchema, daysBetween, EXPORT_MAX_DAYS, EXPORT_RANGE_MESSAGES, exportRangeIssues } from '../../../src/shared/rules/export-range';

/** The export form's rule (spec 2 §5 Export, §9 "at most 60 days"), with the spec's four messages. */

const valid = { periodicalId: 'BJS', startDate: '01/01/2024', endDate: '01/03/2024' };

describe('export range', () => {
  it('has the spec’s four messages, word for word', () => {
    expect(EXPORT_MAX_DAYS).toBe(60);
    expect([EXPORT_RANGE_MESSAGES.periodicalRequired, EXPORT_RANGE_MESSAGES.startDateRequired, EXPORT_RANGE_MESSAGES.endDateRequired, EXPORT_RANGE_MESSAGES.tooLong]).toEqual([
      'La revue est obligatoire',
      'La date de début est obligatoire',
      'La date de fin est obligatoire',
      'La différence entre les dates doit être de 60 jours maximums',
    ]);
  });

  it('requires the periodical and both dates, each on its field', () => {
    expect(exportRangeIssues({ periodicalId: ' ', startDate: '', endDate: '' })).toEqual([
      { field: 'periodicalId', message: 'La revue est obligatoire' },
      { field: 'startDate', message: 'La date de début est obligatoire' },
      { field: 'endDate', message: 'La date de fin est obligatoire' },
    ]);
  });

  it.each([
    ['01/01/2024', '01/03/2024', 60, true],
    ['01/01/2024', '02/03/2024', 61, false],
    ['2023-01-01', '2023-03-02', 60, true],
    ['2023-01-01', '2023-03-03', 61, false],
    ['15/06/2025', '15/06/2025', 0, true],
    ['30/03/2025', '28/05/2025', 59, true],
  ])('%s to %s: %i days apart, accepted: %s', (startDate, endDate, days, ok) => {
    const issues = exportRangeIssues({ periodicalId: 'BJS', startDate, endDate });
    expect(issues).toEqual(ok ? [] : [{ field: 'endDate', message: 'La différence entre les dates doit être de 60 jours maximums' }]);
    const parsed = adminExportRequestSchema.safeParse({ periodicalId: 'BJS', startDate, endDate });
    expect(parsed.success).toBe(ok);
    if (parsed.success) expect(daysBetween(parsed.data.startDate, parsed.data.endDate)).toBe(days);
  });

  it('refuses an end before the start and a date that is not one', () => {
    expect(exportRangeIssues({ ...valid, endDate: '31/12/2023' })).toEqual([{ field: 'endDate', message: EXPORT_RANGE_MESSAGES.endBeforeStart }]);
    expect(exportRangeIssues({ ...valid, startDate: '31/02/2024' })).toEqual([{ field: 'startDate', message: EXPORT_RANGE_MESSAGES.startDateInvalid }]);
  });

  it('answers yyyy-MM-dd days for the server', () => {
    expect(adminExportRequestSchema.parse(valid)).toEqual({ periodicalId: 'BJS', startDate: '2024-01-01', endDate: '2024-03-01' });
  });
});
