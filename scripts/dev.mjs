// `npm run dev`: the API server (restarts on change) and the Vite dev server (hot reload, /api proxied).
import { spawn, spawnSync } from 'node:child_process';

// The message catalogues as the code reads them (edits to them need `npm run messages` again).
if (spawnSync('node', ['packages/contract/scripts/compile-messages.mjs'], { stdio: 'inherit' }).status !== 0)
  process.exit(1);

const children = [
  spawn('npm', ['run', '-w', '@haat/server', 'dev'], { stdio: 'inherit' }),
  spawn('npm', ['run', '-w', '@haat/web', 'dev'], { stdio: 'inherit' }),
];
console.log('Storefront with hot reload: http://localhost:5173/demo (API on http://localhost:8080)');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
