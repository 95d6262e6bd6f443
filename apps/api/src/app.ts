import Fastify, { type FastifyServerOptions } from 'fastify';
import type pino from 'pino';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createJobEngine, type JobEngine } from './jobs/engine';
import { AccessLog, batchedStdout } from './lib/access-log';
import { devClock } from './lib/dev-clock';
import { memoryCounters, type RateCounters, redisCounters } from './lib/rate-limit';
import { zodResponseSerializer } from './lib/serializer';
import { addressesRoutes, addressesService } from './modules/addresses';
import { appLinkRoutes, appLinkService } from './modules/app-link';
import { adminRoutes, adminService } from './modules/admin';
import { auditService } from './modules/audit';
import { authRoutes, authService, offlinePlaces, outboxRoutes, sessionPlugin, sessionToken } from './modules/auth';
import { BOOKING_LIVE_CHANNEL, bookingsRoutes, bookingsService } from './modules/bookings';
import { legsRoutes, legsService, type LegsMedia, liveHub, liveRoutes } from './modules/legs';
import { mapRoutes, tileImageSource } from './modules/map';
import { catalogRoutes, catalogService } from './modules/catalog';
import { figuresRoutes, figuresService } from './modules/figures';
import { geoRoutes, geoService } from './modules/geo';
import { healthRoutes } from './modules/health';
import { idempotencyPlugin, idempotencyService } from './modules/idempotency';
import { invoicesRoutes, invoicesService } from './modules/invoices';
import { leadsInbox, leadsRoutes, leadsService } from './modules/leads';
import { notificationsRoutes, notificationsService, whatsappDevRoutes } from './modules/notifications';
import { partnerBookingsRoutes, partnerSettingsRoutes } from './modules/partner';
import { paymentsRoutes, paymentsService, sandboxRoutes } from './modules/payments';
import { reviewsRoutes, reviewsService } from './modules/reviews';
import { slotsRoutes, slotsService } from './modules/slots';
import { staffRoutes, staffService } from './modules/staff';
import { transactionsRoutes, transactionsService } from './modules/transactions';
import { vehiclesRoutes, vehiclesService } from './modules/vehicles';
import { walletRoutes, walletService } from './modules/wallet';
import { errorsPlugin, sendFrameworkError, sendNotFound } from './plugins/errors';
import { httpCachePlugin } from './plugins/http-cache';
import { securityHeadersPlugin } from './plugins/security-headers';
import { registerOpenApi } from './plugins/openapi';
import { registerWebApp } from './plugins/web';
import { createGeocoder, type Geocoder } from './providers/geocoder';
import { createPaymentProvider, isSandbox, type PaymentProvider } from './providers/payments';
import { createSmsSender, hasOutbox, type SmsSender } from './providers/sms';
import { createStorage, isLocalStorage, type StorageProvider } from './providers/storage';
import { localStorageRoutes, mediaRoutes, mediaService } from './modules/media';
import { damageRoutes, deskRoutes, trustDeskService, warrantyRoutes, warrantyService } from './modules/warranty';
import { promisesRoutes, promisesService } from './modules/promises';
import { createWhatsAppSender, isLocalWhatsApp, type WhatsAppSender } from './providers/whatsapp';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job engine: workers run here when RUN_WORKER is set; tests drain queues by hand. */
    jobEngine: JobEngine;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Replaces the configured geocoder (tests). */
  geocoder?: Geocoder;
  /** Replaces the configured payment gateway (tests). */
  paymentProvider?: PaymentProvider;
  /** Replaces the configured SMS sender (tests). */
  sms?: SmsSender;
  /** Replaces the configured photo storage (tests). */
  storage?: StorageProvider;
  /** Replaces the WhatsApp provider chosen by WHATSAPP_PROVIDER (tests); null turns the channel off. */
  whatsapp?: WhatsAppSender | null;
  /** Replaces the rate-limit counters chosen by REDIS_URL (tests). */
  rateCounters?: RateCounters;
  /** The clock for OTP expiry, cooldowns and sessions (tests move it). */
  now?: () => number;
  /** Replaces the media module as the car's journey checks and links its photos by (tests). */
  photos?: LegsMedia;
}

/** Where catalog changes are announced to every instance. */
const CATALOG_CHANNEL = 'catalog_changed';

/** JSON bodies here are small forms; anything bigger is a mistake or an attack. */
const BODY_LIMIT_BYTES = 64 * 1024;

function loggerOptions(config: Config, logs: { stream: pino.DestinationStream; hooks: pino.LoggerOptions['hooks'] } | null): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    stream: logs?.stream,
    hooks: logs?.hooks,
  };
}

/** Razorpay Checkout is a script from checkout.razorpay.com that opens a frame on api.razorpay.com. */
const RAZORPAY_CHECKOUT = { script: 'https://checkout.razorpay.com', frame: 'https://api.razorpay.com' };
/** The order page embeds the garage's map from OpenStreetMap. */
const MAP_EMBED = 'https://www.openstreetmap.org';

/** Builds the whole application without listening: the server listens, tests inject. */
export async function buildApp({
  config,
  database,
  geocoder,
  sms,
  whatsapp,
  rateCounters,
  paymentProvider,
  storage: givenStorage,
  photos,
  now: baseNow = Date.now,
}: AppDeps) {
  const logs = config.LOG_LEVEL === 'silent' ? null : batchedStdout();
  const app = Fastify({
    logger: loggerOptions(config, logs),
    bodyLimit: BODY_LIMIT_BYTES,
    // A request must arrive whole within this; Node checks open requests every second and answers 408.
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    http: { headersTimeout: Math.min(60, config.REQUEST_TIMEOUT_SECONDS) * 1000, connectionsCheckingInterval: 1000 },
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    logController: new AccessLog(),
    frameworkErrors: (error, _request, reply) => sendFrameworkError(error, reply),
  }).withTypeProvider<ZodTypeProvider>();
  // Outside production a request may carry its own clock (lib/dev-clock.ts); production has only the real one.
  const requestClock = config.NODE_ENV === 'production' ? null : devClock(baseNow);
  if (requestClock) app.addHook('preHandler', requestClock.shift);
  const now = requestClock?.now ?? baseNow;
  const gateway = paymentProvider ?? createPaymentProvider(config);
  const razorpay = gateway.name === 'razorpay';
  const storage = givenStorage ?? createStorage(config, { now });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(zodResponseSerializer({ strict: config.NODE_ENV === 'test' }));

  // Before the job engine's graceful stop, which may outlast the grace a process manager gives a SIGTERM.
  if (logs) app.addHook('preClose', async () => logs.unbatch());
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, {
    scriptSrc: razorpay ? [RAZORPAY_CHECKOUT.script] : [],
    frameSrc: [MAP_EMBED, ...(razorpay ? [RAZORPAY_CHECKOUT.frame] : [])],
    // Photos are shown from, and uploaded straight to, the object store; the map's tiles come from their host unless our own.
    imgSrc: [...(storage.origin ? [storage.origin] : []), ...[tileImageSource(config.MAP_TILES)].filter((host): host is string => host !== null)],
    connectSrc: storage.origin ? [storage.origin] : [],
  });
  await app.register(httpCachePlugin);
  await registerOpenApi(app);

  const jobEngine = createJobEngine(database, { log: app.log, work: config.RUN_WORKER, monitorIntervalSeconds: config.JOBS_MONITOR_SECONDS });
  app.decorate('jobEngine', jobEngine);
  const { jobs } = jobEngine;

  const catalog = catalogService(database.db, {
    radiusKm: config.NEARBY_RADIUS_KM,
    changes: { notify: () => database.notify(CATALOG_CHANNEL), listen: (onChange) => database.listen(CATALOG_CHANNEL, onChange) },
  });
  const stopHearingCatalog = await catalog.listenForChanges();
  app.addHook('onClose', () => stopHearingCatalog());
  const geo = geoService(geocoder ?? createGeocoder(config, { localities: catalog.listLocalities }));
  const smsSender = sms ?? createSmsSender(config, { log: (line) => app.log.info(line), now });
  const whatsappSender = whatsapp === undefined ? createWhatsAppSender(config, { log: (line) => app.log.info(line), now }) : whatsapp;
  const counters = rateCounters ?? (config.REDIS_URL ? redisCounters(config.REDIS_URL) : memoryCounters(now));
  app.addHook('onClose', () => counters.close());
  const auth = authService(database.db, {
    sendsPerIp: { hour: config.OTP_SENDS_PER_IP_HOUR, day: config.OTP_SENDS_PER_IP_DAY },
    verifiesPerIp: config.OTP_VERIFIES_PER_IP_10MIN,
    sms: smsSender,
    counters,
    secret: config.SESSION_SECRET,
    places: offlinePlaces,
    now,
    log: (fields, message) => app.log.warn(fields, message),
  });
  const secureCookies = config.NODE_ENV === 'production';
  await app.register(sessionPlugin, { auth, secureCookies });
  const staff = staffService(database.db, { auth, catalog, adminPhones: config.adminPhones, now });

  const slots = slotsService(database.db, { now, catalog });
  const wallet = walletService(database.db, { now });
  const idempotency = idempotencyService(database.db, { now });
  const bookings = bookingsService(database.db, {
    now,
    holdMinutes: config.BOOKING_HOLD_MINUTES,
    pickupRadiusKm: config.PICKUP_RADIUS_KM,
    pickupRadiusCapKm: config.PICKUP_RADIUS_CAP_KM,
    limits: { maxOpen: config.MAX_OPEN_BOOKINGS, perUserHour: config.BOOKINGS_PER_USER_HOUR, perAddressHour: config.BOOKINGS_PER_ADDRESS_HOUR },
    counters,
    jobs,
    catalog,
    slots,
    auth,
    wallet,
    idempotency,
    log: (fields, message) => app.log.warn(fields, message),
    // The car's journey is built below (it needs bookings); the lifecycle and presenters ask it only once requests run.
    journey: {
      // No work on a fetched car before its pickup brought it in and its promise is stated (ADR 46).
      refuseChange: async (tx, booking, to) => {
        await legs.journey.refuseChange(tx, booking, to);
        await promises.refuseChange(tx, booking, to);
      },
      changed: (tx, booking, to) => legs.journey.changed(tx, booking, to),
      customerLegs: (rows) => legs.journey.customerLegs(rows),
      garageLegs: (rows) => legs.journey.garageLegs(rows),
    },
  });
  const leads = leadsService(database.db, {
    catalog,
    bookings,
    counters,
    limits: { perAddressHour: config.CONTACT_PER_ADDRESS_HOUR, perPhoneDay: config.CONTACT_PER_PHONE_DAY },
  });
  const appLink = appLinkService({
    sms: smsSender,
    templates: config.smsTemplates,
    publicUrl: config.publicUrl,
    counters,
    limits: { perAddressHour: config.APP_LINK_PER_ADDRESS_HOUR, perPhoneDay: config.APP_LINK_PER_PHONE_DAY },
    log: (fields, message) => app.log.warn(fields, message),
  });
  const payments = paymentsService(database.db, { provider: gateway, bookings, jobs, now, log: (fields, message) => app.log.warn(fields, message) });
  const invoices = invoicesService(database.db, { now, bookings, catalog });
  const reviews = reviewsService(database.db, { now, bookings, auth, catalog });
  const figures = figuresService({
    now,
    catalog,
    bookings,
    reviews,
    thresholds: { customers: config.FIGURES_MIN_CUSTOMERS, completedBookings: config.FIGURES_MIN_COMPLETED_BOOKINGS, reviews: config.FIGURES_MIN_REVIEWS },
    cacheMs: config.FIGURES_CACHE_SECONDS * 1000,
  });
  // Modules that need each other both ways: the one built first is connected to the later ones here (ADR 10).
  catalog.connect({ ratings: reviews.garageRatings });
  bookings.connect({
    refunds: payments.refundsOfBookings,
    invoiceIssued: invoices.isIssued,
    photoLinks: (ids) => media.links(ids),
    // "Save for next time" at checkout: the booking's car (when its fuel is known) and pickup place.
    keepForNextTime: async (userId, { carModelId, fuelType, place }) => {
      if (fuelType) await vehicles.keepBooked(userId, carModelId, fuelType);
      await addresses.keepBooked(userId, place);
    },
  });
  const vehicles = vehiclesService(database.db, { catalog, now });
  const addresses = addressesService(database.db, { catalog, bookings, now });
  const media = mediaService(database.db, {
    now,
    storage,
    bookings,
    staff,
    catalog,
    log: (fields, message) => app.log.warn(fields, message),
    limits: {
      slotsPerUser: config.UPLOAD_SLOTS_PER_USER,
      bytesPerUser: config.UPLOAD_MB_PER_USER * 1024 * 1024,
      slotsPerBooking: config.UPLOAD_SLOTS_PER_BOOKING,
      bytesPerBooking: config.UPLOAD_MB_PER_BOOKING * 1024 * 1024,
    },
  });
  // What a crash or a late upload left in storage goes at start as well as hourly; a failure waits for the job.
  await media.cleanStrays().catch((error: unknown) => app.log.warn({ err: error }, 'photo storage clean-up at start failed'));
  const legs = legsService(database.db, {
    now,
    secret: config.SESSION_SECRET,
    bookings,
    staff,
    auth,
    catalog,
    slots,
    media: photos ?? media,
    // The audit log is built below; a garage's change to a leg writes to it only once requests run.
    audit: { record: (tx, actor, change) => audit.record(tx, actor, change) },
    positions: { everySeconds: config.POSITION_EVERY_SECONDS, radiusKm: config.POSITION_RADIUS_KM, maxKmh: config.POSITION_MAX_KMH },
  });
  const live = liveHub({ listen: (onNotify) => database.listen(BOOKING_LIVE_CHANNEL, onNotify) });
  await live.start();
  app.addHook('onClose', () => live.close());
  const notifications = notificationsService(database.db, {
    now,
    jobs,
    sms: smsSender,
    templates: config.smsTemplates,
    publicUrl: config.publicUrl,
    bookings,
    auth,
    catalog,
    log: (fields, message) => app.log.warn(fields, message),
    ...(whatsappSender ? { whatsapp: { sender: whatsappSender, templates: config.whatsappTemplates, fallbackMinutes: config.WHATSAPP_FALLBACK_MINUTES } } : {}),
    optOut: auth,
    handoverCode: (bookingId, leg) => legs.codeOf(bookingId, leg),
  });

  const audit = auditService(database.db, { now, auth });
  const promises = promisesService(database.db, { now, bookings, wallet, slots, marginHours: config.PROMISE_MARGIN_HOURS });
  const warranty = warrantyService(database.db, { now, answerHours: config.WARRANTY_ANSWER_HOURS, bookings, catalog, media, payments, wallet, auth });
  const inbox = leadsInbox(database.db, { catalog, auth, trackingIds: bookings.admin.trackingIds });
  const admin = adminService(database.db, { now, staff, auth, catalog, bookings, inbox, notifications, audit });

  jobEngine.register(
    ...bookings.jobs(),
    ...payments.jobs(),
    ...wallet.jobs(),
    ...idempotency.jobs(),
    ...notifications.jobs(),
    ...media.jobs(),
    ...legs.jobs(),
    ...promises.jobs(),
  );
  await jobEngine.start();
  app.addHook('onClose', () => jobEngine.stop());

  await app.register(healthRoutes, { prefix: '/api', db: database.db });
  await app.register(
    async (v1) => {
      await v1.register(idempotencyPlugin, { idempotency, userIdOf: async (request, reply) => (await app.optionalUser(request, reply))?.user.id ?? null });
      await v1.register(catalogRoutes, { catalog });
      await v1.register(geoRoutes, { geo });
      await v1.register(mapRoutes, { config });
      await v1.register(leadsRoutes, { leads });
      await v1.register(appLinkRoutes, { appLink });
      await v1.register(authRoutes, {
        auth,
        secureCookies,
        rolesOf: staff.rolesOf,
        referrals: { codeFor: wallet.codeFor, check: (code) => wallet.referrerOf(code), record: (userId, code) => wallet.recordReferral(userId, code) },
      });
      await v1.register(walletRoutes, { wallet, ownBookings: bookings.customerRefs });
      await v1.register(transactionsRoutes, { transactions: transactionsService({ bookings, payments, wallet }) });
      await v1.register(staffRoutes, { staff, audit });
      await v1.register(adminRoutes, { admin });
      await v1.register(partnerBookingsRoutes, { bookings, staff, audit, media });
      await v1.register(partnerSettingsRoutes, {
        bookings,
        slots,
        catalog,
        staff,
        audit,
        pickupRadius: { defaultKm: config.PICKUP_RADIUS_KM, capKm: config.PICKUP_RADIUS_CAP_KM },
      });
      await v1.register(slotsRoutes, { slots });
      await v1.register(bookingsRoutes, { bookings });
      await v1.register(legsRoutes, { legs, staff, media: photos ?? media });
      await v1.register(liveRoutes, {
        live,
        bookings,
        stillSignedIn: async (request) => {
          const token = sessionToken(request);
          return token !== undefined && (await auth.authenticate(token)) !== null;
        },
        limits: {
          perSession: config.LIVE_STREAMS_PER_SESSION,
          perBooking: config.LIVE_STREAMS_PER_BOOKING,
          sessionCheckSeconds: config.LIVE_SESSION_CHECK_SECONDS,
        },
      });
      await v1.register(invoicesRoutes, { invoices });
      await v1.register(reviewsRoutes, { reviews });
      await v1.register(figuresRoutes, { figures });
      await v1.register(paymentsRoutes, { payments });
      await v1.register(notificationsRoutes, { notifications });
      await v1.register(vehiclesRoutes, { vehicles });
      await v1.register(addressesRoutes, { addresses });
      await v1.register(mediaRoutes, { media });
      await v1.register(warrantyRoutes, { warranty, bookings, staff, catalog });
      await v1.register(damageRoutes, { warranty, bookings, staff, catalog });
      await v1.register(deskRoutes, { desk: trustDeskService({ now, warranty, promises, bookings, catalog }), staff });
      await v1.register(promisesRoutes, { promises, bookings, staff });
      // The local store's signed links are answered here only while photos are on this server's disk.
      if (isLocalStorage(storage)) await v1.register(localStorageRoutes, { storage, uploadOpen: media.uploadOpen });
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
  // The local WhatsApp provider reports statuses and replies through our own webhook, as WhatsApp would; never in production.
  if (isLocalWhatsApp(whatsappSender) && config.NODE_ENV !== 'production') {
    await app.register(whatsappDevRoutes, { whatsapp: whatsappSender });
    whatsappSender.deliverWebhooksTo(async (rawBody, headers) => {
      const delivery = await app.inject({ method: 'POST', url: '/api/v1/notifications/webhook/whatsapp', headers, payload: rawBody });
      if (delivery.statusCode !== 200) app.log.warn({ status: delivery.statusCode, body: delivery.body }, 'local WhatsApp webhook refused');
    });
  }

  const spaFallback = config.SERVE_WEB ? await registerWebApp(app, config.webDist) : null;
  app.setNotFoundHandler((request, reply) => {
    if (spaFallback?.(request, reply)) return reply;
    return sendNotFound(reply, request.method, request.url);
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
