/**
 * buildApp(config) assembles the whole server as a Fastify instance: tests
 * call it and talk to it through `app.inject`, main.ts listens on a port.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyWebsocket from '@fastify/websocket';
import fastifyRateLimit from '@fastify/rate-limit';
import { AppError } from './errors';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import type { Config } from './config';
import { openResources, type Resources } from './resources';
import { registerErrorHandler } from './http/errors';
import { registerJsonBody } from './http/json-body';
import { registerOriginCheck } from './http/origin';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { registerRealtime, type Hub } from './realtime/hub';
import { healthRoutes } from './health/routes';
import { authRoutes } from './auth/routes';
import { sendersFromConfig, type Senders } from './auth/senders';
import { currentSessionOwner, followEndedSessions, userSessionKey } from './auth/sessions';
import { endedSessionMessage } from './auth/users';
import { profileRoutes } from './profile/routes';
import { walletRoutes } from './wallet/routes';
import { consoleRoutes } from './console/routes';
import { battleRoutes } from './battles/routes';
import { packRoutes } from './packs/routes';
import { fairnessRoutes } from './fairness/routes';
import { inventoryRoutes } from './inventory/routes';
import { liveRoutes } from './live/routes';
import { playerRoutes } from './players/routes';
import { searchRoutes } from './search/routes';
import { consolePackRoutes } from './console/pack-routes';
import { startBattleSweeper } from './battles/sweeper';
import { createPopularityCounter, type PopularityCounter } from './packs/popularity';
import { systemClock, type Clock } from './clock';
import { raceRoutes } from './races/routes';
import { startRaceFeed } from './races/feed';
import { startRaceSweeper } from './races/sweeper';
import { startFinanceRollup } from './console/finance';
import { rewardRoutes } from './rewards/routes';
import { referralRoutes } from './referrals/routes';
import { consolePlayerRoutes } from './console/player-routes';
import { consoleRaceRoutes } from './console/race-routes';
import { countPlayTime, limitRoutes, realityCheckRoutes } from './limits/routes';
import { upgraderRoutes } from './upgrader/routes';
import { levelRoutes } from './levels/routes';
import { chatRoutes } from './chat/routes';
import { promoRoutes } from './promo/routes';
import { cashierRoutes } from './cashier/routes';
import { consoleCashierRoutes } from './console/cashier-routes';
import { startCashierSweeper } from './cashier/sweeper';
import { rainRoutes } from './rain/routes';
import { startRainSweeper } from './rain/sweeper';
import { transparencyRoutes } from './transparency/routes';
import { startTransparencySweeper } from './transparency/sweeper';
import { createSandboxProvider, type SandboxProvider } from './cashier/sandbox';
import type { PaymentProvider } from './cashier/provider';

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    resources: Resources;
    config: Config;
    hub: Hub;
    popularity: PopularityCounter;
    /** The time the rules see: the system clock, or a test's (never set by config). */
    clock: Clock;
    /** The payment provider money enters and leaves through (DESIGN §19). */
    payments: PaymentProvider;
    /** The sandbox provider's own controls, when it is the provider. */
    sandbox: SandboxProvider | undefined;
  }
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export type BuildOptions = Partial<Resources> & {
  logger?: boolean;
  senders?: Partial<Senders>;
  /** Tests only: a clock they can set. */
  clock?: Clock;
  /** Tests only: false leaves the race sweep to the test (sweepRaces). */
  raceSweeper?: boolean;
  /** Tests only: false leaves the finance roll-up to the test (rollUpClosedDays). */
  financeRollup?: boolean;
  /** Tests only: false leaves the cashier's background work to the test (sweepCashier). */
  cashierSweeper?: boolean;
  /** Tests only: false leaves the rain's openings and closes to the test (sweepRain). */
  rainSweeper?: boolean;
  /** Tests only: false leaves the day's liability tree to the test (sweepTransparency). */
  transparencySweeper?: boolean;
};

/** Believe the last `hops` proxies in front of the server: the address the first of them saw is the client's. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(config: Config, given: BuildOptions = {}): Promise<FastifyInstance> {
  const resources = await openResources(config, given);
  await resources.db.migrate();
  const app = Fastify({
    logger: given.logger === false || config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // The client's address (rate limits, sessions) comes from X-Forwarded-For only when TRUST_PROXY says whom to believe.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // A request id per request in the logs, so one person's trouble can be followed.
    requestIdHeader: 'x-request-id',
    // A log line per request is for debugging; errors are always logged by the error handler.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  });
  app.decorate('resources', resources);
  app.decorate('config', config);
  app.decorate('clock', given.clock ?? systemClock);
  const sandbox = createSandboxProvider({
    db: resources.db,
    clock: given.clock ?? systemClock,
    publicUrl: config.publicUrl,
    secret: config.cashier.sandbox.webhookSecret,
    duplicates: config.cashier.sandbox.duplicates,
    webhookUrl: config.cashier.sandbox.webhookUrl,
  });
  app.decorate('payments', sandbox);
  if (config.production) app.log.warn('PAYMENTS_PROVIDER is sandbox (SANDBOX_IN_PRODUCTION): deposits are play money that anyone with a checkout link can pay (docs/payments.md)');
  app.decorate('sandbox', sandbox);
  app.decorate('popularity', createPopularityCounter(resources.db, { onError: (error) => app.log.error({ err: error }, 'pack open counts not written') }));
  const stopFollowingSessions = followEndedSessions(resources.db, resources.bus);
  app.addHook('onClose', async () => {
    stopFollowingSessions();
    app.hub.close();
    await app.popularity.close();
    await resources.close();
  });

  // First, so every answer has them, refusals by the hooks below included.
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // React sets style attributes (reel transforms); no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The site's own WebSocket only: 'self' and the public address as ws:/wss: (older browsers do not read 'self' as ws).
        connectSrc: ["'self'", socketOrigin(config.publicUrl)],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.production,
  });
  registerErrorHandler(app);
  registerJsonBody(app);
  registerOriginCheck(app, config.publicUrl);
  // API answers over 1 kB go compressed to whoever accepts it (decision 018): brotli at a light
  // level and gzip, per request. The web app's files are compressed once, at build time, and sent
  // as they are (http/web-app.ts sets their Content-Encoding, which this leaves alone).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // No compression: the hub writes its frames, built once for every follower, straight to each connection (realtime/frames.ts).
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024, perMessageDeflate: false } });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20 } });
  // Per-route request limits (per client address, per process), for public routes that cost the database work.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new AppError('rate_limited', `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`),
  });

  app.decorate('hub', registerRealtime(app, { bus: resources.bus, resolveUserId: (request) => currentSessionOwner(request, 'user'), sessionKey: userSessionKey, endedSessionMessage: (userId) => endedSessionMessage(resources.db, userId), publicUrl: config.publicUrl, sockets: config.sockets }));
  const senders = { ...sendersFromConfig(config, app.log), ...given.senders };
  countPlayTime(app);
  await app.register(healthRoutes);
  await app.register(authRoutes, { senders });
  await app.register(profileRoutes, { senders });
  await app.register(walletRoutes);
  await app.register(battleRoutes);
  await app.register(packRoutes);
  await app.register(fairnessRoutes);
  await app.register(inventoryRoutes);
  await app.register(liveRoutes);
  await app.register(playerRoutes);
  await app.register(searchRoutes);
  await app.register(raceRoutes);
  await app.register(rewardRoutes);
  await app.register(referralRoutes);
  await app.register(limitRoutes);
  await app.register(realityCheckRoutes);
  await app.register(cashierRoutes);
  await app.register(upgraderRoutes);
  await app.register(levelRoutes);
  await app.register(chatRoutes);
  await app.register(promoRoutes);
  await app.register(rainRoutes);
  await app.register(transparencyRoutes);
  // The operator console (DESIGN §17): every /api/admin route.
  await app.register(consoleRoutes);
  await app.register(consolePackRoutes);
  await app.register(consolePlayerRoutes);
  await app.register(consoleRaceRoutes);
  await app.register(consoleCashierRoutes);
  if (config.battleExpiryHours > 0) startBattleSweeper(app, config.battleExpiryHours * 3600);
  startRaceFeed(app);
  if (given.raceSweeper !== false) await startRaceSweeper(app);
  if (given.financeRollup !== false) startFinanceRollup(app);
  if (given.cashierSweeper !== false) startCashierSweeper(app);
  if (given.rainSweeper !== false) startRainSweeper(app);
  if (given.transparencySweeper !== false) startTransparencySweeper(app);
  await registerWebApp(app, {
    webDist: config.webDist ?? (fs.existsSync(defaultWebDist) ? defaultWebDist : undefined),
    files: resources.storage,
    production: config.production,
  });
  return app;
}

/** The WebSocket origin of the site's public address: ws://host for http, wss://host for https. */
export function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}
