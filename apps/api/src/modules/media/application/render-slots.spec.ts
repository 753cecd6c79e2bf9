import { BUSY, RenderSlots } from './render-slots';

/** A render that finishes when the test says so. */
function heldRender(log: string[], name: string) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('RenderSlots', () => {
  it('should run two at once, queue two in order, and refuse the fifth at once', async () => {
    const slots = new RenderSlots(2, 2);
    const log: string[] = [];
    const renders = ['a', 'b', 'c', 'd', 'e'].map((name) => heldRender(log, name));
    const results = renders.map((r) => slots.run(r.work));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    await expect(results[4]).resolves.toBe(BUSY);

    renders[1]?.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    renders[0]?.finish();
    renders[2]?.finish();
    await settle();
    renders[3]?.finish();
    await expect(Promise.all(results.slice(0, 4))).resolves.toEqual(['a', 'b', 'c', 'd']);
    expect(log.filter((l) => l.startsWith('start'))).toEqual(['start a', 'start b', 'start c', 'start d']);
  });

  it('should free the slot when a render fails', async () => {
    const slots = new RenderSlots(1, 0);
    await expect(slots.run(() => Promise.reject(new Error('roto')))).rejects.toThrow('roto');
    await expect(slots.run(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });

  it('should refuse at once with no queue when the only slot is taken', async () => {
    const slots = new RenderSlots(1, 0);
    const held = heldRender([], 'a');
    const first = slots.run(held.work);
    await expect(slots.run(() => Promise.resolve('b'))).resolves.toBe(BUSY);
    held.finish();
    await expect(first).resolves.toBe('a');
    await expect(slots.run(() => Promise.resolve('c'))).resolves.toBe('c');
  });
});
