import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server (src/server/main.ts) as a child process of the test, so a test can kill it
 * the hard way (SIGKILL: no shutdown hook runs) and start another on the same data.
 */

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** Everything the server wrote, for the failure message of a test. */
  output: () => string;
  /** SIGKILL: the process dies at once, mid-write if it was writing. */
  kill: () => Promise<void>;
  /** SIGTERM: the graceful shutdown a deployment does. */
  stop: () => Promise<void>;
}

export async function startServerProcess(
  env: Record<string, string>,
  options: {
    startTimeoutMs?: number /** A compiled server's main.js; else the sources through tsx. */;
    compiledMain?: string;
  } = {},
): Promise<ServerProcess> {
  const startTimeoutMs = options.startTimeoutMs ?? 90_000;
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  // `node --import tsx` (not npx): the pid we kill is the server itself, not a wrapper.
  const child: ChildProcess = spawn(
    process.execPath,
    options.compiledMain
      ? [options.compiledMain]
      : ['--import', 'tsx', path.join(repositoryRoot, 'src/server/main.ts')],
    {
      cwd: repositoryRoot,
      env: { ...inherited, PORT: '0', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = once(child, 'exit');

  const ended = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };

  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`server did not start in ${startTimeoutMs} ms:\n${output}`)),
        startTimeoutMs,
      );
      const onData = () => {
        const match = /running at (http:\/\/\S+)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1].replace('localhost', '127.0.0.1'));
        }
      };
      child.stdout?.on('data', onData);
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`server exited during start:\n${output}`));
      });
    });
    return {
      baseUrl,
      pid: child.pid!,
      output: () => output,
      kill: () => ended('SIGKILL'),
      stop: () => ended('SIGTERM'),
    };
  } catch (error) {
    await ended('SIGKILL');
    throw error;
  }
}
