/**
 * Configuration comes from the environment, validated once at start. A bad
 * value stops the server with a message that names the variable.
 */
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_HOUSE_EDGE } from '@lootforge/core/pack';
import { DEFAULT_RAIN_BASE_CENTS } from '@lootforge/core/rain';
import { DEFAULT_UPGRADER_MAX_CHANCE_PPM, UPGRADER_MIN_CHANCE_PPM } from '@lootforge/core/upgrader';
import {
  DEFAULT_BONUS_PLAYTHROUGH,
  DEFAULT_DEPOSIT_MAX_CENTS,
  DEFAULT_DEPOSIT_MIN_CENTS,
  DEFAULT_KYC_FREE_WITHDRAW_CENTS,
  DEFAULT_SHIPPING_FEE_CENTS,
} from '@lootforge/core/cashier';
import { parseStorageUrl, type S3Location } from './storage/s3-storage';

const optionalUrl = (what: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url({ message: `${what} must be a URL` }).optional())
    .optional();

/** A race's pool in whole cents, from 0 (no such race) to $10,000,000. */
const poolCents = (name: string, fallback: number) =>
  z.coerce
    .number({ message: `${name} must be a whole number of cents` })
    .int(`${name} must be a whole number of cents`)
    .min(0, `${name} must be 0 (off) or more`)
    .max(1_000_000_000, `${name} can be at most 1000000000 ($10,000,000)`)
    .default(fallback);

const minWagerCents = (name: string, fallback: number) =>
  z.coerce
    .number({ message: `${name} must be a whole number of cents` })
    .int(`${name} must be a whole number of cents`)
    .min(0, `${name} must be 0 (anyone who wagers ranks) or more`)
    .max(100_000_000, `${name} can be at most 100000000 ($1,000,000)`)
    .default(fallback);

/** An amount of cents a variable sets, from `min` to $1,000,000. */
const centsSetting = (name: string, fallback: number, min = 0) =>
  z.coerce
    .number({ message: `${name} must be a whole number of cents` })
    .int(`${name} must be a whole number of cents`)
    .min(min, `${name} must be at least ${min}`)
    .max(100_000_000, `${name} can be at most 100000000 ($1,000,000)`)
    .default(fallback);

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const version = net.isIP(address ?? '');
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which peers may tell us the client's address in X-Forwarded-For: none
 * (default), a hop count (the last n proxies in front of the server), or a
 * list of proxy addresses and CIDRs.
 */
const trustProxy = z
  .string()
  .trim()
  .default('')
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 10) context.addIssue({ code: 'custom', message: 'TRUST_PROXY as a hop count must be from 0 to 10' });
      return hops;
    }
    const entries = value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) context.addIssue({ code: 'custom', message: `TRUST_PROXY must be a hop count or proxy addresses/CIDRs separated by commas; not understood: ${bad.join(', ')}` });
    return entries;
  });

const schema = z.object({
  PORT: z.coerce.number({ message: 'PORT must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl('DATABASE_URL'),
  REDIS_URL: optionalUrl('REDIS_URL'),
  /** Uploaded files in an S3-compatible bucket (s3://bucket/prefix?endpoint=…) instead of DATA_DIR/files. */
  STORAGE_URL: z.string().trim().optional(),
  STORAGE_PUBLIC_URL: optionalUrl('STORAGE_PUBLIC_URL'),
  PUBLIC_URL: optionalUrl('PUBLIC_URL'),
  TRUST_PROXY: trustProxy,
  HOUSE_EDGE: z.coerce
    .number({ message: 'HOUSE_EDGE must be a number' })
    .min(0, 'HOUSE_EDGE must be between 0 and 0.5')
    .max(0.5, 'HOUSE_EDGE must be between 0 and 0.5')
    .default(DEFAULT_HOUSE_EDGE),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  /** Seed the demo catalogue and a little demo activity into an empty database at start (default: yes, except in production). */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  WEB_DIST: z.string().optional(),
  WS_SOCKETS_PER_ADDRESS: z.coerce.number({ message: 'WS_SOCKETS_PER_ADDRESS must be a number' }).int().min(1).default(50),
  WS_SOCKETS_PER_USER: z.coerce.number({ message: 'WS_SOCKETS_PER_USER must be a number' }).int().min(1).default(10),
  OTP_PER_IP_PER_HOUR: z.coerce.number({ message: 'OTP_PER_IP_PER_HOUR must be a number' }).int().min(1).default(20),
  BATTLE_EXPIRY_HOURS: z.coerce.number({ message: 'BATTLE_EXPIRY_HOURS must be a number' }).min(0).max(24 * 30).default(24),
  RACE_DAILY_POOL_CENTS: poolCents('RACE_DAILY_POOL_CENTS', 500_000),
  RACE_WEEKLY_POOL_CENTS: poolCents('RACE_WEEKLY_POOL_CENTS', 5_000_000),
  RACE_DAILY_MIN_WAGER_CENTS: minWagerCents('RACE_DAILY_MIN_WAGER_CENTS', 1_000),
  RACE_WEEKLY_MIN_WAGER_CENTS: minWagerCents('RACE_WEEKLY_MIN_WAGER_CENTS', 5_000),
  SMS_PROVIDER: z.enum(['console', 'twilio'], { message: 'SMS_PROVIDER must be console or twilio' }).default('console'),
  TWILIO_ACCOUNT_SID: z.string().trim().optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().optional(),
  TWILIO_FROM: z.string().trim().optional(),
  TWILIO_BASE_URL: z.url({ message: 'TWILIO_BASE_URL must be a URL' }).default('https://api.twilio.com'),
  SMTP_URL: optionalUrl('SMTP_URL'),
  MAIL_FROM: z.string().trim().default('LootForge <no-reply@lootforge.local>'),
  OIDC_ISSUER: optionalUrl('OIDC_ISSUER'),
  OIDC_CLIENT_ID: z.string().trim().optional(),
  OIDC_CLIENT_SECRET: z.string().trim().optional(),
  OIDC_PROVIDER: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,32}$/, 'OIDC_PROVIDER must be a short lowercase name like google')
    .default('google'),
  OIDC_LABEL: z.string().trim().min(1).max(40).default('Google'),
  /** Turbo (fast) battles offered (DESIGN §16b): false for jurisdictions that ban quick-play features. */
  TURBO_ENABLED: z
    .enum(['true', 'false', '1', '0'], { message: 'TURBO_ENABLED must be true or false' })
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** The upgrader's greatest win chance in parts per million (DESIGN §20): 750000 is 75 %. */
  RAIN_BASE_CENTS: poolCents('RAIN_BASE_CENTS', DEFAULT_RAIN_BASE_CENTS),
  UPGRADER_MAX_CHANCE_PPM: z.coerce
    .number({ message: 'UPGRADER_MAX_CHANCE_PPM must be a number' })
    .int('UPGRADER_MAX_CHANCE_PPM must be a whole number of parts per million')
    .min(UPGRADER_MIN_CHANCE_PPM, 'UPGRADER_MAX_CHANCE_PPM must be from 10000 (1 %) to 900000 (90 %)')
    .max(900_000, 'UPGRADER_MAX_CHANCE_PPM must be from 10000 (1 %) to 900000 (90 %)')
    .default(DEFAULT_UPGRADER_MAX_CHANCE_PPM),
  /** The cashier (DESIGN §19). */
  PAYMENTS_PROVIDER: z.enum(['sandbox'], { message: 'PAYMENTS_PROVIDER must be sandbox (the only provider built in; see docs/payments.md)' }).default('sandbox'),
  SANDBOX_WEBHOOK_SECRET: z.string().trim().min(16, 'SANDBOX_WEBHOOK_SECRET must be at least 16 characters').optional(),
  /** The sandbox moves play money anyone with a checkout link can pay: production runs it only when told to. */
  SANDBOX_IN_PRODUCTION: flag,
  SANDBOX_WEBHOOK_DUPLICATES: flag,
  SANDBOX_WEBHOOK_URL: optionalUrl('SANDBOX_WEBHOOK_URL'),
  DEPOSIT_MIN_CENTS: centsSetting('DEPOSIT_MIN_CENTS', DEFAULT_DEPOSIT_MIN_CENTS, 1),
  DEPOSIT_MAX_CENTS: centsSetting('DEPOSIT_MAX_CENTS', DEFAULT_DEPOSIT_MAX_CENTS, 1),
  BONUS_PLAYTHROUGH: z.coerce
    .number({ message: 'BONUS_PLAYTHROUGH must be a whole number' })
    .int('BONUS_PLAYTHROUGH must be a whole number')
    .min(0, 'BONUS_PLAYTHROUGH must be from 0 to 100')
    .max(100, 'BONUS_PLAYTHROUGH must be from 0 to 100')
    .default(DEFAULT_BONUS_PLAYTHROUGH),
  WITHDRAWAL_AUTO_APPROVE_CENTS: centsSetting('WITHDRAWAL_AUTO_APPROVE_CENTS', 0),
  KYC_FREE_WITHDRAW_CENTS: centsSetting('KYC_FREE_WITHDRAW_CENTS', DEFAULT_KYC_FREE_WITHDRAW_CENTS),
  SHIPPING_FEE_CENTS: centsSetting('SHIPPING_FEE_CENTS', DEFAULT_SHIPPING_FEE_CENTS),
  /** Server processes sharing the port: a number, or "auto" for one per core. */
  WORKERS: z
    .string()
    .trim()
    .default('1')
    .refine((v) => v === 'auto' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 64), 'WORKERS must be a whole number from 1 to 64, or auto')
    .transform((v) => (v === 'auto' ? ('auto' as const) : Number(v))),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  /** Whom to believe about the client's address (X-Forwarded-For): nobody, the last n hops, or these proxies. */
  trustProxy: false | number | string[];
  houseEdge: number;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  production: boolean;
  seedDemo: boolean;
  /** The built web app; absent in API-only tests. */
  webDist: string | undefined;
  /** How many sign-in or e-mail codes one network address may request in an hour. */
  otpPerIpPerHour: number;
  /** Open battles older than this are cancelled and refunded; 0 turns the sweep off. */
  battleExpiryHours: number;
  /** The pools of the always-on daily and weekly races, in cents; 0 turns one off (DESIGN §13). */
  racePools: { dailyCents: number; weeklyCents: number };
  /** What a player must wager in the daily and weekly race to be ranked, in cents (DESIGN §13). */
  raceMinWagers: { dailyCents: number; weeklyCents: number };
  sms: { provider: 'console' } | { provider: 'twilio'; accountSid: string; authToken: string; from: string; baseUrl: string };
  email: { smtpUrl: string | undefined; from: string };
  /** The social sign-in provider, when one is configured. */
  oidc: { id: string; label: string; issuer: string; clientId: string; clientSecret: string } | undefined;
  /** Server processes sharing the port (main.ts forks them). */
  workers: number;
  /** Where uploaded files live: DATA_DIR/files, or an S3-compatible bucket every instance shares. */
  storage: { kind: 'local' } | { kind: 's3'; location: S3Location };
  /** Open /api/ws sockets allowed per client address and per signed-in player, in each process. */
  sockets: { perAddress: number; perUser: number };
  cashier: CashierConfig;
  /** Whether turbo (fast) battles may be created (TURBO_ENABLED). */
  turboEnabled: boolean;
  /** What promotions adds to each rain at its close, in cents; 0: rains only share tips (DESIGN §22). */
  rainBaseCents: number;
  /** The upgrader's greatest win chance, parts per million (UPGRADER_MAX_CHANCE_PPM). */
  upgraderMaxChancePpm: number;
};

/** The cashier's settings (DESIGN §19). */
export type CashierConfig = {
  provider: 'sandbox';
  depositMinCents: number;
  depositMaxCents: number;
  /** Bonus money is wagered this many times before it can leave; deposits once. */
  bonusPlaythrough: number;
  /** Withdrawals up to this from verified players are approved by the server (0: every one waits for an admin). */
  withdrawalAutoApproveCents: number;
  /** What an unverified player may withdraw in their life. */
  kycFreeWithdrawCents: number;
  shippingFeeCents: number;
  sandbox: {
    webhookSecret: string;
    /** Deliver every event twice, in shuffled order (tests). */
    duplicates: boolean;
    /** Where the sandbox posts its webhooks; by default this server's own listening address. */
    webhookUrl: string | undefined;
  };
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.SMS_PROVIDER === 'twilio' && !(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM)) {
    problems.push('  SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  }
  if (e.OIDC_ISSUER && !(e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET)) {
    problems.push('  OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  }
  const workers = e.WORKERS === 'auto' ? os.availableParallelism() : e.WORKERS;
  if (workers > 1 && !(e.DATABASE_URL && e.REDIS_URL)) {
    // PGlite belongs to one process, and only Redis carries live events between processes.
    problems.push('  WORKERS above 1 needs DATABASE_URL (PostgreSQL) and REDIS_URL');
  }
  let storage: Config['storage'] = { kind: 'local' };
  if (e.STORAGE_URL) {
    try {
      storage = { kind: 's3', location: parseStorageUrl(e.STORAGE_URL, e.STORAGE_PUBLIC_URL) };
    } catch (error) {
      problems.push(`  ${(error as Error).message}`);
    }
  } else if (e.STORAGE_PUBLIC_URL) {
    problems.push('  STORAGE_PUBLIC_URL needs STORAGE_URL (it is the public address of that bucket)');
  }
  if (e.NODE_ENV === 'production' && e.PAYMENTS_PROVIDER === 'sandbox') {
    if (!e.SANDBOX_IN_PRODUCTION) problems.push('  PAYMENTS_PROVIDER=sandbox in production needs SANDBOX_IN_PRODUCTION=true: its deposits are play money anyone with a checkout link can pay');
    if (!e.SANDBOX_WEBHOOK_SECRET) problems.push('  PAYMENTS_PROVIDER=sandbox in production needs its own SANDBOX_WEBHOOK_SECRET');
  }
  if (e.DEPOSIT_MIN_CENTS > e.DEPOSIT_MAX_CENTS) problems.push('  DEPOSIT_MIN_CENTS must not be more than DEPOSIT_MAX_CENTS');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    houseEdge: e.HOUSE_EDGE,
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    webDist: e.WEB_DIST === undefined ? undefined : path.resolve(e.WEB_DIST),
    battleExpiryHours: e.BATTLE_EXPIRY_HOURS,
    racePools: { dailyCents: e.RACE_DAILY_POOL_CENTS, weeklyCents: e.RACE_WEEKLY_POOL_CENTS },
    raceMinWagers: { dailyCents: e.RACE_DAILY_MIN_WAGER_CENTS, weeklyCents: e.RACE_WEEKLY_MIN_WAGER_CENTS },
    otpPerIpPerHour: e.OTP_PER_IP_PER_HOUR,
    sms:
      e.SMS_PROVIDER === 'twilio'
        ? { provider: 'twilio', accountSid: e.TWILIO_ACCOUNT_SID!, authToken: e.TWILIO_AUTH_TOKEN!, from: e.TWILIO_FROM!, baseUrl: e.TWILIO_BASE_URL }
        : { provider: 'console' },
    email: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    oidc: e.OIDC_ISSUER
      ? { id: e.OIDC_PROVIDER, label: e.OIDC_LABEL, issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET! }
      : undefined,
    workers,
    storage,
    sockets: { perAddress: e.WS_SOCKETS_PER_ADDRESS, perUser: e.WS_SOCKETS_PER_USER },
    turboEnabled: e.TURBO_ENABLED,
    upgraderMaxChancePpm: e.UPGRADER_MAX_CHANCE_PPM,
    rainBaseCents: e.RAIN_BASE_CENTS,
    cashier: {
      provider: e.PAYMENTS_PROVIDER,
      depositMinCents: e.DEPOSIT_MIN_CENTS,
      depositMaxCents: e.DEPOSIT_MAX_CENTS,
      bonusPlaythrough: e.BONUS_PLAYTHROUGH,
      withdrawalAutoApproveCents: e.WITHDRAWAL_AUTO_APPROVE_CENTS,
      kycFreeWithdrawCents: e.KYC_FREE_WITHDRAW_CENTS,
      shippingFeeCents: e.SHIPPING_FEE_CENTS,
      sandbox: { webhookSecret: e.SANDBOX_WEBHOOK_SECRET ?? 'sandbox-webhook-secret-for-development', duplicates: e.SANDBOX_WEBHOOK_DUPLICATES, webhookUrl: e.SANDBOX_WEBHOOK_URL },
    },
  };
}

/** A config for tests: in-memory defaults, overridable. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), ...overrides };
}
