import { checkOutsideCallsFiles } from '../../src/server/http/client-api-log';
import { outsideCallsLog, SHARED_API_PORTS } from '../../playwright.config';

/**
 * Playwright's global teardown: the run fails, naming them, when a shared reference server received calls outside
 * the client's table (each server appends them to its CLIENT_API_LOG, emptied by its `--reset` start). The specs'
 * own servers are checked when they stop (own-servers.ts).
 */
export default function outsideCallsTeardown(): void {
  checkOutsideCallsFiles(SHARED_API_PORTS.map(outsideCallsLog));
}
