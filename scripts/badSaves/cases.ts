// Every crafted bad match file, in the order the app checks a file.
import { EARLY } from './early';
import { LATE } from './late';
import { SHAPES } from './shapes';
import type { Fixture } from './types';

export const BAD_SAVES: Fixture[] = [...EARLY, ...SHAPES, ...LATE];
