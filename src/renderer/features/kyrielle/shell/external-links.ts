/**
 * The source products the tool's top bar links to (spec 2 §2.10: "links to Lex-Press and Oxygen"), opened in
 * the system browser through app.openExternal. The spec gives no address: these are the products' public
 * sites, to be confirmed (and allowed by core's external-link check).
 */
export const KYRIELLE_EXTERNAL_LINKS = {
  lexpress: 'https://www.lex-press.fr/',
  oxygen: 'https://oxygen.lexbase.fr/',
} as const;
