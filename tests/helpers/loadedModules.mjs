// Loaded with `node --import` by tests/api/build.bundle.test.ts: appends the URL of every module
// the process loads to the file named by LOADED_MODULES_FILE (module hooks run in their own thread).
import { register } from 'node:module';

register('./loadedModulesHooks.mjs', import.meta.url, { data: { file: process.env.LOADED_MODULES_FILE } });
