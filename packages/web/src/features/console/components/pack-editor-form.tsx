import { useId } from 'react';
import { Link } from 'react-router';
import { PACK_NAME_RULE } from '@lootforge/core/contracts/packs';
import { PACK_MAX_ITEMS } from '@lootforge/core/pack';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ArrowLeftIcon, SparklesIcon } from '../../../components/ui/icons';
import { Field, Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { SwitchRow } from '../../../components/ui/switch-row';
import { CataloguePicker } from '../../catalogue/components/catalogue-picker';
import { usePackEditor, type PackDraft } from '../use-pack-editor';
import { PackEditorTotals } from './pack-editor-totals';
import { PackItemList } from './pack-item-list';
import { PackKindBadge } from './pack-kind-badge';
import { PackKindField } from './pack-kind-field';
import { PackThumb } from './pack-thumb';

const LIST_HREF = '/adminitems?tab=packs';

/**
 * The editor of one official pack or level case: its kind and tier (a new pack's only), name,
 * listed or hidden, items and chances; the catalogue beside it.
 */
export function PackEditorForm({ packId, initial, thumbUrl, onDone }: { packId: string | null; initial: PackDraft; thumbUrl: string | null; onDone: () => void }) {
  const id = useId();
  const editor = usePackEditor({ packId, initial, onDone });
  const { draft, errors, isNew, saving, levelCase } = editor;
  const title = isNew ? 'New pack' : `Edit ${initial.name}`;
  const what = levelCase ? 'level case' : 'pack';

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <Card className="overflow-hidden">
        <div className="flex items-center gap-3 border-b border-line px-4 py-3 sm:px-5">
          <Link to={LIST_HREF} className="grid size-9 shrink-0 place-items-center rounded-lg text-fg-muted hover:bg-ink-700 hover:text-fg" aria-label="Back to all packs">
            <ArrowLeftIcon className="size-4.5" />
          </Link>
          {isNew ? null : <PackThumb src={thumbUrl} className="size-9 rounded-lg" />}
          <h2 className="min-w-0 truncate text-base font-semibold text-fg">{title}</h2>
          {isNew ? null : <PackKindBadge kind={initial.kind} levelTier={initial.levelTier} className="ml-auto shrink-0" />}
        </div>

        <form onSubmit={editor.submit} noValidate aria-label={title} className="flex flex-col">
          <div className="flex flex-col gap-5 p-4 sm:p-5">
            {!isNew && !initial.active ? (
              levelCase ? (
                <Notice title="This level case is hidden">
                  Nobody can claim it. Turn on &ldquo;Claimable on the Levels page&rdquo; to bring it back, once its tier has no other case.
                </Notice>
              ) : (
                <Notice title="This pack is hidden">
                  It is not in the marketplace or search, and nobody can open it. Turn on &ldquo;Listed in the marketplace&rdquo; to bring it back.
                </Notice>
              )
            ) : null}
            {isNew ? (
              <PackKindField
                id={id}
                kind={levelCase ? 'level' : 'official'}
                onKind={editor.setKind}
                levelTier={editor.levelTier}
                onTier={editor.setLevelTier}
                levelCases={editor.levelCases}
                tierTakenBy={editor.tierTakenBy}
                active={editor.active}
                error={errors.levelTier}
              />
            ) : null}
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
              <Field label={levelCase ? 'Case name' : 'Pack name'} htmlFor={`${id}-name`} hint={PACK_NAME_RULE} error={errors.name}>
                <Input
                  id={`${id}-name`}
                  value={editor.name}
                  onChange={(event) => editor.setName(event.target.value)}
                  maxLength={40}
                  autoComplete="off"
                  placeholder={levelCase ? 'Level 20 to 29 Case' : 'Neon Nights'}
                  aria-invalid={errors.name ? true : undefined}
                  aria-describedby={errors.name ? `${id}-name-error` : `${id}-name-hint`}
                />
              </Field>
              <SwitchRow checked={editor.active} onChange={editor.setActive} className="sm:mt-6.5">
                {levelCase ? (
                  <span className="flex flex-col">
                    <span className="text-sm font-medium whitespace-nowrap text-fg">Claimable on the Levels page</span>
                    <span className="text-xs text-fg-subtle">{editor.active ? 'The tier’s free case' : 'Hidden: nobody can claim it'}</span>
                  </span>
                ) : (
                  <span className="flex flex-col">
                    <span className="text-sm font-medium whitespace-nowrap text-fg">Listed in the marketplace</span>
                    <span className="text-xs text-fg-subtle">{editor.active ? 'People can see and open it' : 'Hidden from everyone'}</span>
                  </span>
                )}
              </SwitchRow>
            </div>

            <fieldset className="flex flex-col gap-3" aria-describedby={errors.items ? `${id}-items-error` : undefined}>
              <div className="flex flex-wrap items-end justify-between gap-2">
                <legend className="float-left text-sm font-medium text-fg">
                  Items{' '}
                  <span className="text-fg-subtle tabular-nums">
                    ({draft.items.length}/{PACK_MAX_ITEMS})
                  </span>
                </legend>
                <Button variant="ghost" size="sm" onClick={editor.splitEvenly} disabled={draft.items.length < 2}>
                  Split 100 % evenly
                </Button>
              </div>
              {draft.items.length === 0 ? (
                <div className="rounded-xl border border-dashed border-line-strong">
                  <EmptyState compact icon={<SparklesIcon />} title="No items yet" description="Add at least two from the catalogue, then give each a drop chance. The chances must total 100 %." />
                </div>
              ) : (
                <PackItemList items={draft.items} totals={editor.totals} onChance={editor.setChance} onRemove={draft.remove} />
              )}
              {errors.items ? (
                <p id={`${id}-items-error`} className="text-xs font-medium text-danger">
                  {errors.items}
                </p>
              ) : null}
            </fieldset>
          </div>

          <div className="sticky bottom-0 border-t border-line bg-ink-850/95 px-4 py-4 backdrop-blur sm:px-5">
            <PackEditorTotals totals={editor.totals} houseEdge={editor.houseEdge} levelCase={levelCase} />
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <Button variant="ghost" onClick={onDone} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" variant="secondary" loading={saving} className="min-w-32">
                {isNew ? `Create ${what}` : 'Save changes'}
              </Button>
            </div>
          </div>
        </form>
      </Card>

      <Card className="flex flex-col overflow-hidden lg:sticky lg:top-24">
        <CardHeader title="Catalogue" icon={<SparklesIcon className="size-4 text-cool" />} extra={draft.full ? <span className="text-xs font-medium text-accent">50 items max reached</span> : null} />
        <CataloguePicker layout="list" chosen={draft.ids} full={draft.full} onPick={editor.addItem} />
      </Card>

      <Modal
        open={editor.confirmingHide}
        onClose={() => (saving ? undefined : editor.cancelHide())}
        title={`Hide this ${what}?`}
        size="sm"
        description={
          levelCase
            ? 'Nobody can claim it, and its tier gives no free case until one is listed for it. Opens already made keep their results. It stays reachable from Recent changes.'
            : 'It leaves the marketplace and search, and nobody can open it or pick it for a battle. Opens and battles already made keep their results. You can list it again from this page: it stays reachable from Recent changes.'
        }
        footer={
          <>
            <Button variant="ghost" onClick={editor.cancelHide} disabled={saving}>
              Keep it listed
            </Button>
            <Button variant="danger" loading={saving} onClick={editor.confirmHide}>
              Hide and save
            </Button>
          </>
        }
      />
    </div>
  );
}
