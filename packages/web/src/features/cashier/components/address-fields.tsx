import { CountrySelect } from '../../../components/ui/country-select';
import { Field, Input } from '../../../components/ui/input';
import type { AddressErrors, AddressField, AddressValues } from '../shipping-address';

const TEXT_FIELDS: ReadonlyArray<{
  field: Exclude<AddressField, 'country'>;
  label: string;
  autoComplete: string;
  span?: boolean;
  maxLength: number;
}> = [
  { field: 'name', label: 'Full name', autoComplete: 'shipping name', span: true, maxLength: 120 },
  { field: 'line1', label: 'Address line 1', autoComplete: 'shipping address-line1', span: true, maxLength: 200 },
  { field: 'line2', label: 'Address line 2 (optional)', autoComplete: 'shipping address-line2', span: true, maxLength: 200 },
  { field: 'city', label: 'City', autoComplete: 'shipping address-level2', maxLength: 100 },
  { field: 'region', label: 'Region or state (optional)', autoComplete: 'shipping address-level1', maxLength: 100 },
  { field: 'postcode', label: 'Postcode', autoComplete: 'shipping postal-code', maxLength: 20 },
];

/** The fields of a shipping address (DESIGN §19), two columns from `sm` up; ids are `${idPrefix}-${field}`. */
export function AddressFields({
  idPrefix,
  values,
  errors,
  onChange,
  disabled = false,
}: {
  idPrefix: string;
  values: AddressValues;
  errors: AddressErrors;
  onChange: (field: AddressField, value: string) => void;
  disabled?: boolean;
}) {
  const idOf = (field: AddressField) => `${idPrefix}-${field}`;
  const describe = (field: AddressField) => (errors[field] ? `${idOf(field)}-error` : undefined);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {TEXT_FIELDS.map(({ field, label, autoComplete, span, maxLength }) => (
        <Field key={field} label={label} htmlFor={idOf(field)} error={errors[field]} className={span ? 'sm:col-span-2' : undefined}>
          <Input
            id={idOf(field)}
            value={values[field]}
            autoComplete={autoComplete}
            maxLength={maxLength}
            disabled={disabled}
            onChange={(event) => onChange(field, event.target.value)}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={describe(field)}
          />
        </Field>
      ))}
      <Field label="Country" htmlFor={idOf('country')} error={errors.country}>
        <CountrySelect
          id={idOf('country')}
          value={values.country}
          onChange={(code) => onChange('country', code)}
          invalid={Boolean(errors.country)}
          describedBy={describe('country')}
          disabled={disabled}
        />
      </Field>
      <Field label="Phone for the courier" htmlFor={idOf('phone')} hint="With the country code, like +44 20 7946 0958." error={errors.phone} className="sm:col-span-2">
        <Input
          id={idOf('phone')}
          type="tel"
          value={values.phone}
          autoComplete="shipping tel"
          maxLength={24}
          disabled={disabled}
          onChange={(event) => onChange('phone', event.target.value)}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? `${idOf('phone')}-error` : `${idOf('phone')}-hint`}
        />
      </Field>
    </div>
  );
}
