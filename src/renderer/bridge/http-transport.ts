import type { RawBridge } from '@shared/contract';
import type { BridgeResult } from '@shared/errors';

/**
 * The web host's transport of the contract: POST /bridge/invoke/{method} with {args}, answering an envelope;
 * events over one server-sent-events stream. The per-run secret rides in an HttpOnly SameSite=Strict cookie
 * that the web host set with the page, so nothing here handles it.
 */
export function createHttpTransport(base = ''): RawBridge {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  /** Event names already wired to the stream: a name is wired once, however often listeners come and go. */
  const wired = new Set<string>();
  let source: EventSource | null = null;

  function ensureStream(name: string): void {
    if (!source) source = new EventSource(`${base}/bridge/events`, { withCredentials: true });
    if (!wired.has(name)) {
      wired.add(name);
      source.addEventListener(name, (e) => {
        const payload: unknown = JSON.parse((e as MessageEvent<string>).data);
        for (const l of listeners.get(name) ?? []) l(payload);
      });
    }
  }

  return {
    async invoke(name, args) {
      try {
        const res = await fetch(`${base}/bridge/invoke/${encodeURIComponent(name)}`, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ args }),
        });
        return (await res.json()) as BridgeResult<unknown>;
      } catch {
        return { ok: false, error: { code: 'OFFLINE', message: "L'application ne répond pas." } };
      }
    },
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      ensureStream(name);
      return () => set.delete(listener);
    },
  };
}
