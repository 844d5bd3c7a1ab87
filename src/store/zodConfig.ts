// Imported first by src/main.tsx: zod without eval (see src/core/zod.ts, which every schema
// module imports `z` from).
import '../core/zod';
