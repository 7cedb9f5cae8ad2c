// `npm run build` (server): the server as plain JavaScript in dist/, so production starts without compiling
// TypeScript on every start. One bundle of our own code (the contract included); npm packages stay
// imports. Files the code reads beside itself (migrations, pincode data) are copied next to the bundle.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
rmSync(dist, { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/main.ts' },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      // npm packages load from node_modules at run time; our workspaces (@haat/*) are TypeScript and bundled.
      name: 'packages-stay-external',
      setup(esbuild) {
        esbuild.onResolve({ filter: /^[^./#]/ }, (args) =>
          args.path.startsWith('@haat/') ? undefined : { external: true },
        );
      },
    },
  ],
});

cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
cpSync(path.join(root, 'src/providers/pincode/india-pincodes.json'), path.join(dist, 'india-pincodes.json'));
console.log(`Built the server into ${path.relative(process.cwd(), dist) || '.'}`);
