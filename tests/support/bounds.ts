/**
 * The bounds of the suite's waits. A test waits for the state it needs and goes on the moment it is there; a
 * bound only says when to call the product stuck. They hold on a machine several times slower than a
 * developer's (one core, the end-to-end run beside it): a test that reaches one has found a fault to look
 * into, never a reason to raise it.
 */

/** A state a Node or main-process test waits for (a notification, a file, a status). */
export const STATE_BOUND_MS = 60_000;
/** One test, set-up included: two states in a row and the server calls between them. */
export const TEST_BOUND_MS = 120_000;
/**
 * A set-up that generates a database of its own: the scale test's fiftieth of the bench's data (34,000 rows with
 * their triggers, then ANALYZE) takes ≈ 40 s on PGlite alone on a quiet machine, 110 s alone on a loaded one, and
 * went past TEST_BOUND_MS beside the end-to-end run.
 */
export const GENERATED_DATA_BOUND_MS = 600_000;
/** A screen's state in jsdom (findBy, waitFor of Testing Library). */
export const DOM_STATE_BOUND_MS = 30_000;
/** One DOM test. */
export const DOM_TEST_BOUND_MS = 60_000;

/** One end-to-end test (Playwright), and a state it expects of the page. */
export const E2E_TEST_BOUND_MS = 180_000;
export const E2E_STATE_BOUND_MS = 30_000;
