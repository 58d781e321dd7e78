// `npm start`: build the web app when its sources are newer than the build, compile the server, then run it.
// The server migrates and seeds its database itself and prints the address and the first sign-in.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverEnv, serverNodeArgs } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = join(root, 'web', 'dist', 'index.html');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function webBuildIsStale() {
  if (!existsSync(distIndex)) return true;
  const built = statSync(distIndex).mtimeMs;
  const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public', 'shared/src'];
  return sources.some((p) => newestMtime(join(root, p)) > built);
}

if (webBuildIsStale()) {
  console.log('正在构建前端 (web/dist)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const main = await buildServer();
const server = spawn(process.execPath, [...serverNodeArgs(), main], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv(process.env),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
