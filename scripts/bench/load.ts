// A small bounded load generator: a fixed number of keep-alive connections,
// each sending requests back to back, for a fixed time and at most a fixed count.
import http from "node:http";

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  /** Every request's time, sorted (to pool several runs). */
  latencies: number[];
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function runLoad(options: {
  url: (i: number) => string;
  connections: number;
  seconds: number;
  maxRequests: number;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const end = performance.now() + options.seconds * 1000;
  const one = (target: string) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.get(
        target,
        { agent, headers: { "accept-encoding": "gzip", ...options.headers } },
        (res) => {
          res.resume();
          res.on("end", () => {
            if ((res.statusCode ?? 500) >= 400) errors++;
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors++;
        resolve();
      });
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < end && sent < options.maxRequests) {
        const i = sent++;
        await one(options.url(i));
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    latencies,
  };
}
