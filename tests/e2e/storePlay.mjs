// Plays on through the match store's own dispatch with the rules' legal actions, not clicked: for
// a test about a screen (a long log, the replay, the victory box) once what it clicks for itself
// has been seen. The actions are the rules' own, so the match stays legal and is saved as usual.
import assert from 'node:assert/strict';

/**
 * Dispatches legal actions until the match is over, the store's log holds `untilLog` lines, or
 * the state's `turn` reaches `untilTurn` outside the phase `notPhase`. The first legal action of a
 * type in `prefer` is taken (in that order); otherwise one that is not of a type in `avoid`, four
 * times in five, picked by a fixed stride. Returns why it stopped and how many actions it played.
 */
export async function playByStore(page, { prefer = [], avoid = ['endPhase'], untilLog = 0, untilTurn = 0, notPhase = null, max = 3000 } = {}) {
  const r = await page.evaluate((o) => {
    const store = globalThis.__wartable.match;
    for (let i = 0; i < o.max; i++) {
      const { runtime, state, log } = store.getState();
      if (runtime.rules.isOver(state)) return { why: 'over', played: i };
      if (o.untilLog && log.length >= o.untilLog) return { why: 'log', played: i };
      if (o.untilTurn && state.turn >= o.untilTurn && state.phase !== o.notPhase) return { why: 'turn', played: i };
      const legal = runtime.rules.legalActions(state);
      let pick;
      for (const t of o.prefer) if ((pick = legal.find((a) => a.type === t))) break;
      if (!pick) {
        const doing = legal.filter((a) => !o.avoid.includes(a.type));
        const pool = doing.length && i % 5 ? doing : legal;
        pick = pool[(i * 7) % pool.length];
      }
      const done = store.getState().dispatch(pick);
      if (!done.ok) return { why: `refused: ${done.error}`, played: i };
    }
    return { why: 'max', played: o.max };
  }, { prefer, avoid, untilLog, untilTurn, notPhase, max });
  assert.ok(!r.why.startsWith('refused'), `the rules refused one of their own legal actions: ${r.why}`);
  return r;
}
