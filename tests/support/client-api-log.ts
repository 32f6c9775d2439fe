import { isClientApiRoute } from '../../src/shared/client-api';

/** What the log reads of a request (a Fastify request once routed: `routeOptions.url` is its route's pattern). */
export interface RoutedRequest {
  method: string;
  url: string;
  routeOptions: { url?: string };
}

/**
 * What a reference server serving a core received outside the README's table "API used by the client"
 * (src/shared/client-api.ts): each call as "METHOD route pattern" (the path itself when no route matched).
 */
export class ClientApiLog {
  readonly outside = new Set<string>();

  readonly record = (request: RoutedRequest): void => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/')) return;
    const route = request.routeOptions.url ?? path;
    if (!isClientApiRoute(request.method, route)) this.outside.add(`${request.method} ${route}`);
  };

  /** Throws, naming them, when the client called routes outside the table. */
  check(): void {
    if (this.outside.size === 0) return;
    throw new Error(`Appels hors de la table « API used by the client » du README : ${[...this.outside].sort().join(', ')}`);
  }
}
