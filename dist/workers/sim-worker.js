// benchgate's simulation worker thread (src/suites/qsolve/runner/sim-pool.ts): a thin entry of the shared bundle dist/bundle/ (scripts/build.mjs); third-party notices: dist/bundle/licenses.txt.
// runs dist/bundle/222.index.js sha256:a15605f663bf7f43e2791e6d14f150e55aac7a417c3ec518de2b71df9789e8e7
// runs dist/bundle/554.index.js sha256:cd3464e331b93f256d669ac4c6080b6f8daefaa0c82555ab4ea6487e5b0c255a
// runs dist/bundle/975.index.js sha256:8d11945eb061a714debd7cc88d4b8df1f64753ff64a1efd6bfc5c60fdbf13285
// runs dist/bundle/index.js sha256:38a995fac7b053ef9eb1e67d72a46c8fbda88b0f2b16d20515cf3d9db0d1e0b2
import { simWorker } from '../bundle/index.js';

await simWorker();
