import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request, type ClientRequest, type IncomingMessage, type RequestListener, type RequestOptions } from 'node:http';
import { createServer as createHttpsServer, request as requestTls } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { HttpExecutor, configureRequestOptions, configureRequestUrl, type DownloadOptions } from 'builder-util-runtime';
import { DebUpdater } from 'electron-updater';
import type { AppAdapter } from 'electron-updater/out/AppAdapter';
import { MANIFEST_FIELD, MANIFEST_PREFIX, MANIFEST_SIGNATURE_FIELD } from '../../src/main/update-manifest';
import { app, fakeEvent } from './fake-electron';

/** The tests' publisher key pair: feeds sign with its private half, the app under test is given the public one. */
const TEST_KEYS = generateKeyPairSync('ed25519');
export const TEST_UPDATE_PUBLIC_KEY = TEST_KEYS.publicKey.export({ type: 'spki', format: 'pem' }).toString();

/** A certificate for 127.0.0.1 (self-signed, for a century), which the tests' HTTP side alone trusts. */
const TLS = { cert: readFileSync(join(import.meta.dirname, 'tls', 'feed-cert.pem')), key: readFileSync(join(import.meta.dirname, 'tls', 'feed-key.pem')) };

export interface FeedOptions {
  /** The private key signing the release's manifest: the tests' own unless given; null = unsigned. */
  signWith?: KeyObject | null;
  /** Serve other bytes than the signed ones (with their own sha512, as a feed that changed the package would). */
  tamper?: boolean;
  /** The name the feed lists and serves the package under: `pupitre_<version>_amd64.deb` unless given. */
  fileName?: string;
  /** The name the signed manifest lists: fileName unless given (a genuine package renamed by the feed). */
  signedName?: string;
  /** The version latest.yml offers: the signed one unless given (an older signed build offered as newer). */
  offeredAs?: string;
  /** The channel the manifest is signed for: the name of the yml asked (without .yml) unless given. */
  channel?: string;
  /** Served over https (with the tests' certificate) rather than http. */
  tls?: boolean;
}

/**
 * An update feed as electron-builder's generic provider publishes one, signed as `npm run dist` signs it:
 * `latest*.yml` (the newest version, its package's name, size and sha512, and the release's manifest signed
 * with Ed25519, src/main/update-manifest.ts) beside the package itself. Records what was asked of it.
 */
export interface UpdateFeed {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

export async function startUpdateFeed(version: string, options: FeedOptions = {}): Promise<UpdateFeed> {
  const { signWith = TEST_KEYS.privateKey, tamper = false, fileName = `pupitre_${version}_amd64.deb`, signedName = fileName, offeredAs = version } = options;
  const signed = Buffer.from(`paquet Debian de Pupitre ${version}`);
  const body = tamper ? Buffer.from(`paquet Debian de Pupitre ${version}, modifié`) : signed;
  const digest = (bytes: Buffer) => createHash('sha512').update(bytes).digest('base64');
  /** latest*.yml as asked at `path`: the channel signed is the yml's name unless the options say otherwise. */
  const yml = (path: string): string => {
    const files = [{ name: signedName, size: signed.length, sha512: digest(signed) }];
    const manifest = Buffer.from(MANIFEST_PREFIX + JSON.stringify({ channel: options.channel ?? path.slice(1, -'.yml'.length), version, files }));
    const signature = signWith ? [`${MANIFEST_FIELD}: ${manifest.toString('base64')}`, `${MANIFEST_SIGNATURE_FIELD}: ${sign(null, manifest, signWith).toString('base64')}`] : [];
    const url = encodeURIComponent(fileName);
    return [`version: ${offeredAs}`, 'files:', `  - url: ${url}`, `    sha512: ${digest(body)}`, `    size: ${body.length}`, `path: ${url}`, `sha512: ${digest(body)}`, "releaseDate: '2026-11-20T10:00:00.000Z'", ...signature, ''].join('\n');
  };
  const requests: string[] = [];
  const listener: RequestListener = (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://feed').pathname);
    requests.push(path);
    if (/^\/latest[\w-]*\.yml$/.test(path)) res.writeHead(200, { 'content-type': 'text/yaml' }).end(yml(path));
    else if (path === `/${fileName}`) res.writeHead(200, { 'content-type': 'application/vnd.debian.binary-package', 'content-length': body.length }).end(body);
    else res.writeHead(404).end();
  };
  const server = options.tls ? createHttpsServer(TLS, listener) : createHttpServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** electron-updater's HTTP side over Node's http and https (its own goes through Electron's net, absent here). */
class NodeHttpExecutor extends HttpExecutor<ClientRequest> {
  createRequest(options: RequestOptions, callback: (response: IncomingMessage) => void): ClientRequest {
    return options.protocol === 'https:' ? requestTls({ ...options, ca: TLS.cert }, callback) : request(options, callback);
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
 * build's feed) and HTTP over Node. `playQuit` plays the app's quit as Electron orders it: 'will-quit', then
 * 'quit', where electron-updater installs (what its adapter's onQuit was handed).
 */
export function realUpdateEngine(buildFeed = 'https://maj.pupitre.example/'): DebUpdater & { playQuit(): void } {
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
  const playQuit = (): void => {
    app.emit('will-quit', fakeEvent({}));
    for (const handler of quitHandlers) handler(0);
  };
  return Object.assign(engine, { playQuit });
}
