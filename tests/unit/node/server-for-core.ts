import { createServer, type RunningServer, type ServerOptions } from '../../../src/server/app';
import { ClientApiLog } from '../../support/client-api-log';

/**
 * A reference server for a core under test: it records the routes it receives, and closing it fails when
 * the core called one outside the README's table "API used by the client" (issue 22). The core test beds
 * start theirs here, so that the node suite holds the table to every call core makes.
 */
export async function startServerForCore(options: ServerOptions): Promise<RunningServer> {
  const log = new ClientApiLog();
  const server = await createServer({ ...options, onRequest: log.record });
  return {
    ...server,
    close: async () => {
      await server.close();
      log.check();
    },
  };
}
