import type { CountryCode } from 'libphonenumber-js';
import { CountryChip, CountryList } from '../../../components/ui/country-select';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { countryOf } from '../../../lib/countries';

/**
 * A searchable country list in a popover, for the phone number's dialling code. The trigger is a
 * button showing the code; the list (shared with CountrySelect) finds a country by name or by code.
 */
export function CountryPicker({
  value,
  onChange,
  disabled = false,
  className,
}: {
  value: CountryCode;
  onChange: (code: CountryCode) => void;
  disabled?: boolean;
  className?: string;
}) {
  const selected = countryOf(value);

  return (
    <CountryList
      value={value}
      onChange={onChange}
      searchPlaceholder="Country name or code, e.g. India or +91"
      showDial
      className={cn('static', className)}
      trigger={(triggerProps, open) => (
        <button
          type="button"
          disabled={disabled}
          {...triggerProps}
          className="flex h-full items-center gap-2 rounded-l-xl pr-2.5 pl-3 text-sm font-semibold text-fg transition-colors hover:bg-ink-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-cool disabled:cursor-not-allowed disabled:opacity-55"
        >
          <CountryChip code={selected.code} />
          {/* Named "Country: India +91": what it is, and the dialling code as it reads on screen. */}
          <span className="sr-only">Country: {selected.name} </span>
          <span className="tabular-nums">+{selected.dial}</span>
          <ChevronDownIcon strokeWidth={2} className={cn('size-4 text-fg-subtle transition-transform', open && 'rotate-180')} />
        </button>
      )}
    />
  );
}
