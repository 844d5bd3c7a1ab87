import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The property tests (tests/property/*.property.test.ts) take most of the run, and the longest of
 * them sets its length: they start first, so the other files fill the other workers meanwhile.
 * Among themselves, and for the rest, Vitest's own order holds (longest last run first, else
 * largest file first).
 */
class PropertyFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const property = (f: TestSpecification) => /[\\/]tests[\\/]property[\\/].*\.property\.test\.ts$/.test(f.moduleId);
    return [...sorted.filter(property), ...sorted.filter((f) => !property(f))];
  }
}

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/property/**/*.test.ts'],
    environment: 'node',
    // Files share the cores (see maxWorkers), so a test that takes 10 s alone may take twice that.
    testTimeout: 60_000,
    // One test file per core. Vitest's default keeps a core for itself (cores - 1), which on a
    // 2-core machine runs every file one after another; its main process only collects results.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: PropertyFirst },
  },
});
