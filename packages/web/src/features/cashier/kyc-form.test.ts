/** The /verify form's checks: the server's schema, 18 or older, and one PNG, JPEG or WebP image up to 5 MB. */
import { describe, expect, it } from 'vitest';
import { DOCUMENT_KIND, DOCUMENT_MISSING, DOCUMENT_TOO_LARGE, UNDER_18, documentProblem, latestAdultBirthDate, validateKyc } from './kyc-form';

const TODAY = new Date('2026-05-01T09:00:00Z');
const PNG = { type: 'image/png', size: 40_000 };
const fields = { legalName: 'Ada Lovelace', dateOfBirth: '1990-04-30', country: 'gb', address: '12 St James’s Square, London SW1Y 4JH' };

describe('validateKyc', () => {
  it('sends what the server expects, the country in capitals', () => {
    expect(validateKyc(fields, PNG, TODAY)).toEqual({ ok: true, fields: { ...fields, country: 'GB' } });
  });

  it('names every problem in the words the server uses and points at the first', () => {
    const checked = validateKyc({ legalName: ' ', dateOfBirth: '', country: '', address: 'x' }, null, TODAY);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.first).toBe('legalName');
    expect(checked.errors).toEqual({
      legalName: 'Please enter your legal name.',
      dateOfBirth: 'Please enter your date of birth like 1990-04-30.',
      country: 'Please choose a country.',
      address: 'Please enter your address.',
      document: DOCUMENT_MISSING,
    });
  });

  it('refuses anyone under 18 on the day, and takes them on their 18th birthday', () => {
    const under = validateKyc({ ...fields, dateOfBirth: '2008-05-02' }, PNG, TODAY);
    expect(under).toMatchObject({ ok: false, first: 'dateOfBirth', errors: { dateOfBirth: UNDER_18 } });
    expect(validateKyc({ ...fields, dateOfBirth: '2008-05-01' }, PNG, TODAY).ok).toBe(true);
  });
});

describe('documentProblem', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1_000 }, null],
    [{ type: 'image/webp', size: 5 * 1024 * 1024 }, null],
    [{ type: 'image/gif', size: 1_000 }, DOCUMENT_KIND],
    [{ type: 'application/pdf', size: 1_000 }, DOCUMENT_KIND],
    [{ type: 'image/png', size: 5 * 1024 * 1024 + 1 }, DOCUMENT_TOO_LARGE],
    [null, DOCUMENT_MISSING],
  ])('%j → %j', (file, problem) => expect(documentProblem(file)).toBe(problem));
});

describe('latestAdultBirthDate', () => {
  it('is the day 18 years ago, or 28 February when that day does not exist', () => {
    expect(latestAdultBirthDate(TODAY)).toBe('2008-05-01');
    expect(latestAdultBirthDate(new Date('2028-02-29T12:00:00Z'))).toBe('2010-02-28');
  });
});
