import type { UpdateFeedSource } from '../shared/domain/updates';
import { updateFeedUrl } from '../shared/schemas';
import type { PolicyRead } from './policy-file';

/** The feed to use, and why the policy was refused (its raw address, for a masked log line). */
export interface FeedChoice {
  source: Exclude<UpdateFeedSource, { from: 'none' }>;
  refused?: { message: string; value: unknown };
}

/**
 * `{ "updateFeedUrl": "https://…" }` in the administrator's policy (src/main/policy-file.ts, read from `place`)
 * overrides the build's feed; no policy (or no such key): the build's. A policy that is there but unreadable,
 * untrusted or refused stops updates (source policy, url null): an administrator who meant another feed must
 * not silently get the build's.
 */
export function updateFeedChoice(policy: PolicyRead, place: string): FeedChoice {
  if (!policy.ok) return { source: { from: 'policy', file: place, url: null }, refused: { message: policy.message, value: null } };
  const value = policy.content?.['updateFeedUrl'];
  if (value === undefined || value === null) return { source: { from: 'build' } };
  const parsed = updateFeedUrl.safeParse(value);
  if (!parsed.success || parsed.data === null) {
    const message = parsed.success ? '' : parsed.error.issues.map((issue) => issue.message).join(' ');
    return { source: { from: 'policy', file: place, url: null }, refused: { message, value } };
  }
  return { source: { from: 'policy', file: place, url: parsed.data } };
}
