/** Production entry (`npm start`): one process serves the API and the built web app. */
import { start } from './lifecycle.ts';

await start('prod');
