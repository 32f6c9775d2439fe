import { UnreadableXmlError, diffVersions, type BlockDiff } from './block-diff';

/**
 * The comparison's messages between the page and its worker (issue 33: a 1 MB version is compared off the
 * main thread). One implementation of the diff, block-diff.ts, answers in the worker and, where there is
 * no Worker (the DOM tests' jsdom), on the main thread.
 */

export interface DiffRequest {
  before: string;
  after: string;
}

export type DiffOutcome = { status: 'done'; diff: BlockDiff } | { status: 'unreadable' };

/** What the worker posts back: the outcome, or why the diff failed (a fault of the diff itself, not of the XML). */
export type DiffAnswer = DiffOutcome | { status: 'failed'; message: string };

export function answerDiff(request: DiffRequest): DiffAnswer {
  try {
    return { status: 'done', diff: diffVersions(request.before, request.after) };
  } catch (error) {
    if (error instanceof UnreadableXmlError) return { status: 'unreadable' };
    return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
