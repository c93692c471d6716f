/**
 * /fairness in a real browser against the real server: the seed pair of a signed-in player,
 * rotating it and changing the client seed, the pack-open verifier confirming a real open from
 * the revealed seed, the battle verifier re-rolling a real battle (✓) and catching a
 * tampered server seed (✗), and the upgrade verifier confirming a real upgrade from its link once
 * the pair is revealed (✓) and failing it with one character of the server seed changed (✗). The
 * browser runs the shared core, the same code as the server.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { BattleDetail } from '@lootforge/core/contracts/battles';
import { CLIENT_SEED_RULE } from '@lootforge/core/contracts/fairness';
import type { CatalogueItem } from '@lootforge/core/contracts/packs-answers';
import type { UpgradeAnswer, UpgradeView, UpgraderOptions } from '@lootforge/core/contracts/upgrader-answers';
import { sha256Hex } from '@lootforge/core/sha256';
import { upgradeChancePpm, upgradeTicket, upgradeWins, UPGRADE_TICKETS } from '@lootforge/core/upgrader';
import { violations } from './support/a11y';
import { describeBrowser } from './support/browser';
import { browserSuite, expectToast } from './support/fixture';
import { DESKTOP, PHONE, screenshot, screenshotFromTop, expectNoSideScroll } from './support/page';
import type { TestServer } from './support/server';
import { packsByPrice } from './support/play';
import { signUpViaApi, signUpViaUi } from './support/sign-in';

type Opened = { name: string; valueCents: number; ticket: number; nonce: number; clientSeed: string; serverSeedHash: string; inventoryId: string };

async function packByName(page: Page, server: TestServer, name: string): Promise<{ id: string; name: string }> {
  const answer = await page.request.get(`${server.url}/api/packs?type=official&limit=50`);
  const { packs } = (await answer.json()) as { packs: Array<{ id: string; name: string }> };
  const pack = packs.find((p) => p.name === name);
  if (!pack) throw new Error(`no pack named ${name}`);
  return pack;
}

/**
 * A real upgrade by the page's player: packs opened (cheapest first) until an item has a catalogue
 * target, from GET /api/items?maxPriceCents=…, at a win chance between 10 % and the site's most
 * (75 %); that item staked for it through POST /api/upgrader.
 */
async function upgradeAnItem(page: Page): Promise<UpgradeView> {
  const options = (await (await page.request.get('/api/upgrader/options')).json()) as UpgraderOptions;
  const packs = await packsByPrice(page);
  for (const pack of packs.slice(0, 4)) {
    const answer = await page.request.post(`/api/packs/${pack.id}/open`, { data: { count: 1 }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
    expect(answer.status(), await answer.text()).toBe(200);
    const [opened] = ((await answer.json()) as { opens: Opened[] }).opens;
    if (!opened) throw new Error('the open returned nothing');
    // Dearest first, up to the value at which the chance is 10 %.
    const maxPriceCents = Math.floor((opened.valueCents * (1 - options.houseEdge)) / 0.1);
    const { items } = (await (await page.request.get(`/api/items?maxPriceCents=${maxPriceCents}&limit=100`)).json()) as { items: CatalogueItem[] };
    const target = items.find((item) => {
      if (item.valueCents <= opened.valueCents) return false;
      const chancePpm = upgradeChancePpm(opened.valueCents, item.valueCents, options.houseEdge);
      return chancePpm >= Math.max(options.minChancePpm, 100_000) && chancePpm <= options.maxChancePpm;
    });
    if (!target) continue;
    const upgraded = await page.request.post('/api/upgrader', {
      data: { inventoryIds: [opened.inventoryId], balanceCents: 0, targetItemId: target.id, direction: 'over' },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(upgraded.status(), await upgraded.text()).toBe(200);
    const { upgrade } = (await upgraded.json()) as UpgradeAnswer;
    expect(upgrade.chancePpm).toBe(upgradeChancePpm(opened.valueCents, target.valueCents, options.houseEdge));
    return upgrade;
  }
  throw new Error('no opened item had a target between 10 % and 75 %');
}

describeBrowser('fairness', () => {
  const suite = browserSuite({ seed: true });

  it('confirms a real pack open: rotate the pair, Check the revealed seed, same ticket, same item, hash matching', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await signUpViaUi(page, suite.server);

    const pack = await packByName(page, suite.server, 'Starter Stash');
    const answer = await page.request.post(`${suite.server.url}/api/packs/${pack.id}/open`, { data: { count: 1 } });
    expect(answer.status()).toBe(200);
    const [opened] = ((await answer.json()) as { opens: Opened[] }).opens;
    if (!opened) throw new Error('the open returned nothing');
    expect(opened.nonce).toBe(0);

    await page.goto('/fairness');
    await page.getByRole('heading', { name: 'Provably Fair', level: 1 }).waitFor();
    // The active pair is the one the open used: its hash, and the nonce moved on to 1.
    const pairCard = page.getByRole('region', { name: 'Your seed pair' });
    await pairCard.getByText(opened.serverSeedHash, { exact: true }).waitFor();
    await pairCard.getByText(opened.clientSeed, { exact: true }).first().waitFor();
    await page.getByLabel('Nonce 1').waitFor();
    await page.getByText('No revealed pairs yet').waitFor();
    await screenshot(page, 'fairness-seed-pair-desktop');

    // Rotating asks first, then reveals the server seed the open used.
    await page.getByRole('button', { name: 'Rotate seed pair' }).click();
    const confirm = page.getByRole('dialog', { name: 'Rotate your seed pair?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Rotate now' }).click();
    await expectToast(page, 'New server seed. The previous one is revealed below.');
    await confirm.waitFor({ state: 'hidden' });
    await page.getByLabel('Nonce 0').waitFor();
    const revealed = page.getByRole('list', { name: 'Revealed seed pairs' });
    await revealed.getByRole('listitem').first().waitFor();
    expect(await revealed.getByRole('listitem').count()).toBe(1);
    await revealed.getByText('1 open').waitFor();
    await revealed.getByText(opened.serverSeedHash, { exact: true }).waitFor();
    expect(await pairCard.getByText(opened.serverSeedHash, { exact: true }).count()).toBe(0);

    // Check fills the verifier (nonce 0) and runs it: the hash of the revealed seed is the published one.
    await revealed.getByRole('button', { name: /^Check/ }).click();
    const result = page.getByRole('region', { name: 'Pack open result' });
    await result.getByText('Hash matches').waitFor();
    expect(await result.getByTestId('computed-hash').textContent()).toBe(opened.serverSeedHash);
    expect(await result.getByLabel('Ticket').textContent()).toBe(opened.ticket.toLocaleString('en-US'));
    await result.getByText('Choose the pack that was opened').waitFor();

    // With the pack chosen, the ticket lands on the item the open returned.
    const inputs = page.getByRole('form', { name: 'Pack open inputs' });
    expect(await inputs.getByLabel('Nonce').inputValue()).toBe('0');
    await inputs.getByLabel('Pack (optional)').selectOption(pack.id);
    await inputs.getByRole('button', { name: 'Verify roll' }).click();
    const landed = result.getByTestId('landed-item');
    await landed.getByText(opened.name, { exact: true }).waitFor();
    expect(await result.getByLabel('Ticket').textContent()).toBe(opened.ticket.toLocaleString('en-US'));
    expect(new URL(page.url()).searchParams.get('packId')).toBe(pack.id);
    await screenshot(page, 'fairness-pack-verified-desktop');

    // Bad inputs say what is wrong (the core's FairnessInputError), and never crash the page.
    await inputs.getByLabel('Server seed').fill('not-a-seed');
    await inputs.getByRole('button', { name: 'Verify roll' }).click();
    await result.getByRole('alert').getByText('The server seed must be 64 lowercase hex characters.').waitFor();
    await inputs.getByLabel('Server seed').fill(sha256Hex('any seed'));
    await inputs.getByLabel('Client seed').fill('');
    await inputs.getByRole('button', { name: 'Verify roll' }).click();
    await result.getByRole('alert').getByText('A client seed is required.').waitFor();
    await screenshot(page, 'fairness-pack-error-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('checks an open from its link (hash, client seed, nonce) once the pair is revealed', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await signUpViaUi(page, suite.server);
    const pack = await packByName(page, suite.server, 'Lucky Coins');
    const answer = await page.request.post(`${suite.server.url}/api/packs/${pack.id}/open`, { data: { count: 2 } });
    const opens = ((await answer.json()) as { opens: Opened[] }).opens;
    const second = opens[1]!;
    expect(second.nonce).toBe(1);

    // What an open's "Verify" link carries: the server seed is still secret.
    await page.goto(`/fairness?${new URLSearchParams({ clientSeed: second.clientSeed, nonce: String(second.nonce), serverSeedHash: second.serverSeedHash, packId: pack.id })}`);
    const result = page.getByRole('region', { name: 'Pack open result' });
    await result.getByText('Now the server seed').waitFor();
    expect(await result.getByRole('alert').count()).toBe(0);

    await page.getByRole('button', { name: 'Rotate seed pair' }).click();
    await page.getByRole('dialog', { name: 'Rotate your seed pair?' }).getByRole('button', { name: 'Rotate now' }).click();
    await result.getByRole('button', { name: 'Use the revealed server seed' }).click();
    await result.getByText('Hash matches').waitFor();
    expect(await result.getByLabel('Ticket').textContent()).toBe(second.ticket.toLocaleString('en-US'));
    await result.getByTestId('landed-item').getByText(second.name, { exact: true }).waitFor();

    // Stepping back a nonce checks the first open of the pair.
    await result.getByRole('button', { name: 'Previous nonce' }).click();
    await result.getByText(`${opens[0]!.clientSeed}:0`, { exact: true }).waitFor();
    expect(await result.getByLabel('Ticket').textContent()).toBe(opens[0]!.ticket.toLocaleString('en-US'));
    await result.getByTestId('landed-item').getByText(opens[0]!.name, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('changing the client seed shows the new seed and reveals the previous server seed', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await signUpViaUi(page, suite.server);
    const before = (await (await page.request.get(`${suite.server.url}/api/fairness`)).json()) as { active: { serverSeedHash: string; clientSeed: string } };

    await page.goto('/fairness');
    const pairCard = page.getByRole('region', { name: 'Your seed pair' });
    await pairCard.getByText(before.active.serverSeedHash, { exact: true }).waitFor();

    // The shared schema refuses a bad seed before anything is sent.
    const form = page.getByRole('form', { name: 'Change client seed' });
    await form.getByLabel('New client seed').fill('no spaces allowed!');
    await form.getByRole('button', { name: 'Change client seed' }).click();
    await expectToast(page, CLIENT_SEED_RULE);

    await form.getByLabel('New client seed').fill('lucky-seed.2026');
    await form.getByRole('button', { name: 'Change client seed' }).click();
    await expectToast(page, 'Client seed changed. Your previous server seed is revealed below.');
    await pairCard.getByText('lucky-seed.2026', { exact: true }).waitFor();
    expect(await form.getByLabel('New client seed').inputValue()).toBe('');
    // A new pair: a new hash, nonce back at 0.
    expect(await pairCard.getByText(before.active.serverSeedHash, { exact: true }).count()).toBe(0);

    const revealed = page.getByRole('list', { name: 'Revealed seed pairs' }).getByRole('listitem');
    await revealed.first().waitFor();
    expect(await revealed.count()).toBe(1);
    await revealed.getByText(before.active.serverSeedHash, { exact: true }).waitFor();
    await revealed.getByText(before.active.clientSeed, { exact: true }).waitFor();
    // The revealed server seed is the one the old hash committed to.
    const seeds = await revealed.locator('code').allTextContents();
    const serverSeed = seeds.find((text) => /^[0-9a-f]{64}$/.test(text) && sha256Hex(text) === before.active.serverSeedHash);
    expect(serverSeed).toBeDefined();
    await screenshot(page, 'fairness-client-seed-changed-desktop');

    // The fairness page also works on a phone, without sideways scrolling.
    await page.setViewportSize(PHONE);
    await page.reload();
    await pairCard.getByText('lucky-seed.2026', { exact: true }).waitFor();
    await expectNoSideScroll(page, PHONE.width);
    await screenshot(page, 'fairness-seed-pair-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('re-rolls a real battle and matches every round and the winner; a tampered server seed shows ✗', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    const { userName } = await signUpViaUi(page, suite.server);

    const starter = await packByName(page, suite.server, 'Starter Stash');
    const coins = await packByName(page, suite.server, 'Lucky Coins');
    const created = await page.request.post(`${suite.server.url}/api/battles`, {
      data: { players: 2, mode: 'normal', packIds: [starter.id, coins.id, starter.id] },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(created.status()).toBe(200);
    const { battle: open } = (await created.json()) as { battle: BattleDetail };
    expect((await page.request.post(`${suite.server.url}/api/battles/${open.id}/fill-bots`)).status()).toBe(200);
    const { battle } = (await (await page.request.get(`${suite.server.url}/api/battles/${open.id}`)).json()) as { battle: BattleDetail };
    const { serverSeed, clientSeed } = battle.fairness;
    if (!serverSeed || !clientSeed || !battle.results) throw new Error('the battle did not settle');

    await page.goto(`/fairness?${new URLSearchParams({ battleId: battle.id, serverSeed, clientSeed })}`);
    const result = page.getByRole('region', { name: 'Battle result' });
    await result.getByText('This battle checks out').waitFor();
    expect(await page.getByRole('tab', { name: 'Battle' }).getAttribute('aria-selected')).toBe('true');
    const rounds = result.getByRole('list', { name: 'Rounds' }).getByRole('listitem').filter({ has: page.locator('[data-verdict]') });
    expect(await rounds.count()).toBe(3);
    for (let round = 1; round <= 3; round++) {
      await result.getByText(`Round ${round} matches`).waitFor();
    }
    await result.getByText('Hash matches').waitFor();
    await result.getByText('Winner matches').waitFor();
    await result.getByText('Payouts match').waitFor();
    expect(await result.locator('[data-verdict="mismatch"]').count()).toBe(0);
    // A normal battle nobody borrowed in: the tie-break and the shares apply; points, eliminations, a jackpot draw and borrowing do not.
    const figures = await result.locator('[data-verdict]').allTextContents();
    expect(figures).toEqual(expect.arrayContaining(['✓Tie-break match', '✓Winners’ shares match']));
    expect(figures.filter((text) => /Points|Eliminations|Jackpot|house/.test(text))).toEqual([]);
    // Every seat of every round shows the ticket the server published.
    for (const [r, seats] of battle.results.rolls.entries()) {
      const row = result.locator(`[data-round="${r + 1}"]`);
      for (const roll of seats) await row.getByText(`ticket ${roll.ticket.toLocaleString('en-US')}`, { exact: true }).first().waitFor();
    }
    // The winner the server paid is the one the browser computed.
    const winnerSeat = battle.results.winners[0]!;
    const winnerName = battle.seats.find((s) => s.seat === winnerSeat)!.userName;
    const totals = result.getByRole('list', { name: 'Totals' });
    await totals.getByRole('listitem').filter({ hasText: winnerName }).getByText('Winner').waitFor();
    expect(await totals.getByText(userName).count()).toBe(1);
    await screenshot(page, 'fairness-battle-verified-desktop');

    // A server seed other than the committed one: the hash and the rolls stop matching.
    const tampered = serverSeed.slice(0, -1) + (serverSeed.endsWith('0') ? '1' : '0');
    const inputs = page.getByRole('form', { name: 'Battle inputs' });
    await inputs.getByLabel('Server seed').fill(tampered);
    await inputs.getByRole('button', { name: 'Verify battle' }).click();
    await result.getByText(/checks? do(es)? not match/).waitFor();
    await result.getByText('Hash mismatch').waitFor();
    // The verdict names what failed.
    expect(await result.getByTestId('failed-checks').textContent()).toContain('Server seed hash');
    expect(await result.locator('[data-verdict="mismatch"]').count()).toBeGreaterThan(1);
    expect(new URL(page.url()).searchParams.get('serverSeed')).toBe(tampered);
    await screenshot(page, 'fairness-battle-tampered-desktop');

    // Not a seed at all: the core's message, no crash.
    await inputs.getByLabel('Server seed').fill('undefined');
    await inputs.getByRole('button', { name: 'Verify battle' }).click();
    await result.getByRole('alert').getByText('The server seed must be 64 lowercase hex characters.').waitFor();

    // The same link on a phone.
    await page.setViewportSize(PHONE);
    await page.goto(`/fairness?${new URLSearchParams({ battleId: battle.id, serverSeed, clientSeed })}`);
    await result.getByText('This battle checks out').waitFor();
    await expectNoSideScroll(page, PHONE.width);
    await screenshot(page, 'fairness-battle-verified-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('verifies a real upgrade from its link once the pair is revealed, and fails it with one character of the server seed changed', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await signUpViaApi(page, suite.server);
    const upgrade = await upgradeAnItem(page);
    const { serverSeedHash, clientSeed, nonce } = upgrade.fairness;
    // The pack open took nonce 0; the upgrade rolled the next one of the same pair.
    expect(nonce).toBe(1);

    // The upgrader's link: the upgrade tab, filled in from GET /api/upgrader/:id; the server seed still secret.
    await page.goto(`/fairness?upgrade=${upgrade.id}`);
    expect(await page.getByRole('tab', { name: 'Upgrade' }).getAttribute('aria-selected')).toBe('true');
    const result = page.getByRole('region', { name: 'Upgrade result' });
    await result.getByText('Now the server seed').waitFor();
    const inputs = page.getByRole('form', { name: 'Upgrade inputs' });
    expect(await inputs.getByLabel('Client seed').inputValue()).toBe(clientSeed);
    expect(await inputs.getByLabel('Nonce').inputValue()).toBe(String(nonce));
    expect(await inputs.getByLabel('Direction').inputValue()).toBe('over');
    expect(await inputs.getByLabel('Win chance (parts per million)').inputValue()).toBe(String(upgrade.chancePpm));
    expect(await inputs.getByLabel('Published hash (optional)').inputValue()).toBe(serverSeedHash);
    expect(await inputs.getByLabel('Server seed').inputValue()).toBe('');
    await screenshot(page, 'fairness-upgrade-secret-desktop');

    // Rotating the pair reveals the seed, and the check runs by itself.
    await page.getByRole('button', { name: 'Rotate seed pair' }).click();
    await page.getByRole('dialog', { name: 'Rotate your seed pair?' }).getByRole('button', { name: 'Rotate now' }).click();
    await result.getByText('This upgrade checks out').waitFor();
    const serverSeed = await inputs.getByLabel('Server seed').inputValue();
    expect(sha256Hex(serverSeed)).toBe(serverSeedHash);
    expect(await result.getByTestId('computed-hash').textContent()).toBe(serverSeedHash);
    await result.getByText(`${clientSeed}:${nonce}:upgrade`, { exact: true }).waitFor();
    expect(await result.getByLabel('Ticket').textContent()).toBe(upgrade.ticket.toLocaleString('en-US'));
    expect(await result.getByLabel('Result').textContent()).toBe(upgrade.won ? 'Won' : 'Lost');
    // Over wins on the last `chance` tickets of the million.
    const from = UPGRADE_TICKETS - upgrade.chancePpm + 1;
    expect(await result.getByTestId('winning-range').textContent()).toBe(`${from.toLocaleString('en-US')} – ${UPGRADE_TICKETS.toLocaleString('en-US')}`);
    expect(upgradeWins(upgrade.ticket, upgrade.chancePpm, 'over')).toBe(upgrade.won);
    const verdicts = await result.getByTestId('upgrade-verdict').locator('[data-verdict]').allTextContents();
    expect(verdicts).toEqual(['✓Hash matches', '✓Chance matches', '✓Ticket matches', '✓Result matches']);
    expect(await result.locator('[data-verdict="mismatch"]').count()).toBe(0);
    await screenshotFromTop(page, 'fairness-upgrade-verified-desktop', 100);
    expect(await violations(page)).toEqual([]);

    // One character of the server seed changed: not the committed seed, so the hash (and the roll) stop matching.
    const tampered = serverSeed.slice(0, -1) + (serverSeed.endsWith('0') ? '1' : '0');
    await inputs.getByLabel('Server seed').fill(tampered);
    await inputs.getByRole('button', { name: 'Verify upgrade' }).click();
    await result.getByText(/checks? do(es)? not match/).waitFor();
    await result.getByTestId('upgrade-verdict').getByText('Hash mismatch').waitFor();
    expect(await result.getByTestId('failed-checks').textContent()).toContain('Server seed hash');
    expect(await result.getByTestId('computed-hash').textContent()).toBe(sha256Hex(tampered));
    expect(new URL(page.url()).searchParams.get('serverSeed')).toBe(tampered);
    expect(new URL(page.url()).searchParams.get('upgrade')).toBe(upgrade.id);
    await screenshotFromTop(page, 'fairness-upgrade-tampered-desktop', 100);
    expect(await violations(page)).toEqual([]);

    // The same link on a phone, now that the pair is revealed: verified on arrival, then the tampered seed fails.
    await page.setViewportSize(PHONE);
    await page.goto(`/fairness?upgrade=${upgrade.id}`);
    await result.getByText('This upgrade checks out').waitFor();
    await expectNoSideScroll(page, PHONE.width);
    await screenshotFromTop(page, 'fairness-upgrade-verified-phone', 100);
    expect(await violations(page)).toEqual([]);
    await inputs.getByLabel('Server seed').fill(tampered);
    await inputs.getByRole('button', { name: 'Verify upgrade' }).click();
    await result.getByTestId('upgrade-verdict').getByText('Hash mismatch').waitFor();
    await expectNoSideScroll(page, PHONE.width);
    await screenshotFromTop(page, 'fairness-upgrade-tampered-phone', 100);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('explains the rolls and offers the verifier to visitors who are not signed in', async () => {
    const { page, context, errors } = await suite.open(PHONE);
    await page.goto('/fairness');
    await page.getByText('Sign in to see your seed pair').waitFor();
    await page.getByRole('heading', { name: 'The formulas' }).waitFor();
    // A pack check from a link runs on arrival, with the core's own roll.
    const serverSeed = sha256Hex('visitor');
    await page.goto(`/fairness?${new URLSearchParams({ serverSeed, clientSeed: 'abc', nonce: '7' })}`);
    const result = page.getByRole('region', { name: 'Pack open result' });
    await result.getByText('abc:7', { exact: true }).waitFor();
    await expectNoSideScroll(page, PHONE.width);
    await screenshot(page, 'fairness-visitor-phone');
    // An upgrade's fields typed by hand: re-rolled with nothing published to compare, and no sign-in needed.
    await page.goto(`/fairness?${new URLSearchParams({ verify: 'upgrade', serverSeed, clientSeed: 'abc', nonce: '7', direction: 'under', chancePpm: '500000' })}`);
    const upgradeResult = page.getByRole('region', { name: 'Upgrade result' });
    await upgradeResult.getByText('abc:7:upgrade', { exact: true }).waitFor();
    await upgradeResult.getByText('Re-rolled in your browser').waitFor();
    const ticket = upgradeTicket(serverSeed, 'abc', 7);
    expect(await upgradeResult.getByLabel('Ticket').textContent()).toBe(ticket.toLocaleString('en-US'));
    expect(await upgradeResult.getByLabel('Result').textContent()).toBe(ticket <= 500_000 ? 'Won' : 'Lost');
    expect(await upgradeResult.locator('[data-verdict]').count()).toBe(0);
    // An upgrade's id needs its player signed in.
    await page.goto(`/fairness?upgrade=${crypto.randomUUID()}`);
    await upgradeResult.getByRole('alert').getByText(/^Sign in to load an upgrade/).waitFor();
    await expectNoSideScroll(page, PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
