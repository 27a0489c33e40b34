import { z } from 'zod';

// The CSP forbids eval: zod must not probe for it with `new Function` (the browser reports the attempt).
// Every module that parses with zod in the browser imports z from here, so this runs before any parse.
z.config({ jitless: true });

export { z };
