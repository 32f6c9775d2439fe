import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/**
 * The npm packages each chunk of the renderer holds, in .vite/chunk-packages.json beside Vite's manifest (which
 * gives the chunks' static imports but not their modules): the test of the first screen's chunks reads both
 * (issue 35, tests/unit/node/packaging/first-screen-chunks.test.ts). Modules tree-shaken to nothing are left out.
 */
function chunkPackages(): Plugin {
  return {
    name: 'pupitre-chunk-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const packages: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const rendered = Object.entries(chunk.modules).filter(([, module]) => module.renderedLength > 0);
        const names = rendered.flatMap(([id]) => /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? []);
        packages[chunk.fileName] = [...new Set(names)].sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-packages.json', source: JSON.stringify(packages, null, 1) });
    },
  };
}

export default defineConfig({
  main: {
    build: {
      rollupOptions: { input: { index: resolve('src/main/index.ts') } },
    },
  },
  preload: {
    // sandbox: true requires a single CommonJS preload with nothing left to require at run time.
    build: {
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve('src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src/renderer',
    resolve: { alias: { '@shared': resolve('src/shared') } },
    plugins: [react(), chunkPackages()],
    // The history's comparison runs in a module worker (block-diff-client.ts).
    worker: { format: 'es' },
    build: {
      // The chunks' static imports, for the test of the first screen's chunks (chunkPackages).
      manifest: true,
      // Side-effect-free chunks under 20 kB merged into one loaded with them: the first screen was 107 files, each a
      // request of every new window (issue 31); 212 files → 132, the first screen 1,399 → 1,445 kB (issue 35: ≤ 0.25).
      rollupOptions: { input: { index: resolve('src/renderer/index.html') }, output: { experimentalMinChunkSize: 20_000 } },
    },
  },
});
