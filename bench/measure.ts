import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** autocannon load: throughput and latency percentiles under concurrency. */
export async function load(
  name: string,
  url: string,
  opts: { connections: number; seconds: number },
): Promise<LoadResult> {
  const r = await autocannon({ url, connections: opts.connections, duration: opts.seconds, pipelining: 1 });
  return {
    name,
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

/**
 * autocannon load cycling through `paths` on `base`: every request takes the next path of the list
 * (one counter shared by all connections), so concurrent requests ask for different URLs.
 */
export async function loadPaths(
  name: string,
  base: string,
  paths: string[],
  opts: { connections: number; seconds: number },
): Promise<LoadResult> {
  let i = 0;
  const r = await autocannon({
    url: base,
    connections: opts.connections,
    duration: opts.seconds,
    pipelining: 1,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }),
      },
    ],
  });
  return {
    name,
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

export interface SerialResult {
  name: string;
  p50: number;
  p95: number;
  p99: number;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** One request at a time: the latency one user sees, without queueing behind other requests. */
export async function serial(name: string, urls: string[], rounds: number): Promise<SerialResult> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const url = urls[i % urls.length]!;
    const t = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} respondió ${res.status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return { name, p50: round(pct(times, 50)), p95: round(pct(times, 95)), p99: round(pct(times, 99)) };
}
