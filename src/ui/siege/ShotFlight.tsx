// The cannon ball flying over the table after Fire!: a ball, its shadow and its trail moved along
// the points of the flight the rules resolved for this shot (never a model of its own), about a
// second long, then what it met: a bump ring where it touched the table or the castle (SG-5: the
// shot stops there), a burst on a knight, a fade off the table's edge. Skip (or Escape) ends it.
// Not shown under reduced motion or with the dice tray's animation off (CannonPanel decides).
import { useEffect, useRef } from 'react';
import type { BoardHandle } from '../../board/types';
import type { Lang } from '../../i18n';
import { Icon } from './icons';
import { flightFrame, FLY_MS, SHOW_MS } from './flightFrames';
import { useSgUi } from './sgUi';
import { sg } from './strings';

export function ShotFlight({ board, lang }: { board: () => BoardHandle | null; lang: Lang }) {
  const flight = useSgUi((u) => u.flight);
  const root = useRef<SVGSVGElement>(null);
  const ball = useRef<SVGCircleElement>(null);
  const shadow = useRef<SVGEllipseElement>(null);
  const trail = useRef<SVGPolylineElement>(null);
  const bump = useRef<SVGCircleElement>(null);

  useEffect(() => {
    if (!flight) return;
    const done = () => { if (useSgUi.getState().flight?.id === flight.id) useSgUi.getState().setFlight(null); };
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') { e.preventDefault(); done(); } };
    window.addEventListener('keydown', onKey, { capture: true });
    const t0 = performance.now();
    let raf = 0;
    const frame = (now: number) => {
      const h = board();
      const svg = root.current;
      const el = now - t0;
      if (!h || !svg || el >= SHOW_MS) return done();
      const box = svg.getBoundingClientRect();
      const scale = h.camera().scale;
      const at = (p: { x: number; y: number }) => { const q = h.worldToScreen(p); return { x: q.x - box.left, y: q.y - box.top }; };
      const f = flightFrame(flight.points, flight.contact, el);
      const ground = at(f.ball);
      const lift = f.ball.z * scale * 0.6;
      const r = Math.max(6, 0.14 * scale * (1 + f.ball.z * 0.3));
      ball.current?.setAttribute('cx', String(ground.x));
      ball.current?.setAttribute('cy', String(ground.y - lift));
      ball.current?.setAttribute('r', String(r));
      ball.current?.setAttribute('opacity', String(f.opacity));
      shadow.current?.setAttribute('cx', String(ground.x));
      shadow.current?.setAttribute('cy', String(ground.y));
      shadow.current?.setAttribute('rx', String(r));
      shadow.current?.setAttribute('ry', String(r * 0.5));
      trail.current?.setAttribute('points', f.trail.map((p) => { const g = at(p); return `${g.x},${g.y - p.z * scale * 0.6}`; }).join(' '));
      if (bump.current) {
        const end = at(f.end);
        bump.current.setAttribute('cx', String(end.x));
        bump.current.setAttribute('cy', String(end.y));
        bump.current.setAttribute('r', String(f.bump * scale * 0.6));
        bump.current.setAttribute('opacity', String(f.bump > 0 ? 1 - f.bump : 0));
      }
      raf = requestAnimationFrame(frame);
    };
    raf = requestAnimationFrame(frame);
    return () => { cancelAnimationFrame(raf); window.removeEventListener('keydown', onKey, { capture: true }); };
  }, [flight, board]);

  if (!flight) return null;
  return (
    <div className="sg-flight" data-contact={flight.contact} data-ms={FLY_MS}>
      <svg ref={root} className="sg-flight-svg" role="img" aria-label={sg(lang, 'flight.label')}>
        <polyline ref={trail} className="sg-flight-trail" fill="none" />
        <circle ref={bump} className="sg-flight-bump" fill="none" r="0" />
        <ellipse ref={shadow} className="sg-flight-shadow" rx="0" ry="0" />
        <circle ref={ball} className="sg-flight-ball" r="0" />
      </svg>
      <button type="button" className="btn sg-flight-skip" onClick={() => useSgUi.getState().setFlight(null)}>
        <Icon name="skip" />{sg(lang, 'flight.skip')}
      </button>
    </div>
  );
}
