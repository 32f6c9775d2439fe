import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer, request, type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { HttpExecutor, configureRequestOptions, configureRequestUrl, type DownloadOptions } from 'builder-util-runtime';
import { DebUpdater } from 'electron-updater';
import type { AppAdapter } from 'electron-updater/out/AppAdapter';
import { app } from './fake-electron';

/**
 * An update feed as electron-builder's generic provider publishes one: `latest*.yml` (the newest version, its
 * package's name, size and sha512) beside the package itself. Records what was asked of it.
 */
export interface UpdateFeed {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

export async function startUpdateFeed(version: string): Promise<UpdateFeed> {
  const fileName = `pupitre_${version}_amd64.deb`;
  const body = Buffer.from(`paquet Debian de Pupitre ${version}`);
  const sha512 = createHash('sha512').update(body).digest('base64');
  const yml = [`version: ${version}`, 'files:', `  - url: ${fileName}`, `    sha512: ${sha512}`, `    size: ${body.length}`, `path: ${fileName}`, `sha512: ${sha512}`, "releaseDate: '2026-11-20T10:00:00.000Z'", ''].join('\n');
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
 * build's feed) and HTTP over Node.
 */
export function realUpdateEngine(buildFeed = 'https://maj.pupitre.example/'): DebUpdater {
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
    onQuit: () => undefined,
  };
  const engine = new DebUpdater(null, adapter);
  Object.assign(engine, { httpExecutor: new NodeHttpExecutor() });
  return engine;
}
