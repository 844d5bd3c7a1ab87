// Zod builds fast parsers with `new Function` where it may. The app's Content-Security-Policy
// forbids eval, so zod parses without it, and skips its eval probe, which the policy would
// report as a violation even though zod catches the refusal. Imported first by src/main.tsx.
import { config } from 'zod';

config({ jitless: true });
