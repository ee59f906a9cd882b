import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { defaultDataDir } from './paths.ts';

/** Raised when the environment holds a bad value; its message is one line for the operator. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

interface VariableDoc {
  name: string;
  default: string;
  meaning: string;
}

/** Every environment variable with its default and meaning (the README table copies it). */
export const configVariables: readonly VariableDoc[] = [
  { name: 'PORT', default: '3000', meaning: 'port the server listens on' },
  {
    name: 'HOST',
    default: '127.0.0.1 (0.0.0.0 in containers)',
    meaning: 'interface the server listens on',
  },
  {
    name: 'DATA_DIR',
    default: './data (in the repository)',
    meaning:
      'embedded database and other local state; a relative path is taken from where you run npm',
  },
  {
    name: 'DATABASE_URL',
    default: 'unset → embedded PGlite in DATA_DIR/db',
    meaning: 'PostgreSQL connection string',
  },
  {
    name: 'REDIS_URL',
    default: 'unset → single node',
    meaning: 'Redis for the Socket.IO adapter and shared rate limits',
  },
  {
    name: 'REDIS_PREFIX',
    default: 'upsolve:',
    meaning:
      'prefix of every Redis key and channel, so several deployments or test runs can share one Redis',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:PORT',
    meaning: "the app's own origin (CSRF, cookies' Secure flag, links in feeds)",
  },
  {
    name: 'ALLOWED_ORIGINS',
    default: 'empty',
    meaning:
      'comma-separated extra origins allowed to call the API and open sockets with credentials (CORS)',
  },
  { name: 'SESSION_TTL_DAYS', default: '30', meaning: 'session lifetime, sliding on use' },
  {
    name: 'SMTP_URL',
    default: 'unset → no mail',
    meaning:
      'SMTP server for "Forgot password?" mails, e.g. smtps://user:pass@mail.example; unset, the page says to ask the admin',
  },
  {
    name: 'MAIL_FROM',
    default: 'Upsolve <no-reply@localhost>',
    meaning: 'sender of the mails Upsolve sends',
  },
  {
    name: 'AI_BASE_URL',
    default: 'http://127.0.0.1:11434/v1',
    meaning: 'OpenAI-compatible chat API of the AI provider (Ollama by default)',
  },
  { name: 'AI_API_KEY', default: 'empty', meaning: 'API key sent to the AI provider' },
  { name: 'AI_MODEL', default: 'llama3.2', meaning: 'model name sent to the AI provider' },
  {
    name: 'CODEFORCES_API',
    default: 'https://codeforces.com/api',
    meaning: 'Codeforces API base URL (contest source; problem set for problem import)',
  },
  {
    name: 'ATCODER_API',
    default: 'https://atcoder.jp',
    meaning: 'AtCoder base URL (contest source)',
  },
  {
    name: 'CODECHEF_API',
    default: 'https://www.codechef.com/api',
    meaning: 'CodeChef API base URL (contest source)',
  },
  {
    name: 'LEETCODE_API',
    default: 'https://leetcode.com/graphql',
    meaning: 'LeetCode GraphQL endpoint (contest source; questions for problem import)',
  },
  {
    name: 'ATCODER_PROBLEMS_API',
    default: 'https://kenkoooo.com/atcoder',
    meaning: "AtCoder Problems' base URL (problem metadata and difficulty estimates)",
  },
  { name: 'CONTESTS_REFRESH_MINUTES', default: '15', meaning: 'contest cache refresh interval' },
  {
    name: 'HANDLE_SYNC_MINUTES',
    default: '60',
    meaning: "how often linked handles' submissions are imported (Codeforces, AtCoder)",
  },
  {
    name: 'CODEFORCES_OAUTH_CLIENT_ID',
    default: 'unset',
    meaning:
      "optional, with CODEFORCES_OAUTH_CLIENT_SECRET: link a Codeforces handle through Codeforces' OpenID Connect sign-in (its OAuth app's redirect URL is PUBLIC_URL/api/handles/codeforces/callback; endpoints on CODEFORCES_API's origin)",
  },
  {
    name: 'CODEFORCES_OAUTH_CLIENT_SECRET',
    default: 'unset',
    meaning: "the secret of that Codeforces OAuth app (it also signs the sign-in's ID token)",
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    meaning:
      'pino level: fatal, error, warn, info, debug, trace or silent; debug adds a line per request',
  },
  { name: 'RATE_LIMIT_SIGNIN_PER_MIN', default: '10', meaning: 'sign-in attempts per IP' },
  { name: 'RATE_LIMIT_SIGNUP_PER_HOUR', default: '20', meaning: 'sign-ups per IP' },
  {
    name: 'RATE_LIMIT_FORGOT_PER_HOUR',
    default: '10',
    meaning: '"Forgot password?" requests per IP',
  },
  {
    name: 'RATE_LIMIT_MESSAGES_PER_30S',
    default: '20',
    meaning: 'direct messages per user per 30 seconds',
  },
  {
    name: 'RATE_LIMIT_INVITATIONS_PER_DAY',
    default: '20',
    meaning: 'collaboration invitations per user per 24 hours',
  },
  { name: 'RATE_LIMIT_AI_PER_MIN', default: '10', meaning: 'AI questions per user per minute' },
  { name: 'RATE_LIMIT_AI_PER_DAY', default: '200', meaning: 'AI questions per user per day' },
  {
    name: 'RATE_LIMIT_SEARCH_PER_MIN',
    default: '30',
    meaning: 'collaborator searches per user; problem lookups per user, counted apart',
  },
  {
    name: 'RATE_LIMIT_POSTS_PER_MIN',
    default: '10',
    meaning:
      'blog comments per user per minute, and discussion posts per user per minute (each counted apart)',
  },
  { name: 'RATE_LIMIT_VOTES_PER_MIN', default: '60', meaning: 'votes per user per minute' },
  { name: 'RATE_LIMIT_REPORTS_PER_DAY', default: '20', meaning: 'reports per user per 24 hours' },
  {
    name: 'RATE_LIMIT_FEED_PER_HOUR',
    default: '60',
    meaning: 'calendar feed fetches per feed token per hour',
  },
  {
    name: 'RATE_LIMIT_WRITES_PER_MIN',
    default: '120',
    meaning: 'other writes per user (or IP when signed out)',
  },
  {
    name: 'RATE_LIMIT_READS_PER_MIN',
    default: '1200',
    meaning: 'reads per user (or IP when signed out)',
  },
  {
    name: 'LOCKOUT_FAILURES',
    default: '10',
    meaning: 'failed sign-ins in a row that lock an email or username',
  },
  {
    name: 'LOCKOUT_MINUTES',
    default: '15',
    meaning: 'how long a locked email or username stays locked',
  },
];

const integerIn = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((raw, context) => {
      if (raw === undefined) return fallback;
      const value = Number(raw);
      if (/^\s*-?\d+\s*$/.test(raw) && value >= min && value <= max) return value;
      context.addIssue({
        code: 'custom',
        message: `${name} must be an integer between ${min} and ${max} (got ${JSON.stringify(raw)})`,
      });
      return z.NEVER;
    });

const positive = (name: string, fallback: number) => integerIn(name, 1, 1_000_000_000, fallback);

const httpUrlVariable = (name: string, fallback?: string) =>
  z
    .string()
    .optional()
    .transform((raw, context) => {
      const value = raw ?? fallback;
      if (value === undefined) return undefined;
      if (isHttpUrl(value)) return value.replace(/\/+$/, '');
      context.addIssue({
        code: 'custom',
        message: `${name} must be an http(s) URL (got ${JSON.stringify(raw)})`,
      });
      return z.NEVER;
    });

const urlWithProtocols = (name: string, protocols: string[]) =>
  z
    .string()
    .optional()
    .refine((raw) => raw === undefined || hasProtocol(raw, protocols), {
      error: (issue) =>
        `${name} must be a ${protocols.join(' or ')} URL (got ${JSON.stringify(issue.input)})`,
    });

function isHttpUrl(value: string): boolean {
  return hasProtocol(value, ['http', 'https']);
}

function hasProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol.replace(/:$/, ''));
  } catch {
    return false;
  }
}

/** Origins are compared as the browser sends them: scheme://host[:port], no path, no slash. */
function originOf(value: string): string | null {
  if (!isHttpUrl(value)) return null;
  return new URL(value).origin;
}

const envSchema = z.object({
  PORT: integerIn('PORT', 0, 65535, 3000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: urlWithProtocols('DATABASE_URL', ['postgres', 'postgresql']),
  REDIS_URL: urlWithProtocols('REDIS_URL', ['redis', 'rediss']),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, {
      message: 'REDIS_PREFIX must be 1 to 64 letters, digits or any of : _ . - (e.g. upsolve:)',
    })
    .default('upsolve:'),
  PUBLIC_URL: httpUrlVariable('PUBLIC_URL'),
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((raw, context) => {
      const entries = (raw ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '');
      const origins: string[] = [];
      for (const entry of entries) {
        const origin = originOf(entry);
        if (origin === null) {
          context.addIssue({
            code: 'custom',
            message: `ALLOWED_ORIGINS must be a comma-separated list of http(s) origins (got ${JSON.stringify(entry)})`,
          });
          return z.NEVER;
        }
        origins.push(origin);
      }
      return origins;
    }),
  SESSION_TTL_DAYS: integerIn('SESSION_TTL_DAYS', 1, 3650, 30),
  SMTP_URL: urlWithProtocols('SMTP_URL', ['smtp', 'smtps']),
  MAIL_FROM: z.string().max(320).default('Upsolve <no-reply@localhost>'),
  AI_BASE_URL: httpUrlVariable('AI_BASE_URL', 'http://127.0.0.1:11434/v1'),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  CODEFORCES_API: httpUrlVariable('CODEFORCES_API', 'https://codeforces.com/api'),
  ATCODER_API: httpUrlVariable('ATCODER_API', 'https://atcoder.jp'),
  CODECHEF_API: httpUrlVariable('CODECHEF_API', 'https://www.codechef.com/api'),
  LEETCODE_API: httpUrlVariable('LEETCODE_API', 'https://leetcode.com/graphql'),
  ATCODER_PROBLEMS_API: httpUrlVariable('ATCODER_PROBLEMS_API', 'https://kenkoooo.com/atcoder'),
  CONTESTS_REFRESH_MINUTES: integerIn('CONTESTS_REFRESH_MINUTES', 1, 10_080, 15),
  HANDLE_SYNC_MINUTES: integerIn('HANDLE_SYNC_MINUTES', 1, 10_080, 60),
  CODEFORCES_OAUTH_CLIENT_ID: z.string().trim().optional(),
  CODEFORCES_OAUTH_CLIENT_SECRET: z.string().trim().optional(),
  LOG_LEVEL: z
    .string()
    .optional()
    .refine((raw) => raw === undefined || (logLevels as readonly string[]).includes(raw), {
      error: (issue) =>
        `LOG_LEVEL must be one of ${logLevels.join(', ')} (got ${JSON.stringify(issue.input)})`,
    }),
  RATE_LIMIT_SIGNIN_PER_MIN: positive('RATE_LIMIT_SIGNIN_PER_MIN', 10),
  RATE_LIMIT_SIGNUP_PER_HOUR: positive('RATE_LIMIT_SIGNUP_PER_HOUR', 20),
  RATE_LIMIT_FORGOT_PER_HOUR: positive('RATE_LIMIT_FORGOT_PER_HOUR', 10),
  RATE_LIMIT_MESSAGES_PER_30S: positive('RATE_LIMIT_MESSAGES_PER_30S', 20),
  RATE_LIMIT_INVITATIONS_PER_DAY: positive('RATE_LIMIT_INVITATIONS_PER_DAY', 20),
  RATE_LIMIT_AI_PER_MIN: positive('RATE_LIMIT_AI_PER_MIN', 10),
  RATE_LIMIT_AI_PER_DAY: positive('RATE_LIMIT_AI_PER_DAY', 200),
  RATE_LIMIT_SEARCH_PER_MIN: positive('RATE_LIMIT_SEARCH_PER_MIN', 30),
  RATE_LIMIT_POSTS_PER_MIN: positive('RATE_LIMIT_POSTS_PER_MIN', 10),
  RATE_LIMIT_VOTES_PER_MIN: positive('RATE_LIMIT_VOTES_PER_MIN', 60),
  RATE_LIMIT_REPORTS_PER_DAY: positive('RATE_LIMIT_REPORTS_PER_DAY', 20),
  RATE_LIMIT_FEED_PER_HOUR: positive('RATE_LIMIT_FEED_PER_HOUR', 60),
  RATE_LIMIT_WRITES_PER_MIN: positive('RATE_LIMIT_WRITES_PER_MIN', 120),
  RATE_LIMIT_READS_PER_MIN: positive('RATE_LIMIT_READS_PER_MIN', 1200),
  LOCKOUT_FAILURES: positive('LOCKOUT_FAILURES', 10),
  LOCKOUT_MINUTES: positive('LOCKOUT_MINUTES', 15),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; undefined → embedded PGlite in `dataDir/db`. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel (REDIS_PREFIX). */
  redisPrefix: string;
  /** The app's own origin, e.g. `https://upsolve.example` (no trailing slash). */
  publicUrl: string;
  allowedOrigins: string[];
  sessionTtlDays: number;
  /** Where mail goes out (SMTP_URL; undefined: Upsolve sends none) and whom it is from. */
  mail: { smtpUrl: string | undefined; from: string };
  /**
   * The AI assistant's provider. `configured` says whether the operator chose one (AI_BASE_URL
   * set): without it the default local Ollama is tried, and a failed answer names the settings.
   */
  ai: { baseUrl: string; apiKey: string | undefined; model: string; configured: boolean };
  contests: {
    codeforcesApi: string;
    atcoderApi: string;
    codechefApi: string;
    leetcodeApi: string;
    atcoderProblemsApi: string;
    refreshMinutes: number;
  };
  /**
   * Linked handles: how often each verified handle is synced, and Codeforces' OpenID Connect
   * sign-in where the operator set its OAuth app (null: the compilation-error check only).
   */
  handles: { syncMinutes: number; codeforcesSignIn: CodeforcesSignInConfig | null };
  logLevel: LogLevel;
  rateLimit: {
    signinPerMin: number;
    signupPerHour: number;
    /** "Forgot password?" requests per IP per hour. */
    forgotPerHour: number;
    messagesPer30s: number;
    invitationsPerDay: number;
    aiPerMin: number;
    aiPerDay: number;
    /** Collaborator searches per user per minute. */
    searchPerMin: number;
    /** Blog comments and discussion posts per user per minute. */
    postsPerMin: number;
    votesPerMin: number;
    reportsPerDay: number;
    /** Calendar feed fetches per feed token per hour. */
    feedPerHour: number;
    writesPerMin: number;
    readsPerMin: number;
  };
  lockout: { failures: number; minutes: number };
}

export interface CodeforcesSignInConfig {
  clientId: string;
  clientSecret: string;
  /** CODEFORCES_API's origin: the OAuth endpoints' host and the ID token's issuer. */
  origin: string;
}

/** Both OAuth settings or neither: one alone is a typo the operator should hear about. */
function codeforcesSignInOf(
  clientId: string | undefined,
  clientSecret: string | undefined,
  codeforcesApi: string,
): CodeforcesSignInConfig | null {
  if (clientId === undefined && clientSecret === undefined) return null;
  if (clientId === undefined || clientSecret === undefined) {
    const missing = clientId === undefined ? 'ID' : 'SECRET';
    throw new ConfigError(
      `Invalid configuration: CODEFORCES_OAUTH_CLIENT_${missing} is missing (set both Codeforces OAuth settings or neither)`,
    );
  }
  return { clientId, clientSecret, origin: new URL(codeforcesApi).origin };
}

export type Environment = Record<string, string | undefined>;

function runsInContainer(): boolean {
  return existsSync('/.dockerenv') || existsSync('/run/.containerenv');
}

function isLogLevel(value: string | undefined): value is LogLevel {
  return value !== undefined && (logLevels as readonly string[]).includes(value);
}

/**
 * Parses the environment. Empty strings count as unset (compose files often write `FOO=`).
 * Throws ConfigError whose message is one line naming every bad variable.
 */
export function loadConfig(env: Environment = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => issue.message);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  const required = (value: string | undefined, name: string): string => {
    if (value === undefined) throw new ConfigError(`Invalid configuration: ${name} is missing`);
    return value;
  };
  const publicUrl = vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`;
  return {
    port: vars.PORT,
    host: vars.HOST ?? (runsInContainer() ? '0.0.0.0' : '127.0.0.1'),
    // npm runs workspace scripts (`npm run seed`) inside server/; a relative DATA_DIR means the
    // folder the user typed the command in, which npm passes as INIT_CWD.
    dataDir:
      vars.DATA_DIR === undefined
        ? defaultDataDir
        : path.resolve(env.INIT_CWD ?? process.cwd(), vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    redisPrefix: vars.REDIS_PREFIX,
    publicUrl: new URL(publicUrl).origin,
    allowedOrigins: vars.ALLOWED_ORIGINS,
    sessionTtlDays: vars.SESSION_TTL_DAYS,
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM },
    ai: {
      baseUrl: required(vars.AI_BASE_URL, 'AI_BASE_URL'),
      apiKey: vars.AI_API_KEY,
      model: vars.AI_MODEL ?? 'llama3.2',
      configured: present.AI_BASE_URL !== undefined,
    },
    contests: {
      codeforcesApi: required(vars.CODEFORCES_API, 'CODEFORCES_API'),
      atcoderApi: required(vars.ATCODER_API, 'ATCODER_API'),
      codechefApi: required(vars.CODECHEF_API, 'CODECHEF_API'),
      leetcodeApi: required(vars.LEETCODE_API, 'LEETCODE_API'),
      atcoderProblemsApi: required(vars.ATCODER_PROBLEMS_API, 'ATCODER_PROBLEMS_API'),
      refreshMinutes: vars.CONTESTS_REFRESH_MINUTES,
    },
    handles: {
      syncMinutes: vars.HANDLE_SYNC_MINUTES,
      codeforcesSignIn: codeforcesSignInOf(
        vars.CODEFORCES_OAUTH_CLIENT_ID,
        vars.CODEFORCES_OAUTH_CLIENT_SECRET,
        required(vars.CODEFORCES_API, 'CODEFORCES_API'),
      ),
    },
    logLevel: isLogLevel(vars.LOG_LEVEL) ? vars.LOG_LEVEL : 'info',
    rateLimit: {
      signinPerMin: vars.RATE_LIMIT_SIGNIN_PER_MIN,
      signupPerHour: vars.RATE_LIMIT_SIGNUP_PER_HOUR,
      forgotPerHour: vars.RATE_LIMIT_FORGOT_PER_HOUR,
      messagesPer30s: vars.RATE_LIMIT_MESSAGES_PER_30S,
      invitationsPerDay: vars.RATE_LIMIT_INVITATIONS_PER_DAY,
      aiPerMin: vars.RATE_LIMIT_AI_PER_MIN,
      aiPerDay: vars.RATE_LIMIT_AI_PER_DAY,
      searchPerMin: vars.RATE_LIMIT_SEARCH_PER_MIN,
      postsPerMin: vars.RATE_LIMIT_POSTS_PER_MIN,
      votesPerMin: vars.RATE_LIMIT_VOTES_PER_MIN,
      reportsPerDay: vars.RATE_LIMIT_REPORTS_PER_DAY,
      feedPerHour: vars.RATE_LIMIT_FEED_PER_HOUR,
      writesPerMin: vars.RATE_LIMIT_WRITES_PER_MIN,
      readsPerMin: vars.RATE_LIMIT_READS_PER_MIN,
    },
    lockout: { failures: vars.LOCKOUT_FAILURES, minutes: vars.LOCKOUT_MINUTES },
  };
}
