/** One demo user per default role, so a newcomer can try every view at once. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROLE_NAMES } from '../src/domain/roles';
import { hashPassword, verifyPassword } from '../server/auth/passwords';
import type { Db } from '../server/db/connection';
import { roleIdByName } from '../server/accounts/defaultRoles';

export interface DemoAccount {
  role: string;
  fullName: string;
  email: string;
  password: string;
}

/** A demo collector's territory: the states its demo records lie in, its home state first. */
export interface DemoTerritory {
  email: string;
  states: readonly string[];
}

const DEMO_PEOPLE: ReadonlyArray<Omit<DemoAccount, 'password'> & { state: string; territory?: readonly string[] }> = [
  { role: ROLE_NAMES.superAdmin, fullName: 'Amina Bello', email: 'superadmin@example.org', state: 'fct' },
  { role: ROLE_NAMES.admin, fullName: 'Chinedu Okafor', email: 'admin@example.org', state: 'lagos' },
  { role: ROLE_NAMES.executive, fullName: 'Ngozi Adeyemi', email: 'executive@example.org', state: 'oyo' },
  { role: ROLE_NAMES.supervisor, fullName: 'Ibrahim Musa', email: 'supervisor@example.org', state: 'kano' },
  {
    role: ROLE_NAMES.collector,
    fullName: 'Fatima Abubakar',
    email: 'collector@example.org',
    state: 'sokoto',
    territory: ['sokoto', 'kebbi', 'zamfara', 'katsina', 'niger'],
  },
  {
    role: ROLE_NAMES.collector,
    fullName: 'Musa Danladi',
    email: 'collector2@example.org',
    state: 'kano',
    territory: ['kano', 'jigawa', 'kaduna', 'fct', 'lagos'],
  },
  {
    role: ROLE_NAMES.collector,
    fullName: 'Hauwa Garba',
    email: 'collector3@example.org',
    state: 'bauchi',
    territory: ['bauchi', 'gombe', 'yobe', 'borno', 'adamawa', 'plateau'],
  },
];

/** The demo collectors and their territories (no state in two): the demo records are theirs. */
export const DEMO_TERRITORIES: readonly DemoTerritory[] = DEMO_PEOPLE.flatMap((person) =>
  person.territory ? [{ email: person.email, states: person.territory }] : [],
);

/** A password that satisfies the password rules and is easy to type from the console. */
export function generateDemoPassword(): string {
  return `Demo-${crypto.randomBytes(6).toString('base64url')}-${crypto.randomInt(100, 999)}`;
}

export async function seedDemoUsers(db: Db, password: string): Promise<DemoAccount[]> {
  const passwordHash = await hashPassword(password);
  const accounts: DemoAccount[] = [];
  for (const person of DEMO_PEOPLE) {
    const roleId = await roleIdByName(db, person.role);
    await db
      .insertInto('users')
      .values({ email: person.email, fullName: person.fullName, passwordHash, roleId, phone: null, state: person.state, lastLoginAt: null, lastSeenAt: null })
      .execute();
    accounts.push({ role: person.role, fullName: person.fullName, email: person.email, password });
  }
  return accounts;
}

const ACCOUNTS_FILE = 'demo-accounts.json';

export function saveDemoAccounts(dataDir: string, accounts: DemoAccount[]): void {
  if (dataDir === 'memory') return;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, ACCOUNTS_FILE), JSON.stringify(accounts, null, 2), { mode: 0o600 });
}

export function readDemoAccounts(dataDir: string): DemoAccount[] | null {
  const file = path.join(dataDir, ACCOUNTS_FILE);
  if (dataDir === 'memory' || !fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as DemoAccount[];
}

/** The demo accounts of the file sorted by whether their printed password still signs in. */
export interface DemoAccountsCheck {
  /** The password works and the account is active: printed, and used by the demo agents. */
  working: DemoAccount[];
  /** The password was changed (or the account deleted): dropped from the file for good. */
  withdrawn: DemoAccount[];
  /** The password works but the account is suspended: kept in the file, not printed. */
  suspended: DemoAccount[];
}

/**
 * Checks each saved demo password against the stored hash (a user may have changed it, or
 * ADMIN_EMAIL reset it) and rewrites the file without the accounts whose password no longer
 * works, so neither the banner nor the file ever shows a dead password. Null: no file.
 */
export async function checkDemoAccounts(db: Db, dataDir: string): Promise<DemoAccountsCheck | null> {
  const accounts = readDemoAccounts(dataDir);
  if (!accounts) return null;
  const emails = accounts.map((account) => account.email);
  const rows = emails.length ? await db.selectFrom('users').select(['email', 'passwordHash', 'isActive']).where('email', 'in', emails).execute() : [];
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  const check: DemoAccountsCheck = { working: [], withdrawn: [], suspended: [] };
  // Verified side by side (argon2 runs on libuv's threads): the start waits for the slowest, not the
  // sum. The demo users share one hash and password until one changes it: each pair is checked once.
  const checks = new Map<string, Promise<boolean>>();
  const works = await Promise.all(
    accounts.map((account) => {
      const hash = byEmail.get(account.email)?.passwordHash;
      if (!hash) return false;
      const pair = `${hash}\n${account.password}`;
      if (!checks.has(pair)) checks.set(pair, verifyPassword(hash, account.password));
      return checks.get(pair)!;
    }),
  );
  accounts.forEach((account, index) => {
    if (!works[index]) check.withdrawn.push(account);
    else (byEmail.get(account.email)?.isActive ? check.working : check.suspended).push(account);
  });
  if (check.withdrawn.length > 0)
    saveDemoAccounts(
      dataDir,
      accounts.filter((account) => !check.withdrawn.includes(account)),
    );
  return check;
}
