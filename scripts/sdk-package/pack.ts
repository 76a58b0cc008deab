// `npm run sdk:pack`: makes the @tessera/sdk package (make-package.ts) in dist-sdk/package/ and
// packs it with `npm pack` as dist-sdk/tessera-sdk-<version>.tgz.
import { packSdk } from './make-package.ts';

console.log(await packSdk());
