import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { CountrySelect } from '../../../components/ui/country-select';
import { LockIcon } from '../../../components/ui/icons';
import { Field, Input, Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import type { PickedImage } from '../../../lib/image-file';
import { latestAdultBirthDate, validateKyc, type KycErrors, type KycField } from '../kyc-form';
import { useSubmitKyc } from '../requests/submit-kyc';
import { DocumentPicker } from './document-picker';

/**
 * The verification form (DESIGN §19): legal name, date of birth (18 or older), country, address
 * and one image of an identity document, checked here as the server will and sent as one
 * multipart request. The server's refusal shows under the form.
 */
export function KycForm() {
  const id = useId();
  const ids: Record<KycField, string> = {
    legalName: `${id}-name`,
    dateOfBirth: `${id}-dob`,
    country: `${id}-country`,
    address: `${id}-address`,
    document: `${id}-document`,
  };
  const [legalName, setLegalName] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [country, setCountry] = useState('');
  const [address, setAddress] = useState('');
  const [document, setDocument] = useState<PickedImage | null>(null);
  const [errors, setErrors] = useState<KycErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = useSubmitKyc();
  const latestBirthDate = latestAdultBirthDate(new Date());

  const clear = (field: KycField) => setErrors((current) => ({ ...current, [field]: undefined }));
  const describe = (field: KycField, hint = false) => (errors[field] ? `${ids[field]}-error` : hint ? `${ids[field]}-hint` : undefined);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const checked = validateKyc({ legalName, dateOfBirth, country, address }, document?.blob ?? null, new Date());
    if (!checked.ok) {
      setErrors(checked.errors);
      window.document.getElementById(ids[checked.first])?.focus();
      return;
    }
    setErrors({});
    submit.mutate(
      { fields: checked.fields, document: document!.blob },
      {
        onSuccess: () => toast.success('Thank you: your documents are under review.'),
        onError: (failure) => setRefusal(errorMessage(failure)),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Verify your identity" className="flex flex-col gap-5">
      <Field label="Legal name" htmlFor={ids.legalName} hint="As it is written on your document." error={errors.legalName}>
        <Input
          id={ids.legalName}
          value={legalName}
          autoComplete="name"
          maxLength={120}
          onChange={(event) => {
            setLegalName(event.target.value);
            clear('legalName');
          }}
          aria-invalid={errors.legalName ? true : undefined}
          aria-describedby={describe('legalName', true)}
        />
      </Field>

      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field label="Date of birth" htmlFor={ids.dateOfBirth} hint="You must be 18 or older." error={errors.dateOfBirth}>
          <Input
            id={ids.dateOfBirth}
            type="date"
            value={dateOfBirth}
            min="1900-01-01"
            max={latestBirthDate}
            autoComplete="bday"
            onChange={(event) => {
              setDateOfBirth(event.target.value);
              clear('dateOfBirth');
            }}
            aria-invalid={errors.dateOfBirth ? true : undefined}
            aria-describedby={describe('dateOfBirth', true)}
            className="[color-scheme:dark]"
          />
        </Field>
        <Field label="Country" htmlFor={ids.country} error={errors.country}>
          <CountrySelect
            id={ids.country}
            value={country}
            onChange={(code) => {
              setCountry(code);
              clear('country');
            }}
            invalid={Boolean(errors.country)}
            describedBy={describe('country')}
          />
        </Field>
      </div>

      <Field label="Address" htmlFor={ids.address} hint="Where you live: street, town, postcode." error={errors.address}>
        <Textarea
          id={ids.address}
          value={address}
          rows={3}
          maxLength={300}
          autoComplete="street-address"
          onChange={(event) => {
            setAddress(event.target.value);
            clear('address');
          }}
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={describe('address', true)}
        />
      </Field>

      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-fg" aria-hidden="true">
          Identity document
        </span>
        <DocumentPicker
          id={ids.document}
          value={document}
          onChange={(image) => {
            setDocument(image);
            if (image) clear('document');
          }}
          onProblem={(problem) => setErrors((current) => ({ ...current, document: problem ?? undefined }))}
          invalid={Boolean(errors.document)}
          describedBy={describe('document')}
          disabled={submit.isPending}
        />
        {errors.document ? (
          <p id={`${ids.document}-error`} className="text-xs font-medium text-danger">
            {errors.document}
          </p>
        ) : null}
      </div>

      <p className="flex items-start gap-2.5 rounded-xl border border-line bg-ink-950/40 px-3.5 py-2.5 text-xs leading-5 text-fg-muted">
        <LockIcon className="mt-0.5 size-4 shrink-0 text-cool" />
        Your document is stored privately, never at a public address: only our compliance team can view it.
      </p>

      {refusal ? (
        <p role="alert" className="rounded-xl border border-danger/35 bg-danger/8 px-4 py-3 text-sm leading-6 text-fg">
          {refusal}
        </p>
      ) : null}

      <Button type="submit" size="lg" loading={submit.isPending} className="w-full sm:w-auto sm:self-start">
        Submit for review
      </Button>
    </form>
  );
}
