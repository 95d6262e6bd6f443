import { describe, expect, it } from 'vitest';
import { GST_STATE_CODES } from './gst';
import { pincodeCanBeInState, stateOfPincode, statesOfPincode } from './pincodes';

describe('stateOfPincode', () => {
  it.each([
    ['110001', 'Delhi'],
    ['122002', 'Haryana'],
    ['141001', 'Punjab'],
    ['160017', 'Chandigarh'],
    ['171001', 'Himachal Pradesh'],
    ['190001', 'Jammu and Kashmir'],
    ['194101', 'Ladakh'],
    ['201301', 'Uttar Pradesh'],
    ['248001', 'Uttarakhand'],
    ['263001', 'Uttarakhand'],
    ['302017', 'Rajasthan'],
    ['380015', 'Gujarat'],
    ['396230', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['400001', 'Maharashtra'],
    ['403001', 'Goa'],
    ['452001', 'Madhya Pradesh'],
    ['492001', 'Chhattisgarh'],
    ['500081', 'Telangana'],
    ['520001', 'Andhra Pradesh'],
    ['560038', 'Karnataka'],
    ['600017', 'Tamil Nadu'],
    ['605001', 'Puducherry'],
    ['682001', 'Kerala'],
    ['682555', 'Lakshadweep'],
    ['700091', 'West Bengal'],
    ['737101', 'Sikkim'],
    ['744101', 'Andaman and Nicobar Islands'],
    ['751001', 'Odisha'],
    ['781001', 'Assam'],
    ['791111', 'Arunachal Pradesh'],
    ['793001', 'Meghalaya'],
    ['795001', 'Manipur'],
    ['796001', 'Mizoram'],
    ['797112', 'Nagaland'],
    ['799001', 'Tripura'],
    ['800001', 'Bihar'],
    ['834001', 'Jharkhand'],
  ])('places %s in %s', (pincode, state) => {
    expect(stateOfPincode(pincode)).toBe(state);
  });

  it.each(['999999', '000000', '900001', '350001', '100001', '865001', '12345', '1100011', '11000a', ''])('finds no civilian Indian PIN in %j', (pincode) => {
    expect(stateOfPincode(pincode)).toBeNull();
  });

  it('names only states the GST state codes know', () => {
    const everyState = new Set<string>();
    for (let prefix = 100; prefix <= 999; prefix++) {
      for (const suffix of ['000', '310', '520', '555', '999']) statesOfPincode(`${prefix}${suffix}`).forEach((s) => everyState.add(s));
    }
    expect([...everyState].filter((state) => !(state in GST_STATE_CODES))).toEqual([]);
    expect(everyState.size).toBe(Object.keys(GST_STATE_CODES).length);
  });
});

describe('pincodeCanBeInState', () => {
  it('accepts a pincode in its own state and refuses it elsewhere', () => {
    expect(pincodeCanBeInState('122002', 'Haryana')).toBe(true);
    expect(pincodeCanBeInState('400001', 'Haryana')).toBe(false);
    expect(pincodeCanBeInState('999999', 'Haryana')).toBe(false);
  });

  it('accepts either state of a prefix two states share', () => {
    expect(pincodeCanBeInState('160062', 'Chandigarh')).toBe(true);
    expect(pincodeCanBeInState('160062', 'Punjab')).toBe(true);
    expect(pincodeCanBeInState('247667', 'Uttarakhand')).toBe(true);
    expect(pincodeCanBeInState('247667', 'Uttar Pradesh')).toBe(true);
    expect(pincodeCanBeInState('247667', 'Haryana')).toBe(false);
  });
});
