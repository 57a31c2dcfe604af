/**
 * An open-loop probe: requests leave at a fixed rate whatever the server does, and each latency
 * is measured from the moment the request was due, so a stall counts for every request it delays
 * (a closed loop would send nothing while stalled and hide it).
 */
import http from 'node:http';

export interface ProbeResult {
  count: number;
  failures: number;
  p50: number;
  p99: number;
  max: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

export class OpenLoopProbe {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  private readonly latencies: number[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private failures = 0;
  private timer: NodeJS.Timeout | null = null;
  private started = 0;
  private sent = 0;

  constructor(
    private readonly url: string,
    private readonly perSecond: number,
  ) {}

  start(): void {
    this.started = performance.now();
    this.tick();
  }

  /** Sends every request that is due (several if this process itself was late), then sleeps. */
  private tick(): void {
    const interval = 1000 / this.perSecond;
    const now = performance.now();
    while (this.started + this.sent * interval <= now) {
      this.send(this.started + this.sent * interval);
      this.sent += 1;
    }
    this.timer = setTimeout(() => this.tick(), Math.max(0, this.started + this.sent * interval - performance.now()));
  }

  private send(due: number): void {
    const done = new Promise<void>((resolve) => {
      const request = http.get(this.url, { agent: this.agent }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) this.failures += 1;
          this.latencies.push(performance.now() - due);
          resolve();
        });
      });
      request.on('error', () => {
        this.failures += 1;
        this.latencies.push(performance.now() - due);
        resolve();
      });
    });
    this.inFlight.add(done);
    void done.then(() => this.inFlight.delete(done));
  }

  /** Stops sending, waits for the answers still due and summarises them. */
  async stop(): Promise<ProbeResult> {
    if (this.timer) clearTimeout(this.timer);
    await Promise.all([...this.inFlight]);
    this.agent.destroy();
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return {
      count: sorted.length,
      failures: this.failures,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
    };
  }
}
