// One crafted bad match file and the problem the app must name.
export interface Fixture {
  file: string;
  /** The game system the file is built on ('none' when it has none). */
  system: 'oldwest' | 'firepower' | 'none';
  code: string;
  /** The exact English message, or `pattern` (a regular expression) where the engine words it. */
  message?: string;
  pattern?: string;
  body: string | object;
}
