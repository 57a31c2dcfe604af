/**
 * The JSON log is written in batches (server/http/logging.ts): no line is lost when the process
 * exits right after logging it, a line does not wait for more to come, and the lines keep their
 * content (paths without their query strings).
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const CHILD = 'tests/unit/server/logBatching.child.ts';

function runChild(mode: 'exit' | 'stay') {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, mode], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

const messages = (output: string) =>
  output
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });

describe('the batched JSON log', () => {
  it('writes every line when the process exits right after logging', async () => {
    const run = runChild('exit');
    expect(await run.exited).toBe(0);
    const lines = messages(run.output());
    expect(lines.filter((line) => line.msg === 'counted line')).toHaveLength(50);
    expect(lines.filter((line) => line.msg === 'request completed').map((line) => line.req?.url)).toEqual(['/api/things']);
    expect(run.output()).not.toContain('secret-value');
  });

  it('writes a few lines within a second while the process stays up', async () => {
    const run = runChild('stay');
    try {
      const deadline = Date.now() + 15_000;
      // Start-up (tsx) takes a while on a busy machine; once lines come, all of them come together.
      while (!run.output().includes('counted line') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      const firstSeen = Date.now();
      while (messages(run.output()).filter((line) => line.msg === 'counted line').length < 50 && Date.now() - firstSeen < 1000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(messages(run.output()).filter((line) => line.msg === 'counted line')).toHaveLength(50);
    } finally {
      run.child.kill('SIGKILL');
      await run.exited;
    }
  }, 20_000);
});
