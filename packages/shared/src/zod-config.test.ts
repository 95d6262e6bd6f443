import { afterEach, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { ZOD_DEFAULT_WORDING } from './zod-default-wording';

const Original = globalThis.Function;
afterEach(() => {
  globalThis.Function = Original;
});

describe('zod under a strict CSP', () => {
  it('loading the contract and parsing with it never constructs a Function (no eval probe, no compiled parser)', async () => {
    const constructed: unknown[][] = [];
    globalThis.Function = new Proxy(Original, {
      construct(target, args, newTarget) {
        constructed.push(args);
        return Reflect.construct(target, args, newTarget);
      },
      apply(target, self, args) {
        constructed.push(args);
        return Reflect.apply(target, self, args);
      },
    });
    const shared = await import('./index');
    const body = {
      service: 1,
      booking_date: '2026-03-03',
      booking_slot: 2,
      address: 'Flat 402, Tower B, Sector 15',
      pincode: '122001',
      car_model: 3,
      payment_mode: 'cod',
    };
    for (let i = 0; i < 3; i++) expect(shared.bookingBody.safeParse(body).success).toBe(true);
    expect(shared.mobileNumber.safeParse('9812340000').success).toBe(true);
    expect(constructed).toEqual([]);
  });
});

describe('zod speaks to people', () => {
  it('says each kind of problem as a sentence, with limits in Indian digit grouping', async () => {
    const { z } = await import('zod');
    await import('./index');
    const messageOf = (schema: ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
    expect(messageOf(z.string().max(80), 'x'.repeat(81))).toBe('Please keep this to 80 characters or fewer');
    expect(messageOf(z.string().min(10), 'short')).toBe('Please enter at least 10 characters');
    expect(messageOf(z.string().min(1), '')).toBe('This is required');
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('This is required');
    expect(messageOf(z.number().max(500_000), 900_000)).toBe('Please enter 5,00,000 or less');
    expect(messageOf(z.number().min(0), -50)).toBe('Please enter 0 or more');
    expect(messageOf(z.number().positive(), 0)).toBe('Please enter more than 0');
    expect(messageOf(z.number(), 'abc')).toBe('Please enter a number');
    expect(messageOf(z.number().int(), 1.5)).toBe('Please enter a whole number');
    expect(messageOf(z.string(), 42)).toBe('Please enter this as text');
    expect(messageOf(z.boolean(), 'yes')).toBe('Please choose yes or no');
    expect(messageOf(z.enum(['flat', 'percent']), 'free')).toBe('Please choose one of the options');
    expect(messageOf(z.email(), 'ravi@')).toBe('Please enter a valid email address');
    expect(messageOf(z.array(z.number()).min(1), [])).toBe('Please choose at least one');
    expect(messageOf(z.array(z.number()).max(3), [1, 2, 3, 4])).toBe('Please choose at most 3');
    expect(messageOf(z.strictObject({}), { extra: 1 })).not.toMatch(/extra/);
  });

  it("keeps a schema's own message", async () => {
    const { z } = await import('zod');
    await import('./index');
    expect(z.string().max(80, 'Name is too long').safeParse('x'.repeat(81)).error?.issues[0]?.message).toBe('Name is too long');
    expect(z.string({ error: 'Phone number is required' }).safeParse(undefined).error?.issues[0]?.message).toBe('Phone number is required');
  });

  it('says rupee bounds as amounts where the schema is in rupees', async () => {
    const { z } = await import('zod');
    const { inRupees } = await import('./index');
    const price = z.number({ error: inRupees }).int().min(1).max(500_000);
    expect(price.safeParse(900_000).error?.issues[0]?.message).toBe('Please enter an amount of ₹5,00,000 or less');
    expect(price.safeParse(-50).error?.issues[0]?.message).toBe('Please enter an amount of ₹1 or more');
    expect(price.safeParse(99.5).error?.issues[0]?.message).toBe('Please enter whole rupees, without paise');
    expect(price.safeParse('abc').error?.issues[0]?.message).toBe('Please enter a number');
  });

  it("no schema of the contract answers hostile values in zod's words", async () => {
    const { z } = await import('zod');
    const shared = await import('./index');
    const hostile: unknown[] = [undefined, null, 'abc', '', 'x'.repeat(5000), -50, 1e12, 1.5, Number.NaN, true, [], [{}], {}, { a: 1 }];
    const schemas = Object.entries(shared as Record<string, unknown>).filter((entry): entry is [string, ZodType] => entry[1] instanceof z.ZodType);
    expect(schemas.length).toBeGreaterThan(50);
    const raw: string[] = [];
    for (const [name, schema] of schemas) {
      for (const value of hostile) {
        for (const issue of schema.safeParse(value).error?.issues ?? []) {
          if (ZOD_DEFAULT_WORDING.test(issue.message)) raw.push(`${name}(${JSON.stringify(value)?.slice(0, 20)}) ${issue.path.join('.')}: ${issue.message}`);
        }
      }
    }
    expect(raw).toEqual([]);
  });
});
