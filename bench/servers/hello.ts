/**
 * Baseline: a bare Fastify hello-world, to measure the app against on the same machine.
 * BENCH_HELLO_WORK_US: microseconds of busy work added to each request (bench/auth.ts' calibration
 * row: what a fixed amount of work per request costs against hello-world on this machine).
 */
import Fastify from 'fastify';

const workNs = BigInt(Math.round(Number(process.env.BENCH_HELLO_WORK_US ?? 0) * 1000));

const app = Fastify({ logger: false });
app.get('/hello', async () => {
  const until = process.hrtime.bigint() + workNs;
  while (workNs > 0n && process.hrtime.bigint() < until);
  return { hello: 'world' };
});
// PORT: bench/startup.ts times the start to a known port; others take any free one.
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
