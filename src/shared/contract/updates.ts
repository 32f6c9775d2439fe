import { z } from 'zod';
import type { UpdateFeedSource, UpdateStatus } from '../domain/updates';
import { event, method } from './define';

/** The desktop app's updates from the build's feed or the administrator's policy (the web host has none: `unavailable`). */
export const updateMethods = {
  'updates.getStatus': method<UpdateStatus>()(z.tuple([])),
  /** Where the feed comes from, shown read-only: the page cannot set it. */
  'updates.getFeed': method<UpdateFeedSource>()(z.tuple([])),
  /** Looks at the feed now; resolves with the status once the check is over (a download may go on). */
  'updates.check': method<UpdateStatus>()(z.tuple([])),
  /** Quits and installs the downloaded update; refused (NOT_ALLOWED) when none is downloaded. */
  'updates.install': method<void>()(z.tuple([])),
} as const;

export const updateEvents = {
  'updates.changed': event<UpdateStatus>(),
} as const;
