import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { freePort } from './server';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const running: ChildProcess[] = [];

export interface ScaleProgram {
  child: ChildProcess;
  /** Everything it printed, for a failure's message. */
  output: () => string;
}

/** A program of scale-agent/ as a scale house runs it; stopped by `stopScalePrograms` (call it in afterAll). */
export function runScaleProgram(args: string[], env: Record<string, string> = {}): ScaleProgram {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  running.push(child);
  return { child, output: () => out };
}

/** Stops every simulator and agent this file started. */
export function stopScalePrograms(): void {
  for (const c of running) c.kill('SIGTERM');
}

/**
 * The scale simulator's scripted cycle (a 15 840 kg tare and a 48 960 kg gross visit, 33 s, a clean line) on a free
 * port, and the agent streaming it to `serverUrl` as scale `scaleCode` with `token`; resolves once the agent is
 * connected.
 */
export async function startScaleLink(serverUrl: string, scaleCode: string, token: string): Promise<{ simulator: ScaleProgram; agent: ScaleProgram }> {
  const port = await freePort();
  const simulator = runScaleProgram(['scale-agent/src/simulator/cli.ts', '--port', String(port), '--format', 'xk3190-12', '--no-faults']);
  await expect.poll(() => simulator.output(), { timeout: 15_000 }).toContain('tcp port');
  const agent = runScaleProgram(
    ['scale-agent/src/cli.ts', '--scale', scaleCode, '--server', serverUrl, '--tcp', `127.0.0.1:${port}`, '--format', 'xk3190-12', '--window', '1000'],
    { SCALE_AGENT_TOKEN: token },
  );
  await expect.poll(() => agent.output(), { timeout: 30_000, message: 'the agent did not connect' }).toContain('connected to');
  return { simulator, agent };
}
