import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.HAAT_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  // Served under any store prefix (/demo/…) and on store domains, so asset URLs are absolute from the root.
  base: '/',
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/files': apiTarget, '/healthz': apiTarget },
  },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
  },
});
