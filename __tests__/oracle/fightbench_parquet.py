"""Writes one FightBench export's rows (a JSONL twin) as Parquet with pyarrow, the version pinned in requirements.txt,
across a matrix of writer settings, and reports what each file really holds (codecs, encodings, page versions).

stdin: {"jsonl": PATH, "out": DIR, "variants": [{"name", "codec", "dictionary", "page_version", "encodings"}, ...]}
stdout: JSON {name: {"codecs": [...], "encodings": [...], "row_groups": N, "page_types": [...]}}
"""
import json
import sys

import pyarrow as pa
import pyarrow.parquet as pq

job = json.load(sys.stdin)
rows = [json.loads(line) for line in open(job["jsonl"], encoding="utf-8") if line.strip()]
string_cols = ["matchId", "pool", "mode", "scenarioId", "stateHash", "replay", "io", "calls", "decisions", "accounting"]
schema = pa.schema([pa.field("schemaVersion", pa.int32(), nullable=False)] + [pa.field(c, pa.string()) for c in string_cols])
table = pa.Table.from_pylist(rows, schema=schema)

report = {}
for v in job["variants"]:
    path = f'{job["out"]}/{v["name"]}.parquet'
    kwargs = dict(
        compression=v["codec"],
        data_page_version=v["page_version"],
        row_group_size=4,
        data_page_size=256,
        write_batch_size=1,
        write_statistics=True,
    )
    if v["encodings"]:
        kwargs["use_dictionary"] = False
        kwargs["column_encoding"] = v["encodings"]
    else:
        kwargs["use_dictionary"] = v["dictionary"]
    pq.write_table(table, path, **kwargs)
    md = pq.ParquetFile(path).metadata
    codecs, encodings = set(), set()
    for g in range(md.num_row_groups):
        for c in range(md.num_columns):
            col = md.row_group(g).column(c)
            codecs.add(col.compression)
            encodings.update(col.encodings)
    report[v["name"]] = {"codecs": sorted(codecs), "encodings": sorted(encodings), "row_groups": md.num_row_groups}
json.dump(report, sys.stdout)
