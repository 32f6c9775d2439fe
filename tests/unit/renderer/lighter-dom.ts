import { configure, getConfig, type Config } from '@testing-library/react';

/*
 * Two costs of the DOM files that bought nothing (profiles of article-editor and authors-edit, issue 31). Each
 * is installed once per jsdom: the set-up runs again for every file of a worker that shares its modules.
 */

type TestingLibraryConfig = Config & { _disableExpensiveErrorDiagnostics?: boolean };
const QUIET = Symbol('quiet in waits');

/**
 * A query that fails inside findBy or waitFor is retried at every change of the page until it succeeds: Testing
 * Library already leaves out its list of roles there (its _disableExpensiveErrorDiagnostics, set during a wait's
 * callback), but still printed the whole page into each retry's error, read by no one (7 % of a heavy file). The
 * page is still printed when the wait gives up (waitFor's timeout adds it to the last error), and by a failing
 * query outside a wait.
 */
export function printPageOnlyWhenReported(): void {
  const printing = getConfig().getElementError;
  if (QUIET in printing) return;
  const getElementError = (message: string | null, container: Element): Error =>
    (getConfig() as TestingLibraryConfig)._disableExpensiveErrorDiagnostics === true && message !== null
      ? Object.assign(new Error(message), { name: 'TestingLibraryElementError' })
      : printing(message, container);
  configure({ getElementError: Object.assign(getElementError, { [QUIET]: true }) });
}

/** The properties the tests read of a style: whether a node is shown, and the grey of a disabled picture. */
const READ_PROPERTIES = /[{;]\s*(?:display|visibility|filter)\s*:/;
const FILTERED = Symbol('Griffel rules filtered');

/**
 * Every getComputedStyle in jsdom matches the element against every rule of the page: Fluent's atomic classes
 * (Griffel) put ≈ 1,100 there, and the accessible name of each candidate of a ByRole query reads the style of
 * each node in it: a quarter of a heavy file. Griffel's rules that set none of READ_PROPERTIES (colours,
 * spacing, borders…) are left out of jsdom's style sheets; Griffel never deletes a rule, nor reads one back
 * (but for a RendererProvider's hydration, which the app does not use). Accessible names and the accessibility
 * tree still honour display: none and visibility: hidden.
 */
export function keepOnlyReadStyleRules(): void {
  const proto = CSSStyleSheet.prototype as CSSStyleSheet & { [FILTERED]?: true };
  if (proto[FILTERED]) return;
  const insertRule = proto.insertRule;
  proto.insertRule = function (this: CSSStyleSheet, rule: string, index?: number): number {
    const griffel = this.ownerNode instanceof HTMLStyleElement && this.ownerNode.hasAttribute('data-make-styles-bucket');
    return griffel && !READ_PROPERTIES.test(rule) ? (index ?? this.cssRules.length) : insertRule.call(this, rule, index);
  };
  proto[FILTERED] = true;
}
