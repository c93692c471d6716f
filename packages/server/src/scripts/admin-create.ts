/**
 * `npm run admin:create -- --email E --password P`: makes an admin account,
 * or sets a new password for an existing one.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config';
import { openDatabase } from '../resources';
import { createOrResetAdmin } from '../admin/service';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const input = z
  .object({
    email: z.email('--email must be an e-mail address'),
    password: z.string({ error: '--password is required' }).min(10, '--password must be at least 10 characters'),
  })
  .safeParse(values);
if (!input.success) {
  console.error(`Usage: npm run admin:create -- --email admin@example.com --password 'a long password'\n${input.error.issues.map((i) => `  ${i.message}`).join('\n')}`);
  process.exit(2);
}

const db = await openDatabase(loadConfig());
try {
  await db.migrate();
  const { created } = await createOrResetAdmin(db, input.data);
  console.log(created ? `Admin ${input.data.email} created.` : `Admin ${input.data.email} already existed: password updated.`);
} finally {
  await db.close();
}
