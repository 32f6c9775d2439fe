import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { IPC_EVENT_PREFIX, IPC_INVOKE_PREFIX, METHOD_NAMES, type EventName, type EventPayload } from '../shared/contract';
import type { BridgeResult } from '../shared/errors';
import type { Dispatch } from '../core/bridge/dispatcher';
import { isAppUrl } from './app-protocol';

const REFUSED: BridgeResult<never> = { ok: false, error: { code: 'FORBIDDEN_SENDER', message: 'Appel refusé.' } };

/**
 * Only the app's own top frame may call: not an iframe, not a page navigated elsewhere, not a frame that is
 * gone. The frame's URL and Chromium's own serialised origin (which is "null" for an opaque document, such as
 * one sandboxed by its CSP) must both be the app's.
 */
export function isTrustedSender(event: IpcMainInvokeEvent): boolean {
  try {
    const frame = event.senderFrame;
    if (!frame || frame.detached || frame.parent !== null) return false;
    return isAppUrl(frame.url) && isAppUrl(frame.origin);
  } catch {
    // A disposed frame throws when read.
    return false;
  }
}

/** One ipcMain.handle per contract method; arguments are validated by the dispatcher's zod schemas. */
export function registerBridge(dispatch: Dispatch): void {
  for (const name of METHOD_NAMES) {
    ipcMain.handle(IPC_INVOKE_PREFIX + name, (event, args: unknown) => (isTrustedSender(event) ? dispatch(name, args) : REFUSED));
  }
}

export function sendEvent<E extends EventName>(target: WebContents | null, name: E, payload: EventPayload<E>): void {
  if (target && !target.isDestroyed()) target.send(IPC_EVENT_PREFIX + name, payload);
}
