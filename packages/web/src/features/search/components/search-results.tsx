import { Link } from 'react-router';
import { MODE_LABELS, type BattleMode } from '@lootforge/core/battle';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { ChevronRightIcon, PackageIcon, SparklesIcon, SwordsIcon, UserIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { rarityOf } from '../../../lib/rarity';
import { ItemThumb } from '../../../components/ui/item-thumb';
import { shortId } from '../../battles/components/battle-status-badge';
import type { SearchBattle, SearchResults } from '../api';
import { ResultSection } from './result-section';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export const SECTIONS = [
  { id: 'search-packs', key: 'packs', title: 'Packs' },
  { id: 'search-items', key: 'items', title: 'Items' },
  { id: 'search-players', key: 'players', title: 'Players' },
  { id: 'search-battles', key: 'battles', title: 'Battles' },
] as const;

/** Packs, items, players and battles that match, each with its count. */
export function SearchResultsView({ results }: { results: SearchResults }) {
  const q = results.q;
  return (
    <div className="flex flex-col gap-6">
      <ResultSection id="search-packs" title="Packs" icon={<PackageIcon className="size-4 text-accent" />} count={results.packs.length} emptyText={`No packs match “${q}”.`}>
        <ul aria-label="Packs" className="grid grid-cols-2 gap-3 p-3 sm:grid-cols-3 sm:p-4 lg:grid-cols-4 xl:grid-cols-6">
          {results.packs.map((pack) => (
            <li key={pack.id}>
              <Link
                to={`/productdetails?id=${encodeURIComponent(pack.id)}`}
                className="group flex h-full flex-col overflow-hidden rounded-xl border border-line bg-ink-800/60 transition-colors hover:border-line-strong hover:bg-ink-800"
              >
                <span className="relative grid aspect-square place-items-center bg-radial from-cool-strong/20 via-ink-850 to-ink-900">
                  {pack.thumbUrl ? (
                    <img src={pack.thumbUrl} alt="" loading="lazy" decoding="async" className="size-4/5 object-contain transition-transform duration-200 group-hover:scale-105" />
                  ) : (
                    <PackageIcon className="size-10 text-fg-subtle" />
                  )}
                  {pack.kind === 'community' ? (
                    <Badge tone="violet" className="absolute top-2 left-2">
                      Community
                    </Badge>
                  ) : null}
                </span>
                <span className="flex flex-1 flex-col gap-0.5 px-3 py-2.5">
                  <span className="line-clamp-2 text-sm font-semibold break-words text-fg">{pack.name}</span>
                  <Money cents={pack.priceCents} className="text-sm font-bold text-accent" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </ResultSection>

      <ResultSection id="search-items" title="Items" icon={<SparklesIcon className="size-4 text-[#d8b4fe]" />} count={results.items.length} emptyText={`No items match “${q}”.`}>
        <ul aria-label="Items" className="grid grid-cols-1 gap-2 p-3 sm:grid-cols-2 sm:p-4 lg:grid-cols-4">
          {results.items.map((item) => {
            const rarity = rarityOf(item.valueCents);
            return (
              <li key={item.id} className="flex items-start gap-3 rounded-xl border border-line bg-ink-800/50 px-3 py-2.5">
                <ItemThumb src={item.thumbUrl} valueCents={item.valueCents} name={item.name} />
                <div className="min-w-0">
                  <p className="line-clamp-2 text-sm font-semibold break-words text-fg">{item.name}</p>
                  <p className="text-xs">
                    <Money cents={item.valueCents} className={cn('font-semibold', rarity.textClass)} />
                    <span className="text-fg-subtle"> · {rarity.label}</span>
                  </p>
                  {item.inPacks.length > 0 ? (
                    <p className="mt-1 text-xs text-fg-subtle">
                      In{' '}
                      {item.inPacks.map((pack, index) => (
                        <span key={pack.id}>
                          {index > 0 ? ', ' : null}
                          <Link
                            to={`/productdetails?id=${encodeURIComponent(pack.id)}`}
                            className="font-medium text-cool underline-offset-2 hover:underline focus-visible:underline"
                          >
                            {pack.name}
                          </Link>
                        </span>
                      ))}
                    </p>
                  ) : (
                    <p className="mt-1 text-xs text-fg-subtle">In no pack on sale right now</p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </ResultSection>

      <div className="grid grid-cols-1 items-stretch gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ResultSection id="search-players" title="Players" icon={<UserIcon className="size-4 text-cool" />} count={results.players.length} emptyText={`No players match “${q}”.`}>
          <ul aria-label="Players" className="flex flex-col divide-y divide-line">
            {results.players.map((player) => (
              <li key={player.userName}>
                <Link to={`/u/${encodeURIComponent(player.userName)}`} className="flex items-center gap-3 px-4 py-3 transition-colors hover:bg-ink-800 sm:px-5">
                  <Avatar src={player.avatarThumbUrl} name={player.userName} size="md" />
                  <span className="min-w-0 truncate font-semibold text-fg">{player.userName}</span>
                </Link>
              </li>
            ))}
          </ul>
        </ResultSection>

        <ResultSection id="search-battles" title="Battles" icon={<SwordsIcon className="size-4 text-cool" />} count={results.battles.length} emptyText={`No battles match “${q}”.`}>
          <ul aria-label="Battles" className="flex flex-col divide-y divide-line">
            {results.battles.map((battle) => (
              <li key={battle.id}>
                <BattleRow battle={battle} />
              </li>
            ))}
          </ul>
        </ResultSection>
      </div>
    </div>
  );
}

function modeLabel(mode: string): string {
  return MODE_LABELS[mode as BattleMode] ?? mode;
}

function BattleRow({ battle }: { battle: SearchBattle }) {
  const open = battle.status === 'open';
  return (
    <Link
      to={`/allbattlesecondsec/${battle.id}`}
      className="group flex items-center gap-3 px-4 py-3 transition-colors hover:bg-ink-800/70 sm:px-5"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-cool/10 text-cool ring-1 ring-cool/25 ring-inset">
        <SwordsIcon className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-fg">{modeLabel(battle.mode)}</span>
          {open ? <Badge tone="success">Open</Badge> : battle.status === 'cancelled' ? <Badge tone="danger">Cancelled</Badge> : <Badge>Started</Badge>}
        </span>
        <span className="mt-0.5 block text-xs text-fg-subtle">
          <span className="font-mono">{shortId(battle.id)}</span> · {battle.joined}/{battle.players} players · {shortDate.format(new Date(battle.createdAt))}
        </span>
      </span>
      <span className="text-right">
        <Money cents={battle.entryCents} className="block text-sm font-bold text-accent" />
        <span className="text-[11px] text-fg-subtle">entry</span>
      </span>
      <ChevronRightIcon className="size-4 shrink-0 text-fg-subtle transition-colors group-hover:text-fg" />
    </Link>
  );
}
