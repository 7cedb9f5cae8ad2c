import { z } from 'zod';

// zod compiles fast object parsers with `new Function`, which our Content Security Policy forbids: probing
// for it reports a CSP violation on every page. The interpreted parser is fast enough for API answers.
z.config({ jitless: true });
