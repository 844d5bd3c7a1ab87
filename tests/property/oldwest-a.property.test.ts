// The first half of the Old West property run (tests/property/oldwestProperty.ts).
import { RUNS } from './config';
import { oldWestProperty } from './oldwestProperty';

oldWestProperty('first half', Math.ceil(RUNS / 2));
