// The selected piece's reach in steps, over the board: a ring at each whole step it may go (1 and
// 2, or up to 4 under the Wings), each labelled, and a tag on each tower top and wall side near
// it with the rules' cost in steps, ticked when it can go there and crossed when not, over the
// reach map (reach.ts: light where it walks, orange where it climbs). This layer follows the
// board's camera (pans and zooms) each frame.
import { useEffect, useMemo, useRef } from 'react';
import type { BoardHandle, BoardReach } from '../../board/types';
import type { Vec } from '../../core/table/types';

export interface StepRing {
  at: Vec;
  r: number;
  label: string;
}

export interface StepTag {
  at: Vec;
  label: string;
  ok: boolean;
}

/** The reach map as runs of cells along each row (x, y, width in cells; 1 on foot, 2 climbing). */
function reachRuns(r: BoardReach): { i: number; j: number; n: number; v: number }[] {
  const runs: { i: number; j: number; n: number; v: number }[] = [];
  for (let j = 0; j < r.rows; j++) {
    for (let i = 0; i < r.cols; ) {
      const v = r.cells[j * r.cols + i]!;
      let n = 1;
      while (i + n < r.cols && r.cells[j * r.cols + i + n] === v) n++;
      if (v) runs.push({ i, j, n, v });
      i += n;
    }
  }
  return runs;
}

export function StepTags({ board, rings, tags, reach, label }: { board: () => BoardHandle | null; rings: readonly StepRing[]; tags: readonly StepTag[]; reach: BoardReach | null; label: string }) {
  const root = useRef<SVGSVGElement>(null);
  const world = useRef<SVGGElement>(null);
  const runs = useMemo(() => (reach ? reachRuns(reach) : []), [reach]);
  const ringRefs = useRef<(SVGCircleElement | null)[]>([]);
  const ringText = useRef<(SVGTextElement | null)[]>([]);
  const tagRefs = useRef<(SVGGElement | null)[]>([]);

  useEffect(() => {
    let raf = 0;
    let last = '';
    const frame = () => {
      raf = requestAnimationFrame(frame);
      const h = board();
      const svg = root.current;
      if (!h || !svg) return;
      const box = svg.getBoundingClientRect();
      const o = h.worldToScreen({ x: 0, y: 0 });
      const k = h.camera().scale;
      const key = `${o.x - box.left}|${o.y - box.top}|${k}|${box.width}|${box.height}`;
      if (key === last) return;
      last = key;
      const at = (p: Vec) => ({ x: o.x - box.left + p.x * k, y: o.y - box.top + p.y * k });
      world.current?.setAttribute('transform', `translate(${o.x - box.left} ${o.y - box.top}) scale(${k})`);
      rings.forEach((r, i) => {
        const c = at(r.at);
        ringRefs.current[i]?.setAttribute('cx', String(c.x));
        ringRefs.current[i]?.setAttribute('cy', String(c.y));
        ringRefs.current[i]?.setAttribute('r', String(r.r * k));
        // The label at the ring's top, or at its foot when the top is off the board.
        const top = c.y - r.r * k;
        ringText.current[i]?.setAttribute('x', String(c.x));
        ringText.current[i]?.setAttribute('y', String(top > 4 ? top + 4 : c.y + r.r * k - 20));
      });
      // Tags come reachable and cheapest first; one that would overlap a tag before it is hidden.
      const boxes: { x0: number; x1: number; y0: number; y1: number }[] = [];
      tags.forEach((t, i) => {
        const c = at(t.at);
        const g = tagRefs.current[i];
        if (!g) return;
        g.setAttribute('transform', `translate(${c.x} ${c.y})`);
        const b = { x0: c.x - 6, x1: c.x + 14 + t.label.length * 7.5, y0: c.y - 9, y1: c.y + 9 };
        const clash = boxes.some((o) => b.x0 < o.x1 && o.x0 < b.x1 && b.y0 < o.y1 && o.y0 < b.y1);
        g.setAttribute('visibility', clash ? 'hidden' : 'visible');
        if (!clash) boxes.push(b);
      });
    };
    raf = requestAnimationFrame(frame);
    return () => cancelAnimationFrame(raf);
  }, [board, rings, tags, runs]);

  if (!rings.length && !tags.length) return null;
  return (
    <svg ref={root} className="sg-steps" role="img" aria-label={`${label}: ${[...rings.map((r) => r.label), ...tags.map((t) => `${t.label} ${t.ok ? '✓' : '✗'}`)].join(', ')}`}>
      {reach && (
        <g ref={world}>
          {runs.map((u) => (
            <rect
              key={`${u.i},${u.j}`} className="sg-steps-cell" data-climb={u.v === 2 ? 'true' : undefined}
              x={reach.originX + u.i * reach.cellSize} y={reach.originY + u.j * reach.cellSize}
              width={u.n * reach.cellSize + 0.005} height={reach.cellSize + 0.005}
            />
          ))}
        </g>
      )}
      {rings.map((r, i) => (
        <g key={`r${i}`}>
          <circle ref={(e) => { ringRefs.current[i] = e; }} className="sg-steps-ring" data-last={i === rings.length - 1 ? 'true' : undefined} />
          <text ref={(e) => { ringText.current[i] = e; }} className="sg-steps-ring-label" textAnchor="middle" dominantBaseline="hanging">{r.label}</text>
        </g>
      ))}
      {tags.map((t, i) => (
        <g key={`t${i}`} ref={(e) => { tagRefs.current[i] = e; }} className="sg-steps-tag" data-ok={t.ok ? 'true' : 'false'}>
          <circle r="5" />
          <text x="8" y="0" dominantBaseline="middle">{`${t.label} ${t.ok ? '✓' : '✗'}`}</text>
        </g>
      ))}
    </svg>
  );
}
