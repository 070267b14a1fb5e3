import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));

export interface RunningServer {
  baseUrl: string;
  /** The server process's id (the people bench reads its memory from /proc). */
  pid: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the built production server (apps/server/dist/main.js) in its own process, on the given database,
 * exactly as `npm start` would, and waits until it answers. `webDist` is the web build it serves (empty: API only).
 */
export async function startServer(
  database: { dataDir: string } | { url: string },
  webDist: string | null,
): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  delete env.SMTP_URL;
  env.WEB_DIST = webDist ?? '';
  if ('url' in database) env.DATABASE_URL = database.url;
  else env.DATA_DIR = database.dataDir;

  // BENCH_SERVER_NODE_ARGS: flags for the server's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter((arg) => arg.length > 0);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: number | null = null;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code) => {
      exited = code ?? -1;
      resolve();
    });
  });

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited !== null) throw new Error(`the server exited with code ${exited}:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/docs/json`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 90 s:\n${output}`);
    }
    await sleep(100);
  }

  return {
    baseUrl,
    pid: child.pid ?? -1,
    async stop() {
      if (exited !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(timer);
    },
  };
}
