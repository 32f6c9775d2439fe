import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { disposeTabster, getTabster } from 'tabster';

// Two cores run the node and DOM projects side by side: give findBy/waitFor room before they give up.
configure({ asyncUtilTimeout: 5000 });

// Fluent's focus manager (tabster) lives on the window and outlives a test: its deferred modal bookkeeping
// from one test's dialog could hide the next test's dialog (aria-hidden) on a busy machine. Start afresh.
afterEach(() => {
  cleanup();
  const tabster = getTabster(window);
  if (tabster) disposeTabster(tabster, true);
});
