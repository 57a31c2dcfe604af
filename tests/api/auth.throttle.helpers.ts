/** Sign-in floods for the throttle tests: each attempt from its own address (X-Forwarded-For, TRUST_PROXY set). */
import type { FastifyInstance } from 'fastify';
import { TEST_PASSWORD } from '../helpers/testApp';

export function signInFrom(app: FastifyInstance, email: string, password: string, address: string) {
  return app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password }, headers: { 'x-forwarded-for': address } });
}

/** `count` (at most 254) wrong passwords at once, from `{prefix}.1`, `{prefix}.2`…, spread over the apps given. */
export function floodOf(apps: FastifyInstance | FastifyInstance[], email: string, count: number, prefix: string) {
  const list = Array.isArray(apps) ? apps : [apps];
  return Promise.all(Array.from({ length: count }, (_, i) => signInFrom(list[i % list.length], email, 'Wrong-Password-1', `${prefix}.${i + 1}`)));
}

/** The account's password checks that failed: each one leaves one `login_failed` audit row, written only after the hash was verified. */
export async function failedChecksOf(app: FastifyInstance, userId: number): Promise<number> {
  const rows = await app.db.selectFrom('auditLogs').select('id').where('action', '=', 'login_failed').where('userId', '=', userId).execute();
  return rows.length;
}

/** Signs in with the right password, following Retry-After, until `withinMs` has passed; answers the last status. */
export async function signInWithin(app: FastifyInstance, email: string, address: string, withinMs: number): Promise<number> {
  const end = Date.now() + withinMs;
  for (;;) {
    const answer = await signInFrom(app, email, TEST_PASSWORD, address);
    if (answer.statusCode !== 429) return answer.statusCode;
    const wait = Number(answer.headers['retry-after']) * 1000;
    if (Date.now() + wait > end) return answer.statusCode;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
