/**
 * What the benchmarks share: a bench server compiled and run as `npm start` runs the product's, its memory read from
 * /proc, and a median.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const mb = (n: number) => Math.round(n / 1048576);
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A process's memory from /proc: resident now and the peak since the last reset (Linux). */
export function serverMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** CPU time the process has used so far, user and system, in milliseconds (/proc/<pid>/stat, Linux). */
export function cpuMs(pid: number): number {
  const { user, system } = cpuSplitMs(pid);
  return user + system;
}

/** The same, apart: time in the process's own code and time in the kernel on its behalf (system calls, the network). */
export function cpuSplitMs(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat(5); after the command's ') ' they are the 12th and 13th.
  return { user: (Number(fields[11]) * 1000) / 100, system: (Number(fields[12]) * 1000) / 100 };
}

/** Busy CPU time of the whole machine so far, all cores, in milliseconds (/proc/stat: everything but idle and iowait). */
export function machineBusyMs(): number {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = cpu;
  return ((user + nice + system + irq + softirq + steal) * 1000) / 100;
}

/** Starts a new peak from the current resident size (`clear_refs` 5 resets VmHWM). */
export function resetPeak(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not allowed here: the peaks then run from the server's start.
  }
}

/**
 * Compiles a bench server entry (bench/support/*.ts) as `npm start` compiles the product's server
 * (scripts/build-server.mjs, into server/dist/bench/), runs it with the flags and environment `npm start` gives the
 * server (plus BENCH_NODE_ARGS, e.g. to compare V8 settings) and resolves with the JSON line it prints on stdout once
 * it listens.
 * Its later output on stdout is read and dropped; its stderr is the bench's.
 */
export async function startCompiledServer<Ready>(entry: string, env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; ready: Ready }> {
  const { buildServer, serverNodeArgs, serverEnv } = (await import(pathToFileURL(path.join(root, 'scripts', 'build-server.mjs')).href)) as {
    buildServer: (entry: string, out: string) => Promise<string>;
    serverNodeArgs: () => string[];
    serverEnv: (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
  };
  const main = await buildServer(entry, path.join(root, 'server', 'dist', 'bench', `${path.basename(entry, '.ts')}.js`));
  const child = spawn(process.execPath, [...serverNodeArgs(), ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), main], {
    env: serverEnv(env),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${path.basename(entry)} exited with ${code}`)));
    lines.once('line', (line) => resolve({ child, ready: JSON.parse(line) as Ready }));
  });
}
