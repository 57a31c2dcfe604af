/**
 * The server as `npm start` runs it (scripts/start.ts: server/cluster.ts, compression on, demo data
 * seeded on a fresh data folder) serving a web app built elsewhere. The server serves `dist/` under
 * its working directory, so it runs in `appRoot` (whose `dist/` is the bench build), with the
 * project's node_modules linked in. No demo collector agents: their writes would load the same
 * two cores the browser measures on.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopProcess, waitForHealth } from './processes';

export interface FrontendServer {
  origin: string;
  stop: () => Promise<void>;
}

/** Starts the server in `appRoot` (which must hold the built `dist/`); `projectRoot` has the sources. */
export async function startFrontendServer(projectRoot: string, appRoot: string): Promise<FrontendServer> {
  if (!fs.existsSync(path.join(appRoot, 'dist', 'index.html'))) throw new Error(`No dist/index.html in ${appRoot}`);
  const modules = path.join(appRoot, 'node_modules');
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(projectRoot, 'node_modules'), modules, 'dir');
  const scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-frontend-data-'));
  const port = await freePort();
  const logPath = path.join(scratchDir, 'server.log');
  const log = fs.openSync(logPath, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(scratchDir, 'data'),
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    DEMO_DATA: 'true',
    DEMO_COLLECTORS: '0',
    LOG_LEVEL: 'warn',
  };
  delete env.WORKERS;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'scripts/start.ts')], {
    cwd: appRoot,
    env,
    stdio: ['ignore', log, log],
  });
  let exitReason: string | null = null;
  child.once('exit', (code) => {
    exitReason = `scripts/start.ts exited with ${code}; see ${logPath}`;
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(origin, 'scripts/start.ts', () => exitReason);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    origin,
    stop: async () => {
      await stopProcess(child);
      fs.closeSync(log);
      fs.rmSync(scratchDir, { recursive: true, force: true });
    },
  };
}
