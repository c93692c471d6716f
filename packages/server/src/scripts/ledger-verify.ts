/**
 * `npm run ledger:verify`: checks the ledger's invariants on the configured
 * database. Prints OK, or each broken account, and exits non-zero then.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../resources';
import { verifyLedger } from '../ledger/verify';
import { formatCents } from '@lootforge/core/money';
import { runScript } from './run';

await runScript(async () => {
  const db = await openDatabase(loadConfig());
  try {
    await db.migrate();
    const report = await verifyLedger(db);
    if (report.ok) {
      console.log(`OK: ${report.accounts} accounts, ${report.transfers} transfers, balances sum to zero and match their transfers.`);
    } else {
      for (const problem of report.problems) {
        if (problem.kind === 'sum_not_zero') console.log(`BROKEN: all balances sum to ${formatCents(problem.totalCents)}, not zero`);
        if (problem.kind === 'balance_mismatch') {
          console.log(
            `BROKEN: account ${problem.accountId} (${problem.key}) holds ${formatCents(problem.balanceCents)} but its transfers sum to ${formatCents(problem.transfersCents)}`,
          );
        }
        if (problem.kind === 'negative_balance') {
          console.log(`BROKEN: account ${problem.accountId} (${problem.key}) is below zero: ${formatCents(problem.balanceCents)}`);
        }
      }
      process.exitCode = 1;
    }
  } finally {
    await db.close();
  }
});
