import { z } from 'zod';
import type { Periodical } from '../../shared/domain/periodical';
import type { PublicationRow } from '../../shared/domain/publication';
import type { SearchResult } from '../../shared/domain/search-result';
import { publicationName } from '../../shared/rules/publication-number';
import { specPublication } from '../../shared/spec-entities';
import type { Answered, SpecField } from '../../shared/spec-fields';
import { checkedAnswer } from '../http/checked-answer';
import type { RestClient } from '../http/rest-client';
import type { WithEitherPrinterStatus } from './printer-status';

type Entity = typeof specPublication;

/** What a reading T has beyond a row (the detail's plan): the fields spec 2 §3 names; one it does not name is not read. */
type Beyond<T extends PublicationRow> = Pick<T, Exclude<keyof T, keyof PublicationRow> & SpecField<Entity>>;

/**
 * A publication as a back-office may answer it, read as T (a row, or the detail and its plan): the fields spec
 * 2 §3 names, the printer status under either of its names, the others perhaps absent (`name`,
 * `periodicalLabel`, the versions: the reference server's). Derived from the declaration (spec-entities.ts).
 */
export type ReceivedPublication<T extends PublicationRow = PublicationRow> = WithEitherPrinterStatus<Answered<PublicationRow, Entity>> & Beyond<T>;

/** T as the reader gives it: a whole row, and what T has beyond it. */
export type ReadPublication<T extends PublicationRow> = PublicationRow & Beyond<T>;

/** What core completes: the name, the label, the printer status under the client's name. */
type Completion = Pick<PublicationRow, 'name' | 'periodicalLabel' | 'lastPrinterPdfProcessStatus'>;

/**
 * The answer completed, a copy: its name, else the spec's identifier periodicalId_year_number (spec 2 §3); the
 * printer status from either name; the label given. Its other fields go on as they came, extensions included.
 */
function completed<T extends PublicationRow>(received: ReceivedPublication<T>, periodicalLabel: string): ReadPublication<T> {
  const publication = Object.assign({}, received, {
    name: received.name || publicationName(received),
    periodicalLabel,
    lastPrinterPdfProcessStatus: received.lastPrinterPdfProcessStatus ?? received.lastPrinterProcessStatus ?? null,
  } satisfies Completion);
  // Read under the client's name: the other is not one more field.
  delete publication.lastPrinterProcessStatus;
  return publication;
}

/** A publication named where no label is needed (a process's notice): its label, if any, the answer's or its periodical's id. */
export const namedPublication = <T extends PublicationRow>(received: ReceivedPublication<T>): ReadPublication<T> =>
  completed(checkedAnswer(specPublication, received), received.periodicalLabel || received.periodicalId);

export interface PublicationReader {
  one<T extends PublicationRow>(received: ReceivedPublication<T>): Promise<ReadPublication<T>>;
  list<T extends PublicationRow>(received: ReceivedPublication<T>[]): Promise<ReadPublication<T>[]>;
  page<T extends PublicationRow>(received: SearchResult<ReceivedPublication<T>>): Promise<SearchResult<ReadPublication<T>>>;
}

/** GET /api/periodical (spec 2 §7): the periodicals and their labels. */
export const readPeriodicals = (rest: Pick<RestClient, 'request'>) => rest.request<Periodical[]>('GET', '/api/periodical');

const publications = z.array(specPublication);

/**
 * Completes every publication where core reads it, so that no screen has to, once its fields are checked
 * (checkedAnswer): its name (completed), its `periodicalLabel`, else the periodical's label from GET
 * /api/periodical, else its id. The periodicals are read when a label is missing and kept: read again only for
 * a periodical they did not have.
 */
export function createPublicationReader(periodicals: () => Promise<readonly Periodical[]>): PublicationReader {
  let known: ReadonlyMap<string, string> = new Map();
  const labels = async (received: readonly { periodicalId: string; periodicalLabel?: string | null }[]): Promise<ReadonlyMap<string, string>> => {
    if (received.every((p) => p.periodicalLabel || known.has(p.periodicalId))) return known;
    try {
      known = new Map((await periodicals()).map((p) => [p.id, p.label]));
    } catch {
      // A label is only shown: without the periodicals (offline, never cached) the id stands in for it.
    }
    return known;
  };
  const labelled = <T extends PublicationRow>(p: ReceivedPublication<T>, labelOf: ReadonlyMap<string, string>) =>
    completed(p, p.periodicalLabel || labelOf.get(p.periodicalId) || p.periodicalId);
  const list = async <T extends PublicationRow>(received: ReceivedPublication<T>[]): Promise<ReadPublication<T>[]> => {
    const labelOf = await labels(checkedAnswer(publications, received));
    return received.map((p) => labelled(p, labelOf));
  };
  return {
    one: async (received) => labelled(received, await labels([checkedAnswer(specPublication, received)])),
    list,
    page: async (received) => ({ ...received, result: await list(received.result) }),
  };
}

/** The reader of a session's REST client. */
export const publicationReader = (rest: Pick<RestClient, 'request'>): PublicationReader => createPublicationReader(() => readPeriodicals(rest));
