import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { isClientApiRoute } from '../../shared/client-api';

/** What the log reads of a request (a Fastify request once routed: `routeOptions.url` is its route's pattern). */
export interface RoutedRequest {
  method: string;
  url: string;
  routeOptions: { url?: string };
}

export interface ClientApiLogOptions {
  /**
   * Calls made on purpose outside the table, as the log names them: the reference server's own routes that its
   * API tests call, a probe of a route that does not exist. Whoever passes them says why beside them.
   */
  onPurpose?: readonly string[];
  /** Each outside call is also appended to this file: the end-to-end suite checks a server of another process. */
  file?: string;
}

/**
 * What a reference server received outside the README's table "API used by the client" (src/shared/client-api.ts):
 * each call as "METHOD route pattern" (the path itself when no route matched). Only /api/ is the client's API: the
 * OpenID provider's pages and the favicon are the browser's, on the provider's own paths.
 */
export class ClientApiLog {
  readonly outside = new Set<string>();
  private readonly onPurpose: ReadonlySet<string>;

  constructor(private readonly options: ClientApiLogOptions = {}) {
    this.onPurpose = new Set(options.onPurpose);
    if (options.file) mkdirSync(dirname(options.file), { recursive: true });
  }

  readonly record = (request: RoutedRequest): void => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/')) return;
    const route = request.routeOptions.url ?? path;
    const call = `${request.method} ${route}`;
    if (isClientApiRoute(request.method, route) || this.onPurpose.has(call) || this.outside.has(call)) return;
    this.outside.add(call);
    // At once, not at exit: a server stopped by a signal has no last word.
    if (this.options.file) appendFileSync(this.options.file, `${call}\n`);
  };

  /** Throws, naming them, when the client called routes outside the table. */
  check(): void {
    failOnOutsideCalls(this.outside);
  }
}

/** The same check for servers of other processes, on the files they appended to (a file never written holds none). */
export function checkOutsideCallsFiles(files: readonly string[]): void {
  failOnOutsideCalls(files.flatMap((file) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [])));
}

function failOnOutsideCalls(calls: Iterable<string>): void {
  const named = [...new Set(calls)].sort();
  if (named.length === 0) return;
  throw new Error(`Appels hors de la table « API used by the client » du README : ${named.join(', ')}`);
}
