import { describe, expect, it } from 'vitest';
import { statementNamer, withStatementName } from './named-statements';

describe('statement names', () => {
  it('names a text the same way every time, and different texts differently', () => {
    const nameOf = statementNamer();
    const first = nameOf('select * from bookings where id = $1');
    expect(first).toMatch(/^cs_[\w-]{20}$/);
    expect(nameOf('select * from bookings where id = $1')).toBe(first);
    expect(nameOf('select * from bookings where user_id = $1')).not.toBe(first);
  });

  it('names no new text once the cap is reached, and keeps naming those it already has', () => {
    const nameOf = statementNamer(2);
    const a = nameOf('select $1');
    nameOf('select $1, $2');
    expect(nameOf('select $1, $2, $3')).toBeUndefined();
    expect(nameOf('select $1')).toBe(a);
  });
});

describe('withStatementName', () => {
  const nameOf = statementNamer();

  it('names a parameterised text query, its values left to the driver', () => {
    expect(withStatementName('select $1::int', [1], nameOf)).toEqual({ text: 'select $1::int', name: nameOf('select $1::int') });
  });

  it('names a copy of a config object with values (given inside or beside it), leaving the caller’s object alone', () => {
    const config = { text: 'select $1::int', rowMode: 'array' };
    const named = withStatementName(config, [1], nameOf);
    expect(named).toEqual({ text: 'select $1::int', rowMode: 'array', name: nameOf('select $1::int') });
    expect(config).not.toHaveProperty('name');
    expect(withStatementName({ text: 'select $1::int', values: [2] }, undefined, nameOf)).toHaveProperty('name', nameOf('select $1::int'));
  });

  it('leaves statements without parameters (which may hold several statements), named configs and submittables as they are', () => {
    const migration = 'create table a (id int); create table b (id int)';
    expect(withStatementName(migration, undefined, nameOf)).toBe(migration);
    expect(withStatementName(migration, [], nameOf)).toBe(migration);
    const callback = () => {};
    expect(withStatementName('select 1', callback, nameOf)).toBe('select 1');
    const named = { text: 'select $1', name: 'mine', values: [1] };
    expect(withStatementName(named, undefined, nameOf)).toBe(named);
    const cursor = { text: 'select $1', values: [1], submit: () => {} };
    expect(withStatementName(cursor, undefined, nameOf)).toBe(cursor);
  });

  it('leaves a query unnamed once the cap is reached', () => {
    const full = statementNamer(0);
    expect(withStatementName('select $1', [1], full)).toBe('select $1');
  });
});
