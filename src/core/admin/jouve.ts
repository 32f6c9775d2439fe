import type { JouveReport } from '../../shared/domain/jouve';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';

/** The Jouve report through the session's REST client (spec 2 §7 GET /api/admin/jouve). */
export function createJouveHandlers({ rest }: { rest: CoreContext['rest'] }): Pick<Handlers, 'jouve.report'> {
  return {
    'jouve.report': () => rest.request<JouveReport>('GET', '/api/admin/jouve'),
  };
}
