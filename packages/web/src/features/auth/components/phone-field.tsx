import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { cn } from '../../../lib/cn';
import { CountryPicker } from './country-picker';

export const DEFAULT_COUNTRY: CountryCode = 'IN';

/**
 * The number as the server wants it (E.164, "+919812345678"), or null when it cannot be a
 * phone number at all. A number typed with its own "+code" wins over the picked country.
 */
export function toE164(country: CountryCode, text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const parsed = trimmed.startsWith('+') ? parsePhoneNumberFromString(trimmed) : parsePhoneNumberFromString(trimmed, country);
  return parsed?.isPossible() ? parsed.number : null;
}

/** "+91 98123 45678" for showing a number back to its owner. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** The country a "+…" number belongs to, when it says. */
export function countryOfNumber(text: string): CountryCode | undefined {
  if (!text.trim().startsWith('+')) return undefined;
  return parsePhoneNumberFromString(text.trim())?.country;
}

/** A phone number box with the searchable country picker in front of it. */
export function PhoneField({
  id,
  country,
  onCountryChange,
  value,
  onChange,
  disabled = false,
  describedBy,
}: {
  id: string;
  country: CountryCode;
  onCountryChange: (code: CountryCode) => void;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <div
      className={cn(
        'relative flex h-12 items-stretch rounded-xl border border-line-strong bg-ink-950/60 transition-colors',
        'focus-within:border-cool hover:border-ink-500',
        disabled && 'opacity-70',
      )}
    >
      <CountryPicker value={country} onChange={onCountryChange} disabled={disabled} />
      <span aria-hidden="true" className="my-2.5 w-px bg-line-strong" />
      <input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={value}
        disabled={disabled}
        aria-describedby={describedBy}
        placeholder={country === 'IN' ? '98765 43210' : 'Phone number'}
        onChange={(event) => onChange(event.target.value.replace(/[^\d+\-() ]/g, ''))}
        onBlur={() => {
          const detected = countryOfNumber(value);
          if (detected && detected !== country) onCountryChange(detected);
        }}
        className="min-w-0 flex-1 rounded-r-xl bg-transparent px-3.5 text-base tracking-wide text-fg tabular-nums placeholder:text-fg-subtle focus:outline-none disabled:cursor-not-allowed sm:text-sm"
      />
    </div>
  );
}
