import { useEffect, useId, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { ShieldIcon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { useMe } from '../../../lib/session';
import type { RevealedSeedPair } from '../api';
import { BattleVerifier, type BattleCheckParams } from '../components/battle-verifier';
import { FormulaCard, HowItWorksSteps } from '../components/how-it-works';
import { PackVerifier, type PackCheckParams } from '../components/pack-verifier';
import { SeedPairSection } from '../components/seed-pair-section';
import { UPGRADE_FIELDS, UpgradeVerifier, type UpgradeCheckParams } from '../components/upgrade-verifier';
import { useSeedPairs } from '../requests/get-seed-pairs';

type VerifierTab = 'pack' | 'battle' | 'upgrade';
const TABS = [
  { id: 'pack', label: 'Pack open' },
  { id: 'battle', label: 'Battle' },
  { id: 'upgrade', label: 'Upgrade' },
] as const;

const PACK_KEYS = ['serverSeed', 'clientSeed', 'nonce', 'serverSeedHash', 'packId', 'tableHash'] as const;
const BATTLE_KEYS = ['battleId', 'serverSeed', 'clientSeed', 'key'] as const;
const UPGRADE_KEYS = ['upgrade', ...UPGRADE_FIELDS] as const;

/** The tab a query asks for: `verify`, else the one its id belongs to (`battleId`, `upgrade`), else pack opens. */
function tabOf(params: URLSearchParams): VerifierTab {
  const verify = params.get('verify');
  if (verify === 'pack' || verify === 'battle' || verify === 'upgrade') return verify;
  if (params.has('battleId')) return 'battle';
  if (params.has('upgrade')) return 'upgrade';
  return 'pack';
}

/**
 * /fairness: how rolls work, the signed-in person's seed pair, and a verifier that re-runs the
 * server's own code in the browser. The verifier's inputs live in the query string
 * (/fairness?battleId=…&serverSeed=…&clientSeed=…, or …&nonce=… for a pack open, or
 * /fairness?upgrade=<id> for one of the person's upgrades), so a link checks itself on arrival and
 * a result can be shared.
 */
export function FairnessPage() {
  const id = useId();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const verifierRef = useRef<HTMLDivElement>(null);
  const search = params.toString();

  const tab = tabOf(params);
  const packParams = useMemo<PackCheckParams>(() => {
    const read = new URLSearchParams(search);
    return Object.fromEntries(PACK_KEYS.map((key) => [key, read.get(key) ?? ''])) as PackCheckParams;
  }, [search]);
  const battleParams = useMemo<BattleCheckParams>(() => {
    const read = new URLSearchParams(search);
    return Object.fromEntries(BATTLE_KEYS.map((key) => [key, read.get(key) ?? ''])) as BattleCheckParams;
  }, [search]);
  const upgradeParams = useMemo<UpgradeCheckParams>(() => {
    const read = new URLSearchParams(search);
    return Object.fromEntries(UPGRADE_KEYS.map((key) => [key, read.get(key) ?? ''])) as UpgradeCheckParams;
  }, [search]);
  // A pack check runs once it has a nonce: from a "Check" click, a submit, or a shared link.
  const packRun = params.has('nonce');
  // An upgrade check runs once it names an upgrade or a direction (which the pack inputs it shares fields with lack).
  const upgradeRun = params.has('upgrade') || params.has('direction');
  // An open's link names its pair by hash; once that pair is revealed, its seed can fill in.
  const seedPairs = useSeedPairs(Boolean(me.data));
  const wantedHash = packParams.serverSeedHash.toLowerCase();
  const revealedSeed = (wantedHash && seedPairs.data?.previous.find((pair) => pair.serverSeedHash === wantedHash)?.serverSeed) || null;

  // Arriving with something to check (the battle view's "Verify this battle"): show the verifier.
  const arrivedWithCheck = useRef(params.has('battleId') || params.has('nonce') || params.has('upgrade'));
  useEffect(() => {
    if (arrivedWithCheck.current) verifierRef.current?.scrollIntoView({ block: 'start' });
  }, []);

  function write(next: VerifierTab, values: Record<string, string>) {
    const query = new URLSearchParams({ verify: next });
    for (const [key, value] of Object.entries(values)) if (value !== '' || (next === 'pack' && key === 'nonce')) query.set(key, value);
    setParams(query, { replace: true, preventScrollReset: true });
  }

  function switchTab(next: VerifierTab) {
    const query = new URLSearchParams(search);
    query.set('verify', next);
    setParams(query, { replace: true, preventScrollReset: true });
  }

  function checkPair(pair: RevealedSeedPair) {
    write('pack', { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: '0', serverSeedHash: pair.serverSeedHash, packId: packParams.packId });
    verifierRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    <Page>
      <PageHeader
        title="Provably Fair"
        eyebrow={
          <Badge tone="cool">
            <ShieldIcon className="size-3.5" />
            Verifiable
          </Badge>
        }
        description={
          <>
            Every pack open, every upgrade and every battle round on LootForge can be recomputed from published seeds. Here is exactly how, and a checker that runs the same code as our
            server, in your browser. What every game paid back overall, and proof of the funds we hold for players, are on{' '}
            <Link to="/transparency" className="font-semibold text-cool hover:text-cool-hover">
              Transparency
            </Link>
            .
          </>
        }
      />

      <HowItWorksSteps />

      <div ref={verifierRef} className="scroll-mt-24">
        <Card>
          <CardHeader
            title="Verifier"
            icon={<ShieldIcon className="size-4 text-cool" />}
            extra={<span className="hidden text-xs text-fg-subtle sm:inline">Runs in your browser · nothing is sent but the lookups</span>}
          />
          <div className="flex flex-col gap-5 p-4 sm:p-5">
            <Tabs items={TABS} active={tab} onChange={switchTab} idPrefix={id} label="What to verify" className="self-start" />
            <div id={`${id}-panel-${tab}`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`}>
              {tab === 'pack' ? (
                <PackVerifier params={packParams} run={packRun} revealedSeed={revealedSeed} onSubmit={(values) => write('pack', values)} />
              ) : tab === 'battle' ? (
                <BattleVerifier params={battleParams} onSubmit={(values) => write('battle', values)} />
              ) : (
                <UpgradeVerifier
                  params={upgradeParams}
                  run={upgradeRun}
                  signedIn={me.isPending ? null : Boolean(me.data)}
                  revealed={seedPairs.data?.previous ?? []}
                  onSubmit={(values) => write('upgrade', values)}
                />
              )}
            </div>
          </div>
        </Card>
      </div>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div className="flex flex-col gap-6">
          <SeedPairSection signedIn={Boolean(me.data)} onCheck={checkPair} />
        </div>
        <FormulaCard />
      </div>
    </Page>
  );
}
