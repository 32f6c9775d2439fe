import type { Bridge, RawBridge } from './contract';
import { BridgeError } from './errors';

/** Turns a raw transport (envelopes) into the typed Bridge the renderer uses: failures become BridgeErrors. */
export function createBridge(raw: RawBridge): Bridge {
  const bridge: Bridge = {
    async invoke(name, ...args) {
      const result = await raw.invoke(name, args);
      if (!result.ok) throw BridgeError.from(result.error);
      // The envelope's value is the method's result by construction of both transports.
      return result.value as never;
    },
    on(name, listener) {
      return raw.on(name, listener as (payload: unknown) => void);
    },
  };
  if (raw.pathForFile) bridge.pathForFile = (file) => raw.pathForFile?.(file) ?? '';
  return bridge;
}
