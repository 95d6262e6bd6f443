import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import { AUTH_ERRORS, type AuthService, type SignedIn } from './service';

export const SESSION_COOKIE = 'carseva_session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved once per request by requireUser/optionalUser. */
    signedIn: Promise<SignedIn | null> | null;
  }
}

/** The session token a request carries: `Authorization: Bearer …` first, else the cookie. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

/**
 * A cookie rides along with cross-site requests; a bearer token does not. So a state-changing request
 * that carries our cookie must show it came from our own pages: Sec-Fetch-Site same-origin (or none:
 * typed by the user), or else an Origin naming this host. Clients that send neither are not browsers.
 */
function fromOurOrigin(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

export interface SessionPluginOptions {
  auth: AuthService;
  /** Secure cookies (HTTPS only): on in production. */
  secureCookies: boolean;
}

/**
 * Reads the session from the cookie or bearer token, for every module: `app.requireUser(request, reply)`
 * gives the signed-in user or answers 401; `app.optionalUser` gives it or null.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, { auth, secureCookies }: SessionPluginOptions) => {
  await app.register(cookie);
  app.decorateRequest('signedIn', null);

  // A callback hook, not an async one: every request runs it, and it has nothing to wait for.
  app.addHook('onRequest', (request, _reply, done) => {
    const crossSite =
      !SAFE_METHODS.has(request.method) &&
      request.cookies[SESSION_COOKIE] !== undefined &&
      !request.headers.authorization?.startsWith('Bearer ') &&
      !fromOurOrigin(request);
    done(crossSite ? new AppError(403, 'CROSS_SITE_REQUEST', 'This request did not come from the CarSeva site.') : undefined);
  });

  async function optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<SignedIn | null> {
    request.signedIn ??= (async () => {
      const token = sessionToken(request);
      if (!token) return null;
      const signedIn = await auth.authenticate(token);
      if (signedIn?.renewedUntil && request.cookies[SESSION_COOKIE] === token) {
        setSessionCookie(reply, token, signedIn.renewedUntil, secureCookies);
      }
      return signedIn;
    })();
    return request.signedIn;
  }

  app.decorate('optionalUser', optionalUser);
  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply): Promise<SignedIn> => {
    const signedIn = await optionalUser(request, reply);
    if (signedIn) return signedIn;
    throw sessionToken(request)
      ? new AppError(401, 'SESSION_EXPIRED', AUTH_ERRORS.sessionExpired)
      : new AppError(401, 'UNAUTHENTICATED', AUTH_ERRORS.notSignedIn);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<SignedIn | null>;
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<SignedIn>;
  }
}
