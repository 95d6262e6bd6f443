import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** +91XXXXXXXXXX */
    mobileNo: varchar('mobile_no', { length: 13 }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    username: varchar('username', { length: 30 }).notNull(),
    /** Non-essential order updates by SMS; essential ones are sent regardless (notifications module). */
    smsUpdates: boolean('sms_updates').notNull().default(true),
    /** When the customer asked for order updates on WhatsApp (checkout or profile); null: not asked, or stopped (profile, or a STOP reply). */
    whatsappOptInAt: timestamp('whatsapp_opt_in_at', { withTimezone: true }),
    /** 'en', 'hi' or 'ta': the language of the customer's screens, and of the server's messages to them. */
    language: varchar('language', { length: 2, enum: ['en', 'hi', 'ta'] })
      .notNull()
      .default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('users_mobile_no_key').on(t.mobileNo), uniqueIndex('users_username_key').on(sql`lower(${t.username})`)],
);

/** Signed-in devices. Only a hash of the token is kept, so a leaked table opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** What Account Security shows of the device: its browser (User-Agent) and the address it signed in from. */
    userAgent: text('user_agent'),
    ip: varchar('ip', { length: 45 }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * The one live one-time code per (mobile number, purpose): a resend replaces it, a successful check
 * deletes it. A sign-up keeps the details it was requested with until the code is confirmed.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    mobileNo: varchar('mobile_no', { length: 13 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    codeHmac: varchar('code_hmac', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    signupName: text('signup_name'),
    signupEmail: text('signup_email'),
    signupUsername: varchar('signup_username', { length: 30 }),
  },
  (t) => [uniqueIndex('otp_codes_mobile_purpose_key').on(t.mobileNo, t.purpose)],
);
