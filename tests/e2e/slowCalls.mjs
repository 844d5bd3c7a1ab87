// E2E_SLOW=1 npm run test:e2e [files]: logs every page or locator call that takes over 2.5 s,
// with the test line that made it, to find where a browser test spends its time (a wait that
// quietly runs into its timeout, say).

/** Wraps the browser's pages and locators so each call over 2.5 s is logged with where the test made it. */
export function watchSlowCalls(browser) {
  const patched = new Set();
  const wrap = (proto, names) => {
    if (patched.has(proto)) return;
    patched.add(proto);
    for (const n of names) {
      const f = proto[n];
      if (typeof f !== 'function') continue;
      proto[n] = async function (...a) {
        const t = Date.now();
        try { return await f.apply(this, a); } finally {
          const ms = Date.now() - t;
          if (ms > 2500) console.log(`SLOW ${ms} ms ${n} ${String(this._selector ?? a[0]).slice(0, 80)} ${new Error().stack.split('\n').filter((l) => l.includes('tests/e2e') && !l.includes('browser.mjs')).slice(0, 2).join(' <- ')}`);
        }
      };
    }
  };
  const ctx = browser.newContext.bind(browser);
  browser.newContext = async (...a) => {
    const c = await ctx(...a);
    const np = c.newPage.bind(c);
    c.newPage = async () => {
      const p = await np();
      wrap(Object.getPrototypeOf(p), ['waitForFunction', 'goto', 'evaluate', 'waitForEvent', 'waitForTimeout']);
      wrap(Object.getPrototypeOf(p.locator('x')), ['click', 'tap', 'waitFor', 'fill', 'check', 'uncheck', 'innerText', 'isVisible', 'isEnabled', 'boundingBox', 'press', 'textContent', 'count', 'selectOption', 'hover', 'dragTo', 'setInputFiles', 'isChecked', 'getAttribute', 'allTextContents', 'focus', 'scrollIntoViewIfNeeded']);
      return p;
    };
    return c;
  };
  return browser;
}
