import { DollarInput } from '../../../components/ui/input';

/**
 * The deposit's and the withdrawal's amount box, in large type, inside a Field for `id`: described
 * by the field's error while there is one, by its hint otherwise. `onChange` gets the text as typed.
 */
export function AmountInput({
  id,
  value,
  placeholder,
  error,
  onChange,
}: {
  id: string;
  value: string;
  placeholder: string;
  error: string | null | undefined;
  onChange: (text: string) => void;
}) {
  return (
    <DollarInput
      id={id}
      inputSize="lg"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
      className="text-lg font-semibold"
    />
  );
}
