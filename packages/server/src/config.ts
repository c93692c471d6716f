/**
 * Configuration comes from the environment, validated once at start. A bad
 * value stops the server with a message that names the variable.
 */
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = (what: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url({ message: `${what} must be a URL` }).optional())
    .optional();

const schema = z.object({
  PORT: z.coerce.number({ message: 'PORT must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl('DATABASE_URL'),
  REDIS_URL: optionalUrl('REDIS_URL'),
  PUBLIC_URL: optionalUrl('PUBLIC_URL'),
  HOUSE_EDGE: z.coerce
    .number({ message: 'HOUSE_EDGE must be a number' })
    .min(0, 'HOUSE_EDGE must be between 0 and 0.5')
    .max(0.5, 'HOUSE_EDGE must be between 0 and 0.5')
    .default(0.08),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  /** Seed the demo catalogue into an empty database at start. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  WEB_DIST: z.string().optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  houseEdge: number;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  production: boolean;
  seedDemo: boolean;
  /** The built web app; absent in API-only tests. */
  webDist: string | undefined;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    houseEdge: e.HOUSE_EDGE,
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
    seedDemo: e.SEED_DEMO,
    webDist: e.WEB_DIST === undefined ? undefined : path.resolve(e.WEB_DIST),
  };
}

/** A config for tests: in-memory defaults, overridable. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), ...overrides };
}
