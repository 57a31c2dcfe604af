/**
 * The JSON log's destination: lines gather in memory and are written in one call to the file
 * descriptor once BATCH_BYTES have gathered or at the latest every `flushEveryMs`, off the
 * request's thread (libuv's pool). pino's own destination (sonic-boom) joins strings as it goes
 * and spent ~2 µs a line on it, a tenth of a signed-in request; joining the batch once costs a
 * fraction of that. What is left is written synchronously when the process exits.
 */
import fs from 'node:fs';

const BATCH_BYTES = 16 * 1024;
/** How long a write that met a full pipe (EAGAIN) waits before it tries again. */
const RETRY_MS = 10;

export class BatchedLogDestination {
  private lines: string[] = [];
  private gathered = 0;
  /** The batch being written and how much of it is written; null while none is. */
  private inFlight: { bytes: Buffer; offset: number } | null = null;
  private readonly timer: NodeJS.Timeout;
  private lossReported = false;

  constructor(
    private readonly fd: number,
    flushEveryMs: number,
  ) {
    this.timer = setInterval(() => this.flush(), flushEveryMs).unref();
    process.once('exit', () => this.flushSync());
  }

  write(line: string): boolean {
    this.lines.push(line);
    this.gathered += line.length;
    if (this.gathered >= BATCH_BYTES) this.flush();
    return true;
  }

  /** Starts writing what has gathered, unless a write is under way (its end starts the next). */
  flush(): void {
    if (this.inFlight || this.lines.length === 0) return;
    this.inFlight = { bytes: this.takeBatch(), offset: 0 };
    this.writeRest();
  }

  /** Writes everything not yet written, now (at exit: no callback would run). */
  flushSync(): void {
    clearInterval(this.timer);
    const pending = [this.inFlight ? this.inFlight.bytes.subarray(this.inFlight.offset) : null, this.lines.length > 0 ? this.takeBatch() : null];
    this.inFlight = null;
    for (const bytes of pending) if (bytes) writeAllSync(this.fd, bytes);
  }

  private takeBatch(): Buffer {
    const bytes = Buffer.from(this.lines.join(''));
    this.lines = [];
    this.gathered = 0;
    return bytes;
  }

  private writeRest(): void {
    const batch = this.inFlight;
    if (!batch) return;
    fs.write(this.fd, batch.bytes, batch.offset, batch.bytes.length - batch.offset, null, (error, written) => {
      if (this.inFlight !== batch) return; // written synchronously at exit meanwhile
      if (error?.code === 'EAGAIN') {
        setTimeout(() => this.writeRest(), RETRY_MS).unref();
        return;
      }
      if (error) {
        // Nowhere left to log to: say so once on stderr, drop this batch, carry on.
        if (!this.lossReported) process.stderr.write(`log lines lost: ${error.message}\n`);
        this.lossReported = true;
        written = batch.bytes.length - batch.offset;
      }
      batch.offset += written;
      if (batch.offset < batch.bytes.length) {
        this.writeRest();
        return;
      }
      this.inFlight = null;
      if (this.gathered >= BATCH_BYTES) this.flush();
    });
  }
}

function writeAllSync(fd: number, bytes: Buffer): void {
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += fs.writeSync(fd, bytes, offset, bytes.length - offset);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
    }
  }
}
