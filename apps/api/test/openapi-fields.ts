import { bookingPayload, bookingTestApp, TOMORROW, type BookingTestApp } from './bookings-helpers';

/** Walking the API's OpenAPI document (generated from the routes' zod schemas) to send every field of every route values. */
export type Who = { headers: Record<string, string>; userId: number; phone: string };
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  additionalProperties?: Schema | boolean;
  propertyNames?: Schema;
};
export type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

const isNumeric = (schema: Schema) => ([] as string[]).concat(schema.type ?? []).some((t) => t === 'integer' || t === 'number');
const isLeaf = (schema: Schema) => {
  const types = ([] as string[]).concat(schema.type ?? []);
  return !schema.anyOf && !schema.oneOf && !schema.allOf && !types.includes('object') && !types.includes('array');
};

/** Leaves of a schema that `wanted` picks, as paths into a value ('' = the value itself; '[]' = an array's first item). */
function leaves(schema: Schema | undefined, wanted: (schema: Schema) => boolean, at: string[]): { path: string[]; schema: Schema }[] {
  if (!schema) return [];
  if (wanted(schema)) return [{ path: at, schema }];
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (alternatives.length > 0) return alternatives.flatMap((alt) => leaves(alt, wanted, at));
  if (schema.items) return leaves(schema.items, wanted, [...at, '[]']);
  const fromProps = Object.entries(schema.properties ?? {}).flatMap(([key, value]) => leaves(value, wanted, [...at, key]));
  if (typeof schema.additionalProperties === 'object') return [...fromProps, ...leaves(schema.additionalProperties, wanted, [...at, 'hatchback'])];
  return fromProps;
}

/** Numeric leaves of a schema. */
export const numericPaths = (schema: Schema | undefined, at: string[] = []) => leaves(schema, isNumeric, at);
/** Every leaf of a schema (strings, numbers, booleans, enums), each path once. */
export function leafPaths(schema: Schema | undefined): { path: string[]; schema: Schema }[] {
  const seen = new Set<string>();
  return leaves(schema, isLeaf, []).filter((leaf) => !seen.has(leaf.path.join('.')) && seen.add(leaf.path.join('.')));
}

/** A plausible value for a schema (enough for most bodies to pass; the known routes have bodies in validBodies). */
export function sample(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter((alt) => alt.type !== 'null');
  if (alternatives.length > 0) return sample(alternatives[0]);
  const type = ([] as string[]).concat(schema.type ?? []).find((t) => t !== 'null');
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return [sample(schema.items)];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]));
    case 'string':
      if (schema.format === 'date-time') return `${TOMORROW}T10:00:00+05:30`;
      if (schema.pattern?.includes('[6-9]')) return '9812340000';
      if (schema.pattern?.includes('\\d{4}-')) return TOMORROW;
      return 'Sample text value'.padEnd(Math.max(schema.minLength ?? 0, 17), 'x');
    default:
      return undefined;
  }
}

export function setAt(target: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (head === '[]') {
    const list = Array.isArray(target) && target.length > 0 ? [...target] : [undefined];
    list[0] = setAt(list[0], rest, value);
    return list;
  }
  const object = target && typeof target === 'object' ? { ...(target as Record<string, unknown>) } : {};
  object[head!] = setAt(object[head!], rest, value);
  return object;
}

export const bodySchema = (op: Operation) => op.requestBody?.content['application/json']?.schema;

/** Every documented route with its operation. */
export const routesOf = (paths: Record<string, Record<string, Operation>>) =>
  Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );

/** Bodies that pass validation as they are, so a bad value in one field is what the route meets. */
export function validBodies(g: Awaited<ReturnType<BookingTestApp['garage']>>): Record<string, Record<string, unknown>> {
  return {
    'POST /api/v1/contact/lead': { phone: '9812340000', city: 1, car_model: 1 },
    'POST /api/v1/bookings': bookingPayload(g),
    'POST /api/v1/bookings/quote': { services: [g.offerings[0]!.id], car_model: g.carModel },
    'POST /api/v1/me/cars': { car_model: g.carModel, fuel_type: 'Petrol' },
    'PATCH /api/v1/me/cars/{id}': { car_model: g.carModel },
    'POST /api/v1/admin/garages': {
      name: 'Sharma Motors',
      city_id: 1,
      locality: 'Andheri East',
      full_address: 'Shop 4, Marol Naka, Andheri East, Mumbai',
      pincode: '400059',
      latitude: 19.11,
      longitude: 72.88,
      phone: '9812340001',
      service_ids: [1],
    },
    'PATCH /api/v1/admin/garages/{id}': { city_id: 1 },
    'POST /api/v1/admin/coupons': { code: 'BOUND1', kind: 'flat', value: 100 },
    'PUT /api/v1/partner/garages/{id}/slots': { slots: [{ start_time: '21:00', end_time: '22:00', capacity: 1 }] },
    'PUT /api/v1/partner/garages/{id}/offerings': { offerings: [{ id: g.offerings[0]!.id, prices: { hatchback: { price: 900 } } }] },
    'POST /api/v1/partner/garages/{id}/closures': { date: TOMORROW, slot: g.slots[0]!.id, reason: 'Staff training' },
    'POST /api/v1/bookings/{trackingId}/reschedule': { booking_date: TOMORROW, booking_slot: g.slots[0]!.id },
  };
}

/** An admin who also owns the garage, so partner and admin routes get past their checks to validation. */
export async function adminOwningGarage(ctx: BookingTestApp, mobile: string, g: Awaited<ReturnType<BookingTestApp['garage']>>): Promise<Who> {
  const admin = await ctx.customer(mobile);
  const res = await ctx.request('POST', `/api/v1/admin/garages/${g.garageId}/staff`, admin.headers, { mobile_no: admin.phone.slice(3), role: 'owner' });
  if (res.statusCode !== 201) throw new Error(`staff: ${res.body}`);
  return admin;
}

/**
 * An app on its own database, an admin who also owns its first garage, the routes of its OpenAPI
 * document and a valid body for each: what a test that walks every documented route starts from.
 */
export async function appWithDocumentedRoutes(adminMobile: string) {
  const ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${adminMobile}` } });
  const g = await ctx.garage(0);
  const admin = await adminOwningGarage(ctx, adminMobile, g);
  const paths: Record<string, Record<string, Operation>> = (await ctx.app.inject({ url: '/api/docs/json' })).json().paths;
  return { ctx, admin, paths, validBodies: validBodies(g) };
}
