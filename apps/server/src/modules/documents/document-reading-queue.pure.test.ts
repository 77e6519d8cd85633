import { describe, expect, it } from 'vitest';
import { createReadingQueue } from './document-text';

/** A piece of work that runs until released, noting when it starts. */
function gate(started: string[], name: string) {
  let release = () => {};
  const released = new Promise<void>((go) => {
    release = go;
  });
  return {
    work: async () => {
      started.push(name);
      await released;
      return name;
    },
    release: () => release(),
  };
}

const turn = () => new Promise<void>((go) => setImmediate(go));

describe('the reading queue', () => {
  it('reads one document at a time per person, while another person’s reading runs beside it', async () => {
    const queue = createReadingQueue(2);
    const started: string[] = [];
    const first = gate(started, 'first of 7');
    const second = gate(started, 'second of 7');
    const other = gate(started, 'first of 8');
    const done = [queue.add(first.work, 7), queue.add(second.work, 7), queue.add(other.work, 8)];
    await turn();
    await turn();
    expect(started).toEqual(['first of 7', 'first of 8']);
    first.release();
    await done[0];
    await turn();
    await turn();
    expect(started).toEqual(['first of 7', 'first of 8', 'second of 7']);
    second.release();
    other.release();
    expect(await Promise.all(done)).toEqual(['first of 7', 'second of 7', 'first of 8']);
    await queue.idle();
  });

  it('goes on with a person’s next reading after one fails', async () => {
    const queue = createReadingQueue(1);
    const failed = queue.add(() => Promise.reject(new Error('unreadable')), 7);
    const next = queue.add(async () => 'read', 7);
    await expect(failed).rejects.toThrow('unreadable');
    expect(await next).toBe('read');
  });
});
