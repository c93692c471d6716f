import { ImageIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import type { PickedImage } from '../../../lib/image-file';
import { useImagePicker } from '../../../lib/use-image-picker';

/**
 * Picks an item image and previews it. `currentUrl` is what the item has now (edit); `value`
 * the newly picked image or null.
 */
export function ImageField({
  id,
  label,
  value,
  onChange,
  currentUrl = null,
  invalid = false,
  compact = false,
  disabled = false,
}: {
  id: string;
  label: string;
  value: PickedImage | null;
  onChange: (image: PickedImage | null) => void;
  currentUrl?: string | null;
  invalid?: boolean;
  compact?: boolean;
  disabled?: boolean;
}) {
  const { inputRef, preparing, onPick } = useImagePicker(value, onChange);
  const shown = value?.previewUrl ?? currentUrl;

  return (
    <label
      htmlFor={id}
      className={cn(
        'group relative flex cursor-pointer items-center gap-4 rounded-xl border border-dashed bg-ink-950/40 transition-colors hover:border-cool/60 hover:bg-ink-800/60',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-cool',
        invalid ? 'border-danger' : value ? 'border-cool/50' : 'border-line-strong',
        compact ? 'p-2 pr-3' : 'p-3',
        disabled && 'pointer-events-none opacity-60',
      )}
    >
      <span
        className={cn(
          'grid shrink-0 place-items-center overflow-hidden rounded-lg bg-ink-800 text-fg-subtle ring-1 ring-line ring-inset',
          compact ? 'size-12' : 'size-20',
        )}
      >
        {preparing ? (
          <Spinner size="sm" decorative />
        ) : shown ? (
          <img src={shown} alt="" className="size-full object-contain" />
        ) : (
          <ImageIcon className="size-6" />
        )}
      </span>
      <span className="min-w-0 text-sm">
        <span className="block font-semibold text-fg">{value ? 'New image chosen' : shown ? 'Change image' : 'Choose an image'}</span>
        <span className="block text-xs text-fg-subtle">{compact ? 'Optional' : 'JPEG, PNG, WebP, GIF or AVIF, up to 5 MB'}</span>
      </span>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        aria-label={label}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => void onPick(event.target.files?.[0])}
      />
    </label>
  );
}
