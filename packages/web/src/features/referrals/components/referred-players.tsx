import { Avatar } from '../../../components/ui/avatar';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { UsersIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { referralEarnedCents } from '@lootforge/core/referrals';
import type { Referrals } from '../api';
import { TableHead } from '../../../components/ui/table-head';

/** The players who signed up with the code, with what each has wagered and the 1 % it earns. */
export function ReferredPlayers({ referrals }: { referrals: Referrals }) {
  const { referred } = referrals;
  return (
    <Card>
      <CardHeader
        title="Players referred"
        icon={<UsersIcon className="size-4 text-cool" />}
        extra={<span className="rounded-full bg-ink-700/80 px-2 py-0.5 text-xs font-bold text-fg-muted tabular-nums">{referred.length}</span>}
      />
      {referred.length === 0 ? (
        <EmptyState
          compact
          icon={<UsersIcon />}
          title="No one has signed up with your code yet"
          description="Share your link: everyone who signs up with it shows here with what they wager."
        />
      ) : (
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">Players referred</caption>
          <TableHead className="text-[11px]" columns={[{ label: 'Player', className: 'py-2.5 pl-4 sm:pl-5' }, { label: 'Wagered', className: 'w-24 py-2.5 text-right sm:w-36' }, { label: 'Your 1\u00a0%', className: 'w-22 py-2.5 pr-4 text-right sm:w-32 sm:pr-5' }]} />
          <tbody className="divide-y divide-line/70">
            {referred.map((player) => (
              <tr key={player.userName} data-referred={player.userName} className="hover:bg-ink-800/60">
                <td className="py-2.5 pl-4 sm:pl-5">
                  <span className="flex min-w-0 items-center gap-2.5">
                    <span className="hidden sm:contents">
                      <Avatar name={player.userName} size="sm" />
                    </span>
                    <span className="truncate font-semibold text-fg">{player.userName}</span>
                  </span>
                </td>
                <td className="py-2.5 text-right">
                  <Money cents={player.wagerCents} className="font-semibold text-fg" />
                </td>
                <td className="py-2.5 pr-4 text-right sm:pr-5">
                  <Money cents={referralEarnedCents(player.wagerCents)} className="font-bold text-accent" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
