"""Entry point of the fake-backend oracle tests: one process builds each FakeX() noise model once (tens of seconds
each) and answers every question about it.

stdin:  {"tolerance": 1e-9, "models": [<DeviceNoiseModel>, ...], "counts": [<case>, ...], "routes": ["kingston"]}
stdout: {"models": {"<device>": <noise_model.compare>}, "counts": [<counts.run_case>, ...],
         "routes": {"<device>": <noise_model.routes>}}
"""
import json
import os
import sys
import warnings

warnings.filterwarnings("ignore")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import counts  # noqa: E402
import noise_model  # noqa: E402


def main():
    data = json.load(sys.stdin)
    tol = data.get("tolerance", 1e-9)
    out = {"models": {}, "counts": []}
    for m in data.get("models") or []:
        out["models"][m["device"]] = noise_model.compare(m, tol)
    for case in data.get("counts") or []:
        out["counts"].append(counts.run_case(case, noise_model.backend(case["device"])))
    out["routes"] = {d: noise_model.routes(d) for d in data.get("routes") or []}
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
