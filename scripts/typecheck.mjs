// npm run typecheck: the three programs (node, web, end to end) checked by TypeScript 7, the native compiler
// (`typescript-native`, about a third of TypeScript 5's CPU on this project: issue 31). TypeScript 5.9 stays for
// the tools that need its JavaScript API (typescript-eslint, Vite); both read the same tsconfig files.
// One checker thread each: typecheck runs beside lint, build and the seeding in `npm test`, where more threads
// only cost CPU.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const TSC = fileURLToPath(new URL('../node_modules/typescript-native/bin/tsc', import.meta.url));

for (const project of ['tsconfig.node.json', 'tsconfig.web.json', 'tsconfig.e2e.json']) {
  const { status } = spawnSync(process.execPath, [TSC, '-p', project, '--noEmit', '--singleThreaded'], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
