import { useState, type FormEvent } from 'react';
import { TICKETS } from '@lootforge/core/fairness';
import { percentToPpm, ppmToPercentText } from '@lootforge/core/odds';
import { usePackHouseEdge } from '../packs/requests/get-pack-pricing';
import { checkPackDraft, draftTotals } from '@lootforge/core/pack-draft';
import { toast } from '../../components/ui/toast';
import { readableError } from '../../lib/readable-error';
import type { CatalogueItem } from '../catalogue/requests/get-catalogue';
import { useDraftItems, type DraftItem } from '../catalogue/use-draft-items';
import { useListedLevelCases } from './requests/get-admin-packs';
import { useCreatePack, useUpdatePack, type NewPack, type PackChanges } from './requests/save-pack';

export type PackKind = 'official' | 'community' | 'level';
/** `kind` and `levelTier` are chosen for a new pack only: they never change once it is made. */
export type PackDraft = { name: string; items: DraftItem[]; active: boolean; kind: PackKind; levelTier: number | null };
type Body = { name: string; items: Array<{ itemId: string; oddsPpm: number }>; active: boolean };
type Errors = { name?: string; items?: string; levelTier?: string };

export const CHOOSE_TIER = 'Choose the tier this level case is for.';

function sameItems(a: readonly DraftItem[], b: readonly DraftItem[]): boolean {
  return a.length === b.length && a.every((item, i) => item.itemId === b[i]?.itemId && percentToPpm(item.chance) === percentToPpm(b[i]?.chance ?? ''));
}

/**
 * An official pack or a level case in the editor: its fields, the core's checks and price, and
 * saving it (a new pack is created whole, with its kind and tier; an existing one sends only what
 * changed). Hiding a listed pack asks first.
 */
export function usePackEditor({ packId, initial, onDone }: { packId: string | null; initial: PackDraft; onDone: () => void }) {
  const createPack = useCreatePack();
  const updatePack = useUpdatePack();
  const [name, setName] = useState(initial.name);
  const [active, setActive] = useState(initial.active);
  const [kind, setKind] = useState(initial.kind);
  const [levelTier, setLevelTier] = useState(initial.levelTier);
  const [errors, setErrors] = useState<Errors>({});
  const [confirmingHide, setConfirmingHide] = useState(false);
  const draft = useDraftItems(initial.items);
  const houseEdge = usePackHouseEdge();
  const totals = draftTotals(draft.items, { houseEdge });
  const isNew = packId === null;
  const levelCase = kind === 'level';
  // Which tiers have a listed case already (one each at most): said beside the tier choice.
  const levelCases = useListedLevelCases(levelCase);
  const tierHolder = levelTier === null ? undefined : levelCases.data?.get(levelTier);
  const tierTakenBy = tierHolder && tierHolder.id !== packId ? tierHolder : null;
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
      const made: NewPack = kind === 'level' && levelTier !== null ? { ...body, kind: 'level', levelTier } : { ...body, kind: 'official' };
      createPack.mutate(made, done);
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
    if (isNew && levelCase && levelTier === null) {
      setErrors({ levelTier: CHOOSE_TIER });
      toast.error(CHOOSE_TIER);
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
    kind,
    setKind: (next: 'official' | 'level') => {
      setKind(next);
      setErrors((current) => ({ ...current, levelTier: undefined }));
    },
    levelCase,
    levelTier,
    setLevelTier: (next: number | null) => {
      setLevelTier(next);
      setErrors((current) => ({ ...current, levelTier: undefined }));
    },
    /** The names of the tiers' listed cases, once known. */
    levelCases: levelCases.data,
    /** The listed case the chosen tier has already (another pack), if any. */
    tierTakenBy,
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
