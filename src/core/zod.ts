// zod, set up for the app's Content-Security-Policy: zod builds fast parsers with `new Function`
// where it may, and probes for it when the first object schema is made (the policy reports the
// refused probe as a violation even though zod catches it). Every schema module takes `z` from
// here, so the setting is in force before any schema exists, whatever order the bundle loads in.
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
