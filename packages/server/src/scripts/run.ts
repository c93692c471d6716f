/**
 * How the operator's commands end: a problem the operator can fix (the
 * configuration, a data directory another server holds, a database that
 * cannot be reached) is one line on stderr and exit code 1, not a stack trace.
 */
import { ConfigError } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { databaseUnreachable } from '../http/errors';

export async function runScript(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
    } else if (databaseUnreachable(error)) {
      console.error(`Cannot reach the database: ${error instanceof Error ? error.message : String(error)}`);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  }
}
