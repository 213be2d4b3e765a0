#!/usr/bin/env python3
"""Writes a big TREC evaluation input for bench_eval.sh: QUERIES queries x DOCS results
(default 10,000 x 1,000 = 10 million run lines) and graded qrels (grades 0..3, about 60
judgments per query, some judged documents never retrieved, ties in the scores).

usage: make_trec_bench.py OUTDIR [QUERIES] [DOCS]
"""
import os
import random
import sys


def main():
    out = sys.argv[1]
    queries = int(sys.argv[2]) if len(sys.argv) > 2 else 10000
    docs = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
    os.makedirs(out, exist_ok=True)
    rng = random.Random(20261121)
    with open(os.path.join(out, "qrels.txt"), "w") as qrels, open(os.path.join(out, "run.txt"), "w") as run:
        for q in range(1, queries + 1):
            qid = "q%d" % q
            pool = rng.sample(range(docs * 5), docs)
            judged = set(rng.sample(pool, 50)) | {docs * 5 + k for k in range(10)}
            for d in sorted(judged):
                qrels.write("%s 0 D%d %d\n" % (qid, d, rng.choice((0, 0, 0, 1, 1, 2, 3))))
            lines = []
            score = 1000.0
            for rank, d in enumerate(pool, 1):
                # a tie now and then: the same score as the previous document
                if rng.random() > 0.05:
                    score -= rng.random()
                lines.append("%s Q0 D%d %d %.4f bench\n" % (qid, d, rank, score))
            run.writelines(lines)


if __name__ == "__main__":
    main()
