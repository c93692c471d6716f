import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { referralCodeChangeSchema } from '@lootforge/core/contracts/referrals';
import { readableError } from '../../../lib/readable-error';
import { useChangeReferralCode } from '../requests/change-referral-code';

/**
 * The one change to a vanity code: checked with the server's own rule first, then sent; a refusal
 * (taken, already changed) shows under the field and as a toast.
 */
export function VanityCodeForm({ current }: { current: string }) {
  const id = useId();
  const change = useChangeReferralCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  function refuse(message: string) {
    setError(message);
    toast.error(message);
    document.getElementById(`${id}-code`)?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    const checked = referralCodeChangeSchema.safeParse({ code });
    if (!checked.success) return refuse(checked.error.issues[0]?.message ?? 'Please check the code.');
    if (checked.data.code === current) return refuse('That is already your code.');
    change.mutate(checked.data.code, {
      onSuccess: (summary) => {
        setCode('');
        setError(null);
        toast.success(`Your referral code is now ${summary.code}.`);
      },
      onError: (failure) => refuse(readableError(failure)),
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <Field
        className="flex-1"
        label="Vanity code"
        htmlFor={`${id}-code`}
        hint="3–16 letters and digits. You can change your code once."
        error={error}
      >
        <Input
          id={`${id}-code`}
          value={code}
          maxLength={16}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. LUCKYDAVE"
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-code-error` : `${id}-code-hint`}
          onChange={(event) => {
            setCode(event.target.value);
            if (error) setError(null);
          }}
        />
      </Field>
      <Button type="submit" variant="secondary" className="sm:mt-6.5 sm:h-11" loading={change.isPending}>
        Change code
      </Button>
    </form>
  );
}
