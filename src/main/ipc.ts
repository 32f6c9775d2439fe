import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { IPC_EVENT_PREFIX, IPC_INVOKE_PREFIX, METHOD_NAMES, type EventName, type EventPayload } from '../shared/contract';
import type { Dispatch } from '../core/bridge/dispatcher';
import { APP_ORIGIN } from './app-protocol';

/** Only the app's own top frame may call: not an iframe, not a page navigated elsewhere. */
function trustedSender(event: IpcMainInvokeEvent): boolean {
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null) return false;
  try {
    return new URL(frame.url).origin === APP_ORIGIN;
  } catch {
    return false;
  }
}

/** One ipcMain.handle per contract method; arguments are validated by the dispatcher's zod schemas. */
export function registerBridge(dispatch: Dispatch): void {
  for (const name of METHOD_NAMES) {
    ipcMain.handle(IPC_INVOKE_PREFIX + name, (event, args: unknown) => {
      if (!trustedSender(event)) return { ok: false, error: { code: 'FORBIDDEN_SENDER', message: 'Appel refusé.' } };
      return dispatch(name, args);
    });
  }
}

export function sendEvent<E extends EventName>(target: WebContents | null, name: E, payload: EventPayload<E>): void {
  if (target && !target.isDestroyed()) target.send(IPC_EVENT_PREFIX + name, payload);
}
