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
