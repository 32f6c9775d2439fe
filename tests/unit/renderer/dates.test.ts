import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatParis, toParisDay } from '../../../src/renderer/i18n/dates';

describe('dates in Paris time, French locale', () => {
  it('formats in Europe/Paris whatever the machine zone (summer and winter)', () => {
    expect(formatDateTime('2024-07-01T10:05:00Z')).toBe('01/07/2024 à 12:05');
    expect(formatDateTime('2024-12-31T23:30:00Z')).toBe('01/01/2025 à 00:30');
    expect(formatDate(new Date('2024-12-31T23:30:00Z'))).toBe('01/01/2025');
    expect(toParisDay('2024-03-30T23:30:00Z')).toBe('2024-03-31');
  });

  it('speaks French', () => {
    expect(formatParis('2024-05-01T08:00:00Z', 'EEEE d MMMM yyyy')).toBe('mercredi 1 mai 2024');
  });
});
