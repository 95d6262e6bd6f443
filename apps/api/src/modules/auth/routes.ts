import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  type AccountUser,
  accountMe,
  accountSession,
  accountUser,
  type Roles,
  envelope,
  errorResponse,
  loginBody,
  loginResult,
  okResponse,
  otpSent,
  profileUpdateBody,
  whatsappUpdatesBody,
  registerBody,
  sessionIdParam,
  sessionsRevoked,
  verifyOtpBody,
  verifySignupBody,
} from '@carseva/shared';
import { z } from 'zod';
import type { AuthService } from './service';
import { clearSessionCookie, sessionToken, setSessionCookie } from './session-plugin';

const tags = ['auth'];

/** The forms check their fields in a fixed order and show the first failure; the API answers the same way. */
const firstErrorAsMessage = { firstErrorAsMessage: true };

const otpResponses = {
  200: envelope(otpSent),
  400: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
  429: errorResponse,
  502: errorResponse,
  503: errorResponse,
};
const verifyResponses = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse, 503: errorResponse };

export interface AuthRoutesOptions {
  auth: AuthService;
  secureCookies: boolean;
  /** What else the user may do (garage staff, admin): the staff module knows. */
  rolesOf: (user: AccountUser) => Promise<Roles>;
  /** Referral codes: the wallet module knows them and rewards them. */
  referrals: {
    codeFor: (userId: number) => Promise<string>;
    /** Throws a 422 naming referral_code when the code is unknown. */
    check: (code: string) => Promise<unknown>;
    record: (userId: number, code: string) => Promise<void>;
  };
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, secureCookies, rolesOf, referrals }) => {
  app.post(
    '/auth/otp/register',
    {
      config: firstErrorAsMessage,
      schema: {
        tags,
        summary: 'Sign-up, step 1: send an OTP to a new number; only the name is asked (email optional; without a username, one is made from the name)',
        body: registerBody,
        response: otpResponses,
      },
    },
    async (request) => {
      const { mobile_no, name, email, username, referral_code } = request.body;
      if (referral_code) await referrals.check(referral_code);
      const data = await auth.requestSignupOtp({ mobile_no, name, email, username }, request.ip);
      return { success: true as const, message: 'OTP sent successfully!', data };
    },
  );

  app.post(
    '/auth/otp/register/verify',
    {
      config: firstErrorAsMessage,
      schema: {
        tags,
        summary: 'Sign-up, step 2: confirm the OTP, create the account and start a session, as log-in step 2 does',
        body: verifySignupBody,
        response: { 201: envelope(loginResult), 422: errorResponse, ...verifyResponses },
      },
    },
    async (request, reply) => {
      const { referral_code, ...otp } = request.body;
      if (referral_code) await referrals.check(referral_code);
      const { user, token, expiresAt } = await auth.verifySignup(otp, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
      if (referral_code) await referrals.record(user.id, referral_code);
      setSessionCookie(reply, token, expiresAt, secureCookies);
      return reply.code(201).send({ success: true as const, message: 'Registration successful! You are signed in.', data: { token, ...user } });
    },
  );

  app.post(
    '/auth/otp/login',
    {
      config: firstErrorAsMessage,
      schema: { tags, summary: 'Log-in, step 1: send an OTP to a registered number', body: loginBody, response: otpResponses },
    },
    async (request) => {
      const data = await auth.requestLoginOtp(request.body.mobile_no, request.ip);
      return { success: true as const, message: AUTH_MESSAGES.otpSent, data };
    },
  );

  app.post(
    '/auth/otp/login/verify',
    {
      config: firstErrorAsMessage,
      schema: {
        tags,
        summary: 'Log-in, step 2: confirm the OTP; starts a session (cookie, and the token for other clients)',
        body: verifyOtpBody,
        response: { 200: envelope(loginResult), ...verifyResponses },
      },
    },
    async (request, reply) => {
      const { user, token, expiresAt } = await auth.verifyLogin(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
      setSessionCookie(reply, token, expiresAt, secureCookies);
      return { success: true as const, message: 'Login successful.', data: { token, ...user } };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags, summary: 'Ends this session (cookie or bearer token)', response: { 200: okResponse, 403: errorResponse } } },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await auth.logout(token);
      clearSessionCookie(reply, secureCookies);
      return { success: true as const, message: 'You have been logged out.' };
    },
  );

  app.get(
    '/auth/me',
    { schema: { tags, summary: 'The signed-in user and their roles', response: { 200: envelope(accountMe), 401: errorResponse } } },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      const [userRoles, referralCode] = await Promise.all([rolesOf(user), referrals.codeFor(user.id)]);
      return { success: true as const, data: { ...user, roles: userRoles, referral_code: referralCode } };
    },
  );

  app.put(
    '/auth/me',
    {
      config: firstErrorAsMessage,
      schema: {
        tags,
        summary: "Updates the signed-in customer's name and email, and (when given) whether they get non-essential SMS updates",
        body: profileUpdateBody,
        response: { 200: envelope(accountUser), 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      const updated = await auth.updateProfile(user.id, request.body);
      return { success: true as const, message: 'Profile updated successfully.', data: updated };
    },
  );

  app.put(
    '/auth/me/whatsapp',
    {
      config: firstErrorAsMessage,
      schema: {
        tags,
        summary: 'Turns order updates on WhatsApp on (recording the consent and its time) or off; while off they come by SMS',
        body: whatsappUpdatesBody,
        response: { 200: envelope(accountUser), 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      const updated = await auth.setWhatsAppUpdates(user.id, request.body.enabled);
      return { success: true as const, message: updated.whatsapp_opt_in_at ? 'WhatsApp updates are on.' : 'WhatsApp updates are off.', data: updated };
    },
  );

  app.get(
    '/auth/sessions',
    {
      schema: {
        tags,
        summary: "The signed-in customer's devices: browser, approximate place, last active",
        response: { 200: envelope(z.array(accountSession)), 401: errorResponse },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = await app.requireUser(request, reply);
      return { success: true as const, data: await auth.sessions(user.id, sessionId) };
    },
  );

  app.delete(
    '/auth/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Signs one of your devices out (this one too: then the cookie is cleared)',
        params: sessionIdParam,
        response: { 200: okResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = await app.requireUser(request, reply);
      await auth.revokeSession(user.id, request.params.id);
      if (request.params.id !== sessionId) return { success: true as const, message: 'That device has been signed out.' };
      clearSessionCookie(reply, secureCookies);
      return { success: true as const, message: 'You have been logged out.' };
    },
  );

  app.post(
    '/auth/sessions/revoke-others',
    { schema: { tags, summary: 'Signs out every device but this one', response: { 200: envelope(sessionsRevoked), 401: errorResponse, 403: errorResponse } } },
    async (request, reply) => {
      const { user, sessionId } = await app.requireUser(request, reply);
      const revoked = await auth.revokeOtherSessions(user.id, sessionId);
      return {
        success: true as const,
        message: revoked === 1 ? 'Signed out of 1 other device.' : `Signed out of ${revoked} other devices.`,
        data: { revoked },
      };
    },
  );
};
