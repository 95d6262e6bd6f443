import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../testing/render-route';
import { confirmSession, loginPath, requireSession, safeNextPath, useSession } from './session';

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
    vi.stubGlobal('fetch', fakeApi(() => ({ status: 401, body: { success: false, code: 'SESSION_EXPIRED', message: 'Your session has expired. Please login again.' } })).fetch);
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
