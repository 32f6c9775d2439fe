import type { ConnectivityState } from '../../shared/domain/files';
import type { LoggerPort } from '../ports';

/** Every 3 seconds while offline (issue 3). */
export const DEFAULT_PROBE_INTERVAL_MS = 3_000;

export interface ConnectivityOptions {
  /** Resolves true when the server answers (an anonymous GET of the identity configuration). */
  probe(): Promise<boolean>;
  onChange(state: ConnectivityState): void;
  intervalMs?: number;
  logger?: LoggerPort;
}

/**
 * Online or offline, and since when the answers shown were fetched. Offline starts a probe every few
 * seconds until the server answers; any successful request ends it as well.
 */
export class Connectivity {
  private state: ConnectivityState = { online: true, cachedAt: null };
  private timer: NodeJS.Timeout | null = null;
  private probing = false;
  private disposed = false;
  readonly intervalMs: number;

  constructor(private readonly options: ConnectivityOptions) {
    this.intervalMs = options.intervalMs ?? DEFAULT_PROBE_INTERVAL_MS;
  }

  get current(): ConnectivityState {
    return { ...this.state };
  }

  /** The server could not be reached. `cachedAt`: the fetch date of the cached answer shown instead, if any. */
  markOffline(cachedAt?: string): void {
    this.set({ online: false, cachedAt: cachedAt ?? (this.state.online ? null : this.state.cachedAt) });
    this.scheduleProbe();
  }

  /** The server answered. */
  markOnline(): void {
    this.stopProbe();
    this.set({ online: true, cachedAt: null });
  }

  dispose(): void {
    this.disposed = true;
    this.stopProbe();
  }

  private set(next: ConnectivityState): void {
    if (next.online === this.state.online && next.cachedAt === this.state.cachedAt) return;
    this.state = next;
    if (!this.disposed) this.options.onChange({ ...next });
  }

  private scheduleProbe(): void {
    if (this.timer || this.probing || this.disposed || this.state.online) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.runProbe();
    }, this.intervalMs);
    this.timer.unref();
  }

  private async runProbe(): Promise<void> {
    if (this.disposed || this.state.online) return;
    this.probing = true;
    let answered = false;
    try {
      answered = await this.options.probe();
    } catch (error) {
      this.options.logger?.warn('connectivity probe failed', error instanceof Error ? error.message : error);
    } finally {
      this.probing = false;
    }
    if (answered) this.markOnline();
    else this.scheduleProbe();
  }

  private stopProbe(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
