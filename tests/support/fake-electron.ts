/**
 * A small stand-in for the `electron` module, so that the real src/main and src/preload modules run in Node
 * (vitest.config.ts aliases `electron` here for the `main` project; there is no Electron binary on this
 * machine). Each part records what the app asks of Electron and lets a test play the other side: invoke an
 * IPC channel from a frame, navigate, open a window, ask a permission, fetch through a protocol handler.
 * The objects are singletons (modules keep references to them); resetFakeElectron() empties them.
 */
import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  BrowserWindowConstructorOptions,
  CustomScheme,
  HandlerDetails,
  MenuItemConstructorOptions,
  MessageBoxSyncOptions,
  OpenDialogOptions,
  OpenDialogReturnValue,
  Rectangle,
  SafeStorage,
  SaveDialogOptions,
  SaveDialogReturnValue,
  WindowOpenHandlerResponse,
} from 'electron';

/** Electron's Event: what a listener may prevent, with the event's own parameters. */
export type FakeEvent<Params extends object = object> = Params & { defaultPrevented: boolean; preventDefault(): void };

export function fakeEvent<Params extends object>(params: Params): FakeEvent<Params> {
  const event: FakeEvent<Params> = {
    ...params,
    defaultPrevented: false,
    preventDefault() {
      event.defaultPrevented = true;
    },
  };
  return event;
}

// ---------------------------------------------------------------------------------------------- app

class FakeApp extends EventEmitter {
  private isReadyNow = false;
  private waiting: (() => void)[] = [];
  private root = mkdtempSync(join(tmpdir(), 'pupitre-fake-electron-'));
  version = '0.1.0-test';
  /** What requestSingleInstanceLock answers: false plays a second instance. */
  singleInstanceLock = true;
  quitCalls = 0;
  /** An installed build (true) or a development run. */
  isPackaged = false;

  whenReady(): Promise<void> {
    if (this.isReadyNow) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }
  isReady(): boolean {
    return this.isReadyNow;
  }
  /** Test side: Electron's 'ready'. */
  emitReady(): void {
    this.isReadyNow = true;
    this.emit('ready');
    for (const resolve of this.waiting.splice(0)) resolve();
  }
  /** userData, downloads, temp...: folders of a temporary directory made for each test. */
  getPath(name: string): string {
    const dir = join(this.root, name);
    mkdirSync(dir, { recursive: true });
    return dir;
  }
  getVersion(): string {
    return this.version;
  }
  /** The system's icon of a file: a stand-in image that says which file it is for. */
  getFileIcon(path: string): Promise<{ iconOf: string }> {
    return Promise.resolve({ iconOf: path });
  }
  requestSingleInstanceLock(): boolean {
    return this.singleInstanceLock;
  }
  /** The schemes the app asked the system to hand it. */
  readonly protocolClients = new Set<string>();
  setAsDefaultProtocolClient(scheme: string): boolean {
    this.protocolClients.add(scheme);
    return true;
  }
  quit(): void {
    this.quitCalls += 1;
    this.emit('before-quit', fakeEvent({}));
  }
  reset(): void {
    this.removeAllListeners();
    this.isReadyNow = false;
    this.waiting = [];
    this.singleInstanceLock = true;
    this.quitCalls = 0;
    this.isPackaged = false;
    this.protocolClients.clear();
    this.removeProfile();
    this.root = mkdtempSync(join(tmpdir(), 'pupitre-fake-electron-'));
  }
  removeProfile(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}

export const app = new FakeApp();

// ------------------------------------------------------------------------------------------- frames

/** Schemes registered as standard get a tuple origin in Chromium; other non-http schemes get "null". */
function chromiumOrigin(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'null';
  }
  const scheme = parsed.protocol.slice(0, -1);
  const standard = scheme === 'http' || scheme === 'https' || protocol.isStandard(scheme);
  return standard && parsed.host ? `${scheme}://${parsed.host}` : 'null';
}

export interface FrameInit {
  url: string;
  parent?: FakeFrame | null;
  /** Chromium's serialised origin; computed from the URL when not given. */
  origin?: string;
  detached?: boolean;
}

/** WebFrameMain: a frame's URL, origin and parent. A destroyed frame throws when read, as Electron's does. */
export class FakeFrame {
  private state: Required<FrameInit>;
  private destroyed = false;
  constructor(init: FrameInit) {
    this.state = { parent: null, detached: false, origin: chromiumOrigin(init.url), ...init };
  }
  private read<K extends keyof FrameInit>(key: K): Required<FrameInit>[K] {
    if (this.destroyed) throw new Error('Render frame was disposed before WebFrameMain could be accessed');
    return this.state[key];
  }
  get url(): string {
    return this.read('url');
  }
  get origin(): string {
    return this.read('origin');
  }
  get parent(): FakeFrame | null {
    return this.read('parent');
  }
  get detached(): boolean {
    return this.read('detached');
  }
  /** The frame now shows another page (its origin follows). */
  navigate(url: string): void {
    this.state = { ...this.state, url, origin: chromiumOrigin(url) };
  }
  destroy(): void {
    this.destroyed = true;
  }
}

// ----------------------------------------------------------------------------------------- ipcMain

export interface FakeInvokeEvent {
  senderFrame: FakeFrame | null;
  sender: FakeWebContents | null;
}
type InvokeHandler = (event: FakeInvokeEvent, ...args: unknown[]) => unknown;

class FakeIpcMain extends EventEmitter {
  private readonly handlers = new Map<string, InvokeHandler>();
  handle(channel: string, handler: InvokeHandler): void {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, handler);
  }
  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }
  channels(): string[] {
    return [...this.handlers.keys()];
  }
  /** Test side: what ipcRenderer.invoke from this frame would get back (rejects when no handler). */
  async invoke(channel: string, frame: FakeFrame | null, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`Error invoking remote method '${channel}': Error: No handler registered for '${channel}'`);
    return await handler({ senderFrame: frame, sender: null }, ...args);
  }
  reset(): void {
    this.handlers.clear();
    this.removeAllListeners();
  }
}

export const ipcMain = new FakeIpcMain();

// -------------------------------------------------------------------------------------- webContents

type WindowOpenHandler = (details: HandlerDetails) => WindowOpenHandlerResponse;
interface NavigationParams {
  url: string;
  isMainFrame: boolean;
  isSameDocument: boolean;
  frame: FakeFrame | null;
}

let nextContentsId = 1;

export class FakeWebContents extends EventEmitter {
  readonly id = nextContentsId++;
  readonly sent: { channel: string; args: unknown[] }[] = [];
  readonly loaded: string[] = [];
  /** What startDrag was asked to drag out of the window. */
  readonly dragged: { file: string; icon: unknown }[] = [];
  mainFrame = new FakeFrame({ url: '' });
  private destroyed = false;
  private openHandler: WindowOpenHandler | null = null;

  setWindowOpenHandler(handler: WindowOpenHandler): void {
    this.openHandler = handler;
  }
  send(channel: string, ...args: unknown[]): void {
    if (this.destroyed) throw new Error('Object has been destroyed');
    this.sent.push({ channel, args });
  }
  getURL(): string {
    return this.mainFrame.url;
  }
  /** What replaceMisspelling was asked to put in place of the misspelled word. */
  readonly replacedMisspellings: string[] = [];
  replaceMisspelling(word: string): void {
    this.replacedMisspellings.push(word);
  }
  get session(): FakeSession {
    return session.defaultSession;
  }
  /** The options printToPDF was called with; it answers a tiny PDF. */
  readonly printed: unknown[] = [];
  printToPDF(options: unknown): Promise<Buffer> {
    if (this.destroyed) return Promise.reject(new Error('Object has been destroyed'));
    this.printed.push(options);
    return Promise.resolve(Buffer.from('%PDF-1.7 planches'));
  }
  startDrag(item: { file: string; icon: unknown }): void {
    if (this.destroyed) throw new Error('Object has been destroyed');
    this.dragged.push(item);
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  loadURL(url: string): Promise<void> {
    this.loaded.push(url);
    this.mainFrame = new FakeFrame({ url });
    return Promise.resolve();
  }
  /** How many times the page was loaded again (reload). */
  reloads = 0;
  /** The address of a page whose renderer died (its frame can no longer tell it). */
  private goneUrl: string | null = null;
  reload(): void {
    this.reloads += 1;
    this.mainFrame = new FakeFrame({ url: this.goneUrl ?? this.mainFrame.url });
    this.goneUrl = null;
  }
  destroy(): void {
    this.destroyed = true;
    this.mainFrame.destroy();
  }

  // Test side.

  /** The renderer process dies (`reason` as Electron tells it): its frame is gone. */
  crash(reason: 'crashed' | 'killed' | 'oom' | 'clean-exit' = 'crashed'): void {
    // A renderer already gone (and not loaded again) has no frame left to ask.
    this.goneUrl ??= this.mainFrame.url;
    this.mainFrame.destroy();
    this.emit('render-process-gone', fakeEvent({}), { reason, exitCode: reason === 'clean-exit' ? 0 : 1 });
  }

  /** window.open or a target=_blank link: the handler's answer (Electron allows when none is set). */
  openWindow(url: string): WindowOpenHandlerResponse {
    const details: HandlerDetails = { url, frameName: '', features: '', disposition: 'foreground-tab', referrer: { url: this.getURL(), policy: 'strict-origin-when-cross-origin' } };
    return this.openHandler ? this.openHandler(details) : { action: 'allow' };
  }
  /** The top frame follows a link: will-navigate then will-frame-navigate. True when it navigated. */
  navigate(url: string): boolean {
    const params = { url, isMainFrame: true, isSameDocument: false, frame: this.mainFrame };
    const first = fakeEvent<NavigationParams>(params);
    this.emit('will-navigate', first, url);
    if (first.defaultPrevented) return false;
    const second = fakeEvent<NavigationParams>(params);
    this.emit('will-frame-navigate', second);
    if (second.defaultPrevented) return false;
    this.mainFrame.navigate(url);
    return true;
  }
  /** An iframe of the page navigates (only will-frame-navigate fires). True when it navigated. */
  navigateSubFrame(url: string): boolean {
    const event = fakeEvent<NavigationParams>({ url, isMainFrame: false, isSameDocument: false, frame: null });
    this.emit('will-frame-navigate', event);
    return !event.defaultPrevented;
  }
  /** A server redirect during a navigation of the top frame. True when it was followed. */
  redirect(url: string): boolean {
    const event = fakeEvent<NavigationParams>({ url, isMainFrame: true, isSameDocument: false, frame: this.mainFrame });
    this.emit('will-redirect', event, url);
    return !event.defaultPrevented;
  }
  /** The page's beforeunload refused to unload. True when main let it unload anyway. */
  preventUnload(): boolean {
    const event = fakeEvent({});
    this.emit('will-prevent-unload', event);
    return event.defaultPrevented;
  }
  /** A page asks to embed a <webview>. True when it was allowed. */
  attachWebview(src: string): boolean {
    const event = fakeEvent({});
    this.emit('will-attach-webview', event, { nodeIntegration: false }, { src });
    return !event.defaultPrevented;
  }
}

// ------------------------------------------------------------------------------------ BrowserWindow

export class FakeBrowserWindow extends EventEmitter {
  static readonly created: FakeBrowserWindow[] = [];
  static getAllWindows(): FakeBrowserWindow[] {
    return FakeBrowserWindow.created.filter((win) => !win.destroyed);
  }
  /** The window that last took the focus (focus() here), if it is still open. */
  static getFocusedWindow(): FakeBrowserWindow | null {
    return FakeBrowserWindow.getAllWindows().findLast((win) => win.focused) ?? null;
  }

  readonly options: BrowserWindowConstructorOptions;
  readonly webContents = new FakeWebContents();
  visible = false;
  focused = false;
  minimized = false;
  progress: number | null = null;
  private destroyed = false;

  constructor(options: BrowserWindowConstructorOptions = {}) {
    super();
    this.options = options;
    FakeBrowserWindow.created.push(this);
    // As in Electron, the page's web contents exist (and are announced) before the constructor returns.
    app.emit('web-contents-created', fakeEvent({}), this.webContents);
  }
  loadURL(url: string): Promise<void> {
    return this.webContents.loadURL(url);
  }
  show(): void {
    this.visible = true;
  }
  focus(): void {
    this.focused = true;
  }
  minimize(): void {
    this.minimized = true;
  }
  restore(): void {
    this.minimized = false;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  maximized = false;
  maximize(): void {
    this.maximized = true;
  }
  isMaximized(): boolean {
    return this.maximized;
  }
  /** As in Electron: the bounds the window returns to when it is no longer maximised. */
  getNormalBounds(): Rectangle {
    return this.getBounds();
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  private bounds: Rectangle | null = null;
  getBounds(): Rectangle {
    return this.bounds ?? { x: this.options.x ?? 0, y: this.options.y ?? 0, width: this.options.width ?? 800, height: this.options.height ?? 600 };
  }
  setBounds(bounds: Rectangle): void {
    this.bounds = bounds;
  }
  setProgressBar(progress: number): void {
    this.progress = progress;
  }
  close(): void {
    const event = fakeEvent({});
    this.emit('close', event);
    if (event.defaultPrevented) return;
    this.destroyed = true;
    this.webContents.destroy();
    this.emit('closed');
  }
}

export { FakeBrowserWindow as BrowserWindow };

// ----------------------------------------------------------------------------------------- protocol

type ProtocolHandler = (request: Request) => Response | Promise<Response>;

class FakeProtocol {
  readonly privileged: CustomScheme[] = [];
  private readonly handlers = new Map<string, ProtocolHandler>();
  registerSchemesAsPrivileged(schemes: CustomScheme[]): void {
    if (app.isReady()) throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready');
    this.privileged.push(...schemes);
  }
  handle(scheme: string, handler: ProtocolHandler): void {
    if (!app.isReady()) throw new Error('protocol.handle cannot be used before the app is ready');
    if (this.handlers.has(scheme)) throw new Error(`Protocol '${scheme}' is already handled`);
    this.handlers.set(scheme, handler);
  }
  unhandle(scheme: string): void {
    this.handlers.delete(scheme);
  }
  isProtocolHandled(scheme: string): boolean {
    return this.handlers.has(scheme);
  }
  isStandard(scheme: string): boolean {
    return this.privileged.some((entry) => entry.scheme === scheme && entry.privileges?.standard === true);
  }
  /** Test side: what the page would get for this URL. */
  async fetch(url: string, init?: RequestInit): Promise<Response> {
    const scheme = new URL(url).protocol.slice(0, -1);
    const handler = this.handlers.get(scheme);
    if (!handler) throw new Error(`No handler for ${scheme}:`);
    return await handler(new Request(url, init));
  }
  reset(): void {
    this.privileged.length = 0;
    this.handlers.clear();
  }
}

export const protocol = new FakeProtocol();

// ------------------------------------------------------------------------------------------ session

interface PermissionDetails {
  requestingUrl: string;
  isMainFrame: boolean;
  embeddingOrigin?: string;
}
type PermissionRequestHandler = (contents: FakeWebContents | null, permission: string, callback: (granted: boolean) => void, details: PermissionDetails) => void;
type PermissionCheckHandler = (contents: FakeWebContents | null, permission: string, requestingOrigin: string, details: PermissionDetails) => boolean;

class FakeSession {
  spellCheckerLanguages: string[] = [];
  readonly dictionaryWords: string[] = [];
  setSpellCheckerLanguages(languages: string[]): void {
    this.spellCheckerLanguages = [...languages];
  }
  /** Where Hunspell dictionaries are fetched: null for Electron's default (Google's servers). */
  dictionaryDownloadUrl: string | null = null;
  setSpellCheckerDictionaryDownloadURL(url: string): void {
    this.dictionaryDownloadUrl = url;
  }
  spellCheckerEnabled = true;
  setSpellCheckerEnabled(enabled: boolean): void {
    this.spellCheckerEnabled = enabled;
  }
  addWordToSpellCheckerDictionary(word: string): boolean {
    this.dictionaryWords.push(word);
    return true;
  }
  private requestHandler: PermissionRequestHandler | null = null;
  private checkHandler: PermissionCheckHandler | null = null;
  setPermissionRequestHandler(handler: PermissionRequestHandler | null): void {
    this.requestHandler = handler;
  }
  setPermissionCheckHandler(handler: PermissionCheckHandler | null): void {
    this.checkHandler = handler;
  }
  get hasPermissionHandlers(): boolean {
    return this.requestHandler !== null && this.checkHandler !== null;
  }
  /** Test side: a frame asks for a permission. Electron grants everything when no handler is set. */
  requestPermission(permission: string, requestingUrl: string, contents: FakeWebContents | null = null): Promise<boolean> {
    const handler = this.requestHandler;
    if (!handler) return Promise.resolve(true);
    return new Promise((resolve) => handler(contents, permission, resolve, { requestingUrl, isMainFrame: true }));
  }
  /** Test side: the page checks a permission (navigator.permissions, clipboard). */
  checkPermission(permission: string, requestingOrigin: string, embeddingOrigin?: string): boolean {
    if (!this.checkHandler) return true;
    const details: PermissionDetails = { requestingUrl: requestingOrigin, isMainFrame: embeddingOrigin === undefined };
    if (embeddingOrigin !== undefined) details.embeddingOrigin = embeddingOrigin;
    return this.checkHandler(null, permission, requestingOrigin, details);
  }
  reset(): void {
    this.requestHandler = null;
    this.checkHandler = null;
    this.spellCheckerLanguages = [];
    this.dictionaryDownloadUrl = null;
    this.spellCheckerEnabled = true;
    this.dictionaryWords.length = 0;
  }
}

export const session = { defaultSession: new FakeSession() };

// ------------------------------------------------------------------------------------ shell, dialog

class FakeShell {
  readonly openedExternal: string[] = [];
  readonly openedPaths: string[] = [];
  readonly shownInFolder: string[] = [];
  /** What openPath answers: '' for success, else the system's error message. */
  openPathResult = '';
  openExternal(url: string): Promise<void> {
    this.openedExternal.push(url);
    return Promise.resolve();
  }
  openPath(path: string): Promise<string> {
    this.openedPaths.push(path);
    return Promise.resolve(this.openPathResult);
  }
  showItemInFolder(path: string): void {
    this.shownInFolder.push(path);
  }
  reset(): void {
    this.openedExternal.length = 0;
    this.openedPaths.length = 0;
    this.shownInFolder.length = 0;
    this.openPathResult = '';
  }
}

export const shell = new FakeShell();

/** Electron's Notification: records what was shown; `supported` stands for Notification.isSupported(). */
export class FakeNotification extends EventEmitter {
  static supported = true;
  static readonly shown: FakeNotification[] = [];
  static isSupported(): boolean {
    return FakeNotification.supported;
  }
  constructor(readonly options: { title: string; body: string; silent?: boolean }) {
    super();
  }
  show(): void {
    FakeNotification.shown.push(this);
  }
  static reset(): void {
    FakeNotification.supported = true;
    FakeNotification.shown.length = 0;
  }
}
export { FakeNotification as Notification };

class FakeDialog {
  readonly messageBoxes: { window: FakeBrowserWindow | null; options: MessageBoxSyncOptions }[] = [];
  readonly openDialogs: OpenDialogOptions[] = [];
  readonly saveDialogs: SaveDialogOptions[] = [];
  /** The button the user clicks in the next message boxes (an index of options.buttons). */
  messageBoxResponse = 0;
  openDialogResult: OpenDialogReturnValue = { canceled: true, filePaths: [] };
  saveDialogResult: SaveDialogReturnValue = { canceled: true, filePath: '' };

  showMessageBoxSync(first: FakeBrowserWindow | MessageBoxSyncOptions, second?: MessageBoxSyncOptions): number {
    const window = first instanceof FakeBrowserWindow ? first : null;
    const options = first instanceof FakeBrowserWindow ? second : first;
    if (!options) throw new Error('showMessageBoxSync without options');
    this.messageBoxes.push({ window, options });
    return this.messageBoxResponse;
  }
  showOpenDialog(first: FakeBrowserWindow | OpenDialogOptions, second?: OpenDialogOptions): Promise<OpenDialogReturnValue> {
    const options = first instanceof FakeBrowserWindow ? second : first;
    if (options) this.openDialogs.push(options);
    return Promise.resolve(this.openDialogResult);
  }
  showSaveDialog(first: FakeBrowserWindow | SaveDialogOptions, second?: SaveDialogOptions): Promise<SaveDialogReturnValue> {
    const options = first instanceof FakeBrowserWindow ? second : first;
    if (options) this.saveDialogs.push(options);
    return Promise.resolve(this.saveDialogResult);
  }
  reset(): void {
    this.messageBoxes.length = 0;
    this.openDialogs.length = 0;
    this.saveDialogs.length = 0;
    this.messageBoxResponse = 0;
    this.openDialogResult = { canceled: true, filePaths: [] };
    this.saveDialogResult = { canceled: true, filePath: '' };
  }
}

export const dialog = new FakeDialog();

// -------------------------------------------------------------------------------------- safeStorage

type StorageBackend = ReturnType<SafeStorage['getSelectedStorageBackend']>;
const CIPHER_MAGIC = Buffer.from('fake-safeStorage-v1:', 'latin1');

/** Reversible, and never the plain text on disk: every byte is flipped behind a marker. */
class FakeSafeStorage {
  available = true;
  backend: StorageBackend = 'gnome_libsecret';
  isEncryptionAvailable(): boolean {
    return this.available;
  }
  getSelectedStorageBackend(): StorageBackend {
    return this.backend;
  }
  encryptString(plain: string): Buffer {
    if (!this.available) throw new Error('Encryption is not available.');
    return Buffer.concat([CIPHER_MAGIC, Buffer.from(Uint8Array.from(Buffer.from(plain, 'utf8'), (byte) => byte ^ 0xa5))]);
  }
  decryptString(cipher: Buffer): string {
    if (!this.available) throw new Error('Decryption is not available.');
    if (!cipher.subarray(0, CIPHER_MAGIC.length).equals(CIPHER_MAGIC)) {
      throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
    }
    return Buffer.from(Uint8Array.from(cipher.subarray(CIPHER_MAGIC.length), (byte) => byte ^ 0xa5)).toString('utf8');
  }
  reset(): void {
    this.available = true;
    this.backend = 'gnome_libsecret';
  }
}

export const safeStorage = new FakeSafeStorage();

// --------------------------------------------------------------------------------------- Menu, net

export class Menu {
  static application: Menu | null = null;
  /** The last context menu shown (popup). */
  static popped: Menu | null = null;
  constructor(readonly template: MenuItemConstructorOptions[]) {}
  popup(): void {
    Menu.popped = this;
  }
  static buildFromTemplate(template: MenuItemConstructorOptions[]): Menu {
    return new Menu(template);
  }
  static setApplicationMenu(menu: Menu | null): void {
    Menu.application = menu;
  }
  static getApplicationMenu(): Menu | null {
    return Menu.application;
  }
  /** Test side: the item with this label, at any depth. */
  find(label: string, items: MenuItemConstructorOptions[] = this.template): MenuItemConstructorOptions | undefined {
    for (const item of items) {
      if (item.label === label) return item;
      const found = Array.isArray(item.submenu) ? this.find(label, item.submenu) : undefined;
      if (found) return found;
    }
    return undefined;
  }
  /** Test side: the user picks the item with this label. */
  click(label: string): void {
    const click: ((...args: never[]) => void) | undefined = this.find(label)?.click;
    if (!click) throw new Error(`No menu item '${label}' with a click handler`);
    click();
  }
}

/** Main must not reach the network by itself in tests: net.fetch is recorded and answers 404. */
export const net = {
  fetched: [] as string[],
  fetch(url: string): Promise<Response> {
    net.fetched.push(url);
    return Promise.resolve(new Response(null, { status: 404 }));
  },
};

/** The displays (test side: `displays` is what the machine has; one full-HD screen by default). */
class FakeScreen {
  displays: { workArea: Rectangle }[] = [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }];
  getAllDisplays(): { workArea: Rectangle }[] {
    return this.displays;
  }
  reset(): void {
    this.displays = [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }];
  }
}

export const screen = new FakeScreen();

/** The system's light or dark setting as Electron sees it; themeSource is what the app forces. */
class FakeNativeTheme extends EventEmitter {
  themeSource: 'system' | 'light' | 'dark' = 'system';
  /** Test side: what the OS says. */
  systemDark = false;
  get shouldUseDarkColors(): boolean {
    return this.themeSource === 'system' ? this.systemDark : this.themeSource === 'dark';
  }
  reset(): void {
    this.themeSource = 'system';
    this.systemDark = false;
    this.removeAllListeners();
  }
}

export const nativeTheme = new FakeNativeTheme();

// ------------------------------------------------------------------- preload side: renderer modules

export const webUtils = {
  /** A dropped file's path, as Electron knows it for a File from a drop. */
  getPathForFile(file: { name: string }): string {
    return join('/chemin/depose', file.name);
  },
};

class FakeContextBridge {
  readonly exposed = new Map<string, unknown>();
  exposeInMainWorld(key: string, api: unknown): void {
    if (this.exposed.has(key)) throw new Error(`Cannot bind an API on top of an existing property on the window object: ${key}`);
    this.exposed.set(key, api);
  }
  reset(): void {
    this.exposed.clear();
  }
}

export const contextBridge = new FakeContextBridge();

/** The renderer's end: invoke goes to ipcMain's handler as if sent from `frame` (the app's page by default). */
class FakeIpcRenderer extends EventEmitter {
  readonly invoked: { channel: string; args: unknown[] }[] = [];
  frame: FakeFrame | null = null;
  invoke(channel: string, ...args: unknown[]): Promise<unknown> {
    this.invoked.push({ channel, args });
    return ipcMain.invoke(channel, this.frame, ...args);
  }
  reset(): void {
    this.invoked.length = 0;
    this.frame = null;
    this.removeAllListeners();
  }
}

export const ipcRenderer = new FakeIpcRenderer();

// --------------------------------------------------------------------------------------------- all

/** Between tests: no handler, no window, app not ready, a fresh temporary profile. */
export function resetFakeElectron(): void {
  app.reset();
  ipcMain.reset();
  protocol.reset();
  session.defaultSession.reset();
  shell.reset();
  FakeNotification.reset();
  dialog.reset();
  safeStorage.reset();
  contextBridge.reset();
  ipcRenderer.reset();
  FakeBrowserWindow.created.length = 0;
  Menu.application = null;
  Menu.popped = null;
  net.fetched.length = 0;
  nativeTheme.reset();
  screen.reset();
}

/** After the last test: the temporary profile goes. */
export function disposeFakeElectron(): void {
  app.removeProfile();
}

export default {
  app,
  ipcMain,
  BrowserWindow: FakeBrowserWindow,
  protocol,
  session,
  shell,
  Notification: FakeNotification,
  dialog,
  safeStorage,
  Menu,
  net,
  nativeTheme,
  screen,
  webUtils,
  contextBridge,
  ipcRenderer,
};
