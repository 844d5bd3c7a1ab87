// A whole Firepower match in the browser, Hold the Hill from the first chip to the victory screen:
// moves (buttons and taps on the canvas), aimed fire with the line of sight drawn, a grenade
// thrown at a hex picked on the canvas, and a melee. Once with a mouse, once on a touch tablet.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, launch, TABLET, watchErrors } from './browser.mjs';
import { playToVictory, startFirepower } from './fpplay.mjs';
import { logText } from './play.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

for (const [label, options, tap] of [['desktop', DESKTOP, false], ['touch tablet', TABLET, true]]) {
  describe(`Firepower: Hold the Hill to the end (${label})`, () => {
    it('moves, fires along a drawn line of sight, throws a grenade, fights a melee and reaches the victory screen', async () => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await startFirepower(page, { scenario: 'Hold the Hill', seed: process.env.FP_SEED ?? 21, tap });
      const seen = await playToVictory(page, { tap });
      assert.ok(seen.moves >= 4 && seen.canvasMoves >= 1, `moved ${seen.moves} times (${seen.canvasMoves} by the canvas)`);
      assert.ok(seen.fire >= 1, 'someone fired');
      for (const l of seen.los) {
        assert.equal(l.drawn, 1, 'the line of sight to the target is drawn');
        assert.match(l.state, /^(clear|hindered)$/);
        assert.equal(l.panel, l.state, 'the hex panel names the same line of sight');
      }
      assert.equal(seen.grenade, 1, 'a grenade was thrown');
      assert.ok(seen.melee >= 1, 'a melee was fought');
      const log = await logText(page);
      assert.match(log, /throws a grenade: rolled \d+/);
      assert.match(log, /Melee, \d against \d: rolled \d+/);
      assert.match(log, /At .*: rolled \d+(, \d+)*, modifier \+\d+, needs \d or less/);
      const victory = page.locator('.victory');
      await victory.waitFor();
      assert.match(await victory.innerText(), /crest|objective|hold/i);
      assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
      await context.close();
    });
  });
}
