import type { AccountUser } from '@carseva/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { redirect } from 'react-router';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { ApiError, request, setUnauthorizedHandler } from './api-client';
import { translate } from './i18n';
import { pathWithoutLanguage } from './language-path';

/**
 * Who is signed in, as the login answer described them (kept in the browser, so without settings that
 * change meanwhile). The session itself is an HttpOnly cookie.
 */
export type SessionUser = Omit<AccountUser, 'sms_updates' | 'whatsapp_opt_in_at' | 'language'>;

interface SessionState {
  user: SessionUser | null;
  signIn(user: SessionUser): void;
  signOut(): void;
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      signIn: (user) => set({ user }),
      signOut: () => set({ user: null }),
    }),
    { name: 'carseva-session' },
  ),
);

/** Where to go after logging in: only a path on this site, never another origin ("//evil.example"). */
export function safeNextPath(raw: string | null | undefined): string {
  return raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\') ? raw : '/';
}

/** The login page, remembering the page to come back to. */
export function loginPath(next?: string): string {
  return next && safeNextPath(next) !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login';
}

/** A route loader for login-required screens: no signed-in user, no screen, straight to /login. */
export function requireSession({ request }: { request: Request }) {
  if (useSession.getState().user) return null;
  const url = new URL(request.url);
  // The router's paths have no language prefix (it is the basename): /hi/checkout comes back as /checkout, under /hi.
  throw redirect(loginPath(pathWithoutLanguage(url.pathname) + url.search));
}

/** Why the login page was shown, when it was not the customer's own choice. */
export interface LoginNotice {
  notice?: string;
}

/** Pages that expect the session to end: a 401 answered there sends nobody anywhere. */
const SIGNED_OUT_PAGES = ['/login', '/logout'];

/**
 * Any 401 means the server-side session is gone: forget the user and ask for a fresh login. On the
 * logout page a request still in flight (the start-up session check, a query) may answer 401 once
 * the logout has gone through; the page itself moves on to the login.
 */
export function installSessionExpiryHandler(navigate: (to: string, state: LoginNotice) => void) {
  setUnauthorizedHandler(() => {
    useSession.getState().signOut();
    if (SIGNED_OUT_PAGES.includes(pathWithoutLanguage(window.location.pathname))) return;
    navigate(loginPath(pathWithoutLanguage(window.location.pathname) + window.location.search), { notice: translate('common.errors.sessionExpired') });
  });
}

/**
 * The browser remembers who signed in, but the session may have ended meanwhile (expired, logged
 * out elsewhere). On start, ask the server once: refresh the user if it holds, forget them quietly if not.
 */
export async function confirmSession(): Promise<void> {
  if (!useSession.getState().user) return;
  try {
    const { data } = await request<SessionUser>('/auth/me', { allowUnauthorized: true });
    useSession.getState().signIn(data);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) useSession.getState().signOut();
  }
}

/** Ends the session on the server, then forgets everything the client held about the customer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await request('/auth/logout', { method: 'POST', allowUnauthorized: true }).catch(() => undefined);
    useSession.getState().signOut();
    queryClient.clear();
  }, [queryClient]);
}
