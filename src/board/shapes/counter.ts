// A square counter drawn as the hex board draws its counters, 2 r across.
import type { Container } from 'pixi.js';
import { makeCounterBody } from '../hex/hexCounterShapes';
import type { BoardUnit, CounterShape } from '../types';
import type { UnitShapes } from './unitShapes';

export function makeCounter(shapes: UnitShapes, u: BoardUnit, s: CounterShape): Container {
  const body = makeCounterBody(
    shapes.counters,
    { id: u.id, q: 0, r: 0, side: s.side ?? 0, color: u.color, label: u.label, facing: 0, posture: 'standing', markers: [] },
    u.r * 2,
  );
  // The arrow (second child) points east at facing 0; ours count clockwise from up the table.
  const arrow = body.children[1];
  if (arrow) {
    arrow.visible = s.facing !== undefined;
    arrow.rotation = (((s.facing ?? 0) - 90) * Math.PI) / 180;
  }
  return body;
}
