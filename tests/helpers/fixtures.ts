/** Users and roles for tests, written straight into the database. */
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../server/auth/passwords';
import { roleIdByName } from '../../server/accounts/defaultRoles';
import { TEST_PASSWORD } from './testApp';

let counter = 0;

export async function createRole(app: FastifyInstance, name: string, permissions: string[], displayName = name) {
  const row = await app.db
    .insertInto('roles')
    .values({ name, displayName, description: '', permissions: JSON.stringify(permissions) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createUser(app: FastifyInstance, options: { role: string; email?: string; fullName?: string; password?: string; isActive?: boolean }) {
  counter += 1;
  const email = options.email ?? `user${counter}-${Date.now()}@example.org`;
  const row = await app.db
    .insertInto('users')
    .values({
      email,
      fullName: options.fullName ?? `Test User ${counter}`,
      passwordHash: await hashPassword(options.password ?? TEST_PASSWORD),
      roleId: await roleIdByName(app.db, options.role),
      isActive: options.isActive ?? true,
      phone: null,
      state: null,
      lastLoginAt: null,
      lastSeenAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email, password: options.password ?? TEST_PASSWORD };
}

export async function login(app: FastifyInstance, email: string, password = TEST_PASSWORD) {
  return app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password } });
}

export async function loginToken(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await login(app, email, password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json().data.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
