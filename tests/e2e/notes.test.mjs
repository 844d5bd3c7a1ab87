// The log and the rules notes in a real browser: a rule badge in the log opens the notes at the
// paragraph that states that rule; the notes have contents and a search; the log narrows to one
// turn and to one unit.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, launch, watchErrors } from './browser.mjs';
import { passDevice, startMatch, step } from './play.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

describe('The log and the rules notes', () => {
  it('a rule badge opens the notes at its rule; search and contents find the rest; the log filters by unit', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await startMatch(page);
    // A rule the notes state (they hold the rules Wartable had to settle, docs/rules/oldwest.md).
    const inNotes = new Set(readFileSync('docs/rules/oldwest.md', 'utf8').match(/OW-(GAP-|AMB-)?\d+/g));
    const badges = page.locator('[role="log"] button.badge-rule');
    const unitOptions = () => page.getByRole('combobox', { name: 'Show unit' }).locator('option').evaluateAll((os) => os.map((o) => o.value).filter(Boolean)).catch(() => []);
    let rule = null;
    for (let i = 0; i < 120 && (!rule || !(await unitOptions()).length); i++) {
      await step(page);
      for (const b of await badges.all()) if (inNotes.has((await b.innerText()).trim())) rule = (await b.innerText()).trim();
    }
    assert.ok(rule, 'the log shows a rule the notes state');
    await passDevice(page);
    const badge = page.getByRole('button', { name: `Rule ${rule}: read it` }).last();
    assert.equal(await badge.getAttribute('aria-label'), `Rule ${rule}: read it`);
    await badge.click();
    const notes = page.getByRole('dialog', { name: 'Rules notes' });
    await notes.waitFor();
    const marked = notes.locator('.md-target');
    assert.equal(await marked.count(), 1, 'one paragraph is marked');
    assert.match(await marked.innerText(), new RegExp(`${rule}(?![\\d-])`));
    assert.ok(await marked.isVisible(), 'the marked paragraph is in view');

    assert.ok(await notes.getByRole('navigation', { name: 'Contents' }).getByRole('button').count() > 2, 'the notes have a table of contents');
    await notes.getByRole('searchbox', { name: 'Search the notes' }).fill('Fame');
    assert.match(await notes.getByRole('status').innerText(), /^[1-9]\d* found$/);
    const shown = await notes.locator('.markdown > div:not(:has(.md-heading))').allInnerTexts();
    assert.ok(shown.length > 0 && shown.every((t) => /fame/i.test(t)), 'only paragraphs about Fame stay, under their headings');
    await notes.getByRole('button', { name: 'Close' }).click();

    const lines = await page.locator('[role="log"] .log-entry').count();
    const unit = page.getByRole('combobox', { name: 'Show unit' });
    const names = await unitOptions();
    assert.ok(names.length > 0, 'the log lists the units it names');
    await unit.selectOption(names[0]);
    const kept = await page.locator('[role="log"] .log-entry .log-text').allInnerTexts();
    assert.ok(kept.length > 0 && kept.length < lines, `the filter keeps some of ${lines} lines, not all (${kept.length})`);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
