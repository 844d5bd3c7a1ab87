// A closed match leaves nothing behind: 24 matches (MEMORY_TEST_CYCLES) opened from the lobby and
// left through Menu (Old West and Firepower alternating, the buttons found by their names and
// clicked from inside the page), then the JavaScript heap after full collections is compared with
// the heap after the first 10, and no board canvas is left. `npm run bench` runs the same cycle
// 1,000 times with the tighter goal (bench/memory.mjs).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cycles, heapAfterGc, launchWithGc, liveCounts, openLobby } from '../../bench/memoryKit.mjs';
import { URL } from './browser.mjs';

const WARM = 10;
const TOTAL = Number(process.env.MEMORY_TEST_CYCLES) || 24;
const BOUND = 1.15;

let browser;
before(async () => { browser = await launchWithGc(); });
after(async () => { await browser?.close(); });

describe('memory', () => {
  it(`${TOTAL} matches opened and left keep the heap within ${BOUND}x of the heap after ${WARM}`, async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
    const { page, cdp, errors } = await openLobby(context, URL);
    await cycles(page, 0, WARM);
    const warm = await heapAfterGc(cdp);
    await cycles(page, WARM, TOTAL - WARM);
    const end = await heapAfterGc(cdp);
    const live = await liveCounts(page);
    const mb = (b) => (b / 1048576).toFixed(2);
    console.log(`heap after ${WARM} matches ${mb(warm)} MB, after ${TOTAL} ${mb(end)} MB (${(end / warm).toFixed(3)}x)`);
    assert.equal(live.canvases, 0, 'no board canvas is left in the lobby');
    assert.ok(end / warm <= BOUND, `the heap grew from ${mb(warm)} MB to ${mb(end)} MB`);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
