/** The server alone (`npm run dev`, the benchmarks): read the environment, build the app, run start-up tasks, listen. */
import { closeOnSignals, exitOnStartFailure, startServer } from './serve';

startServer()
  .then(({ app }) => closeOnSignals(app))
  .catch(exitOnStartFailure);
