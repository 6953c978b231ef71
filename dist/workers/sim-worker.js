// benchgate's simulation worker thread (src/suites/qsolve/runner/sim-pool.ts): a thin entry of the shared bundle dist/bundle/ (scripts/build.mjs); third-party notices: dist/bundle/licenses.txt.
// runs dist/bundle/222.index.js sha256:f09457f7b5924189fe5a484ed1f2f647a7b91dc0972689607ede1bf2941ac302
// runs dist/bundle/554.index.js sha256:63d0de388e35ffd3a5db3783734d56e1c4b428c56f1fd439dcf5c0ff068876da
// runs dist/bundle/975.index.js sha256:8d11945eb061a714debd7cc88d4b8df1f64753ff64a1efd6bfc5c60fdbf13285
// runs dist/bundle/index.js sha256:38a995fac7b053ef9eb1e67d72a46c8fbda88b0f2b16d20515cf3d9db0d1e0b2
import { simWorker } from '../bundle/index.js';

await simWorker();
