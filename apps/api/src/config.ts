import path from 'node:path';
import { z } from 'zod';
import { type Language, LANGUAGES } from '@carseva/shared';
import { APP_LINK_MESSAGE } from './modules/app-link';
import { CUSTOMER_MESSAGES, MESSAGE_KINDS } from './modules/notifications';

const DEFAULT_SESSION_SECRET = 'carseva-development-session-secret-change-me';
/** What the local WhatsApp provider signs its webhooks with and checks subscriptions against; the Cloud API needs real ones. */
const LOCAL_WHATSAPP_APP_SECRET = 'carseva-local-whatsapp-app-secret';
const LOCAL_WHATSAPP_VERIFY_TOKEN = 'carseva-local-whatsapp-verify-token';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  /** How long start-up keeps retrying an unreachable database (with backoff) before giving up. */
  DB_START_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').default(DEFAULT_SESSION_SECRET),
  SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  /** The DLT-registered OTP template (MSG91 template_id). */
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
  /**
   * The DLT-registered template of each order notification, as JSON: {"booking_placed": "<template_id>", …},
   * one key per message kind (modules/notifications/kinds.ts). Required with SMS_PROVIDER=msg91.
   */
  MSG91_TEMPLATES: z.string().optional(),
  /**
   * Order updates on WhatsApp for customers who opted in: `local` (kept for the dev outbox), `cloud`
   * (WhatsApp Business Cloud API), or `none` (every update by SMS).
   */
  WHATSAPP_PROVIDER: z.enum(['local', 'cloud', 'none']).default('local'),
  /** The Graph API with its version. */
  WHATSAPP_API_URL: z
    .url()
    .regex(/^https?:\/\//, 'WHATSAPP_API_URL must be an http(s) URL')
    .default('https://graph.facebook.com/v23.0'),
  /** A system user's access token (whatsapp_business_messaging). Required with WHATSAPP_PROVIDER=cloud. */
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  /** The business phone number's id messages go from. Required with WHATSAPP_PROVIDER=cloud. */
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,32}$/, 'WHATSAPP_PHONE_NUMBER_ID must be the numeric phone number id')
    .optional(),
  /** The Meta app's secret, which signs webhooks (X-Hub-Signature-256). Required with WHATSAPP_PROVIDER=cloud. */
  WHATSAPP_APP_SECRET: z.string().min(16, 'WHATSAPP_APP_SECRET must be at least 16 characters').default(LOCAL_WHATSAPP_APP_SECRET),
  /** What Meta sends with the webhook subscription check. Required with WHATSAPP_PROVIDER=cloud. */
  WHATSAPP_VERIFY_TOKEN: z.string().min(8, 'WHATSAPP_VERIFY_TOKEN must be at least 8 characters').default(LOCAL_WHATSAPP_VERIFY_TOKEN),
  /**
   * The approved template of each customer message kind per language, as JSON:
   * {"booking_placed": {"en": "booking_placed_v1", "hi": "…"}, …}; `en` for every kind, and every language
   * named for one kind named for all. Required with WHATSAPP_PROVIDER=cloud.
   */
  WHATSAPP_TEMPLATES: z.string().optional(),
  /** A WhatsApp message neither delivered nor read within this long is sent by SMS instead (once). */
  WHATSAPP_FALLBACK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(10),
  /** Where customers open the web app: SMS link to `${PUBLIC_URL}/order/<tracking id>`. Required in production. */
  PUBLIC_URL: z
    .url()
    .regex(/^https?:\/\//, 'PUBLIC_URL must be an http(s) URL')
    .optional(),
  /** OTP sends one client address may ask for (spread over many numbers), per hour and per day. */
  OTP_SENDS_PER_IP_HOUR: z.coerce.number().int().positive().default(20),
  OTP_SENDS_PER_IP_DAY: z.coerce.number().int().positive().default(100),
  /** OTP checks one client address may make in 10 minutes. */
  OTP_VERIFIES_PER_IP_10MIN: z.coerce.number().int().positive().default(30),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The sandbox gateway signs checkout results and webhooks with this. */
  SANDBOX_SECRET: z.string().min(16).default('carseva-sandbox-gateway-secret'),
  /** Upcoming bookings awaiting payment or service one account may hold at once. */
  MAX_OPEN_BOOKINGS: z.coerce.number().int().min(1).max(1000).default(3),
  /** Booking attempts per account, and per client address, in an hour. */
  BOOKINGS_PER_USER_HOUR: z.coerce.number().int().min(1).default(20),
  BOOKINGS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).default(60),
  /** Anonymous contact forms (price requests and messages): per client address an hour, per phone number a day. */
  CONTACT_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).default(20),
  CONTACT_PER_PHONE_DAY: z.coerce.number().int().min(1).default(5),
  /** "Get App Link" texts: per client address an hour, per phone number a day. */
  APP_LINK_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).default(10),
  APP_LINK_PER_PHONE_DAY: z.coerce.number().int().min(1).default(2),
  /**
   * The public pages' figures (GET /figures) are said only from these sizes up: fewer customers, completed
   * orders or reviews would read as a boast, so the page names garages and cities instead.
   */
  FIGURES_MIN_CUSTOMERS: z.coerce.number().int().min(1).default(1000),
  FIGURES_MIN_COMPLETED_BOOKINGS: z.coerce.number().int().min(1).default(1000),
  FIGURES_MIN_REVIEWS: z.coerce.number().int().min(1).default(100),
  /** How long each API instance keeps the figures in memory before counting again. */
  FIGURES_CACHE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /**
   * How long a client may take to send one whole request (headers and body): a sender that stops half
   * way is answered 408 and its connection closed instead of held for ever.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** How long an unpaid online booking holds its slot. */
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  /**
   * Run the job worker (hold expiry, payment reconciliation, refunds) in this process. `npm start`
   * does; a scaled deployment sets false on the API processes and runs `npm run worker` instead.
   */
  RUN_WORKER: booleanFlag.default(true),
  /**
   * How often a worker looks for jobs whose worker died (its heartbeat stopped) or overran their expiry,
   * to retry them; unset, every 10 seconds, so order messages a killed worker held go within a minute.
   */
  JOBS_MONITOR_SECONDS: z.coerce.number().int().min(1).max(60).optional(),
  /** Where photos are kept: `local` (files under DATA_DIR/media) or `s3` (any S3-compatible object store). */
  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  /** The bucket's region (`auto` for Cloudflare R2). */
  S3_REGION: z.string().min(1).optional(),
  /** R2, MinIO or another S3-compatible store's endpoint; unset for AWS S3. */
  S3_ENDPOINT: z
    .url()
    .regex(/^https?:\/\//, 'S3_ENDPOINT must be an http(s) URL')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Address the bucket in the path rather than the host name (MinIO usually needs it). */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  GEOCODER: z.enum(['offline', 'nominatim']).default('offline'),
  NOMINATIM_URL: z.url().default('https://nominatim.openstreetmap.org'),
  NOMINATIM_USER_AGENT: z.string().min(8).default('CarSeva/1.0 (support@carseva.in)'),
  /**
   * The web app's map tiles: a URL template with {z}, {x} and {y} (OpenStreetMap's by default), or
   * `local` for our own plain stand-in tiles (tests, machines without internet).
   */
  MAP_TILES: z
    .string()
    .refine(
      (v) => v === 'local' || (/^https?:\/\/[^/]+\//.test(v) && ['{z}', '{x}', '{y}'].every((part) => v.includes(part))),
      'MAP_TILES must be `local` or a tile URL template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** The credit the tiles' licence asks for; by default OpenStreetMap's. */
  MAP_ATTRIBUTION: z.string().min(1).max(300).optional(),
  MAP_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(19),
  /**
   * Which proxies may set X-Forwarded-For (the client address behind per-address limits):
   * unset trusts none; a hop count ("1") or a comma-separated list of addresses/CIDRs trusts those.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)$/, 'TRUST_PROXY must be a hop count or a list of proxy addresses')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional(),
  /** Comma-separated +91 numbers whose users are CarSeva admins (e.g. "+919800000001,+919800000002"). */
  ADMIN_PHONES: z
    .string()
    .regex(/^\s*(\+91[6-9]\d{9}\s*(,\s*\+91[6-9]\d{9}\s*)*)?$/, 'ADMIN_PHONES must be comma-separated +91 mobile numbers')
    .default(''),
  NEARBY_RADIUS_KM: z.coerce.number().positive().max(200).default(25),
  /** How far from its garage a car is picked up when its owner has not set a radius: a booking or checkout pickup beyond it is refused. */
  PICKUP_RADIUS_KM: z.coerce.number().positive().max(100).default(15),
  /** The most any garage's own pickup radius may be (ADR 50): an owner cannot set more, and a larger one counts as this. */
  PICKUP_RADIUS_CAP_KM: z.coerce.number().int().min(1).max(100).default(25),
  /**
   * Photo uploads not yet completed (slots whose signed link still works) one person, and one booking,
   * may hold at once, and their declared bytes: beyond them a new slot is refused (429) until one ends.
   */
  UPLOAD_SLOTS_PER_USER: z.coerce.number().int().min(1).max(1000).default(10),
  UPLOAD_MB_PER_USER: z.coerce.number().int().min(15).max(10_000).default(75),
  UPLOAD_SLOTS_PER_BOOKING: z.coerce.number().int().min(1).max(1000).default(20),
  UPLOAD_MB_PER_BOOKING: z.coerce.number().int().min(15).max(10_000).default(150),
  /** Live order streams one session, and one booking, may hold open on an instance; a newer one closes the oldest. */
  LIVE_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(100).default(3),
  LIVE_STREAMS_PER_BOOKING: z.coerce.number().int().min(1).max(1000).default(10),
  /** How often an open live stream checks its session is still signed in (it closes when not). */
  LIVE_SESSION_CHECK_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /**
   * A buddy's positions: at most one kept per leg every POSITION_EVERY_SECONDS (others are answered 202
   * and not written); one further than POSITION_RADIUS_KM from the garage, or implying more than
   * POSITION_MAX_KMH from the last kept one, is refused.
   */
  POSITION_EVERY_SECONDS: z.coerce.number().min(0).max(60).default(2),
  POSITION_RADIUS_KM: z.coerce.number().positive().max(500).default(40),
  POSITION_MAX_KMH: z.coerce.number().positive().max(1000).default(150),
  /** Hours a garage has to answer a warranty claim before the customer may ask CarSeva to decide. */
  WARRANTY_ANSWER_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  /** How many hours after its booked slot ends a garage may promise a car ready (and back): a promise is bounded (ADR 46). */
  PROMISE_MARGIN_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  /** Serve the built web app (apps/web/dist) from this process. */
  SERVE_WEB: booleanFlag.default(true),
  /** Where the built web app is, when not apps/web/dist (the page-speed bench serves a snapshot of its build). */
  WEB_DIST: z.string().min(1).optional(),
});

export type Config = z.infer<typeof envSchema> & {
  adminPhones: ReadonlySet<string>;
  /** MSG91_TEMPLATES read: template ids by message kind and language; null when SMS_PROVIDER is not msg91 and none are given. */
  smsTemplates: SmsTemplates | null;
  /** WHATSAPP_TEMPLATES read: template names by customer message kind and language; null when not given (the local provider names them by kind). */
  whatsappTemplates: WhatsAppTemplates | null;
  /** PUBLIC_URL without a trailing slash; on a laptop, this server's own address. */
  publicUrl: string;
  dataDir: string;
  webDist: string;
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
};

/** DLT template ids by message kind, then language (`en` always there). */
export type SmsTemplates = Readonly<Record<string, Readonly<Partial<Record<Language, string>>>>>;

/** Approved WhatsApp template names by message kind, then language code (`en` always there). */
export type WhatsAppTemplates = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * Every SMS sent through a DLT template: the order messages (each required) and "Get App Link" (optional:
 * without its template the form answers that the text could not be sent).
 */
const SMS_KINDS: readonly string[] = [...MESSAGE_KINDS, APP_LINK_MESSAGE];

/** Customer message kinds: the ones that may go by WhatsApp (garages hear by SMS). */
const WHATSAPP_KINDS = Object.keys(CUSTOMER_MESSAGES);

/** Settings a production deployment must not run with; each entry names what is wrong. */
function unsafeForProduction(env: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (env.SMS_PROVIDER === 'console') problems.push('SMS_PROVIDER=console prints one-time passwords to the log');
  if (env.PAYMENT_PROVIDER === 'sandbox') problems.push('PAYMENT_PROVIDER=sandbox accepts payments nobody made');
  if (env.RAZORPAY_KEY_ID?.startsWith('rzp_test_')) problems.push('RAZORPAY_KEY_ID is a test key (rzp_test_…)');
  if (env.STORAGE_PROVIDER === 'local') problems.push("STORAGE_PROVIDER=local keeps photos on this one server's disk");
  if (env.SESSION_SECRET === DEFAULT_SESSION_SECRET) problems.push('SESSION_SECRET is the development default');
  if (env.WHATSAPP_PROVIDER === 'local') problems.push('WHATSAPP_PROVIDER=local sends no WhatsApp message (choose cloud, or none for SMS only)');
  if (!env.PUBLIC_URL) problems.push('PUBLIC_URL is unset, so links in SMS would point to localhost');
  return problems;
}

/** Every language named for one kind is named for all, and English always: what each of a set of templates is missing. */
function missingLanguages(setting: string, byKind: Record<string, Record<string, string>>, kinds: readonly string[]): string[] {
  const languages = [...new Set(['en', ...Object.values(byKind).flatMap((byLanguage) => Object.keys(byLanguage))])];
  return languages.flatMap((language) => {
    const missing = kinds.filter((kind) => !byKind[kind]?.[language]);
    if (missing.length === 0) return [];
    return [language === 'en' ? `${setting} has no template for ${missing.join(', ')}` : `${setting} has no ${language} template for ${missing.join(', ')}`];
  });
}

const smsTemplateId = z.string().trim().min(1);

/**
 * MSG91_TEMPLATES: a JSON object with, for every message kind, its DLT template id (English), or its
 * template id per language ({"en": "…", "hi": "…", "ta": "…"}: a Hindi or Tamil text is a template of
 * its own); every language named for one kind named for all; nothing else.
 */
function parseSmsTemplates(value: string | undefined, required: boolean): SmsTemplates | null {
  if (value === undefined) {
    if (required)
      throw new ConfigError(`Invalid configuration:\n  SMS_PROVIDER=msg91 needs MSG91_TEMPLATES (a template id for each of ${MESSAGE_KINDS.join(', ')})`);
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new ConfigError('Invalid configuration:\n  MSG91_TEMPLATES must be a JSON object of template ids by message kind');
  }
  const ids = z
    .record(z.string(), z.union([smsTemplateId.transform((id) => ({ en: id })), z.partialRecord(z.enum(LANGUAGES), smsTemplateId)]))
    .safeParse(parsed);
  if (!ids.success)
    throw new ConfigError(
      'Invalid configuration:\n  MSG91_TEMPLATES must be a JSON object of non-empty template ids by message kind (or by kind and then language: en, hi, ta)',
    );
  const unknown = Object.keys(ids.data).filter((kind) => !SMS_KINDS.includes(kind));
  const problems = [
    ...missingLanguages('MSG91_TEMPLATES', ids.data, MESSAGE_KINDS),
    ...(unknown.length > 0 ? [`MSG91_TEMPLATES names unknown message kinds: ${unknown.join(', ')}`] : []),
  ];
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return ids.data;
}

/**
 * WHATSAPP_TEMPLATES: a JSON object naming, for every customer message kind, its approved template in
 * `en` and in every other language any kind names; nothing else.
 */
function parseWhatsAppTemplates(value: string | undefined, required: boolean): WhatsAppTemplates | null {
  if (value === undefined) {
    if (required)
      throw new ConfigError(
        `Invalid configuration:\n  WHATSAPP_PROVIDER=cloud needs WHATSAPP_TEMPLATES (an approved template per language for each of ${WHATSAPP_KINDS.join(', ')})`,
      );
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new ConfigError('Invalid configuration:\n  WHATSAPP_TEMPLATES must be a JSON object of template names by message kind and language');
  }
  const names = z
    .record(
      z.string(),
      z.record(
        z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/),
        z
          .string()
          .trim()
          .regex(/^[a-z0-9_]{1,512}$/),
      ),
    )
    .safeParse(parsed);
  if (!names.success) {
    throw new ConfigError(
      'Invalid configuration:\n  WHATSAPP_TEMPLATES must be a JSON object like {"booking_placed": {"en": "booking_placed_v1"}}: language codes such as en, hi, ta; template names in lower case, digits and _',
    );
  }
  const problems: string[] = [];
  const unknown = Object.keys(names.data).filter((kind) => !WHATSAPP_KINDS.includes(kind));
  if (unknown.length > 0) problems.push(`WHATSAPP_TEMPLATES names kinds that are never sent on WhatsApp: ${unknown.join(', ')}`);
  problems.push(
    ...missingLanguages('WHATSAPP_TEMPLATES', names.data, WHATSAPP_KINDS).map((problem) => problem.replace('has no template', 'has no en template')),
  );
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return names.data;
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((part) => part.trim());
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the environment once, at start-up; throws a ConfigError naming every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.PAYMENT_PROVIDER === 'razorpay' && (!values.RAZORPAY_KEY_ID || !values.RAZORPAY_KEY_SECRET || !values.RAZORPAY_WEBHOOK_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET');
  }
  if (values.SMS_PROVIDER === 'msg91' && (!values.MSG91_AUTH_KEY || !values.MSG91_TEMPLATE_ID)) {
    throw new ConfigError('Invalid configuration:\n  SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
  }
  if (values.STORAGE_PROVIDER === 's3' && (!values.S3_BUCKET || !values.S3_REGION || !values.S3_ACCESS_KEY_ID || !values.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  STORAGE_PROVIDER=s3 needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  const smsTemplates = parseSmsTemplates(values.MSG91_TEMPLATES, values.SMS_PROVIDER === 'msg91');
  if (values.WHATSAPP_PROVIDER === 'cloud') {
    const missing = [
      ...(values.WHATSAPP_TOKEN ? [] : ['WHATSAPP_TOKEN']),
      ...(values.WHATSAPP_PHONE_NUMBER_ID ? [] : ['WHATSAPP_PHONE_NUMBER_ID']),
      ...(values.WHATSAPP_APP_SECRET === LOCAL_WHATSAPP_APP_SECRET ? ['WHATSAPP_APP_SECRET'] : []),
      ...(values.WHATSAPP_VERIFY_TOKEN === LOCAL_WHATSAPP_VERIFY_TOKEN ? ['WHATSAPP_VERIFY_TOKEN'] : []),
    ];
    if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n  WHATSAPP_PROVIDER=cloud needs ${missing.join(', ')}`);
  }
  const whatsappTemplates = parseWhatsAppTemplates(values.WHATSAPP_TEMPLATES, values.WHATSAPP_PROVIDER === 'cloud');
  if (values.NODE_ENV === 'production') {
    const problems = unsafeForProduction(values);
    if (problems.length > 0) {
      throw new ConfigError(`Refusing to start in production:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    }
  }
  return {
    ...values,
    dataDir: path.resolve(values.DATA_DIR),
    smsTemplates,
    whatsappTemplates,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    adminPhones: new Set(
      values.ADMIN_PHONES.split(',')
        .map((phone) => phone.trim())
        .filter(Boolean),
    ),
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    webDist: values.WEB_DIST ? path.resolve(values.WEB_DIST) : path.resolve(import.meta.dirname, '../../web/dist'),
  };
}
