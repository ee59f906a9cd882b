import { spawn } from 'node:child_process';
import { repoRoot } from './paths.ts';

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run admin -- <args>` in the repository, as an operator types it, on `dataDir`. */
export function runAdmin(dataDir: string, args: string[]): Promise<CommandRun> {
  const environment = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !['DATABASE_URL', 'DATA_DIR'].includes(name) && !name.startsWith('VITEST'),
    ),
  );
  return new Promise((resolve, reject) => {
    const command = spawn('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: repoRoot,
      env: { ...environment, DATA_DIR: dataDir },
    });
    let stdout = '';
    let stderr = '';
    command.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    command.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    command.once('error', reject);
    command.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
