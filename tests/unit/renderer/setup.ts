import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { DOM_STATE_BOUND_MS } from '../../support/bounds';
import { loadScreenCatalogue } from '../../../src/renderer/i18n';
import { keepOnlyReadStyleRules, printPageOnlyWhenReported } from './lighter-dom';

// findBy and waitFor go on as soon as the screen is there; the bound only calls it stuck (one core, beside the rest).
configure({ asyncUtilTimeout: DOM_STATE_BOUND_MS });

printPageOnlyWhenReported();
keepOnlyReadStyleRules();

// The files render screens without signing in (App loads the screens' parts of the catalogue at sign-in): here,
// once for every file.
await loadScreenCatalogue();

// jsdom has no ResizeObserver; Fluent's MessageBar and the lists observe their own size to reflow. Here, not in a
// harness: the DOM files share their modules, and one run alone must not depend on another having loaded it.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;

/*
 * jsdom lays nothing out: every offsetParent is null and the body measures 0 × 0. Fluent's focus manager
 * (tabster) reads exactly these to decide what is visible, so under jsdom it found nothing focusable in an
 * opening dialog, Fluent focused the dialog surface itself instead of its first button, and tabster, which
 * activates a modal only when the focus is inside it (not on it) or moves in after it registered the modal,
 * left the dialog inactive: 250 ms later its aria-hidden sweep hid the dialog itself. Give rendered elements
 * the layout a browser would: a window-sized body, and an offsetParent unless hidden or detached.
 */
Object.defineProperty(HTMLBodyElement.prototype, 'getBoundingClientRect', {
  configurable: true,
  value(this: HTMLBodyElement): DOMRect {
    const view = this.ownerDocument.defaultView;
    return DOMRect.fromRect({ width: view?.innerWidth ?? 1024, height: view?.innerHeight ?? 768 });
  },
});
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement): Element | null {
    const body = this.ownerDocument.body;
    if (!this.isConnected || this === body || this === this.ownerDocument.documentElement) return null;
    return this.closest('[hidden], [style*="display: none"]') ? null : body;
  },
});

// Testing Library unmounts after each test by itself only where afterEach is a global (not in this config).
// Unmounted, Fluent's components release the focus manager, which goes with its timers.
afterEach(cleanup);
