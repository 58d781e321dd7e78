import { statfs } from 'node:fs/promises';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import os from 'node:os';
import { dirname } from 'node:path';
import type { DiskSnapshot, RuntimeSnapshot } from '@meiyun/shared';

export type { DiskSnapshot, RuntimeSnapshot };

/** The Node.js process where the original showed the JVM: memory, CPU, event-loop delay, versions. */
export function createRuntimeMetrics() {
  const loop: IntervalHistogram = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  let lastCpu = process.cpuUsage();
  let lastAt = process.hrtime.bigint();
  const startTime = Date.now() - Math.round(process.uptime() * 1000);

  return {
    snapshot(): RuntimeSnapshot {
      const now = process.hrtime.bigint();
      const cpu = process.cpuUsage(lastCpu);
      const elapsedMicros = Number((now - lastAt) / 1000n) || 1;
      lastCpu = process.cpuUsage();
      lastAt = now;
      const m = process.memoryUsage();
      // No sample yet (two readings within one resolution step): zeros, not the histogram's sentinels.
      const ms = (ns: number) => (loop.count ? Math.round(ns / 10_000) / 100 : 0);
      const snap: RuntimeSnapshot = {
        node: process.version,
        v8: process.versions.v8,
        platform: `${os.type()} ${os.release()}`,
        arch: process.arch,
        pid: process.pid,
        hostname: os.hostname(),
        cpus: os.availableParallelism(),
        uptimeSec: Math.round(process.uptime()),
        startTime,
        memory: {
          rss: m.rss,
          heapTotal: m.heapTotal,
          heapUsed: m.heapUsed,
          external: m.external,
          arrayBuffers: m.arrayBuffers,
          systemTotal: os.totalmem(),
          systemFree: os.freemem(),
        },
        cpuPercent: Math.round(((cpu.user + cpu.system) / elapsedMicros) * 1000) / 10,
        loadAverage: os.loadavg().map((v) => Math.round(v * 100) / 100),
        eventLoopDelayMs: {
          min: ms(loop.min),
          mean: ms(loop.mean),
          p50: ms(loop.percentile(50)),
          p90: ms(loop.percentile(90)),
          p99: ms(loop.percentile(99)),
          max: ms(loop.max),
        },
      };
      loop.reset();
      return snap;
    },
    stop() {
      loop.disable();
    },
  };
}

/** The volume holding DATA_DIR (database, uploads): what running out of space would stop. */
export async function diskSnapshot(path: string): Promise<DiskSnapshot> {
  // DATA_DIR may not exist yet (nothing written so far): its nearest existing parent is on the same volume.
  let probe = path;
  let s;
  for (;;) {
    try {
      s = await statfs(probe);
      break;
    } catch (err) {
      const parent = dirname(probe);
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || parent === probe) throw err;
      probe = parent;
    }
  }
  const total = s.blocks * s.bsize;
  const free = s.bavail * s.bsize;
  const used = total - s.bfree * s.bsize;
  return { path, total, used, free, usedPercent: total ? Math.round((used / (used + free)) * 1000) / 10 : 0 };
}

export type RuntimeMetrics = ReturnType<typeof createRuntimeMetrics>;
