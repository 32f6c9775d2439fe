/**
 * Content security policy of the renderer, in both hosts. Styles allow inline because Fluent (Griffel)
 * injects style elements at run time; nothing else is inline or remote. Workers (the history's comparison)
 * are the build's own scripts.
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; worker-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: pupitre-media:; " +
  "connect-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'none'";
