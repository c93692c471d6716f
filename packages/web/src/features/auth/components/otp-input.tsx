import { OTPInput, REGEXP_ONLY_DIGITS, type SlotProps } from 'input-otp';
import { cn } from '../../../lib/cn';

/**
 * The code boxes (DESIGN §6), one digit each. input-otp keeps one real input under them, so typing,
 * Backspace, pasting a whole code and the phone's "From Messages" autofill all behave as a text
 * field does; the boxes only draw its value.
 */
export function OtpInput({
  value,
  onChange,
  length = 6,
  label,
  disabled = false,
}: {
  value: string;
  onChange: (value: string) => void;
  length?: number;
  label: string;
  disabled?: boolean;
}) {
  return (
    <OTPInput
      value={value}
      onChange={onChange}
      maxLength={length}
      pattern={REGEXP_ONLY_DIGITS}
      inputMode="numeric"
      autoComplete="one-time-code"
      aria-label={label}
      disabled={disabled}
      containerClassName={cn('flex justify-between gap-2 sm:gap-3', disabled && 'opacity-55')}
      render={({ slots }) => slots.map((slot, index) => <DigitBox key={index} slot={slot} />)}
    />
  );
}

function DigitBox({ slot }: { slot: SlotProps }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'relative grid h-14 w-full max-w-14 min-w-0 place-items-center rounded-xl border bg-ink-950/60 text-2xl font-bold text-fg tabular-nums transition-colors',
        slot.isActive ? 'border-cool outline-2 outline-cool/40' : 'border-line-strong',
      )}
    >
      {slot.char}
      {slot.hasFakeCaret ? <span className="absolute h-7 w-px animate-pulse bg-fg" /> : null}
    </div>
  );
}
