import { useId } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { ImageIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { releaseImage, type PickedImage } from '../../../lib/image-file';
import { useImagePicker } from '../../../lib/use-image-picker';

/**
 * The profile picture: the current one (or initials), a preview of a newly picked image, and
 * a button to pick another. `value` is the picked image, null for "keep the current one".
 */
export function AvatarPicker({
  currentUrl,
  name,
  value,
  onChange,
  disabled = false,
}: {
  currentUrl: string | null | undefined;
  name: string | null | undefined;
  value: PickedImage | null;
  onChange: (image: PickedImage | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const { inputRef, preparing, onPick } = useImagePicker(value, onChange);

  return (
    <div className="flex flex-col items-center gap-3">
      <div className="relative">
        <Avatar
          src={value?.previewUrl ?? currentUrl}
          name={name}
          size="xl"
          ringClass={value ? 'ring-cool/70' : 'ring-line-strong'}
          className="ring-4"
        />
        <label
          htmlFor={id}
          aria-hidden="true"
          className={cn(
            'absolute -right-1 -bottom-1 grid size-9 cursor-pointer place-items-center rounded-full border-2 border-ink-850 bg-cool text-cool-fg shadow-lg transition-colors hover:bg-cool-hover',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-cool',
            disabled && 'pointer-events-none opacity-60',
          )}
        >
          {preparing ? <Spinner size="sm" decorative /> : <ImageIcon className="size-4.5" />}
        </label>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept="image/*"
          aria-label="Avatar"
          disabled={disabled}
          className="sr-only"
          onChange={(event) => void onPick(event.target.files?.[0])}
        />
      </div>
      <div className="flex items-center gap-3 text-xs">
        <label htmlFor={id} className={cn('cursor-pointer font-semibold text-cool hover:text-cool-hover', disabled && 'pointer-events-none opacity-60')}>
          {value || currentUrl ? 'Change picture' : 'Add a picture'}
        </label>
        {value ? (
          <button type="button" onClick={() => {
              releaseImage(value);
              onChange(null);
            }} disabled={disabled} className="font-semibold text-fg-subtle hover:text-fg">
            Undo
          </button>
        ) : null}
      </div>
    </div>
  );
}
