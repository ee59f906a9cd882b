import { ConfigError, loadConfig } from '../config.ts';
import { DatabaseInUseError } from '../db/data-dir-lock.ts';
import { UsageError, adminUsage, parseAdminArgs, runAdminCommand } from './command.ts';
import { AdminError, describeResult } from './protocol.ts';

/**
 * `npm run admin -- grant|revoke <username> <role>` and `npm run admin -- list`: the only way
 * roles are given and taken (never the API). Exit codes: 0 done, 1 refused or failed, 2 usage.
 */
async function main(): Promise<number> {
  try {
    const request = parseAdminArgs(process.argv.slice(2));
    const result = await runAdminCommand(loadConfig(process.env), request);
    console.log(describeResult(result));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${adminUsage}`);
      return 2;
    }
    if (
      error instanceof AdminError ||
      error instanceof ConfigError ||
      error instanceof DatabaseInUseError
    ) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
