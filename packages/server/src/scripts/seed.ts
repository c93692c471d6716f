/** `npm run seed`: puts the demo catalogue in the configured database, unless it is there already. */
import { loadConfig } from '../config';
import { openResources } from '../resources';
import { seedDemoCatalogue } from '../catalogue/seed-demo';
import { runScript } from './run';

await runScript(async () => {
  const config = loadConfig();
  const resources = await openResources(config);
  try {
    await resources.db.migrate();
    const result = await seedDemoCatalogue(resources.db, resources.storage, config.houseEdge);
    console.log(result.seeded ? `Seeded ${result.items} items and ${result.packs} packs.` : 'The demo catalogue is already seeded; nothing to do.');
  } finally {
    await resources.close();
  }
});
