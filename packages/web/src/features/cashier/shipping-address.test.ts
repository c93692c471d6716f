/** The shipping address form, checked with the server's own schema. */
import { describe, expect, it } from 'vitest';
import { addressLines, EMPTY_ADDRESS, validateAddress } from './shipping-address';

const ADDRESS = { name: 'Ada Lovelace', line1: '12 St James’s Square', line2: '', city: 'London', region: '', postcode: 'SW1Y 4JH', country: 'gb', phone: '+44 20 7946 0958' };

describe('validateAddress', () => {
  it('sends a complete address as the server reads it', () => {
    expect(validateAddress(ADDRESS)).toEqual({ ok: true, address: { ...ADDRESS, country: 'GB' } });
  });

  it('says what is missing, in order, and lets the optional lines be empty', () => {
    const checked = validateAddress(EMPTY_ADDRESS);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.first).toBe('name');
    expect(Object.keys(checked.errors).sort()).toEqual(['city', 'country', 'line1', 'name', 'phone', 'postcode']);
    expect(checked.errors.phone).toBe('Please enter a phone number for the courier, like +44 20 7946 0958.');
  });
});

describe('addressLines', () => {
  it('writes the address as a label does, skipping empty lines', () => {
    expect(addressLines({ ...ADDRESS, country: 'GB' }, () => 'United Kingdom')).toEqual(['Ada Lovelace', '12 St James’s Square', 'SW1Y 4JH London', 'United Kingdom']);
    expect(addressLines({ ...ADDRESS, line2: 'Flat 2', region: 'Greater London', country: 'GB' }, (code) => code)).toEqual([
      'Ada Lovelace',
      '12 St James’s Square',
      'Flat 2',
      'SW1Y 4JH London, Greater London',
      'GB',
    ]);
  });
});
