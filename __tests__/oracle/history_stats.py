"""Oracle: the statistics of benchgate's history judging (src/history/judge.ts) against Python's own.

For each window: the mean and sample standard deviation from `statistics` (exact rational arithmetic on the
floats, rounded once), the z-score of the current value, and Bencher's default boundary, the 0.99 quantile of the
standard normal distribution (scipy.stats.norm.ppf). Input: {"cases": [{"window": [...], "current": x}]}.
"""
import json
import statistics
import sys

from scipy.stats import norm

data = json.load(sys.stdin)
out = []
for c in data["cases"]:
    w = c["window"]
    mean = statistics.fmean(w) if len(set(w)) > 1 else w[0]
    sd = statistics.stdev(w) if len(w) > 1 else 0.0
    z = None if sd == 0 else (c["current"] - mean) / sd
    out.append({"mean": mean, "stddev": sd, "z": z})
json.dump({"cases": out, "q99": norm.ppf(0.99)}, sys.stdout)
