import type { RawBridge } from '@shared/contract';
import { createBridge } from '@shared/bridge-client';
import { createHttpTransport } from './http-transport';

declare global {
  interface Window {
    /** Exposed by the Electron preload; absent in the web host. */
    pupitre?: RawBridge;
  }
}

/** The one way the renderer reaches core: Electron IPC through the preload, else the web host over HTTP. */
export const bridge = createBridge(window.pupitre ?? createHttpTransport());
