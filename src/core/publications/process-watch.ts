import type { EventName, EventPayload, PublicationProcessKind, PublicationProcessNotice } from '../../shared/contract';
import type { ProcessInfo, ProcessStatus, PublicationDetail } from '../../shared/domain/publication';
import { isProcessInProgress } from '../../shared/rules/publication-workflow';
import type { RestClient } from '../http/rest-client';
import type { LoggerPort, NotifierPort } from '../ports';
import { namedPublication, type ReceivedPublication } from './received-publication';

/** Spec 2 leaves it open; decision: a placard takes seconds to minutes, a read every 2 s is prompt and cheap. */
export const PROCESS_POLL_MS = 2_000;

const LABEL: Record<PublicationProcessKind, { the: string; title: string }> = {
  PLACARD: { the: 'Le placard', title: 'Placard' },
  PRINTER_PDF: { the: 'Le PDF imprimeur', title: 'PDF imprimeur' },
};

/** What the user is told when a process they asked for stops being in progress. */
export function processNoticeText(kind: PublicationProcessKind, status: ProcessStatus, name: string): { title: string; body: string } {
  const { the, title } = LABEL[kind];
  switch (status) {
    case 'FINISHED':
      return { title: `${title} prêt`, body: `${the} de la publication ${name} est prêt.` };
    case 'ERROR':
      return { title: `${title} en échec`, body: `${the} de la publication ${name} n’a pas pu être généré.` };
    case 'OUT_OF_DATE':
      return { title: `${title} périmé`, body: `${the} de la publication ${name} n’est plus à jour : le chemin de fer a changé.` };
    default:
      return { title: `${title} annulé`, body: `${the} de la publication ${name} a été annulé.` };
  }
}

/** What the watch reads of a publication. */
type Watched = Pick<PublicationDetail, 'id' | 'name' | 'lastRequestPlacardProcess' | 'lastPrinterPdfProcess' | 'lastPrinterPdfProcessStatus'>;

/** The id of a printer PDF known by its status alone: every read of it is the same process. */
const STATUS_ONLY = 0;

/**
 * The process of that kind as the publication reports it. Spec 2 §3 gives the printer PDF's status, not its
 * process (an extension of the reference server): without it, the process is followed by that status.
 */
export function processOf(publication: Watched, kind: PublicationProcessKind): Pick<ProcessInfo, 'id' | 'status'> | null {
  if (kind === 'PLACARD') return publication.lastRequestPlacardProcess;
  if (publication.lastPrinterPdfProcess !== undefined) return publication.lastPrinterPdfProcess;
  const status = publication.lastPrinterPdfProcessStatus;
  return status === null ? null : { id: STATUS_ONLY, status };
}

export interface ProcessWatchOptions {
  rest: RestClient;
  notifier: NotifierPort;
  logger: LoggerPort;
  emit<E extends EventName>(name: E, payload: EventPayload<E>): void;
  pollMs?: number;
}

export interface ProcessWatch {
  /** Follows this process of this publication until it leaves the in-progress statuses. */
  watch(publication: Watched, kind: PublicationProcessKind): void;
  /** The signed-in user (null: signed out): what was watched for another one is forgotten. */
  setOwner(username: string | null): void;
  dispose(): void;
}

/**
 * Follows the placards and printer PDFs the user asked for, in core (main in Electron) so that the news
 * reaches them whatever page they are on: reads each watched publication every `pollMs`, and when its
 * process finished, failed or was dropped, shows a system notification (Electron) and tells the page
 * (`publications.processNotice`), which refreshes and shows a toast when the system could not.
 */
export function createProcessWatch({ rest, notifier, logger, emit, pollMs = PROCESS_POLL_MS }: ProcessWatchOptions): ProcessWatch {
  /** key `${publicationId}:${kind}` -> the process id asked for. */
  const watched = new Map<string, { publicationId: number; kind: PublicationProcessKind; processId: number }>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let generation = 0;
  let owner: string | null = null;

  const clear = () => {
    generation += 1;
    watched.clear();
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const schedule = () => {
    if (timer === null && watched.size > 0) timer = setTimeout(() => void poll(), pollMs);
  };

  const settle = (publication: Watched, kind: PublicationProcessKind, status: ProcessStatus) => {
    const text = processNoticeText(kind, status, publication.name);
    let native = false;
    try {
      native = notifier.notify(text);
    } catch (error) {
      logger.warn('Notification système impossible', error);
    }
    const notice: PublicationProcessNotice = { publicationId: publication.id, publicationName: publication.name, kind, status, ...text, native };
    emit('publications.processNotice', notice);
  };

  const poll = async () => {
    timer = null;
    const round = generation;
    const ids = [...new Set([...watched.values()].map((w) => w.publicationId))];
    for (const id of ids) {
      let publication: Watched;
      try {
        // A notice needs the name, never the periodical's label: no read of the periodicals every round.
        publication = namedPublication<PublicationDetail>(await rest.request<ReceivedPublication<PublicationDetail>>('GET', `/api/publication/${id}`));
      } catch (error) {
        // Offline or refused for now: try again at the next round; a deleted publication is dropped.
        if (error instanceof Error && 'status' in error && error.status === 404) {
          for (const [key, w] of watched) if (w.publicationId === id) watched.delete(key);
        } else {
          logger.warn(`Suivi du traitement de la publication ${id} : lecture impossible`, error);
        }
        continue;
      }
      if (round !== generation) return;
      for (const [key, w] of watched) {
        if (w.publicationId !== id) continue;
        const process = processOf(publication, w.kind);
        if (process !== null && process.id === w.processId && isProcessInProgress(process.status)) continue;
        watched.delete(key);
        // Unlocked (no process) or replaced by a newer request: this one was dropped.
        const status = process !== null && process.id === w.processId ? process.status : 'CANCEL';
        settle(publication, w.kind, status);
      }
    }
    if (round === generation) schedule();
  };

  return {
    watch(publication, kind) {
      const process = processOf(publication, kind);
      if (process === null || !isProcessInProgress(process.status)) return;
      watched.set(`${publication.id}:${kind}`, { publicationId: publication.id, kind, processId: process.id });
      schedule();
    },
    setOwner(username) {
      if (username !== owner) clear();
      owner = username;
    },
    dispose: clear,
  };
}
