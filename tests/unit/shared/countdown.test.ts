import { describe, expect, it } from 'vitest';
import { countdownParts, formatCountdown, type CountdownWords } from '../../../src/shared/rules/countdown';
import { frPushOnline } from '../../../src/renderer/i18n/fr-push-online';

/** The push-online countdown (spec 2 §2.9): French days, hours, minutes, seconds, singular and plural, or "Maintenant". */

const c = frPushOnline.countdown;
const WORDS: CountdownWords = {
  now: c.now,
  units: { days: [c.day, c.days], hours: [c.hour, c.hours], minutes: [c.minute, c.minutes], seconds: [c.second, c.seconds] },
};
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
const NOW = Date.parse('2030-06-01T08:00:00Z');
const left = (ms: number) => formatCountdown(countdownParts(NOW + ms, NOW), WORDS);

describe('countdown wording', () => {
  it.each([
    [1 * D + 2 * H + 1 * M + 5 * S, '1 jour 2 heures 1 minute 5 secondes'],
    [2 * D + 1 * H + 2 * M + 1 * S, '2 jours 1 heure 2 minutes 1 seconde'],
    [1 * S, '1 seconde'],
    [59 * S, '59 secondes'],
    [1 * M, '1 minute'],
    [1 * H + 1 * S, '1 heure 1 seconde'],
    [3 * D, '3 jours'],
    [1 * D + 5 * S, '1 jour 5 secondes'],
    [23 * H + 59 * M + 59 * S, '23 heures 59 minutes 59 secondes'],
    [400 * D + 10 * H, '400 jours 10 heures'],
  ])('%i ms left reads « %s »', (ms, text) => {
    expect(left(ms)).toBe(text);
  });

  it('reads "Maintenant" at the instant and once it has passed', () => {
    expect(left(0)).toBe('Maintenant');
    expect(left(-1)).toBe('Maintenant');
    expect(left(-3 * D)).toBe('Maintenant');
  });

  it('rounds the seconds up, so the last second still shows until the instant', () => {
    expect(left(400)).toBe('1 seconde');
    expect(left(1 * M + 1)).toBe('1 minute 1 seconde');
    expect(countdownParts(Number.NaN, NOW)).toBeNull();
  });

  it('ticks: one second later it reads one second less', () => {
    const target = NOW + 1 * M + 1 * S;
    expect(formatCountdown(countdownParts(target, NOW), WORDS)).toBe('1 minute 1 seconde');
    expect(formatCountdown(countdownParts(target, NOW + S), WORDS)).toBe('1 minute');
    expect(formatCountdown(countdownParts(target, NOW + 2 * S), WORDS)).toBe('59 secondes');
  });
});
