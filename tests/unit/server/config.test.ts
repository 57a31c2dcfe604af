import { describe, expect, it } from 'vitest';
import { ConfigError, describeDatabase, loadConfig } from '../../../server/config';

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('runs on defaults: port 8080, PGlite in ./data, demo data outside production', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      mode: 'development',
      port: 8080,
      dataDir: '/srv/app/data',
      publicUrl: 'http://localhost:8080',
      demoData: true,
      demoCollectors: 3,
      databaseUrl: undefined,
    });
    expect(describeDatabase(config)).toBe('PGlite in /srv/app/data');
  });

  it('reads every documented variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        DATA_DIR: '/var/lib/edu',
        DATABASE_URL: 'postgres://edu:s3cret@db.internal:5433/edu',
        REDIS_URL: 'redis://127.0.0.1:6379',
        JWT_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://mail:25',
        PUBLIC_URL: 'https://edu.example.gov.ng/',
        NODE_ENV: 'production',
        ADMIN_EMAIL: 'Root@Example.org',
        ADMIN_PASSWORD: 'long-enough-password',
        DEMO_COLLECTORS: '0',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/var/lib/edu',
      redisUrl: 'redis://127.0.0.1:6379',
      smtpUrl: 'smtp://mail:25',
      publicUrl: 'https://edu.example.gov.ng',
      mode: 'production',
      demoData: false,
      adminEmail: 'root@example.org',
      demoCollectors: 0,
    });
    expect(describeDatabase(config)).toBe('PostgreSQL at db.internal:5433/edu');
    expect(describeDatabase(config)).not.toContain('s3cret');
  });

  it('names each bad variable with what it must be', () => {
    expect(problemsOf({ PORT: 'eighty' })).toEqual(['PORT: PORT must be a whole number between 1 and 65535']);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })[0]).toContain('DATABASE_URL must start with postgres:// or postgresql://');
    expect(problemsOf({ REDIS_URL: 'localhost:6379' })[0]).toContain('REDIS_URL must start with redis://');
    expect(problemsOf({ JWT_SECRET: 'short' })[0]).toContain('at least 32 characters');
    expect(problemsOf({ NODE_ENV: 'staging' })[0]).toContain('NODE_ENV must be development, production or test');
    expect(problemsOf({ PUBLIC_URL: 'edu.gov.ng' })[0]).toContain('PUBLIC_URL must be an http');
    expect(problemsOf({ DEMO_COLLECTORS: 'three' })).toEqual([
      'DEMO_COLLECTORS: DEMO_COLLECTORS must be a whole number of demo collector agents from 0 (none) to 50',
    ]);
    expect(problemsOf({ DEMO_COLLECTORS: '51' })).toHaveLength(1);
  });

  it('refuses production without explicit secrets', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toContain('JWT_SECRET is required in production (at least 32 random characters)');
    expect(problems).toContain('PUBLIC_URL is required in production (the address users open)');
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'a@example.org' })).toEqual(['ADMIN_EMAIL and ADMIN_PASSWORD must be set together']);
  });

  it('checks ADMIN_PASSWORD with the one password rule before anything starts', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'a@example.org', ADMIN_PASSWORD: 'short' })[0]).toContain('ADMIN_PASSWORD: Password must be at least 8 characters long');
    expect(problemsOf({ ADMIN_EMAIL: 'a@example.org', ADMIN_PASSWORD: 'long-enough\u0000password' })[0]).toContain(
      'ADMIN_PASSWORD: Password must not contain control characters',
    );
    expect(problemsOf({ ADMIN_EMAIL: 'a@example.org', ADMIN_PASSWORD: 'password123' })[0]).toContain('ADMIN_PASSWORD: This password is too common');
    expect(problemsOf({ ADMIN_EMAIL: 'a@example.org', ADMIN_PASSWORD: 'Kano-Reading-2031' })).toEqual([]);
  });
});
