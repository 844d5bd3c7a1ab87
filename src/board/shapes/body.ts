// The world-sized body of a unit in its shape, centred on (0, 0) and turned to its facing.
// Used for the units on the table and for the drag ghost; `still` is false for a body that follows
// the pointer (see makeBlock).
import type { Container } from 'pixi.js';
import type { BoardUnit } from '../types';
import { makeBlock } from './block';
import { makeCounter } from './counter';
import { makePiece } from './piece';
import { makeRound } from './round';
import { rotationOf, shapeOf } from './shapeGeometry';
import type { UnitShapes } from './unitShapes';

export function makeBody(shapes: UnitShapes, u: BoardUnit, still = true): Container {
  const s = shapeOf(u);
  const body =
    s.kind === 'block' ? makeBlock(u, s, still) : s.kind === 'counter' ? makeCounter(shapes, u, s) : s.kind === 'piece' ? makePiece(u, s) : makeRound(shapes, u);
  body.rotation = rotationOf(s);
  return body;
}
