import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import type { Environment } from './config.ts';

/** The one-line message loadConfig throws for `env`. */
function failureOf(env: Environment): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig defaults', () => {
  it('gives every setting its documented default when the environment is empty', () => {
    const config = loadConfig({});
    const inContainer = existsSync('/.dockerenv') || existsSync('/run/.containerenv');
    expect(config).toEqual({
      port: 3000,
      host: inContainer ? '0.0.0.0' : '127.0.0.1',
      dataDir: expect.stringMatching(/[/\\]data$/),
      databaseUrl: undefined,
      redisUrl: undefined,
      redisPrefix: 'upsolve:',
      publicUrl: 'http://localhost:3000',
      allowedOrigins: [],
      sessionTtlDays: 30,
      ai: {
        baseUrl: 'http://127.0.0.1:11434/v1',
        apiKey: undefined,
        model: 'llama3.2',
        configured: false,
      },
      contests: {
        codeforcesApi: 'https://codeforces.com/api',
        atcoderApi: 'https://atcoder.jp',
        codechefApi: 'https://www.codechef.com/api',
        leetcodeApi: 'https://leetcode.com/graphql',
        atcoderProblemsApi: 'https://kenkoooo.com/atcoder',
        refreshMinutes: 15,
      },
      handles: { syncMinutes: 60, codeforcesSignIn: null },
      logLevel: 'info',
      rateLimit: {
        signinPerMin: 10,
        signupPerHour: 20,
        messagesPer30s: 20,
        invitationsPerDay: 20,
        aiPerMin: 10,
        feedPerHour: 60,
        aiPerDay: 200,
        searchPerMin: 30,
        postsPerMin: 10,
        votesPerMin: 60,
        reportsPerDay: 20,
        forgotPerHour: 10,
        writesPerMin: 120,
        readsPerMin: 1200,
      },
      lockout: { failures: 10, minutes: 15 },
      mail: { smtpUrl: undefined, from: 'Upsolve <no-reply@localhost>' },
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('treats empty values as unset, as compose files write them', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: ' ', LOG_LEVEL: '', AI_BASE_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.ai).toMatchObject({ baseUrl: 'http://127.0.0.1:11434/v1', configured: false });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
  });

  it('derives PUBLIC_URL from PORT, and normalises given URLs and origins', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    const config = loadConfig({
      PUBLIC_URL: 'https://upsolve.example/',
      ALLOWED_ORIGINS: ' http://localhost:5173/ , https://app.example/path ',
      AI_BASE_URL: 'http://ai.internal:8080/v1/',
      DATA_DIR: 'relative/dir',
    });
    expect(config.publicUrl).toBe('https://upsolve.example');
    expect(config.allowedOrigins).toEqual(['http://localhost:5173', 'https://app.example']);
    expect(config.ai.baseUrl).toBe('http://ai.internal:8080/v1');
    expect(config.ai.configured).toBe(true);
    expect(config.dataDir).toBe(path.resolve('relative/dir'));
  });

  it('takes a relative DATA_DIR from the folder npm was run in, not the workspace', () => {
    const config = loadConfig({ DATA_DIR: 'my-data', INIT_CWD: '/home/ada/upsolve' });
    expect(config.dataDir).toBe('/home/ada/upsolve/my-data');
    expect(loadConfig({ DATA_DIR: '/srv/upsolve', INIT_CWD: '/tmp' }).dataDir).toBe('/srv/upsolve');
  });

  it('accepts PostgreSQL and Redis URLs', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgresql://u:p@db:5432/upsolve',
      REDIS_URL: 'rediss://cache:6380',
    });
    expect(config.databaseUrl).toBe('postgresql://u:p@db:5432/upsolve');
    expect(config.redisUrl).toBe('rediss://cache:6380');
  });
});

describe("Codeforces' OpenID Connect sign-in", () => {
  it('is on with both OAuth settings, on the origin of CODEFORCES_API', () => {
    const config = loadConfig({
      CODEFORCES_OAUTH_CLIENT_ID: 'upsolve-app',
      CODEFORCES_OAUTH_CLIENT_SECRET: 's3cret',
      CODEFORCES_API: 'http://127.0.0.1:4100/cf/',
    });
    expect(config.handles.codeforcesSignIn).toEqual({
      clientId: 'upsolve-app',
      clientSecret: 's3cret',
      origin: 'http://127.0.0.1:4100',
    });
    expect(
      loadConfig({ CODEFORCES_OAUTH_CLIENT_ID: 'a', CODEFORCES_OAUTH_CLIENT_SECRET: 'b' }).handles
        .codeforcesSignIn?.origin,
    ).toBe('https://codeforces.com');
  });

  it('stops naming the missing one when only one is set (blank counts as unset)', () => {
    expect(failureOf({ CODEFORCES_OAUTH_CLIENT_ID: 'upsolve-app' })).toBe(
      'Invalid configuration: CODEFORCES_OAUTH_CLIENT_SECRET is missing (set both Codeforces OAuth settings or neither)',
    );
    expect(
      failureOf({ CODEFORCES_OAUTH_CLIENT_ID: ' ', CODEFORCES_OAUTH_CLIENT_SECRET: 's3cret' }),
    ).toBe(
      'Invalid configuration: CODEFORCES_OAUTH_CLIENT_ID is missing (set both Codeforces OAuth settings or neither)',
    );
  });
});

describe('loadConfig with a bad value', () => {
  const cases: [string, Environment, string][] = [
    [
      'a port that is not a number',
      { PORT: 'eighty' },
      'PORT must be an integer between 0 and 65535 (got "eighty")',
    ],
    [
      'a port out of range',
      { PORT: '70000' },
      'PORT must be an integer between 0 and 65535 (got "70000")',
    ],
    [
      'a zero lifetime',
      { SESSION_TTL_DAYS: '0' },
      'SESSION_TTL_DAYS must be an integer between 1 and 3650 (got "0")',
    ],
    [
      'a fractional limit',
      { LOCKOUT_FAILURES: '2.5' },
      'LOCKOUT_FAILURES must be an integer between 1 and 1000000000 (got "2.5")',
    ],
    [
      'a negative limit',
      { RATE_LIMIT_SIGNIN_PER_MIN: '-1' },
      'RATE_LIMIT_SIGNIN_PER_MIN must be an integer between 1 and 1000000000 (got "-1")',
    ],
    [
      'a database URL of another kind',
      { DATABASE_URL: 'mysql://db/upsolve' },
      'DATABASE_URL must be a postgres or postgresql URL (got "mysql://db/upsolve")',
    ],
    [
      'a Redis URL that is not one',
      { REDIS_URL: 'cache:6379' },
      'REDIS_URL must be a redis or rediss URL (got "cache:6379")',
    ],
    [
      'a Redis prefix with a space in it',
      { REDIS_PREFIX: 'my app:' },
      'REDIS_PREFIX must be 1 to 64 letters, digits or any of : _ . - (e.g. upsolve:)',
    ],
    [
      'a public URL that is not http(s)',
      { PUBLIC_URL: 'ftp://upsolve.example' },
      'PUBLIC_URL must be an http(s) URL (got "ftp://upsolve.example")',
    ],
    [
      'an origin that is not a URL',
      { ALLOWED_ORIGINS: 'http://ok.example,localhost:5173' },
      'ALLOWED_ORIGINS must be a comma-separated list of http(s) origins (got "localhost:5173")',
    ],
    [
      'an unknown log level',
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
    ],
    [
      'a contest source that is not a URL',
      { CODEFORCES_API: 'codeforces' },
      'CODEFORCES_API must be an http(s) URL (got "codeforces")',
    ],
  ];

  it.each(cases)('stops with one line naming the variable: %s', (_kind, env, problem) => {
    expect(failureOf(env)).toBe(`Invalid configuration: ${problem}`);
  });

  it('names every bad variable on the same single line', () => {
    const message = failureOf({ PORT: '-5', LOG_LEVEL: 'loud', AI_BASE_URL: 'nowhere' });
    expect(message).not.toContain('\n');
    expect(message).toMatch(/^Invalid configuration: /);
    for (const name of ['PORT', 'LOG_LEVEL', 'AI_BASE_URL']) expect(message).toContain(name);
  });
});
