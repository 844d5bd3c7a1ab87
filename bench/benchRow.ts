// One line of `npm run bench`'s table, as the benchmarks that print rows give it (bench/run.mjs
// reads them from the JSON on a step's last line).
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  target: string;
  /** null: not measured. */
  pass: boolean | null;
  /** A figure given for reference, with no goal to pass. */
  reference?: boolean;
  note: string;
}
