/**
 * The countries a phone number can be from, as libphonenumber knows them, named in English, and
 * the pickers' search over them: the phone field's dialling code (auth) and the country of an
 * address (verification, shipping).
 */
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import metadata from 'libphonenumber-js/min/metadata';

export type Country = { code: CountryCode; name: string; dial: string };

function countryName(names: Intl.DisplayNames | null, code: CountryCode): string {
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

let cachedCountries: Country[] | null = null;

/** Every country libphonenumber knows, named in English, sorted by name. */
export function allCountries(): Country[] {
  if (cachedCountries) return cachedCountries;
  const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
  cachedCountries = getCountries()
    .map((code) => ({ code, name: countryName(names, code), dial: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cachedCountries;
}

export function countryOf(code: CountryCode): Country {
  return allCountries().find((country) => country.code === code) ?? { code, name: code, dial: getCountryCallingCode(code) };
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The country a shared calling code belongs to first: +1 the United States, +44 the United Kingdom. */
function isMainCountry(country: Country): boolean {
  return metadata.country_calling_codes[country.dial]?.[0] === country.code;
}

function dialRank(country: Country, digits: string): number {
  if (country.dial !== digits) return 2;
  return isMainCountry(country) ? 0 : 1;
}

/** "ind" finds India and Indonesia; "+44" or "44" finds the United Kingdom first, then the islands that share it. */
export function searchCountries(countries: Country[], query: string): Country[] {
  const q = fold(query.trim());
  if (!q) return countries;
  const digits = q.replace(/^\+/, '').replace(/\s/g, '');
  if (/^\d+$/.test(digits)) {
    return countries
      .filter((country) => country.dial.startsWith(digits))
      .sort((a, b) => dialRank(a, digits) - dialRank(b, digits));
  }
  const starts = countries.filter((country) => fold(country.name).startsWith(q) || country.code.toLowerCase() === q);
  const contains = countries.filter((country) => !starts.includes(country) && fold(country.name).includes(q));
  return [...starts, ...contains];
}
