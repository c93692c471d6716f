import { useState, type FormEvent } from 'react';
import { TICKETS } from '@lootforge/core/fairness';
import { percentToPpm, ppmToPercentText } from '@lootforge/core/odds';
import { usePackHouseEdge } from '../packs/requests/get-pack-pricing';
import { checkPackDraft, draftTotals } from '@lootforge/core/pack-draft';
import { toast } from '../../components/ui/toast';
import { readableError } from '../../lib/readable-error';
import type { CatalogueItem } from '../catalogue/requests/get-catalogue';
import { useDraftItems, type DraftItem } from '../catalogue/use-draft-items';
import { useCreatePack, useUpdatePack, type PackChanges } from './requests/save-pack';

export type PackDraft = { name: string; items: DraftItem[]; active: boolean };
type Body = { name: string; items: Array<{ itemId: string; oddsPpm: number }>; active: boolean };

function sameItems(a: readonly DraftItem[], b: readonly DraftItem[]): boolean {
  return a.length === b.length && a.every((item, i) => item.itemId === b[i]?.itemId && percentToPpm(item.chance) === percentToPpm(b[i]?.chance ?? ''));
}

/**
 * An official pack in the editor: its fields, the core's checks and price, and saving it (a new
 * pack is created whole; an existing one sends only what changed). Hiding a listed pack asks first.
 */
export function usePackEditor({ packId, initial, onDone }: { packId: string | null; initial: PackDraft; onDone: () => void }) {
  const createPack = useCreatePack();
  const updatePack = useUpdatePack();
  const [name, setName] = useState(initial.name);
  const [active, setActive] = useState(initial.active);
  const [errors, setErrors] = useState<{ name?: string; items?: string }>({});
  const [confirmingHide, setConfirmingHide] = useState(false);
  const draft = useDraftItems(initial.items);
  const houseEdge = usePackHouseEdge();
  const totals = draftTotals(draft.items, { houseEdge });
  const isNew = packId === null;
  const clearItemsError = () => setErrors((current) => ({ ...current, items: undefined }));

  function save(body: Body) {
    const done = {
      onSuccess: ({ message }: { message: string }) => {
        setConfirmingHide(false);
        toast.success(message);
        onDone();
      },
      onError: (error: unknown) => toast.error(readableError(error)),
    };
    if (packId === null) {
      createPack.mutate(body, done);
      return;
    }
    const changes: PackChanges = {};
    if (body.name !== initial.name.trim()) changes.name = body.name;
    if (!sameItems(draft.items, initial.items)) changes.items = body.items;
    if (body.active !== initial.active) changes.active = body.active;
    if (Object.keys(changes).length === 0) {
      setConfirmingHide(false);
      toast.info('Nothing to change.');
      return;
    }
    updatePack.mutate({ id: packId, changes }, done);
  }

  /** The body to send, or null after saying what is wrong. */
  function checked(): Body | null {
    const check = checkPackDraft({ name, entries: draft.items });
    if (!check.ok) {
      setErrors({ [check.field]: check.message });
      toast.error(check.message);
      return null;
    }
    setErrors({});
    return { name: check.name, items: check.items, active };
  }

  return {
    isNew,
    name,
    setName: (next: string) => {
      setName(next);
      setErrors((current) => ({ ...current, name: undefined }));
    },
    active,
    setActive,
    errors,
    draft,
    totals,
    houseEdge,
    saving: createPack.isPending || updatePack.isPending,
    confirmingHide,
    cancelHide: () => setConfirmingHide(false),
    /** The last piece of 100 % goes to the new item, so two clicks can make a valid pack. */
    addItem: (item: CatalogueItem) => {
      const left = TICKETS - totals.totalPpm;
      draft.add(item, totals.allValid && left > 0 ? ppmToPercentText(left) : '');
      clearItemsError();
    },
    setChance: (itemId: string, chance: string) => {
      draft.setChance(itemId, chance);
      clearItemsError();
    },
    splitEvenly: () => {
      draft.splitEvenly();
      clearItemsError();
    },
    submit: (event: FormEvent) => {
      event.preventDefault();
      const body = checked();
      if (!body) return;
      if (!isNew && initial.active && !active && !confirmingHide) {
        setConfirmingHide(true);
        return;
      }
      save(body);
    },
    confirmHide: () => {
      const body = checked();
      if (body) save(body);
    },
  };
}
