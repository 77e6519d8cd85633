import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { type RuntimeStats, startRuntimeStats } from './runtime-stats';

describe('runtime stats', () => {
  it('reports the event loop delay and the memory in use at each interval, until stopped', async () => {
    const reports: RuntimeStats[] = [];
    let stats: ReturnType<typeof startRuntimeStats> | undefined;
    await new Promise<void>((twice) => {
      stats = startRuntimeStats(20, (s) => {
        reports.push(s);
        if (reports.length === 2) twice();
      });
    });
    stats?.stop();
    for (const r of reports) {
      expect(r.heapUsedMb).toBeGreaterThan(0);
      expect(r.rssMb).toBeGreaterThanOrEqual(r.heapUsedMb);
      expect(r.eventLoopDelayMaxMs).toBeGreaterThanOrEqual(r.eventLoopDelayP99Ms);
      expect(r.eventLoopDelayP99Ms).toBeGreaterThanOrEqual(r.eventLoopDelayP50Ms);
    }
  });

  it('is off unless RUNTIME_STATS_SECONDS asks for it', () => {
    expect(loadConfig({}).RUNTIME_STATS_SECONDS).toBe(0);
    expect(loadConfig({ RUNTIME_STATS_SECONDS: '60' }).RUNTIME_STATS_SECONDS).toBe(60);
    expect(() => loadConfig({ RUNTIME_STATS_SECONDS: '-1' })).toThrow(/RUNTIME_STATS_SECONDS/);
  });
});
