/**
 * `npm run admin:create -- --email E --password P`: makes an admin account,
 * or sets a new password for an existing one.
 * `npm run admin:create -- --email E --reset-totp`: removes the admin's
 * second factor (a lost authenticator); they set it up again after signing in.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config';
import { openDatabase } from '../resources';
import { createOrResetAdmin } from '../console/service';
import { resetTotp } from '../console/totp';
import { runScript } from './run';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, 'reset-totp': { type: 'boolean' } } });
const email = z.email('--email must be an e-mail address');
const input = values['reset-totp']
  ? z.object({ email }).safeParse(values)
  : z
      .object({
        email,
        password: z.string({ error: '--password is required' }).min(10, '--password must be at least 10 characters'),
      })
      .safeParse(values);
if (!input.success) {
  console.error(
    `Usage: npm run admin:create -- --email admin@example.com --password 'a long password'\n` +
      `       npm run admin:create -- --email admin@example.com --reset-totp\n${input.error.issues.map((i) => `  ${i.message}`).join('\n')}`,
  );
  process.exit(2);
}

await runScript(async () => {
  const db = await openDatabase(loadConfig());
  try {
    await db.migrate();
    if (values['reset-totp']) {
      const known = await resetTotp(db, input.data.email);
      console.log(known ? `Two-factor sign-in removed for ${input.data.email}: they can set it up again from the admin area.` : `No admin has the e-mail ${input.data.email}.`);
      if (!known) process.exitCode = 1;
    } else {
      const { created } = await createOrResetAdmin(db, input.data as { email: string; password: string });
      console.log(created ? `Admin ${input.data.email} created.` : `Admin ${input.data.email} already existed: password updated.`);
    }
  } finally {
    await db.close();
  }
});
