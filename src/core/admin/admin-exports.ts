import { ADMIN_EXPORT_FORMATS } from '../../shared/domain/admin-export';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';

const EXPORT_LABELS = { authors: 'Export des auteurs', references: 'Export des références', publication: 'Export des éléments publiés' } as const;

/**
 * Core's side of the admin exports (spec 2 §7 POST /api/admin/export/{kind}): the file goes through the one
 * download queue, which sends the POST with its body and the bearer token, and names the file as the server
 * does (periodical and dates); the name given here is only its fallback.
 */
export function createAdminExportHandlers({ startDownloads }: { rest: CoreContext['rest']; startDownloads: Handlers['downloads.start'] }): Pick<Handlers, 'adminExports.download'> {
  return {
    'adminExports.download': (kind, request) =>
      startDownloads({
        label: `${EXPORT_LABELS[kind]} ${request.periodicalId}`,
        items: [
          {
            path: `/api/admin/export/${kind}`,
            method: 'POST',
            body: { ...request },
            fileName: `export-${kind}-${request.periodicalId}-${request.startDate}-${request.endDate}.${ADMIN_EXPORT_FORMATS[kind]}`,
          },
        ],
      }),
  };
}
