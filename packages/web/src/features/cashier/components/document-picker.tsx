import { useEffect, useId, useState, type DragEvent } from 'react';
import { ImageIcon, UploadIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { MAX_UPLOAD_BYTES, prepareImage, type PickedImage } from '../../../lib/image-file';
import { DOCUMENT_KIND, DOCUMENT_TYPES, documentProblem } from '../kyc-form';

/**
 * The identity document: a drop zone (or a click to browse) that takes one PNG, JPEG or WebP image
 * and shows it, with Change and Remove. A photo over 5 MB is scaled down in the browser first;
 * anything else that will not do is said under it (`onProblem`), not sent.
 */
export function DocumentPicker({
  id,
  value,
  onChange,
  onProblem,
  invalid,
  describedBy,
  disabled = false,
}: {
  id: string;
  value: PickedImage | null;
  onChange: (image: PickedImage | null) => void;
  onProblem: (problem: string | null) => void;
  invalid: boolean;
  describedBy?: string;
  disabled?: boolean;
}) {
  const hintId = useId();
  const [preparing, setPreparing] = useState(false);
  const [dragging, setDragging] = useState(false);

  // The preview's blob: URL goes with the page.
  useEffect(() => () => {
    if (value) URL.revokeObjectURL(value.previewUrl);
  }, [value]);

  async function take(file: File | undefined) {
    if (!file) return;
    // A large photo of an accepted kind is made smaller; any other kind is refused as it is.
    if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type) && !(file.type.startsWith('image/') && file.size > MAX_UPLOAD_BYTES)) {
      onProblem(DOCUMENT_KIND);
      return;
    }
    setPreparing(true);
    try {
      const blob = await prepareImage(file);
      const problem = documentProblem(blob);
      if (problem) {
        onProblem(problem);
        return;
      }
      onProblem(null);
      onChange({ blob, previewUrl: URL.createObjectURL(blob) });
    } catch (error) {
      onProblem(error instanceof Error ? error.message : DOCUMENT_KIND);
    } finally {
      setPreparing(false);
    }
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void take(event.dataTransfer.files[0]);
  }

  return (
    <div className="flex flex-col gap-2">
      <input
        id={id}
        type="file"
        accept={DOCUMENT_TYPES.join(',')}
        aria-label="Identity document"
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        className="peer sr-only"
        onChange={(event) => {
          void take(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'group relative flex cursor-pointer flex-col items-center justify-center gap-3 overflow-hidden rounded-2xl border-2 border-dashed px-4 text-center transition-colors',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-cool',
          value ? 'border-line-strong bg-ink-950/60 py-4' : 'border-line-strong bg-ink-950/40 py-8 hover:border-cool/60 hover:bg-cool/5',
          dragging && 'border-cool bg-cool/8',
          invalid && 'border-danger/70',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        {value ? (
          <img src={value.previewUrl} alt="The document you chose" className="max-h-56 w-auto max-w-full rounded-xl object-contain shadow-lg ring-1 ring-line-strong" />
        ) : (
          <>
            <span className="grid size-12 place-items-center rounded-2xl bg-cool/10 text-cool ring-1 ring-cool/30 ring-inset">
              {preparing ? <Spinner size="sm" decorative /> : <UploadIcon className="size-5" />}
            </span>
            <span className="text-sm font-semibold text-fg">
              <span className="text-cool group-hover:text-cool-hover">Choose an image</span> or drop it here
            </span>
          </>
        )}
        <span id={hintId} className="text-xs leading-5 text-fg-subtle">
          Passport, national ID card or driving licence: a clear photo or scan, PNG, JPEG or WebP, up to 5 MB.
        </span>
      </label>
      {value ? (
        <div className="flex items-center gap-4 text-xs">
          <span className="flex items-center gap-1.5 text-fg-muted">
            <ImageIcon className="size-4 text-success" />
            Image ready ({Math.max(1, Math.round(value.blob.size / 1024))} kB)
          </span>
          <label htmlFor={id} className="cursor-pointer font-semibold text-cool hover:text-cool-hover">
            Change
          </label>
          <button type="button" disabled={disabled} onClick={() => onChange(null)} className="font-semibold text-fg-subtle hover:text-fg">
            Remove
          </button>
        </div>
      ) : null}
    </div>
  );
}
