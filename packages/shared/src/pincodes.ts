/**
 * Which state or union territory an Indian PIN code belongs to, from its postal-circle prefix.
 *
 * A PIN's first digit is its zone (1–8 civilian, 9 the Army Postal Service), its first two or three
 * digits the postal circle. Circles follow states closely but not exactly: a few prefixes hold post
 * offices of two states (Mohali under Chandigarh's 160, Roorkee under Saharanpur's 247, Diu under
 * Gujarat's 362 …). Those prefixes list every state they can be, the one most of their offices are in
 * first. Sources: India Post's PIN code directory (circle and region prefixes), as published.
 * State names are exactly the keys of GST_STATE_CODES.
 */

const UP = 'Uttar Pradesh';
const UK = 'Uttarakhand';
const DNHDD = 'Dadra and Nagar Haveli and Daman and Diu';

/** [first PIN prefix, last PIN prefix (same length), the states it can be, most likely first]. */
type PrefixRange = readonly [from: string, to: string, states: readonly string[]];

/** The longest matching prefix wins, so a narrower row overrides its circle's row. */
const PREFIX_RANGES: readonly PrefixRange[] = [
  // Zone 1: Delhi, Haryana, Punjab, Chandigarh, Himachal Pradesh, Jammu and Kashmir, Ladakh.
  ['11', '11', ['Delhi']],
  ['12', '13', ['Haryana']],
  ['14', '15', ['Punjab']],
  ['160', '160', ['Chandigarh', 'Punjab']], // 160 also serves Mohali (SAS Nagar), Punjab
  ['17', '17', ['Himachal Pradesh']],
  ['18', '19', ['Jammu and Kashmir']],
  ['194', '194', ['Ladakh']],
  // Zone 2: Uttar Pradesh and Uttarakhand (carved out of UP's circle, so several prefixes are shared).
  ['20', '28', [UP]],
  ['244', '244', [UP, UK]], // Moradabad, UP; Kashipur and Ramnagar, Uttarakhand
  ['2447', '2447', [UK, UP]],
  ['246', '246', [UK, UP]], // Garhwal, Uttarakhand; Bijnor (2467xx), UP
  ['2467', '2467', [UP, UK]],
  ['247', '247', [UP, UK]], // Saharanpur and Muzaffarnagar, UP; Roorkee (2476xx), Uttarakhand
  ['2476', '2476', [UK, UP]],
  ['248', '249', [UK]],
  ['262', '262', [UP, UK]], // Pilibhit and Lakhimpur, UP; Pithoragarh, Champawat, Khatima, Uttarakhand
  ['2623', '2625', [UK, UP]],
  ['263', '263', [UK]],
  // Zone 3: Rajasthan, Gujarat, Dadra and Nagar Haveli and Daman and Diu.
  ['30', '34', ['Rajasthan']],
  ['36', '39', ['Gujarat']],
  ['3625', '3625', ['Gujarat', DNHDD]], // Diu is 362520 among Gujarat's Una offices
  ['36252', '36252', [DNHDD, 'Gujarat']],
  ['396', '396', ['Gujarat', DNHDD]], // Valsad and Vapi, Gujarat; Daman and Silvassa (3962xx)
  ['3962', '3962', [DNHDD, 'Gujarat']],
  // Zone 4: Maharashtra, Goa, Madhya Pradesh, Chhattisgarh.
  ['40', '44', ['Maharashtra']],
  ['403', '403', ['Goa']],
  ['45', '48', ['Madhya Pradesh']],
  ['49', '49', ['Chhattisgarh']],
  // Zone 5: Telangana, Andhra Pradesh, Karnataka.
  ['50', '50', ['Telangana']],
  ['51', '53', ['Andhra Pradesh']],
  ['53346', '53346', ['Puducherry', 'Andhra Pradesh']], // Yanam
  ['56', '59', ['Karnataka']],
  // Zone 6: Tamil Nadu, Puducherry, Kerala, Lakshadweep.
  ['60', '64', ['Tamil Nadu']],
  ['605', '605', ['Puducherry', 'Tamil Nadu']], // Puducherry town and Villupuram's offices
  ['6096', '6096', ['Puducherry', 'Tamil Nadu']], // Karaikal
  ['67', '69', ['Kerala']],
  ['67331', '67331', ['Puducherry', 'Kerala']], // Mahe
  ['68255', '68255', ['Lakshadweep']],
  // Zone 7: West Bengal, Sikkim, Andaman and Nicobar, Odisha, Assam and the North East.
  ['70', '74', ['West Bengal']],
  ['737', '737', ['Sikkim']],
  ['744', '744', ['Andaman and Nicobar Islands']],
  ['75', '77', ['Odisha']],
  ['78', '78', ['Assam']],
  ['790', '792', ['Arunachal Pradesh']],
  ['793', '794', ['Meghalaya']],
  ['795', '795', ['Manipur']],
  ['796', '796', ['Mizoram']],
  ['797', '798', ['Nagaland']],
  ['799', '799', ['Tripura']],
  // Zone 8: Bihar and Jharkhand (one circle until 2000; Jharkhand's districts keep their prefixes).
  ['80', '85', ['Bihar']],
  ['813', '813', ['Bihar', 'Jharkhand']], // Bhagalpur and Banka, Bihar, beside Godda and Deoghar
  ['814', '814', ['Jharkhand', 'Bihar']],
  ['815', '816', ['Jharkhand']],
  ['822', '822', ['Jharkhand']],
  ['825', '829', ['Jharkhand']],
  ['831', '835', ['Jharkhand']],
];

const STATES_BY_PREFIX: ReadonlyMap<string, readonly string[]> = new Map(
  PREFIX_RANGES.flatMap(([from, to, states]) => {
    const prefixes: [string, readonly string[]][] = [];
    for (let p = Number(from); p <= Number(to); p++) prefixes.push([String(p), states]);
    return prefixes;
  }),
);

const LONGEST_PREFIX = Math.max(...PREFIX_RANGES.map(([from]) => from.length));
const SIX_DIGITS = /^\d{6}$/;

/** Every state a PIN code can belong to, most likely first; empty for no civilian Indian PIN. */
export function statesOfPincode(pincode: string): readonly string[] {
  if (!SIX_DIGITS.test(pincode)) return [];
  for (let length = LONGEST_PREFIX; length >= 2; length--) {
    const states = STATES_BY_PREFIX.get(pincode.slice(0, length));
    if (states) return states;
  }
  return [];
}

/**
 * The state or union territory of a PIN code (where a prefix spans two, the one most of its offices
 * are in), or null for a number that is no civilian Indian PIN (000000, 999999, an Army Postal
 * Service 9xxxxx, an unallocated prefix such as 35xxxx).
 */
export const stateOfPincode = (pincode: string): string | null => statesOfPincode(pincode)[0] ?? null;

/** Whether a PIN code can belong to the state (true for either state of a shared prefix). */
export const pincodeCanBeInState = (pincode: string, state: string): boolean => statesOfPincode(pincode).includes(state);
