#include "io/ImportSession.h"
#include "io/Importers.h"
#include "io/JsonRecords.h"
#include "io/RunNuggets.h"
#include "io/StatementImport.h"
#include "storage/ClaimSync.h"
#include "storage/RunStore.h"

#include <QCoreApplication>

namespace goldset::io {
namespace {

Result<Verdict> verdictOf(const JsonFields& fields, const char* key, bool allowUnknown)
{
    auto text = fields.string(key);
    if (!text)
        return text.error();
    if (text->isEmpty() && allowUnknown)
        return Verdict::Unknown;
    auto verdict = verdictFromString(*text);
    if (!verdict || (!allowUnknown && *verdict == Verdict::Unknown))
        return fields.place().error(
            QStringLiteral("field \"%1\": expected supported, unsupported, contradicted%2, got '%3'")
                .arg(QLatin1String(key), allowUnknown ? QStringLiteral(" or unknown") : QString(), *text),
            key);
    return *verdict;
}

Status importClaims(ImportSession& session, RowId runId, RowId questionId, const nlohmann::json& claims,
                    const JsonPlace& place)
{
    if (!claims.is_array())
        return place.error(
            QStringLiteral("field \"claims\": expected a list of objects, got %1").arg(jsonTypeName(claims)),
            "claims");
    auto& writer = session.writer();
    // Parsed first, then written per judge by text (ClaimSync): a re-import keeps the rows of
    // unchanged claims, so people's reviews of them survive, and leaves other judges alone.
    struct Parsed
    {
        Claim claim;
        const nlohmann::json* reviews = nullptr;
        JsonPlace place;
        bool orphaned = false; // written by an export: kept for its reviews, no longer the judge's
    };
    QList<Parsed> parsed;
    int ordinal = 0;
    for (const auto& object : claims) {
        JsonPlace claimPlace = place;
        claimPlace.item = (place.item.isEmpty() ? QString() : place.item + QLatin1String(", ")) +
                          QStringLiteral("claim %1").arg(ordinal + 1);
        if (!object.is_object())
            return claimPlace.error(
                QCoreApplication::translate("goldset::io", "expected an object {\"text\", \"verdict\", ...}"),
                "claims");
        const JsonFields fields(object, claimPlace);
        Claim claim;
        claim.runId = runId;
        claim.questionId = questionId;
        claim.ordinal = ordinal++;
        auto text = fields.string("text", true);
        if (!text)
            return text.error();
        claim.text = *text;
        auto verdict = verdictOf(fields, "verdict", true);
        if (!verdict)
            return verdict.error();
        claim.verdict = *verdict;
        auto reason = fields.string("reason");
        if (!reason)
            return reason.error();
        claim.reason = *reason;
        auto evidence = fields.stringList("evidence");
        if (!evidence)
            return evidence.error();
        claim.evidence = *evidence;
        auto model = fields.string("judge_model");
        if (!model)
            return model.error();
        claim.judgeModel = *model;
        const auto* orphaned = fields.value("orphaned");
        if (orphaned && !orphaned->is_null() && !orphaned->is_boolean())
            return claimPlace.error(
                QCoreApplication::translate("goldset::io", "field \"orphaned\": expected true or false"),
                "orphaned");
        parsed.append({claim, fields.value("reviews"), claimPlace,
                       orphaned && orphaned->is_boolean() && orphaned->get<bool>()});
    }
    QStringList judges;
    for (const Parsed& p : std::as_const(parsed))
        if (!judges.contains(p.claim.judgeModel))
            judges.append(p.claim.judgeModel);
    QList<RowId> ids(parsed.size(), 0);
    storage::ClaimSync sync(writer.connection());
    for (const QString& judge : std::as_const(judges)) {
        QList<Claim> ofJudge;
        QList<qsizetype> where;
        for (qsizetype i = 0; i < parsed.size(); ++i)
            if (parsed[i].claim.judgeModel == judge) {
                ofJudge.append(parsed[i].claim);
                where.append(i);
            }
        auto synced = sync.sync(runId, questionId, judge, ofJudge, true);
        if (!synced)
            return synced.error();
        for (qsizetype k = 0; k < where.size(); ++k) {
            ids[where[k]] = synced->ids[k];
            if (parsed[where[k]].orphaned)
                if (Status s = storage::RunStore(writer.connection()).setClaimOrphaned(ids[where[k]], true);
                    !s)
                    return s;
        }
        session.report().claims += ofJudge.size();
        if (Status s = storage::RunStore(writer.connection()).noteJudged(runId, judge); !s)
            return s;
    }
    for (qsizetype index = 0; index < parsed.size(); ++index) {
        const auto* reviews = parsed[index].reviews;
        const JsonPlace& claimPlace = parsed[index].place;
        const RowId* claimId = &ids[index];
        if (!reviews || reviews->is_null())
            continue;
        if (!reviews->is_array())
            return claimPlace.error(
                QCoreApplication::translate("goldset::io", "field \"reviews\": expected a list of objects"),
                "reviews");
        for (const auto& review : *reviews) {
            const JsonFields r(review, claimPlace);
            if (!review.is_object())
                return claimPlace.error(
                    QStringLiteral("field \"reviews\": expected objects {\"annotator\", \"verdict\"}"),
                    "reviews");
            auto name = r.string("annotator", true);
            if (!name)
                return name.error();
            auto reviewVerdict = verdictOf(r, "verdict", false);
            if (!reviewVerdict)
                return reviewVerdict.error();
            auto note = r.string("note");
            if (!note)
                return note.error();
            const auto* blind = r.value("blind");
            if (blind && !blind->is_null() && !blind->is_boolean())
                return claimPlace.error(
                    QCoreApplication::translate("goldset::io", "field \"blind\": expected true or false"),
                    "blind");
            auto annotator = writer.ensureAnnotator(*name);
            if (!annotator)
                return annotator.error();
            if (Status s = writer.setReview(*claimId, *annotator, *reviewVerdict, *note,
                                            blind && blind->is_boolean() && blind->get<bool>());
                !s)
                return s;
            ++session.report().reviews;
        }
    }
    return {};
}

} // namespace

// goldset-run JSONL, one line per question (README, "The goldset-run format"):
// {"qid", "retrieved": [{"id", "score"}], "answer", "latency_ms",
//  "claims": [{"text", "verdict", "reason", "evidence": [ids], "judge_model", "reviews": [...]}],
//  "nuggets": [{"text", "importance", "judge_model", "support", "present", "evidence"}],
//  "statements": [{"text", "citations": [chunk id or 1-based rank]}], "scores": {metric: value}}
// An answer with [n] / [chunk id] markers and no `statements` gets its statements from them.
Status importGoldsetRun(ImportSession& session, const QString& path)
{
    auto run = session.run();
    if (!run)
        return run.error();
    auto& writer = session.writer();
    auto& report = session.report();
    const auto visit = [&](const nlohmann::json& object, const JsonPlace& place) -> Status {
        const JsonFields fields(object, place);
        auto qid = fields.id("qid", true);
        if (!qid)
            return qid.error();
        auto question = session.questionForId(*qid);
        if (!question)
            return question.error();
        std::optional<QStringList> retrievedOrder; // this line's ranking, when it gives one
        if (const auto* retrieved = fields.value("retrieved"); retrieved && !retrieved->is_null()) {
            if (!retrieved->is_array())
                return place.error(
                    QStringLiteral("field \"retrieved\": expected a list of {\"id\", \"score\"}, got %1")
                        .arg(jsonTypeName(*retrieved)),
                    "retrieved");
            if (Status s = writer.clearRetrievals(*run, *question); !s)
                return s;
            QSet<QString> seen;
            retrievedOrder.emplace();
            int rank = 0;
            for (const auto& entry : *retrieved) {
                const JsonFields r(entry, place);
                if (!entry.is_object())
                    return place.error(
                        QStringLiteral("field \"retrieved\": expected objects {\"id\", \"score\"}, got %1")
                            .arg(jsonTypeName(entry)),
                        "retrieved");
                auto id = r.id("id", true);
                if (!id)
                    return id.error();
                if (seen.contains(*id))
                    return place.error(
                        QCoreApplication::translate("goldset::io", "field \"retrieved\": duplicate id '%1'")
                            .arg(*id),
                        "retrieved");
                seen.insert(*id);
                retrievedOrder->append(*id);
                auto score = r.number("score");
                if (!score)
                    return score.error();
                auto chunk = writer.ensureChunk(*id);
                if (!chunk)
                    return chunk.error();
                ++rank;
                // Without scores the list order is the ranking: give descending scores.
                const double value = score->value_or(double(retrieved->size() - size_t(rank) + 1));
                if (Status s = writer.addRetrieval({*run, *question, rank, *chunk, value}); !s)
                    return s;
                ++report.retrievals;
            }
        }
        auto answer = fields.string("answer");
        if (!answer)
            return answer.error();
        auto latency = fields.number("latency_ms");
        if (!latency)
            return latency.error();
        if (fields.has("answer")) {
            if (Status s = writer.setAnswer(*run, *question, *answer, *latency); !s)
                return s;
            ++report.answers;
        }
        // Cited statements: a `statements` list, or [n] / [chunk id] markers in the answer.
        const auto* statements = fields.value("statements");
        if ((statements && !statements->is_null()) ||
            (fields.has("answer") && answer->contains(QLatin1Char('[')))) {
            const QStringList order =
                retrievedOrder ? *retrievedOrder : retrievedIds(session, *run, *question);
            if (Status s = importStatements(
                    session, *run, *question, order, statements,
                    fields.has("answer") ? std::optional<QString>(*answer) : std::nullopt, place);
                !s)
                return s;
        }
        if (const auto* claims = fields.value("claims"); claims && !claims->is_null())
            if (Status s = importClaims(session, *run, *question, *claims, place); !s)
                return s;
        if (const auto* nuggets = fields.value("nuggets"); nuggets && !nuggets->is_null())
            if (Status s = importRunNuggets(session, *run, *question, *nuggets, place); !s)
                return s;
        if (const auto* scores = fields.value("scores"); scores && !scores->is_null()) {
            if (!scores->is_object())
                return place.error(
                    QCoreApplication::translate("goldset::io",
                                                "field \"scores\": expected an object {metric: number}"),
                    "scores");
            for (auto it = scores->begin(); it != scores->end(); ++it) {
                if (!it->is_number() && !it->is_null())
                    return place.error(QCoreApplication::translate(
                                           "goldset::io", "scores[\"%1\"]: expected a number or null")
                                           .arg(QString::fromStdString(it.key())),
                                       "scores");
                const std::optional<double> value =
                    it->is_null() ? std::nullopt : std::optional(it->get<double>());
                if (Status s = writer.setScore(*run, *question, QString::fromStdString(it.key()), value); !s)
                    return s;
                ++report.scores;
            }
        }
        return {};
    };
    return forEachJsonRecord(session, path,
                             QStringLiteral("an object {\"qid\", \"retrieved\", \"answer\", ...}"), visit);
}

} // namespace goldset::io
