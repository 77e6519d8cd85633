import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { deferredContractResolver } from './deferred-contract-resolver';

const schema = z.object({ email: z.string().min(1, 'Email is required') });

/** A schema download that arrives when the test says so. */
function slowSchema() {
  let arrive: () => void = () => {};
  const arrived = new Promise<typeof schema>((resolve) => {
    arrive = () => resolve(schema);
  });
  return { load: vi.fn(() => arrived), arrive: () => arrive() };
}

describe('a contract resolver loaded after the form is drawn', () => {
  it('holds a submit made before the schema arrives, then checks it', async () => {
    const download = slowSchema();
    const check = deferredContractResolver(download.load);
    const submit = vi.fn(() => check.validate({ email: '' }));
    check.whenChecked(submit);
    await Promise.resolve();
    expect(submit).not.toHaveBeenCalled();
    download.arrive();
    await vi.waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(submit.mock.results[0]?.value).toEqual({ email: 'Email is required' });
    // Loaded once: later submits run at once, and the schema is not fetched again.
    check.load();
    check.whenChecked(submit);
    expect(submit).toHaveBeenCalledTimes(2);
    expect(download.load).toHaveBeenCalledOnce();
  });

  it('tries a failed download again on the next submit', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const check = deferredContractResolver(load);
    const submit = vi.fn();
    check.whenChecked(submit);
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(submit).not.toHaveBeenCalled();
    check.whenChecked(submit);
    await vi.waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledTimes(2);
  });
});
