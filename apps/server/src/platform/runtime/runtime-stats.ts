import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface RuntimeStats {
  /** How late timers ran in the interval: the event loop was busy with something else that long. */
  eventLoopDelayP50Ms: number;
  eventLoopDelayP99Ms: number;
  eventLoopDelayMaxMs: number;
  heapUsedMb: number;
  heapTotalMb: number;
  rssMb: number;
  externalMb: number;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const ms = (ns: number) => Math.round(ns / 1e4) / 100;

/**
 * Every `everyMs`, hands `report` the event loop's delay over the interval and the memory in use.
 * Behind RUNTIME_STATS_SECONDS: a stall (CPU work on the main thread) or a heap that keeps growing
 * shows in these figures long before it shows as slow answers.
 */
export function startRuntimeStats(everyMs: number, report: (stats: RuntimeStats) => void) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    report({
      eventLoopDelayP50Ms: ms(delay.percentile(50)),
      eventLoopDelayP99Ms: ms(delay.percentile(99)),
      eventLoopDelayMaxMs: ms(delay.max),
      heapUsedMb: mb(m.heapUsed),
      heapTotalMb: mb(m.heapTotal),
      rssMb: mb(m.rss),
      externalMb: mb(m.external),
    });
    delay.reset();
  }, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      delay.disable();
    },
  };
}
