import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// Route chunks are transformed on first import; give lazy screens time on a cold run.
configure({ asyncUtilTimeout: 5000 });

// The contract's schemas load with the first answer they parse (decision 025): in the browser a chunk already
// fetched, in a test a module transformed on first import, which on a busy machine can outlast a waitFor.
// Loaded here, before any test, as the page's chunks are before a shopper's first tap.
import.meta.glob('../../../../packages/contract/src/**/*.schemas.ts', { eager: true });
