/**
 * The log's batched destination (server/http/logDestination.ts): every line arrives once and in
 * order, in a few large writes, also through a full pipe (EAGAIN, partial writes) read slowly.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchedLogDestination } from '../../../server/http/logDestination';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'log-destination-'));
afterEach(() => vi.restoreAllMocks());

const lineOf = (i: number) => `{"n":${i},"pad":"${'x'.repeat(180)}"}\n`;
const numbers = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { n: number }).n);
const until = async (done: () => boolean) => {
  const deadline = Date.now() + 10_000;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('the batched log destination', () => {
  it('writes every line once, in order, in batches rather than a write per line', async () => {
    const file = path.join(folder, 'batches.log');
    const fd = fs.openSync(file, 'w');
    const writes = vi.spyOn(fs, 'write');
    const destination = new BatchedLogDestination(fd, 50);
    for (let i = 0; i < 2_000; i += 1) destination.write(lineOf(i));
    await until(() => numbers(fs.readFileSync(file, 'utf8')).length === 2_000);
    expect(numbers(fs.readFileSync(file, 'utf8'))).toEqual([...Array(2_000).keys()]);
    expect(writes.mock.calls.length).toBeGreaterThan(0);
    expect(writes.mock.calls.length).toBeLessThanOrEqual(2_000 / 50);
    destination.flushSync();
    fs.closeSync(fd);
  });

  it('writes a lone line within the flush interval', async () => {
    const file = path.join(folder, 'lone.log');
    const fd = fs.openSync(file, 'w');
    const destination = new BatchedLogDestination(fd, 50);
    destination.write(lineOf(7));
    await until(() => fs.readFileSync(file, 'utf8').length > 0);
    expect(numbers(fs.readFileSync(file, 'utf8'))).toEqual([7]);
    destination.flushSync();
    fs.closeSync(fd);
  });

  it('waits out a full pipe and loses nothing while the reader is slow', async () => {
    const fifo = path.join(folder, 'slow.fifo');
    execFileSync('mkfifo', [fifo]);
    const reader = fs.openSync(fifo, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
    const writer = fs.openSync(fifo, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK);
    const destination = new BatchedLogDestination(writer, 20);
    const total = 3_000; // ~570 KB: many times a pipe's 64 KB
    for (let i = 0; i < total; i += 1) destination.write(lineOf(i));
    let received = '';
    const chunk = Buffer.alloc(8_192);
    await until(() => {
      try {
        const read = fs.readSync(reader, chunk, 0, chunk.length, null);
        received += chunk.subarray(0, read).toString();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      }
      return received.split('\n').length > total;
    });
    expect(numbers(received)).toEqual([...Array(total).keys()]);
    destination.flushSync();
    fs.closeSync(writer);
    fs.closeSync(reader);
  });
});
