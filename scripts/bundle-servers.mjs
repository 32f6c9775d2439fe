// The end-to-end suite's reference servers and web hosts, bundled once for the run (npm test): started by tsx,
// each transpiled and resolved its few hundred source modules through tsx's loader again, ≈ 1.8 s of CPU a start.
// Usage: node scripts/bundle-servers.mjs <dir>; writes server.mjs, webhost.mjs and pdf-worker.mjs there.
import { build } from 'esbuild';

// Packages stay in node_modules, except their JSON files: Node requires an import attribute on a JSON module,
// which the sources do not write (tsx and Vite do without it), so the bundle carries them.
const externalPackages = {
  name: 'external-packages',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) => (args.path.endsWith('.json') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  // The PDF worker sits beside the server: pdf-thread.ts starts the one next to itself.
  entryPoints: { server: 'src/server/main.ts', webhost: 'src/webhost/main.ts', 'pdf-worker': 'src/server/workflow/pdf/pdf-worker.ts' },
  outdir: process.argv[2],
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  plugins: [externalPackages],
  logLevel: 'warning',
});
