import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { DollarInput, Input } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { rarityOf } from '../../../lib/rarity';
import { readableError } from '../../../lib/readable-error';
import { formatLongDate } from '../../../lib/format-date';
import type { AdminItem } from '../api';
import { dollarsText } from '@lootforge/core/money';
import { validateItem, type ItemFormErrors } from '../item-form';
import { useUpdateItem, type ItemChanges } from '../requests/update-item';
import type { PickedImage } from '../../../lib/image-file';
import { ImageField } from './image-field';
import { ItemThumb } from '../../../components/ui/item-thumb';

/** The columns the list header and every viewing row share (from md up). */
export const ITEM_COLUMNS = 'md:grid md:grid-cols-[minmax(0,1fr)_8rem_9.5rem_5.5rem] md:items-center md:gap-4';

/** One item: viewing, or editing in place after Edit (DESIGN §17: each row is viewing or editing). */
export function ItemRow({ item }: { item: AdminItem }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  function stopEditing() {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  if (editing) return <ItemEditor item={item} onDone={stopEditing} />;

  const rarity = rarityOf(item.valueCents);
  return (
    <li className={cn('flex items-center gap-3 px-4 py-3 sm:px-5', ITEM_COLUMNS)}>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <ItemThumb src={item.thumbUrl} valueCents={item.valueCents} name={item.name} />
        <div className="min-w-0">
          <p className="line-clamp-2 font-semibold break-words text-fg md:truncate">{item.name}</p>
          <p className="text-xs text-fg-subtle">
            <span className="font-mono">#{item.number}</span>
            <span className="md:hidden">
              {' · '}
              <Money cents={item.valueCents} className={cn('font-semibold', rarity.textClass)} />
            </span>
          </p>
        </div>
      </div>
      <Money cents={item.valueCents} className={cn('hidden text-sm font-bold md:block', rarity.textClass)} />
      <time dateTime={item.updatedAt} className="hidden text-xs text-fg-subtle md:block">
        {formatLongDate(item.updatedAt)}
      </time>
      <div className="flex justify-end">
        <Button ref={editButton} variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${item.name}`}>
          Edit
        </Button>
      </div>
    </li>
  );
}

function ItemEditor({ item, onDone }: { item: AdminItem; onDone: () => void }) {
  const id = useId();
  const updateItem = useUpdateItem();
  const [name, setName] = useState(item.name);
  const [value, setValue] = useState(dollarsText(item.valueCents));
  const [image, setImage] = useState<PickedImage | null>(null);
  const [errors, setErrors] = useState<ItemFormErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const saving = updateItem.isPending;

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && !saving) {
      event.preventDefault();
      onDone();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const checked = validateItem(name, value);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = checked.errors.name ? 'name' : 'value';
      toast.error(checked.errors[first] ?? 'Please check the form.');
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    const changes: ItemChanges = {};
    if (checked.name !== item.name) changes.name = checked.name;
    if (checked.valueCents !== item.valueCents) changes.value = dollarsText(checked.valueCents);
    if (image) changes.image = image.blob;
    if (Object.keys(changes).length === 0) {
      toast.info('Nothing to change.');
      onDone();
      return;
    }
    updateItem.mutate(
      { id: item.id, changes },
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
    <li className="bg-cool/4 px-4 py-4 ring-1 ring-cool/25 ring-inset sm:px-5" onKeyDown={onKeyDown}>
      <form noValidate onSubmit={onSubmit} aria-label={`Edit item #${item.number}`} className="flex flex-col gap-4">
        <div className="flex items-center gap-2 text-xs font-semibold tracking-wider text-cool uppercase">
          Editing <span className="font-mono normal-case">#{item.number}</span>
        </div>
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_10rem_minmax(0,15rem)] md:items-start">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-name`} className="text-xs font-medium text-fg-muted">
              Name
            </label>
            <Input
              ref={nameRef}
              id={`${id}-name`}
              value={name}
              maxLength={60}
              autoComplete="off"
              aria-invalid={Boolean(errors.name) || undefined}
              onChange={(event) => setName(event.target.value)}
            />
            {errors.name ? <p className="text-xs font-medium text-danger">{errors.name}</p> : null}
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-value`} className="text-xs font-medium text-fg-muted">
              Value (USD)
            </label>
            <DollarInput
              id={`${id}-value`}
              value={value}
              aria-invalid={Boolean(errors.value) || undefined}
              onChange={(event) => setValue(event.target.value)}
            />
            {errors.value ? <p className="text-xs font-medium text-danger">{errors.value}</p> : null}
          </div>
          <div className="flex flex-col gap-1.5">
            <span className="text-xs font-medium text-fg-muted">Image</span>
            <ImageField
              id={`${id}-image`}
              label={`New image for ${item.name}`}
              value={image}
              onChange={setImage}
              currentUrl={item.thumbUrl}
              compact
              disabled={saving}
            />
          </div>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="secondary" size="sm" loading={saving} className="min-w-20">
            Save
          </Button>
        </div>
      </form>
    </li>
  );
}
