import { describe, expect, it } from 'vitest';
import { queryOf } from './use-url-query';

describe('queryOf', () => {
  it('keeps the filters given and drops an empty one, which the server would refuse', () => {
    expect(queryOf(new URLSearchParams('city=&sort=name&page=2'))).toEqual({ sort: 'name', page: '2' });
    expect(queryOf(new URLSearchParams('city=4'))).toEqual({ city: '4' });
  });
});
