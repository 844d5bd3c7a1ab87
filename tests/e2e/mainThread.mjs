// The page's main-thread tasks while something runs, from a Chromium trace: each task's wall time
// and its CPU time on the main thread. On a shared, busy machine a task's wall time includes the
// time the operating system gave the CPU to other processes; its thread time is the page's own
// work, which is what a quiet tablet would see as the task's length.

/** Starts tracing `page`; `stop()` returns its main-thread tasks as { wallMs, cpuMs }, longest first. */
export async function traceMainThread(page) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  await cdp.send('Tracing.start', {
    categories: 'toplevel,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  return {
    async stop() {
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await done;
      await cdp.detach().catch(() => undefined);
      const main = new Set(events
        .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`));
      return events
        .filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`))
        .map((e) => ({ wallMs: e.dur / 1000, cpuMs: (e.tdur ?? e.dur) / 1000 }))
        .sort((a, b) => b.cpuMs - a.cpuMs);
    },
  };
}
