import { createServer, type RunningServer, type ServerOptions } from '../../../src/server/app';
import { ClientApiLog } from '../../../src/server/http/client-api-log';

/**
 * A reference server for a suite: it records the routes it receives, and closing it fails when it received one
 * outside the README's table "API used by the client" (issues 22 and 31), beyond the calls the suite makes on
 * purpose (`onPurpose`, argued where it is given). A suite's own `onRequest` sees the requests too. The tests
 * start every reference server here: ESLint refuses createServer anywhere else in them.
 */
export async function startReferenceServer(options: ServerOptions, onPurpose: readonly string[] = []): Promise<RunningServer> {
  const log = new ClientApiLog({ onPurpose });
  const server = await createServer({
    ...options,
    onRequest: (request) => {
      log.record(request);
      options.onRequest?.(request);
    },
  });
  return {
    ...server,
    close: async () => {
      await server.close();
      log.check();
    },
  };
}
