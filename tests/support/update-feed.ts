import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer, request, type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { HttpExecutor, configureRequestOptions, configureRequestUrl, type DownloadOptions } from 'builder-util-runtime';
import { DebUpdater } from 'electron-updater';
import type { AppAdapter } from 'electron-updater/out/AppAdapter';
import { app } from './fake-electron';

/** The tests' publisher key pair: feeds sign with its private half, the app under test is given the public one. */
const TEST_KEYS = generateKeyPairSync('ed25519');
export const TEST_UPDATE_PUBLIC_KEY = TEST_KEYS.publicKey.export({ type: 'spki', format: 'pem' }).toString();

export interface FeedOptions {
  /** The private key signing the package (`ed25519` of its entry in latest.yml): the tests' own unless given; null = unsigned. */
  signWith?: KeyObject | null;
  /** Serve other bytes than the signed ones (with their own sha512, as a feed that changed the package would). */
  tamper?: boolean;
}

/**
 * An update feed as electron-builder's generic provider publishes one, signed as `npm run dist` signs it:
 * `latest*.yml` (the newest version, its package's name, size, sha512 and Ed25519 signature) beside the
 * package itself. Records what was asked of it.
 */
export interface UpdateFeed {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

export async function startUpdateFeed(version: string, { signWith = TEST_KEYS.privateKey, tamper = false }: FeedOptions = {}): Promise<UpdateFeed> {
  const fileName = `pupitre_${version}_amd64.deb`;
  const signed = Buffer.from(`paquet Debian de Pupitre ${version}`);
  const body = tamper ? Buffer.from(`paquet Debian de Pupitre ${version}, modifié`) : signed;
  const sha512 = createHash('sha512').update(body).digest('base64');
  const signature = signWith ? [`    ed25519: ${sign(null, signed, signWith).toString('base64')}`] : [];
  const yml = [`version: ${version}`, 'files:', `  - url: ${fileName}`, `    sha512: ${sha512}`, `    size: ${body.length}`, ...signature, `path: ${fileName}`, `sha512: ${sha512}`, "releaseDate: '2026-11-20T10:00:00.000Z'", ''].join('\n');
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://feed').pathname;
    requests.push(path);
    if (/^\/latest[\w-]*\.yml$/.test(path)) res.writeHead(200, { 'content-type': 'text/yaml' }).end(yml);
    else if (path === `/${fileName}`) res.writeHead(200, { 'content-type': 'application/vnd.debian.binary-package', 'content-length': body.length }).end(body);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** electron-updater's HTTP side over Node's http (its own goes through Electron's net, absent here). */
class NodeHttpExecutor extends HttpExecutor<ClientRequest> {
  createRequest(options: RequestOptions, callback: (response: IncomingMessage) => void): ClientRequest {
    return request(options, callback);
  }
  /** As electron-updater's ElectronHttpExecutor.download: a streamed download checked against its sha512. */
  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions = { headers: options.headers ?? undefined };
      configureRequestUrl(url, requestOptions);
      configureRequestOptions(requestOptions);
      this.doDownload(requestOptions, { destination, options, onCancel, callback: (error) => (error ? reject(error) : resolve(destination)), responseHandler: null }, 0);
    });
  }
}

/**
 * The real electron-updater (its Debian updater: generic provider, yml parsing, version comparison, events,
 * download and sha512 check) with the two parts that need a real Electron swapped: the app (the fake's
 * version, isPackaged and profile; app-update.yml as electron-builder writes it, with `buildFeed` as the
 * build's feed) and HTTP over Node. What electron-updater hands the app's quit (its install at quit) is kept
 * in `quitHandlers`, for a test to play the quit.
 */
export function realUpdateEngine(buildFeed = 'https://maj.pupitre.example/'): DebUpdater & { quitHandlers: ((exitCode: number) => void)[] } {
  const quitHandlers: ((exitCode: number) => void)[] = [];
  const appUpdateConfigPath = join(app.getPath('resources'), 'app-update.yml');
  writeFileSync(appUpdateConfigPath, `provider: generic\nurl: ${buildFeed}\nupdaterCacheDirName: pupitre-updater\n`);
  const adapter: AppAdapter = {
    get version() {
      return app.getVersion();
    },
    name: 'Pupitre',
    get isPackaged() {
      return app.isPackaged;
    },
    appUpdateConfigPath,
    userDataPath: app.getPath('userData'),
    baseCachePath: app.getPath('cache'),
    whenReady: () => app.whenReady(),
    relaunch: () => undefined,
    quit: () => app.quit(),
    onQuit: (handler) => void quitHandlers.push(handler),
  };
  const engine = new DebUpdater(null, adapter);
  Object.assign(engine, { httpExecutor: new NodeHttpExecutor() });
  return Object.assign(engine, { quitHandlers });
}
