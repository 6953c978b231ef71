// benchgate's simulation worker thread (src/suites/qsolve/runner/sim-pool.ts): a thin entry of the shared bundle dist/bundle/ (scripts/build.mjs); third-party notices: dist/bundle/licenses.txt.
// runs dist/bundle/222.index.js sha256:36d01b8b9aa9312e76c7663e906b5d6394193cb30fedddded2bcbc8e4206c0c9
// runs dist/bundle/554.index.js sha256:3c6a328fe34bd70dfc532a40174eb92fc99d4c6c9ab2421d67799847f76ecff4
// runs dist/bundle/975.index.js sha256:8d11945eb061a714debd7cc88d4b8df1f64753ff64a1efd6bfc5c60fdbf13285
// runs dist/bundle/index.js sha256:38a995fac7b053ef9eb1e67d72a46c8fbda88b0f2b16d20515cf3d9db0d1e0b2
import { simWorker } from '../bundle/index.js';

await simWorker();
