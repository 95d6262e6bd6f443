import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../testing/render-route';
import { api } from './api-client';
import { confirmSession, installSessionExpiryHandler, loginPath, requireSession, safeNextPath, useSession } from './session';

describe('returning after login', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/order/AB12CD?tab=1', '/order/AB12CD?tab=1'],
    ['//evil.example/phish', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    [null, '/'],
  ])('%s → %s', (next, expected) => expect(safeNextPath(next)).toBe(expected));

  it('carries the page to return to in the login address', () => {
    expect(loginPath('/checkout')).toBe('/login?next=%2Fcheckout');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath()).toBe('/login');
  });
});

describe('requireSession', () => {
  afterEach(() => useSession.getState().signOut());

  it('sends a visitor without a session to /login, remembering the page', () => {
    let thrown: unknown;
    try {
      requireSession({ request: new Request('http://localhost/profile/edit?x=1') });
    } catch (response) {
      thrown = response;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/login?next=%2Fprofile%2Fedit%3Fx%3D1');
  });

  it('remembers the page without its language: the router adds it back (a Hindi checkout is /checkout under /hi)', () => {
    let thrown: unknown;
    try {
      requireSession({ request: new Request('http://localhost/hi/checkout') });
    } catch (response) {
      thrown = response;
    }
    expect((thrown as Response).headers.get('location')).toBe('/login?next=%2Fcheckout');
  });

  it('lets a signed-in customer through', () => {
    useSession.getState().signIn({ id: 1, name: 'Priya Nair', username: 'priya_n', email: 'priya@example.in', mobile_no: '+919811122233' });
    expect(requireSession({ request: new Request('http://localhost/profile/edit') })).toBeNull();
  });
});

describe('confirmSession', () => {
  const remembered = { id: 1, name: 'Priya Nair', username: 'priya_n', email: 'priya@example.in', mobile_no: '+919811122233' };
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().signOut();
  });

  it('forgets a customer whose server session has ended, without sending them anywhere', async () => {
    useSession.getState().signIn(remembered);
    vi.stubGlobal(
      'fetch',
      fakeApi(() => ({ status: 401, body: { success: false, code: 'SESSION_EXPIRED', message: 'Your session has expired. Please login again.' } })).fetch,
    );
    await confirmSession();
    expect(useSession.getState().user).toBeNull();
  });

  it('refreshes a live session with what the server holds now', async () => {
    useSession.getState().signIn(remembered);
    vi.stubGlobal('fetch', fakeApi(() => ({ body: { success: true, data: { ...remembered, name: 'Priya S Nair' } } })).fetch);
    await confirmSession();
    expect(useSession.getState().user?.name).toBe('Priya S Nair');
  });

  it('keeps the customer when the server cannot be reached, and asks nothing when nobody is signed in', async () => {
    useSession.getState().signIn(remembered);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await confirmSession();
    expect(useSession.getState().user).toEqual(remembered);
    useSession.getState().signOut();
    const api = fakeApi(() => ({ body: { success: true } }));
    vi.stubGlobal('fetch', api.fetch);
    await confirmSession();
    expect(api.calls).toHaveLength(0);
  });
});

describe('a 401 answer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });
  const user = { id: 7, name: 'Ravi Kumar', username: 'ravi', email: 'ravi@example.in', mobile_no: '+919812345678' };
  const answer401 = () =>
    vi.stubGlobal('fetch', fakeApi(() => ({ status: 401, body: { success: false, code: 'UNAUTHENTICATED', message: 'Please login to continue.' } })).fetch);

  it('forgets the customer and sends them to login, back to where they were', async () => {
    const navigate = vi.fn();
    installSessionExpiryHandler(navigate);
    useSession.setState({ user });
    window.history.replaceState(null, '', '/orders?page=2');
    answer401();
    await api.get('/bookings').catch(() => undefined);
    expect(useSession.getState().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Forders%3Fpage%3D2', expect.objectContaining({ notice: expect.any(String) }));
  });

  it('on the logout page (a request racing the logout) forgets the customer and leaves the page to go to login itself', async () => {
    const navigate = vi.fn();
    installSessionExpiryHandler(navigate);
    useSession.setState({ user });
    window.history.replaceState(null, '', '/logout');
    answer401();
    await api.get('/auth/me').catch(() => undefined);
    expect(useSession.getState().user).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});
