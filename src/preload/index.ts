import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from 'electron';
import { IPC_EVENT_PREFIX, IPC_INVOKE_PREFIX, isEventName, isMethodName, type RawBridge } from '../shared/contract';
import type { BridgeResult } from '../shared/errors';

/** Exposes the contract, and only it: names outside the contract never reach ipcRenderer. */
const bridge: RawBridge = {
  invoke(name, args): Promise<BridgeResult<unknown>> {
    if (!isMethodName(name)) return Promise.resolve({ ok: false, error: { code: 'UNKNOWN_METHOD', message: `Méthode inconnue : ${name}` } });
    return ipcRenderer.invoke(IPC_INVOKE_PREFIX + name, args) as Promise<BridgeResult<unknown>>;
  },
  on(name, listener) {
    if (!isEventName(name)) return () => undefined;
    const wrapped = (_event: IpcRendererEvent, payload: unknown): void => listener(payload);
    ipcRenderer.on(IPC_EVENT_PREFIX + name, wrapped);
    return () => {
      ipcRenderer.removeListener(IPC_EVENT_PREFIX + name, wrapped);
    };
  },
  pathForFile: (file) => webUtils.getPathForFile(file),
};

contextBridge.exposeInMainWorld('pupitre', bridge);
