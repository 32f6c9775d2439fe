import type { AdPeriodicalConfig, AdPriority, Advertisement } from '../../shared/domain/advertisement';
import type { PublicationRef } from '../../shared/domain/image';
import type { Periodical } from '../../shared/domain/periodical';
import type { SearchResult } from '../../shared/domain/search-result';
import { adActions } from '../../shared/rules/ad-actions';
import { incompatiblePeriodicals } from '../../shared/rules/ad-compatibility';
import { specAdvertisement } from '../../shared/spec-entities';
import type { Unnamed as UnnamedBy } from '../../shared/spec-fields';
import { checkedAnswer } from '../http/checked-answer';
import type { RestClient } from '../http/rest-client';
import { completeUses, type AnsweredUse } from '../images/publication-uses';
import { mimeTypeOf, stateOf, type EitherState } from '../images/received-image';

/** The fields of the client's Advertisement that spec 1 §3 Advertisement does not name. */
type Unnamed = UnnamedBy<Advertisement, typeof specAdvertisement>;

/** An ad as a back-office may answer it (GET, PUT and status of /api/advertisement, the image search's rows). */
export type AnsweredAd = Omit<Advertisement, Unnamed | 'enable' | 'disabled' | 'priority' | 'periodicals' | 'lastPublicationsModified'> &
  Partial<Pick<Advertisement, Unnamed>> &
  EitherState & {
    /** Spec 1 §3: PRIORITY or NON-PRIORITY, a boolean flag when saved. */
    priority: boolean | AdPriority;
    /** Periodical ids (the reference server), or periodicals with their id. */
    periodicals: (string | Pick<Periodical, 'id'>)[];
    lastPublicationsModified: AnsweredUse[];
  };

export interface AdReader {
  one(answer: AnsweredAd): Promise<Advertisement>;
  page(answer: SearchResult<AnsweredAd>): Promise<SearchResult<Advertisement>>;
}

/** GET /api/nomenclature/advertisement/config (spec 1 §7): what each periodical prints. */
export const readAdConfigs = (rest: Pick<RestClient, 'request'>) => rest.request<AdPeriodicalConfig[]>('GET', '/api/nomenclature/advertisement/config');

function completeAd(answer: AnsweredAd, uses: PublicationRef[], configs: readonly AdPeriodicalConfig[]): Advertisement {
  const state = stateOf(answer);
  const periodicals = answer.periodicals.map((p) => (typeof p === 'string' ? p : p.id));
  const locks =
    answer.canDisable !== undefined && answer.canDelete !== undefined
      ? { canDisable: answer.canDisable, canDelete: answer.canDelete }
      : adActions(state, uses.map((use) => use.status));
  return {
    ...answer,
    ...state,
    priority: answer.priority === true || answer.priority === 'PRIORITY',
    periodicals,
    mimeType: mimeTypeOf(answer),
    modificationUser: answer.modificationUser ?? null,
    uploadDate: answer.uploadDate ?? null,
    lastPublicationsModified: uses,
    publicationCount: answer.publicationCount ?? null,
    ...locks,
    incompatiblePeriodicals: answer.incompatiblePeriodicals ?? incompatiblePeriodicals({ format: answer.format, color: answer.color }, periodicals, configs),
  };
}

/**
 * Completes every ad where core reads it, so that no screen has to (issue 32). What spec 1 §3 does not name
 * is the answer's, else derived: the uses' statuses from the publication search (completeUses), the lock
 * from them by the shared rule (rules/ad-actions.ts), the incompatible periodicals from the ad's size, colour
 * and periodicals by the configuration's rule (read once per answer, only when needed; none read: none
 * incompatible), the file type from meta; periodicals read as ids and priority as a boolean. Unknown: the
 * upload date, who modified it, how many publications show it in all. Each ad is checked first against spec 1
 * §3 Advertisement's declaration (checkedAnswer).
 */
export function adReader(rest: Pick<RestClient, 'request'>): AdReader {
  const list = async (received: readonly AnsweredAd[]): Promise<Advertisement[]> => {
    const answers = received.map((answer) => checkedAnswer(specAdvertisement, answer));
    const needConfigs = answers.some((answer) => answer.incompatiblePeriodicals === undefined);
    const [uses, configs] = await Promise.all([
      completeUses(rest, answers.map((answer) => answer.lastPublicationsModified)),
      needConfigs ? readAdConfigs(rest).catch(() => []) : [],
    ]);
    return answers.map((answer, i) => completeAd(answer, uses[i] ?? [], configs));
  };
  return {
    one: async (answer) => (await list([answer]))[0] as Advertisement,
    page: async (answer) => ({ ...answer, result: await list(answer.result) }),
  };
}
