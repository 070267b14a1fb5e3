export interface Envelope<T = unknown> {
  code: number;
  payload: T;
  message: string;
}

/** One API call over real HTTP (keep-alive), as the browser makes it: JSON body, token and selection headers. */
export async function call<T = unknown>(
  baseUrl: string,
  path: string,
  body: unknown,
  token: string | null,
): Promise<{ status: number; body: Envelope<T> }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'location-id': '0',
    'facility-group-id': '0',
  };
  if (token) headers['access-token'] = token;
  const response = await fetch(`${baseUrl}/api/v1${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

export async function login(baseUrl: string, username = 'owner', password = 'fairplay1'): Promise<string> {
  const answer = await call<{ token: string }>(baseUrl, '/auth/login', { username, password }, null);
  if (answer.status !== 200)
    throw new Error(`sign-in as ${username} failed (${answer.status}): ${answer.body.message}`);
  return answer.body.payload.token;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(sorted.length, 1);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean,
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}
