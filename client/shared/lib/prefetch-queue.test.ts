import { describe, expect, it } from 'vitest';
import { viewportQueue } from './prefetch-queue.ts';

describe('links coming into view', () => {
  /** A queue whose idle tasks and loads the test runs by hand. */
  function setup(limit: number, nothingNew: string[] = []) {
    const idle: (() => void)[] = [];
    const loads: { link: string; done: () => void; fail: () => void }[] = [];
    const queue = viewportQueue<string>({
      limit,
      idle: (run) => idle.push(run),
      load: (link) =>
        nothingNew.includes(link)
          ? null
          : new Promise((resolve, reject) =>
              loads.push({ link, done: () => resolve(undefined), fail: reject }),
            ),
    });
    const runIdle = () => {
      for (const run of idle.splice(0)) run();
    };
    return { queue, idle, loads, runIdle };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('loads nothing until the browser is idle, then one page at a time, in the order seen', async () => {
    const { queue, idle, loads, runIdle } = setup(5);
    queue.seen('/agenda');
    queue.seen('/actualites/1');
    expect(loads).toEqual([]);
    expect(idle).toHaveLength(1);
    runIdle();
    expect(loads.map((l) => l.link)).toEqual(['/agenda']);
    // the next waits for this one, then for the next idle time
    runIdle();
    expect(loads).toHaveLength(1);
    loads[0]!.done();
    await settle();
    runIdle();
    expect(loads.map((l) => l.link)).toEqual(['/agenda', '/actualites/1']);
  });

  it('stops at the limit; links with nothing new to load do not count, a failed load does', async () => {
    const { queue, loads, runIdle } = setup(2, ['/loaded', '/elsewhere']);
    for (const link of ['/loaded', '/a', '/elsewhere', '/b', '/c']) queue.seen(link);
    runIdle();
    expect(loads.map((l) => l.link)).toEqual(['/a']);
    loads[0]!.fail();
    await settle();
    runIdle();
    expect(loads.map((l) => l.link)).toEqual(['/a', '/b']);
    expect(queue.full).toBe(true);
    loads[1]!.done();
    await settle();
    queue.seen('/d');
    runIdle();
    expect(loads.map((l) => l.link)).toEqual(['/a', '/b']);
  });

  it('looks at a few links per idle period, so that a page full of links takes no long task', () => {
    const nothing = Array.from({ length: 20 }, (_, i) => `/loaded/${i}`);
    const { queue, idle, loads, runIdle } = setup(5, nothing);
    for (const link of [...nothing, '/new']) queue.seen(link);
    runIdle();
    expect(idle).toHaveLength(1);
    runIdle();
    runIdle();
    expect(loads.map((l) => l.link)).toEqual(['/new']);
  });
});
