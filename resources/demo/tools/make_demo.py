#!/usr/bin/env python3
"""Derives the demo's questions, labels and runs from the corpus and tools/plan.py.

Usage: python3 resources/demo/tools/make_demo.py      (rewrites questions.jsonl, labels/, runs/)

Deterministic (fixed seeds). The written .jsonl/.qrels files are the demo's sources of truth;
this script only saves typing them by hand. What it simulates:
- ana's (lead) grades are plan.py's `rel` plus the two best BM25 hits that are not relevant;
  ben agrees on most items, differs on ~17% (mostly by one grade), and each has a few items
  the other did not label.
- bm25-baseline ranks by a plain BM25 over the chunks; hybrid-v2 and hybrid-v3-rerank mix in
  a simulated semantic score that knows more and more about true relevance.
- The answer of a run is the plan's correct claims, with wrong claims mixed in more often for
  weaker runs. The judge marks a claim supported only when a retrieved chunk states it; on the
  latest run a few judge mistakes are overruled by ana's and ben's reviews.
"""
import json, math, os, random, re, sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
DEMO = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import plan  # noqa: E402

JUDGE = "gpt-4o-mini-2024-07-18"


def load_corpus():
    """The corpus importer's rule: blank-line paragraphs, headings skipped, ids stem#n."""
    chunks, order = {}, []
    folder = os.path.join(DEMO, "corpus")
    for name in sorted(os.listdir(folder)):
        stem = name[:-3]
        text = open(os.path.join(folder, name), encoding="utf-8").read()
        n = 0
        for para in re.split(r"\n\s*\n", text):
            lines = [l for l in para.strip().split("\n") if l.strip() and not l.startswith("#")]
            if lines:
                cid = f"{stem}#{n}"
                chunks[cid] = " ".join(lines)
                order.append(cid)
                n += 1
    return chunks, order


STOP = set("a an the of to in on for and or is are be do does i my me can what how when where which who with "
           "at by it its if from after before there that this as have has get i'm much many long should must".split())


def tokens(text):
    out = []
    for word in re.findall(r"[\w\-]+", text.lower()):
        cjk = re.findall(r"[\u3040-\u30ff\u3400-\u9fff]+", word)
        if cjk:
            for run in cjk:
                out += [run[i:i + 2] for i in range(max(1, len(run) - 1))]
            word = re.sub(r"[\u3040-\u30ff\u3400-\u9fff]+", " ", word)
            out += [w for w in word.split() if w not in STOP]
        elif word not in STOP:
            out.append(word)
    return out


class BM25:
    def __init__(self, chunks, k1=1.2, b=0.75):
        self.ids = list(chunks)
        self.toks = {c: Counter(tokens(t)) for c, t in chunks.items()}
        self.len = {c: sum(v.values()) for c, v in self.toks.items()}
        self.avg = sum(self.len.values()) / len(self.len)
        df = Counter(t for v in self.toks.values() for t in v)
        n = len(self.ids)
        self.idf = {t: math.log(1 + (n - d + 0.5) / (d + 0.5)) for t, d in df.items()}
        self.k1, self.b = k1, b

    def scores(self, query):
        q = tokens(query)
        out = {}
        for c in self.ids:
            s = 0.0
            for t in q:
                f = self.toks[c].get(t, 0)
                if f:
                    s += self.idf[t] * f * (self.k1 + 1) / (f + self.k1 * (1 - self.b + self.b * self.len[c] / self.avg))
            out[c] = s
        return out


def doc(cid):
    return cid.split("#")[0]


def main():
    chunks, order = load_corpus()
    bm25 = BM25(chunks)
    accepted = plan.ACCEPTED

    # Every chunk id the plan names must exist: a typo would become a stub chunk in the project.
    for q in accepted:
        ids = list(q["rel"]) + [e for _, ev in q["claims"] for e in ev]
        for cid in ids + ([q["source"]] if q["source"] else []):
            assert cid in chunks, (q["qid"], cid)
        for verdict, _, _, idx in q["bad"]:
            assert verdict in ("contradicted", "unsupported") and (idx is None) == (verdict == "unsupported"), q["qid"]
    for q in plan.DRAFTS + plan.REJECTED:
        assert q["source"] in chunks, (q["qid"], q["source"])

    bm = {q["qid"]: bm25.scores(q["query"]) for q in accepted}

    # ---- questions.jsonl (no grades here: the labels come from the annotators' qrels) -------
    with open(os.path.join(DEMO, "questions.jsonl"), "w", encoding="utf-8") as out:
        def write(obj):
            out.write(json.dumps(obj, ensure_ascii=False) + "\n")
        for q in accepted:
            row = {"qid": q["qid"], "query": q["query"], "gold_answer": q["answer"], "gold_evidence": [],
                   "status": "accepted", "origin": q["origin"]}
            if q["model"]:
                row.update(source_chunk=q["source"], generator_model=q["model"])
            write(row)
        for q in plan.DRAFTS:
            write({"qid": q["qid"], "query": q["query"], "gold_answer": q["answer"], "gold_evidence": [],
                   "status": "draft", "origin": "generated", "source_chunk": q["source"],
                   "generator_model": plan.GEN})
        for q in plan.REJECTED:
            row = {"qid": q["qid"], "query": q["query"], "gold_answer": q["answer"], "gold_evidence": [],
                   "status": "rejected", "origin": q["origin"], "source_chunk": q["source"]}
            if q["origin"] == "generated":
                row["generator_model"] = plan.GEN
            write(row)

    # ---- labels: ana (lead) and ben ------------------------------------------------------------
    rng = random.Random(20240611)
    ana, ben = defaultdict(dict), defaultdict(dict)
    for q in accepted:
        qid, rel = q["qid"], q["rel"]
        ranked = [c for c in sorted(chunks, key=lambda c: (-bm[qid][c], c)) if c not in rel]
        top = max(rel, key=rel.get)
        for c, g in rel.items():
            ana[qid][c] = g
        for c in ranked[:2]:
            ana[qid][c] = 1 if doc(c) == doc(top) and rng.random() < 0.35 else 0
        ben[qid] = dict(ana[qid])
        if rng.random() < 0.2:  # ben skipped an item ana labelled
            del ben[qid][ranked[1]]
        if rng.random() < 0.2:  # ben labelled one more candidate
            ben[qid][ranked[2]] = rng.choice([0, 0, 1])
        for c, g in list(ben[qid].items()):
            if c in ana[qid] and rng.random() < 0.19:
                step = 2 if rng.random() < 0.12 else 1
                if g == 3:
                    ben[qid][c] = 3 - step
                elif g == 0:
                    ben[qid][c] = step
                else:
                    ben[qid][c] = max(0, min(3, g + rng.choice([-1, 1]) * step))
    os.makedirs(os.path.join(DEMO, "labels"), exist_ok=True)
    for name, labels in (("ana", ana), ("ben", ben)):
        with open(os.path.join(DEMO, "labels", f"{name}.qrels"), "w", encoding="utf-8") as out:
            for q in accepted:
                for c in sorted(labels[q["qid"]], key=lambda c: (doc(c), int(c.split("#")[1]))):
                    out.write(f"{q['qid']} 0 {c} {labels[q['qid']][c]}\n")

    # ---- runs -------------------------------------------------------------------------------------
    runs = [
        # name, seed, bm25 weight, semantic weight, noise, p(contradicted), p(unsupported), p(drop), latency mean, sigma
        ("bm25-baseline", 11, 1.0, 0.0, 0.0, 0.30, 0.38, 0.25, 1400, 0.14),
        ("hybrid-v2", 12, 0.45, 0.55, 0.34, 0.16, 0.22, 0.12, 1750, 0.11),
        ("hybrid-v3-rerank", 13, 0.3, 0.7, 0.24, 0.07, 0.09, 0.04, 2080, 0.07),
    ]
    os.makedirs(os.path.join(DEMO, "runs"), exist_ok=True)
    summary = []
    for name, seed, wb, ws, noise, p_con, p_uns, p_drop, lat, sigma in runs:
        rng = random.Random(seed)
        latest = name == runs[-1][0]
        lines, stats = [], Counter()
        for qi, q in enumerate(accepted):
            qid, rel = q["qid"], q["rel"]
            raw = bm[qid]
            top_bm = max(raw.values()) or 1.0
            rel_docs = {doc(c) for c, g in rel.items() if g >= 2}
            # Hybrids only see plausible candidates: BM25's top 25 and the chunks of the documents
            # that hold the answer (what a dense retriever would surface as well).
            hits = [c for c in sorted(chunks, key=lambda c: (-raw[c], c)) if raw[c] > 0]
            pool = set(hits[:25]) | {c for c in chunks if doc(c) in rel_docs}
            if not ws:
                pool = set(hits)
            # Fewer than ten candidates: a real system pads with neighbours of its best hits.
            for c in hits[:3] + order:
                if len(pool) >= 12:
                    break
                pool |= {n for n in order if doc(n) == doc(c)}
            scored = {}
            for c in sorted(pool):
                s = wb * raw[c] / top_bm if raw[c] > 0 else wb * rng.uniform(0.01, 0.05)
                if ws:
                    sem = 0.62 * rel.get(c, 0) / 3 + (0.22 if doc(c) in rel_docs else 0) + rng.gauss(0, noise)
                    s += ws * sem
                scored[c] = s
            ranked = sorted(scored, key=lambda c: (-scored[c], c))[:10]
            # Scores as the systems print them: BM25 raw, hybrids as they come.
            retrieved = [{"id": c, "score": round(max(scored[c], 0.0001) * (top_bm if ws == 0 else 1), 4)} for c in ranked]
            for i in range(1, len(retrieved)):  # keep descending after rounding
                if retrieved[i]["score"] >= retrieved[i - 1]["score"]:
                    retrieved[i]["score"] = round(retrieved[i - 1]["score"] - 0.0001, 4)
            got = set(ranked)

            items = [dict(text=t, ev=ev, kind="ok") for t, ev in q["claims"]]
            contra = [b for b in q["bad"] if b[0] == "contradicted"]
            unsup = [b for b in q["bad"] if b[0] == "unsupported"]
            if len(items) > 2 and rng.random() < p_drop:
                items.pop()
            if contra and rng.random() < p_con:
                _, text, reason, idx = contra[0]
                idx = min(idx, len(items) - 1)
                items[idx] = dict(text=text, ev=q["claims"][idx][1], kind="contradicted", reason=reason)
            if unsup and rng.random() < p_uns:
                _, text, reason, _ = unsup[0]
                items.append(dict(text=text, ev=[], kind="unsupported", reason=reason))

            claims = []
            for it in items:
                seen = [e for e in it["ev"] if e in got]
                if it["kind"] == "ok":
                    if seen:
                        verdict, evidence = "supported", seen
                        reason = rng.choice(["{} states this directly.", "Stated in {}.",
                                             "{} says so explicitly.", "Matches the passage {}."]).format(" and ".join(seen))
                    else:
                        verdict, evidence = "unsupported", []
                        reason = "None of the retrieved passages states this; it may be true but is not grounded in the context."
                elif it["kind"] == "contradicted" and seen:
                    verdict, evidence, reason = "contradicted", seen, it["reason"]
                else:
                    verdict, evidence = "unsupported", []
                    reason = it["reason"] if it["kind"] == "unsupported" else "No retrieved passage supports this claim."
                claims.append({"text": it["text"], "verdict": verdict, "reason": reason, "evidence": evidence,
                               "judge_model": JUDGE, "_truth": verdict})
            stats.update(c["verdict"] for c in claims)

            ok = sum(1 for it in items if it["kind"] == "ok")
            correctness = ok / len(q["claims"]) - (0.35 if any(it["kind"] == "contradicted" for it in items) else 0)
            correctness = max(0.0, min(1.0, 0.92 * correctness + rng.uniform(0, 0.08)))
            relevancy = max(0.0, min(1.0, rng.uniform(0.84, 0.98) - (0.12 if correctness < 0.5 else 0)))
            joiner = "" if re.search(r"[\u3040-\u30ff\u3400-\u9fff]", q["query"]) else " "
            lines.append({
                "qid": qid,
                "retrieved": retrieved,
                "answer": joiner.join(c["text"] for c in claims),
                "latency_ms": int(round(lat * math.exp(rng.gauss(0, sigma)))),
                "claims": claims,
                "scores": {"answer_correctness": round(correctness, 3), "answer_relevancy": round(relevancy, 3)},
            })

        if latest:
            add_reviews(lines, random.Random(99))
        with open(os.path.join(DEMO, "runs", f"{name}.jsonl"), "w", encoding="utf-8") as out:
            for line in lines:
                for c in line["claims"]:
                    c.pop("_truth", None)
                out.write(json.dumps(line, ensure_ascii=False) + "\n")
        summary.append((name, lines, stats))

    report(summary, ana, ben, accepted)


def add_reviews(lines, rng):
    """Reviews on ~30% of the latest run's claims. A few judge mistakes are planted first and
    overruled by the reviewers; six claims are reviewed by both, twice with different verdicts."""
    all_claims = [(l, c) for l in lines for c in l["claims"]]
    supported = [x for x in all_claims if x[1]["verdict"] == "supported"]
    other = [x for x in all_claims if x[1]["verdict"] != "supported"]
    mistakes = rng.sample(supported, 3)
    for _, c in mistakes:  # the judge missed a paraphrase
        c["_evidence"] = c["evidence"]
        c["verdict"], c["reason"], c["evidence"] = (
            "unsupported", "The retrieved passages do not state this explicitly.", [])
    invented = [x for x in other if x[1]["verdict"] == "unsupported" and x[1]["reason"] !=
                "None of the retrieved passages states this; it may be true but is not grounded in the context."]
    if invented:  # the judge was too lenient with an invented detail
        line, c = invented[0]
        c["verdict"], c["reason"] = "supported", "Consistent with the retrieved context."
        c["evidence"] = [line["retrieved"][0]["id"]]
        mistakes.append(invented[0])
    taken = {id(c) for _, c in mistakes + other}
    pool = [x for x in supported if id(x[1]) not in taken]
    rng.shuffle(pool)
    target = int(0.30 * len(all_claims))
    chosen = mistakes + other + pool[: max(0, target - len(mistakes) - len(other))]
    # Reviewed by both: four plain supported claims (one of which ben doubts), the first
    # contradiction (which ben calls merely unsupported) and one unsupported claim.
    contradicted = [x for x in other if x[1]["verdict"] == "contradicted"][:1]
    plain = [x for x in other if x[1]["verdict"] == "unsupported" and x not in mistakes][:1]
    both = pool[:4] + contradicted + plain
    disagree = {id(pool[0][1])} | {id(c) for _, c in contradicted}
    both_ids = {id(c) for _, c in both}
    for line, c in chosen:
        truth = c["_truth"]
        lead = "ana" if int(line["qid"][1:]) % 2 else "ben"
        reviews = []
        for who in (["ana", "ben"] if id(c) in both_ids else [lead]):
            verdict, note = truth, ""
            if c["verdict"] != truth and truth == "supported":
                note = f"Stated in {' and '.join(c['_evidence'])}; the judge missed the paraphrase."
            elif c["verdict"] != truth:
                note = "Nothing in the retrieved passages says this."
            elif id(c) in disagree and who == "ben":
                if truth == "supported":
                    verdict, note = "unsupported", "Only partly covered by the passage; I would not count it."
                else:
                    verdict, note = "unsupported", "The passage is about a different case; unsupported rather than contradicted."
            elif rng.random() < 0.15:
                note = "Agree with the judge."
            reviews.append({"annotator": who, "verdict": verdict, "note": note, "blind": who == "ben"})
        c["reviews"] = reviews
    for _, c in all_claims:
        c.pop("_evidence", None)


def report(summary, ana, ben, accepted):
    shared = diff = two = 0
    for q in accepted:
        for c, g in ana[q["qid"]].items():
            if c in ben[q["qid"]]:
                shared += 1
                d = abs(ben[q["qid"]][c] - g)
                diff += d > 0
                two += d > 1
    na, nb = sum(map(len, ana.values())), sum(map(len, ben.values()))
    print(f"labels: ana {na}, ben {nb}, shared {shared}, differ {diff} ({diff / shared:.0%}), by two {two}")
    for name, lines, stats in summary:
        n = sum(stats.values())
        ndcg = recall = 0.0
        for line, q in zip(lines, accepted):
            qrel = ana[q["qid"]]
            ids = [r["id"] for r in line["retrieved"]]
            dcg = sum(qrel.get(c, 0) / math.log2(i + 2) for i, c in enumerate(ids))
            ideal = sorted(qrel.values(), reverse=True)[:10]
            idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
            ndcg += dcg / idcg if idcg else 0
            relset = {c for c, g in qrel.items() if g > 0}
            recall += len(relset & set(ids)) / len(relset) if relset else 0
        lat = sorted(l["latency_ms"] for l in lines)
        reviews = sum(len(c.get("reviews", [])) for l in lines for c in l["claims"])
        reviewed = sum(1 for l in lines for c in l["claims"] if c.get("reviews"))
        print(f"{name}: ndcg@10 {ndcg / len(lines):.3f} recall@10 {recall / len(lines):.3f} claims {n} {dict(stats)} "
              f"faithfulness {stats['supported'] / n:.3f} p50 {lat[len(lat) // 2]} max {lat[-1]} "
              f"reviewed {reviewed} ({reviewed / n:.0%}) reviews {reviews}")


if __name__ == "__main__":
    main()
