import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { DollarInput, Field, Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast';
import { readableError } from '../../../lib/readable-error';
import { IMAGE_REQUIRED, validateItem, type ItemFormErrors } from '../item-form';
import { useCreateItem } from '../requests/create-item';
import type { PickedImage } from '../../../lib/image-file';
import { ImageField } from './image-field';

/** The "Add item" form: name, value in dollars and an image (required), with a preview. */
export function AddItemModal({ open, onClose, nextNumber }: { open: boolean; onClose: () => void; nextNumber: number | null }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Add item"
      description={nextNumber ? `It becomes item #${nextNumber} and can go into packs straight away.` : 'It can go into packs straight away.'}
    >
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {open ? <AddItemForm onDone={onClose} /> : null}
    </Modal>
  );
}

function AddItemForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const createItem = useCreateItem();
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [image, setImage] = useState<PickedImage | null>(null);
  const [errors, setErrors] = useState<ItemFormErrors>({});
  const saving = createItem.isPending;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const checked = validateItem(name, value);
    const found: ItemFormErrors = checked.ok ? {} : { ...checked.errors };
    if (!image) found.image = IMAGE_REQUIRED;
    const first = (['name', 'value', 'image'] as const).find((field) => found[field]);
    if (first || !checked.ok || !image) {
      setErrors(found);
      toast.error(found[first ?? 'name'] ?? 'Please check the form.');
      document.getElementById(`${id}-${first ?? 'name'}`)?.focus();
      return;
    }
    setErrors({});
    createItem.mutate(
      { name: checked.name, value: value.trim().replace(/^\$\s*/, ''), image: image.blob },
      {
        onSuccess: ({ messages }) => {
          for (const message of messages) toast.success(message);
          onDone();
        },
        onError: (error) => toast.error(readableError(error)),
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 pb-1">
      <Field label="Name" htmlFor={`${id}-name`} error={errors.name}>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={60}
          autoComplete="off"
          placeholder="e.g. Golden Karambit"
          aria-invalid={Boolean(errors.name) || undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
        />
      </Field>
      <Field label="Value (USD)" htmlFor={`${id}-value`} hint="In dollars, like 12.50" error={errors.value}>
        <DollarInput
          id={`${id}-value`}
          value={value}
          placeholder="12.50"
          aria-invalid={Boolean(errors.value) || undefined}
          aria-describedby={errors.value ? `${id}-value-error` : `${id}-value-hint`}
          onChange={(event) => {
            setValue(event.target.value);
            setErrors((current) => ({ ...current, value: undefined }));
          }}
        />
      </Field>
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-fg">Image</span>
        <ImageField
          id={`${id}-image`}
          label="Image"
          value={image}
          invalid={Boolean(errors.image)}
          onChange={(picked) => {
            setImage(picked);
            setErrors((current) => ({ ...current, image: undefined }));
          }}
        />
        {errors.image ? <p className="text-xs font-medium text-danger">{errors.image}</p> : null}
      </div>
      <div className="mt-2 flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="secondary" loading={saving}>
          Create item
        </Button>
      </div>
    </form>
  );
}
