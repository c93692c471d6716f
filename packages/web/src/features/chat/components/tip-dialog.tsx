import { useId, useRef, useState, type FormEvent } from 'react';
import { formatCents, parseDollars } from '@lootforge/core/money';
import { TIP_AMOUNT_MESSAGE, TIP_DAILY_CENTS, TIP_MAX_CENTS, TIP_MIN_CENTS, TIP_MIN_LEVEL } from '@lootforge/core/rain';
import { Button } from '../../../components/ui/button';
import { DollarInput, Field, Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useSendTip, type TipRequest } from '../requests/send-tip';

type Target = 'player' | 'rain';

/**
 * Sends a tip (DESIGN §22): to a player by name or into the rain, from withdrawable money. One
 * Idempotency-Key per tip meant: kept while the player retries the same tip, new once it is sent.
 */
export function TipDialog({ open, onClose, toUserName }: { open: boolean; onClose: () => void; toUserName?: string }) {
  const id = useId();
  const [target, setTarget] = useState<Target>(toUserName ? 'player' : 'rain');
  const [userName, setUserName] = useState(toUserName ?? '');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const keyRef = useRef<string | null>(null);
  const send = useSendTip();

  function close() {
    setError(null);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    const amountCents = parseDollars(amount);
    if (target === 'player' && userName.trim().length === 0) return setError('Give the name of the player to tip.');
    if (amountCents === null || amountCents < TIP_MIN_CENTS || amountCents > TIP_MAX_CENTS) return setError(TIP_AMOUNT_MESSAGE);
    const tip: TipRequest = target === 'rain' ? { rain: true, amountCents } : { userName: userName.trim(), amountCents };
    keyRef.current ??= crypto.randomUUID();
    setError(null);
    send.mutate(
      { tip, idempotencyKey: keyRef.current },
      {
        onSuccess: ({ tip: sent }) => {
          keyRef.current = null;
          setAmount('');
          setUserName('');
          toast.success(sent.toUserName ? `You tipped ${sent.toUserName} ${formatCents(sent.amountCents)}.` : `You tipped ${formatCents(sent.amountCents)} into the rain.`);
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  }

  const option = (value: Target, label: string) => (
    <label
      className={cn(
        'flex flex-1 cursor-pointer items-center justify-center rounded-xl px-3 py-2 text-sm font-semibold ring-1 ring-inset has-focus-visible:outline-2 has-focus-visible:outline-cool',
        target === value ? 'bg-cool/15 text-cool ring-cool/50' : 'text-fg-muted ring-line-strong hover:bg-ink-800 hover:text-fg',
      )}
    >
      <input
        type="radio"
        name={`${id}-target`}
        value={value}
        checked={target === value}
        onChange={() => {
          setTarget(value);
          setError(null);
          keyRef.current = null;
        }}
        className="sr-only"
      />
      {label}
    </label>
  );

  return (
    <Modal
      open={open}
      onClose={close}
      size="sm"
      title={toUserName ? `Tip ${toUserName}` : 'Send a tip'}
      description={`From your withdrawable money: ${formatCents(TIP_MIN_CENTS)} to ${formatCents(TIP_MAX_CENTS)}, up to ${formatCents(TIP_DAILY_CENTS)} a day, from level ${TIP_MIN_LEVEL}.`}
      footer={
        <div className="flex w-full flex-col-reverse gap-2 sm:w-auto sm:flex-row">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} loading={send.isPending}>
            Send tip
          </Button>
        </div>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="flex flex-col gap-4">
        {toUserName ? null : (
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-fg">Send to</legend>
          <div className="flex gap-2">
            {option('rain', 'The rain')}
            {option('player', 'A player')}
          </div>
        </fieldset>
        )}
        {target === 'player' && !toUserName ? (
          <Field label="Player name" htmlFor={`${id}-name`}>
            <Input
              id={`${id}-name`}
              value={userName}
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              onChange={(event) => {
                setUserName(event.target.value);
                keyRef.current = null;
              }}
              placeholder="e.g. NovaRunner"
            />
          </Field>
        ) : null}
        <Field label="Amount" htmlFor={`${id}-amount`}>
          <DollarInput
            id={`${id}-amount`}
            value={amount}
            placeholder="5.00"
            onChange={(event) => {
              setAmount(event.target.value);
              keyRef.current = null;
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </Field>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
