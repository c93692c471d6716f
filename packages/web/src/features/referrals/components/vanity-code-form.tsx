import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { CodeInput, Field } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
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

  // The change is once only, so it is confirmed first (DESIGN §15).
  const [confirming, setConfirming] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    const checked = referralCodeChangeSchema.safeParse({ code });
    if (!checked.success) return refuse(checked.error.issues[0]?.message ?? 'Please check the code.');
    if (checked.data.code.toLowerCase() === current.toLowerCase()) return refuse('That is already your code.');
    setConfirming(checked.data.code);
  }

  function confirm(next: string) {
    change.mutate(next, {
      onSuccess: (summary) => {
        setConfirming(null);
        setCode('');
        setError(null);
        toast.success(`Your referral code is now ${summary.code}.`);
      },
      onError: (failure) => {
        setConfirming(null);
        refuse(readableError(failure));
      },
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
        <CodeInput
          id={`${id}-code`}
          value={code}
          maxLength={16}
          placeholder="e.g. LUCKYDAVE"
          error={error}
          onValueChange={(value) => {
            setCode(value);
            if (error) setError(null);
          }}
        />
      </Field>
      <Button type="submit" variant="secondary" className="sm:mt-6.5 sm:h-11" loading={change.isPending}>
        Change code
      </Button>
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={`Change your code to ${confirming ?? ''}?`}
        description={`You can change your referral code only once. Links with ${current} keep working and still bring new players to you.`}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              Keep {current}
            </Button>
            <Button loading={change.isPending} onClick={() => confirming && confirm(confirming)}>
              Change to {confirming}
            </Button>
          </>
        }
      />
    </form>
  );
}
