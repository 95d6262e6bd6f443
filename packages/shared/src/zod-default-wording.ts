/**
 * For tests: zod's own English issue messages ("Too big: expected string to have <=80 characters",
 * "Invalid input: expected number, received string"), which must never reach a person.
 */
export const ZOD_DEFAULT_WORDING =
  /Too (big|small)|Invalid (input|option|string|number|key|value|discriminator|ISO|email|element)|expected (string|number|int|boolean|array|object|one of)|received (undefined|null|string|number|NaN)|Unrecognized key|must match pattern|<=|>=|Invalid request/;
