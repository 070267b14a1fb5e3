import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/**
 * The bundle's folder: one level under packages/db, so the migrations folder is where migrate.ts looks for it
 * (`../migrations/` from the module's own file); `dist-ssr` is ignored by git, Prettier and ESLint.
 */
const BUNDLE_DIR = `${ROOT}packages/db/dist-ssr`;

/**
 * Builds the server's real entry point (main.ts: configuration, migrations, the app, the job worker, the mail
 * sender, graceful shutdown) from the TypeScript source into one file, as `npm start` would run it from dist, so
 * that separate Node processes can run it without a build of the whole project (about two seconds).
 */
export async function buildServerBundle(): Promise<{ file: string; remove(): Promise<void> }> {
  const name = `fairplay-server-${randomBytes(4).toString('hex')}`;
  await build({
    configFile: false,
    logLevel: 'warn',
    root: ROOT,
    resolve: { conditions: ['source'] },
    ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] }, noExternal: [/^@fairplay\//] },
    build: {
      ssr: `${ROOT}apps/server/src/main.ts`,
      outDir: BUNDLE_DIR,
      emptyOutDir: false,
      minify: false,
      target: 'node20',
      rollupOptions: { output: { format: 'es', entryFileNames: `${name}.js` } },
    },
  });
  const file = `${BUNDLE_DIR}/${name}.js`;
  return { file, remove: () => rm(file, { force: true }) };
}

/** A port no one listens on now (the process started on it takes it a moment later). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  name: string;
  url: string;
  child: ChildProcess;
  /** Everything the process wrote (for a failing test's message). */
  output(): string;
  /** Settles with the exit code when the process ends. */
  exited: Promise<number | null>;
}

/** Starts the bundle as a server process and waits until it says it is running. */
export async function startServerProcess(
  name: string,
  file: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [file], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Fairplay is running at')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => reject(new Error(`${name} stopped (${code}) before it ran:\n${output}`)));
  });
  await running;
  return { name, url, child, output: () => output, exited };
}

export interface LiveStream {
  /** The next `changed` event's data. */
  nextChange(): Promise<{ business_id: number; at: string }>;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens a court sheet's live-update stream over HTTP and answers once the server has said it is connected. */
export async function openStream(url: string, token: string): Promise<LiveStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { 'access-token': token }, signal: controller.signal });
  if (response.status !== 200) throw new Error(`the stream answered ${response.status}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const changes: { business_id: number; at: string }[] = [];
  const waiting: ((change: { business_id: number; at: string }) => void)[] = [];
  let buffer = '';
  let resolveConnected: () => void = () => {};
  const connected = new Promise<void>((resolve) => (resolveConnected = resolve));
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) return;
      buffer += value;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        if (block.startsWith(': connected')) resolveConnected();
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (!block.includes('event: changed') || !data) continue;
        const change = JSON.parse(data.slice(6)) as { business_id: number; at: string };
        const waiter = waiting.shift();
        if (waiter) waiter(change);
        else changes.push(change);
      }
    }
  })();
  await connected;
  return {
    nextChange: () => {
      const first = changes.shift();
      return first ? Promise.resolve(first) : new Promise((resolve) => waiting.push(resolve));
    },
    ended,
    close: () => controller.abort(),
  };
}

/** A JSON call to a server process over HTTP. */
export async function httpCall<T = unknown>(
  base: string,
  method: string,
  path: string,
  { token, body, ip }: { token?: string; body?: unknown; ip?: string } = {},
): Promise<{ status: number; body: { code: number; payload: T; message: string } }> {
  const headers: Record<string, string> = {};
  if (token) headers['access-token'] = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (ip) headers['x-forwarded-for'] = ip;
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as never };
}
