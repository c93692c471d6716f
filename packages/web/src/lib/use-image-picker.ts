import { useRef, useState } from 'react';
import { toast } from '../components/ui/toast';
import { pickImage, type PickedImage } from './image-file';

/**
 * A hidden file input's picking, for avatars and item images: prepares the file (a readable
 * toast when it cannot be used) and hands it on, `preparing` meanwhile.
 */
export function useImagePicker(value: PickedImage | null, onChange: (image: PickedImage | null) => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);

  async function onPick(file: File | undefined) {
    if (!file) return;
    setPreparing(true);
    try {
      onChange(await pickImage(file, value));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'That image could not be read.');
    } finally {
      setPreparing(false);
      // Picking the same file again should still count as a change.
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return { inputRef, preparing, onPick };
}
