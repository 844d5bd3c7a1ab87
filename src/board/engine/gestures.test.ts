import { describe, expect, it } from 'vitest';
import type { Vec } from '../../core/table/types';
import { Gestures, type GestureHandlers } from './gestures';

/** A tracker whose only unit, "u", sits within 10 px of (100, 100). */
function setup(draggable = true) {
  const calls: string[] = [];
  const h: GestureHandlers = {
    hitUnit: (p: Vec) => (Math.hypot(p.x - 100, p.y - 100) <= 10 ? 'u' : null),
    canDrag: () => draggable,
    tap: (p, id) => calls.push(`tap ${id ?? `${p.x},${p.y}`}`),
    dragStart: (id) => calls.push(`dragStart ${id}`),
    dragMove: (p) => calls.push(`dragMove ${p.x},${p.y}`),
    dragEnd: (p, commit) => calls.push(`dragEnd ${p.x},${p.y} ${commit}`),
    pan: (dx, dy) => calls.push(`pan ${dx},${dy}`),
    pinch: (from, to) => calls.push(`pinch ${from[0].x}-${from[1].x} > ${to[0].x}-${to[1].x}`),
  };
  return { g: new Gestures(h), calls };
}

describe('gestures', () => {
  it('a press that barely moves is a tap, on a unit or on the table', () => {
    const { g, calls } = setup();
    g.down({ id: 1, x: 102, y: 98 });
    g.move({ id: 1, x: 105, y: 99 });
    g.up({ id: 1, x: 105, y: 99 });
    g.down({ id: 2, x: 300, y: 40 });
    g.up({ id: 2, x: 300, y: 40 });
    expect(calls).toEqual(['tap u', 'tap 300,40']);
    expect(g.mode).toBe('idle');
  });

  it('dragging from a draggable unit drags it and drops on release', () => {
    const { g, calls } = setup();
    g.down({ id: 1, x: 100, y: 100 });
    g.move({ id: 1, x: 120, y: 100 });
    g.move({ id: 1, x: 140, y: 100 });
    g.up({ id: 1, x: 140, y: 100 });
    expect(calls).toEqual(['dragStart u', 'dragMove 120,100', 'dragMove 140,100', 'dragEnd 140,100 true']);
  });

  it('dragging from a unit that cannot be dragged, or from the table, pans', () => {
    const { g, calls } = setup(false);
    g.down({ id: 1, x: 100, y: 100 });
    g.move({ id: 1, x: 110, y: 100 });
    g.move({ id: 1, x: 115, y: 90 });
    g.up({ id: 1, x: 115, y: 90 });
    expect(calls).toEqual(['pan 10,0', 'pan 5,-10']);
  });

  it('a second finger turns a drag into a pinch, without dropping', () => {
    const { g, calls } = setup();
    g.down({ id: 1, x: 100, y: 100 });
    g.move({ id: 1, x: 120, y: 100 });
    g.down({ id: 2, x: 220, y: 100 });
    g.move({ id: 2, x: 320, y: 100 });
    g.up({ id: 1, x: 120, y: 100 });
    g.move({ id: 2, x: 330, y: 100 });
    g.up({ id: 2, x: 330, y: 100 });
    expect(calls).toEqual([
      'dragStart u',
      'dragMove 120,100',
      'dragEnd 120,100 false',
      'pinch 120-220 > 120-320',
      'pan 10,0',
    ]);
  });

  it('a cancelled pointer ends a drag without dropping', () => {
    const { g, calls } = setup();
    g.down({ id: 1, x: 100, y: 100 });
    g.move({ id: 1, x: 130, y: 100 });
    g.cancel({ id: 1, x: 130, y: 100 });
    expect(calls.at(-1)).toBe('dragEnd 130,100 false');
    expect(g.mode).toBe('idle');
  });

  it('secondary mouse buttons pan at once and never tap', () => {
    const { g, calls } = setup();
    g.down({ id: 1, x: 100, y: 100, button: 2 });
    g.move({ id: 1, x: 102, y: 100 });
    g.up({ id: 1, x: 102, y: 100 });
    expect(calls).toEqual(['pan 2,0']);
  });
});
