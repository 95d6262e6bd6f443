import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  type AccountUser,
  accountMe,
  accountUser,
  type Roles,
  envelope,
  errorResponse,
  loginBody,
  loginResult,
  okResponse,
  otpSent,
  profileUpdateBody,
  registerBody,
  verifyOtpBody,
} from '@carseva/shared';
import type { AuthService } from './service';
import { clearSessionCookie, sessionToken, setSessionCookie } from './session-plugin';

const tags = ['auth'];

/** The forms check their fields in a fixed order and show the first failure; the API answers the same way. */
const firstErrorAsMessage = { firstErrorAsMessage: true };

const otpResponses = { 200: envelope(otpSent), 400: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse, 502: errorResponse, 503: errorResponse };
const verifyResponses = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse, 503: errorResponse };

export interface AuthRoutesOptions {
  auth: AuthService;
  secureCookies: boolean;
  /** What else the user may do (garage staff, admin): the staff module knows. */
  rolesOf: (user: AccountUser) => Promise<Roles>;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, secureCookies, rolesOf }) => {
  app.post(
    '/auth/otp/register',
    {
      config: firstErrorAsMessage,
      schema: { tags, summary: 'Sign-up, step 1: send an OTP to a new number', body: registerBody, response: otpResponses },
    },
    async (request) => {
      const { mobile_no, name, email, username } = request.body;
      const data = await auth.requestSignupOtp({ mobile_no, name, email, username }, request.ip);
      return { success: true as const, message: 'OTP sent successfully!', data };
    },
  );

  app.post(
    '/auth/otp/register/verify',
    {
      config: firstErrorAsMessage,
      schema: { tags, summary: 'Sign-up, step 2: confirm the OTP and create the account', body: verifyOtpBody, response: { 201: envelope(accountUser), ...verifyResponses } },
    },
    async (request, reply) => {
      const user = await auth.verifySignup(request.body, request.ip);
      return reply.code(201).send({ success: true as const, message: 'Registration successful! Please log in.', data: user });
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
      const { user, token, expiresAt } = await auth.verifyLogin(request.body, request.ip);
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
      return { success: true as const, data: { ...user, roles: await rolesOf(user) } };
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
};
