import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { memoryCounters, type RateCounters, redisCounters } from './lib/rate-limit';
import { outboxRoutes } from './modules/auth/outbox-routes';
import { authRepository, authTransaction } from './modules/auth/repository';
import { authRoutes } from './modules/auth/routes';
import { authService } from './modules/auth/service';
import { sessionPlugin } from './modules/auth/session-plugin';
import { bookingsRoutes } from './modules/bookings/routes';
import { bookingsService } from './modules/bookings/service';
import { catalogRepository } from './modules/catalog/repository';
import { catalogRoutes } from './modules/catalog/routes';
import { catalogService } from './modules/catalog/service';
import { geoRoutes } from './modules/geo/routes';
import { geoService } from './modules/geo/service';
import { healthRoutes } from './modules/health/routes';
import { leadsRepository } from './modules/leads/repository';
import { leadsRoutes } from './modules/leads/routes';
import { leadsService } from './modules/leads/service';
import { paymentsRoutes } from './modules/payments/routes';
import { sandboxRoutes } from './modules/payments/sandbox-routes';
import { paymentsService } from './modules/payments/service';
import { slotsRoutes } from './modules/slots/routes';
import { slotsService } from './modules/slots/service';
import { zodResponseSerializer } from './lib/serializer';
import { errorsPlugin, sendFrameworkError, sendNotFound } from './plugins/errors';
import { httpCachePlugin } from './plugins/http-cache';
import { securityHeadersPlugin } from './plugins/security-headers';
import { registerOpenApi } from './plugins/openapi';
import { registerWebApp } from './plugins/web';
import { createGeocoder, type Geocoder } from './providers/geocoder';
import { createPaymentProvider, isSandbox, type PaymentProvider } from './providers/payments';
import { createSmsSender, hasOutbox, type SmsSender } from './providers/sms';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Replaces the configured geocoder (tests). */
  geocoder?: Geocoder;
  /** Replaces the configured payment gateway (tests). */
  paymentProvider?: PaymentProvider;
  /** Replaces the configured SMS sender (tests). */
  sms?: SmsSender;
  /** Replaces the rate-limit counters chosen by REDIS_URL (tests). */
  rateCounters?: RateCounters;
  /** The clock for OTP expiry, cooldowns and sessions (tests move it). */
  now?: () => number;
}

/** JSON bodies here are small forms; anything bigger is a mistake or an attack. */
const BODY_LIMIT_BYTES = 64 * 1024;

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  };
}

/** Razorpay Checkout is a script from checkout.razorpay.com that opens a frame on api.razorpay.com. */
const RAZORPAY_CHECKOUT = { script: 'https://checkout.razorpay.com', frame: 'https://api.razorpay.com' };
/** The order page embeds the garage's map from OpenStreetMap. */
const MAP_EMBED = 'https://www.openstreetmap.org';

/** Builds the whole application without listening: the server listens, tests inject. */
export async function buildApp({ config, database, geocoder, sms, rateCounters, paymentProvider, now = Date.now }: AppDeps) {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    frameworkErrors: (error, _request, reply) => sendFrameworkError(error, reply),
  }).withTypeProvider<ZodTypeProvider>();
  const gateway = paymentProvider ?? createPaymentProvider(config);
  const razorpay = gateway.name === 'razorpay';
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(zodResponseSerializer({ strict: config.NODE_ENV === 'test' }));

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, {
    scriptSrc: razorpay ? [RAZORPAY_CHECKOUT.script] : [],
    frameSrc: [MAP_EMBED, ...(razorpay ? [RAZORPAY_CHECKOUT.frame] : [])],
  });
  await app.register(httpCachePlugin);
  await registerOpenApi(app);

  const catalog = catalogService(catalogRepository(database.db), { radiusKm: config.NEARBY_RADIUS_KM });
  const geo = geoService(geocoder ?? createGeocoder(config, { localities: catalog.listLocalities }));
  const leads = leadsService(leadsRepository(database.db), catalog);
  const smsSender = sms ?? createSmsSender(config, { log: (line) => app.log.info(line), now });
  const counters = rateCounters ?? (config.REDIS_URL ? redisCounters(config.REDIS_URL) : memoryCounters(now));
  app.addHook('onClose', () => counters.close());
  const auth = authService(authRepository(database.db), {
    transaction: authTransaction(database.db),
    sendsPerIp: { hour: config.OTP_SENDS_PER_IP_HOUR, day: config.OTP_SENDS_PER_IP_DAY },
    sms: smsSender,
    counters,
    secret: config.SESSION_SECRET,
    now,
    log: (fields, message) => app.log.warn(fields, message),
  });
  const secureCookies = config.NODE_ENV === 'production';
  await app.register(sessionPlugin, { auth, secureCookies });

  // Slots and bookings free expired holds through payments, which is built last (it needs bookings).
  const releaseExpiredHolds = () => payments.releaseExpiredHolds();
  const slots = slotsService(database.db, { now, releaseExpiredHolds, catalog });
  const bookings = bookingsService(database.db, {
    now,
    holdMinutes: config.BOOKING_HOLD_MINUTES,
    releaseExpiredHolds,
    catalog,
    slots,
    auth,
  });
  const payments = paymentsService(database.db, { provider: gateway, bookings, now, log: (fields, message) => app.log.warn(fields, message) });
  if (config.RECONCILE_INTERVAL_SECONDS > 0) {
    const reconciler = setInterval(() => {
      payments.releaseExpiredHolds().catch((err: unknown) => app.log.error({ err }, 'releasing expired slot holds failed'));
    }, config.RECONCILE_INTERVAL_SECONDS * 1000);
    reconciler.unref();
    app.addHook('onClose', async () => clearInterval(reconciler));
  }

  await app.register(healthRoutes, { prefix: '/api', db: database.db });
  await app.register(
    async (v1) => {
      await v1.register(catalogRoutes, { catalog });
      await v1.register(geoRoutes, { geo });
      await v1.register(leadsRoutes, { leads });
      await v1.register(authRoutes, { auth, secureCookies });
      await v1.register(slotsRoutes, { slots });
      await v1.register(bookingsRoutes, { bookings });
      await v1.register(paymentsRoutes, { payments });
      // The local gateway's endpoints exist only while it is the configured gateway, and never in production.
      if (isSandbox(gateway) && config.NODE_ENV !== 'production') {
        await v1.register(sandboxRoutes, { gateway });
        gateway.deliverWebhooksTo(async (rawBody, headers) => {
          const delivery = await app.inject({ method: 'POST', url: '/api/v1/payments/webhook/sandbox', headers, payload: rawBody });
          if (delivery.statusCode !== 200) app.log.warn({ status: delivery.statusCode, body: delivery.body }, 'sandbox webhook refused');
        });
      }
    },
    { prefix: '/api/v1' },
  );

  if (hasOutbox(smsSender) && config.NODE_ENV !== 'production') await app.register(outboxRoutes, { sms: smsSender });

  const spaFallback = config.SERVE_WEB ? await registerWebApp(app, config.webDist) : null;
  app.setNotFoundHandler((request, reply) => {
    if (spaFallback?.(request, reply)) return reply;
    return sendNotFound(reply, request.method, request.url);
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
