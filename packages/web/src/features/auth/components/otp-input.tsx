import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn';

/**
 * Six single-digit boxes (spec: email code boxes, one digit each). Typing moves forward,
 * Backspace moves back, pasting a code fills every box. Controlled: `value` is the digits typed,
 * a space standing for a blank box between digits.
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
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  // A blank box inside the code is a space in `value`, so later digits keep their places.
  const digits = Array.from({ length }, (_, index) => (value[index] ?? '').trim());
  const join = (boxes: string[]) => boxes.map((box) => box || ' ').join('').trimEnd().slice(0, length);

  function focusBox(index: number) {
    inputs.current[Math.max(0, Math.min(length - 1, index))]?.focus();
  }

  function setDigit(index: number, digit: string) {
    const next = digits.slice();
    next[index] = digit;
    onChange(join(next));
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      setDigit(index - 1, '');
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function fillFrom(index: number, text: string) {
    const next = digits.slice();
    const chars = text.slice(0, length - index).split('');
    chars.forEach((char, offset) => {
      next[index + offset] = char;
    });
    onChange(join(next));
    focusBox(index + chars.length);
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, length);
    if (!pasted) return;
    event.preventDefault();
    // A whole code fills every box; a few digits go where the cursor is.
    if (pasted.length === length) {
      onChange(pasted);
      focusBox(length - 1);
    } else {
      fillFrom(Number(event.currentTarget.dataset.index ?? 0), pasted);
    }
  }

  return (
    <div role="group" aria-label={label} className="flex justify-between gap-2 sm:gap-3">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          value={digit}
          data-index={index}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]"
          maxLength={1}
          aria-label={`Digit ${index + 1} of ${length}`}
          onChange={(event) => {
            const typed = event.target.value.replace(/\D/g, '');
            if (typed.length > 2) {
              // Autofill (iOS "From Messages") puts the whole code into one box: spread it out.
              fillFrom(index, typed);
              return;
            }
            const digit = typed.slice(-1);
            setDigit(index, digit);
            if (digit) focusBox(index + 1);
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          className={cn(
            'h-14 w-full min-w-0 max-w-14 rounded-xl border border-line-strong bg-ink-950/60 text-center text-2xl font-bold text-fg tabular-nums',
            'transition-colors focus:border-cool focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-cool/40',
            'disabled:opacity-55',
          )}
        />
      ))}
    </div>
  );
}
