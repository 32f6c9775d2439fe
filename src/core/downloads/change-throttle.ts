/**
 * Announces changes to a listener: at once when asked (a status changed), otherwise at most once every
 * `intervalMs` (progress), with a trailing announcement so that the last progress is never lost.
 */
export class ChangeThrottle {
  private last = 0;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly intervalMs: number,
    private readonly announce: () => void,
  ) {}

  changed(immediate: boolean): void {
    if (this.stopped) return;
    const now = Date.now();
    if (immediate || now - this.last >= this.intervalMs) {
      this.cancelTimer();
      this.fire(now);
      return;
    }
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.fire(Date.now());
    }, this.intervalMs - (now - this.last));
    this.timer.unref();
  }

  stop(): void {
    this.stopped = true;
    this.cancelTimer();
  }

  private cancelTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private fire(now: number): void {
    this.last = now;
    try {
      this.announce();
    } catch {
      // a listener's failure is not the announcer's
    }
  }
}
