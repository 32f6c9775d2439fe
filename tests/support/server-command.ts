/**
 * How the end-to-end suite starts a reference server or a web host: from npm test's bundle when it made one
 * (SERVER_BUNDLE, scripts/bundle-servers.mjs: no transpiling and resolving of the sources at each start), else
 * from the sources through tsx (Playwright run alone). Node is the one on the PATH, as tsx's.
 */
const SOURCES = { server: 'src/server/main.ts', webhost: 'src/webhost/main.ts' } as const;

export function serverCommand(entry: keyof typeof SOURCES): [string, string] {
  const bundle = process.env['SERVER_BUNDLE'];
  return bundle ? ['node', `${bundle}/${entry}.mjs`] : ['node_modules/.bin/tsx', SOURCES[entry]];
}
