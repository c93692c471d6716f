import { Link } from 'react-router';
import { Card, CardHeader } from '../../../components/ui/card';
import { ChevronRightIcon, ShieldIcon } from '../../../components/ui/icons';
import { displayName } from '../../../lib/display-name';
import type { BattleDetail } from '../api';

function Row({ label, value, pending }: { label: string; value: string | null | undefined; pending: string }) {
  return (
    <div className="flex flex-col gap-1 py-2.5 sm:flex-row sm:gap-4">
      <dt className="w-40 shrink-0 text-xs font-medium text-fg-subtle sm:pt-0.5">{label}</dt>
      <dd className="min-w-0 flex-1">
        {value ? (
          <code className="block font-mono text-[0.8125rem] leading-5 text-fg [overflow-wrap:anywhere]">{value}</code>
        ) : (
          <span className="text-sm text-fg-subtle">{pending}</span>
        )}
      </dd>
    </div>
  );
}

/**
 * The battle's seeds (DESIGN §5): the server seed's hash from creation, the client seeds once the
 * last seat fills, and the server seed itself after settlement, with a link to re-check it all.
 */
export function FairnessPanel({ battle }: { battle: BattleDetail }) {
  const { fairness } = battle;
  const verifyHref =
    fairness.serverSeed && fairness.clientSeed
      ? `/fairness?${new URLSearchParams({ serverSeed: fairness.serverSeed, clientSeed: fairness.clientSeed, battleId: battle.id, ...(battle.key ? { key: battle.key } : {}) })}`
      : null;
  return (
    <Card>
      <CardHeader
        title="Fairness"
        icon={<ShieldIcon className="size-4 text-cool" />}
        extra={
          verifyHref ? (
            <Link to={verifyHref} className="inline-flex items-center gap-1 text-sm font-semibold text-cool hover:text-cool-hover">
              Verify this battle
              <ChevronRightIcon className="size-4" />
            </Link>
          ) : null
        }
      />
      <dl className="divide-y divide-line px-4 sm:px-5">
        <Row label="Server seed hash" value={fairness.serverSeedHash} pending="—" />
        <Row label="Server seed" value={fairness.serverSeed} pending="Revealed when the battle starts" />
        <Row label="Client seed" value={fairness.clientSeed} pending="Fixed when the last seat fills" />
        {fairness.playerClientSeeds.length > 0 ? (
          <div className="py-2.5">
            <dt className="text-xs font-medium text-fg-subtle">Player client seeds</dt>
            <dd>
              <ol className="mt-2 flex flex-col gap-1.5">
                {fairness.playerClientSeeds.map((seed, seat) => (
                  <li key={seat} className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
                    <span className="w-40 shrink-0 truncate text-xs text-fg-muted">
                      Seat {seat + 1} · {displayName(battle.seats.find((s) => s.seat === seat)?.userName)}
                    </span>
                    <code className="min-w-0 font-mono text-[0.8125rem] text-fg [overflow-wrap:anywhere]">{seed}</code>
                  </li>
                ))}
              </ol>
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="border-t border-line px-4 py-3 text-xs leading-5 text-fg-muted sm:px-5">
        Each roll is HMAC-SHA256(server seed, "client seed:battle id:round:seat"). The hash was published before anyone joined,
        so the server seed could not be changed afterwards.
      </p>
    </Card>
  );
}
