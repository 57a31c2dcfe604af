/** The server alone (`npm run dev`, the benchmarks, the tests' second process): one process, or WORKERS=N (./cluster.ts). */
import { exitOnStartFailure, startServerProcesses } from './cluster';

startServerProcesses()
  .then((started) => started?.closeOnSignals())
  .catch(exitOnStartFailure);
