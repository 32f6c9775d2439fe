import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { frPushOnline } from '../../../i18n/fr-push-online';
import { COUNTDOWN_TICK_MS, countdownParts, formatCountdown, type CountdownWords } from '@shared/rules/countdown';

/** The time now, read again every tick (spec 2 §9 "countdown tick 1 s"): one timer for the whole table. */
export function useNow(tickMs = COUNTDOWN_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}

/** The catalogue's words of the countdown. */
export function useCountdownWords(): CountdownWords {
  const { t } = useTranslation();
  const w = (key: keyof typeof frPushOnline.countdown): string => t(`pushOnline.countdown.${key}`);
  return {
    now: w('now'),
    units: { days: [w('day'), w('days')], hours: [w('hour'), w('hours')], minutes: [w('minute'), w('minutes')], seconds: [w('second'), w('seconds')] },
  };
}

/** "1 jour 2 heures 1 minute 5 secondes" until the execution date, then "Maintenant" (spec 2 §2.9). */
export function Countdown({ executionDate, now, words }: { executionDate: string; now: number; words: CountdownWords }) {
  return (
    <span role="timer" aria-live="off">
      {formatCountdown(countdownParts(Date.parse(executionDate), now), words)}
    </span>
  );
}
