// benchgate's simulation worker thread (src/suites/qsolve/runner/sim-pool.ts): a thin entry of the shared bundle dist/bundle/ (scripts/build.mjs); third-party notices: dist/bundle/licenses.txt.
// runs dist/bundle/629.index.js sha256:b3d43c20218e07045b982e133517749a69a18c4bbca8301fd8e28075a4ffe858
// runs dist/bundle/715.index.js sha256:8493e854d32669090f469b77d1f5b6ce3646604c9a4228172601286a3961d11e
// runs dist/bundle/975.index.js sha256:27be463d3cb77e1c2d9b844ae417a707c73582cdf7a3de63eb68a8657fda2e1c
// runs dist/bundle/index.js sha256:5635fa233ed8286ce65b87c11782fcce64b773f6586b3ef120be925265aaf898
import { simWorker } from '../bundle/index.js';

await simWorker();
