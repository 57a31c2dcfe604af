/**
 * One autocannon run in a process of its own (bench/lib.ts `load`): reads its settings from the
 * JSON in BENCH_LOAD and prints the summary as one JSON line.
 */
import autocannon from 'autocannon';

interface Settings {
  url: string;
  headers: Record<string, string>;
  seconds: number;
  connections: number;
}

const settings = JSON.parse(process.env.BENCH_LOAD ?? '{}') as Settings;
const result = await autocannon({ url: settings.url, headers: settings.headers, connections: settings.connections, duration: settings.seconds, pipelining: 1 });
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }),
);
