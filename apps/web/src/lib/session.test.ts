import { afterEach, describe, expect, it } from 'vitest';
import { loginPath, requireSession, safeNextPath, useSession } from './session';

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
