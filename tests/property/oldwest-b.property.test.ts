// The second half of the Old West property run (tests/property/oldwestProperty.ts).
import { RUNS } from './config';
import { oldWestProperty } from './oldwestProperty';

oldWestProperty('second half', Math.floor(RUNS / 2));
