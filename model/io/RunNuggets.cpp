#include "io/RunNuggets.h"

#include "io/ImportSession.h"
#include "storage/NuggetStore.h"
#include "storage/NuggetVerdictStore.h"
#include "storage/Project.h"

#include <QHash>

namespace goldset::io {
namespace {

struct RunNuggetEntry
{
    Nugget nugget;
    QString judge;
    std::optional<NuggetValue> support;
    std::optional<bool> present;
    QStringList evidence;
};

Result<RunNuggetEntry> readRunNuggetEntry(const nlohmann::json& item, const JsonPlace& place, int index)
{
    const QString where = QStringLiteral("nuggets[%1]").arg(index);
    if (!item.is_object())
        return place.error(QStringLiteral("%1: expected an object {\"text\", \"support\", ...}, got %2")
                               .arg(where, jsonTypeName(item)),
                           "nuggets");
    const JsonFields fields(item, place);
    RunNuggetEntry entry;
    auto text = fields.string("text", true);
    if (!text)
        return text.error();
    entry.nugget.text = text->trimmed();
    if (entry.nugget.text.isEmpty())
        return place.error(QStringLiteral("%1: the nugget's text is empty").arg(where), "nuggets");
    entry.nugget.origin = NuggetOrigin::Imported;
    auto importance = fields.string("importance");
    if (!importance)
        return importance.error();
    if (!importance->isEmpty()) {
        const auto value = nuggetImportanceFromString(*importance);
        if (!value)
            return place.error(QStringLiteral("%1: importance must be \"vital\" or \"okay\", got '%2'")
                                   .arg(where, *importance),
                               "nuggets");
        entry.nugget.importance = *value;
    }
    auto judge = fields.string("judge_model");
    if (!judge)
        return judge.error();
    entry.judge = judge->isEmpty() ? QStringLiteral("imported") : *judge;
    auto support = fields.string("support");
    if (!support)
        return support.error();
    if (!support->isEmpty()) {
        const auto value = nuggetValueFromString(*support);
        if (!value || *value == NuggetValue::Present || *value == NuggetValue::Absent)
            return place.error(
                QStringLiteral("%1: support must be support, partial_support or not_support, got '%2'")
                    .arg(where, *support),
                "nuggets");
        entry.support = *value;
    }
    if (const auto* present = fields.value("present"); present && !present->is_null()) {
        if (!present->is_boolean())
            return place.error(QStringLiteral("%1: present must be true or false").arg(where), "nuggets");
        entry.present = present->get<bool>();
    }
    auto evidence = fields.stringList("evidence");
    if (!evidence)
        return evidence.error();
    entry.evidence = *evidence;
    return entry;
}

} // namespace

Status importRunNuggets(ImportSession& session, RowId runId, RowId questionId, const nlohmann::json& nuggets,
                        const JsonPlace& place)
{
    if (!nuggets.is_array())
        return place.error(QStringLiteral("field \"nuggets\": expected a list of objects, got %1")
                               .arg(jsonTypeName(nuggets)),
                           "nuggets");
    QList<RunNuggetEntry> entries;
    QList<Nugget> texts;
    int index = 0;
    for (const nlohmann::json& item : nuggets) {
        auto entry = readRunNuggetEntry(item, place, index++);
        if (!entry)
            return entry.error();
        texts.append(entry->nugget);
        entries.append(std::move(*entry));
    }
    storage::Project& project = session.project();
    auto added = project.nuggets().mergeImported(questionId, texts);
    if (!added)
        return added.error();
    session.report().nuggets += *added;
    QHash<QString, RowId> idOf;
    for (const Nugget& n : project.nuggets().forQuestion(questionId))
        idOf.insert(n.text, n.id);
    for (const RunNuggetEntry& entry : std::as_const(entries)) {
        NuggetVerdict verdict;
        verdict.runId = runId;
        verdict.nuggetId = idOf.value(entry.nugget.text);
        verdict.judgeModel = entry.judge;
        verdict.nuggetText = entry.nugget.text;
        if (entry.support) {
            verdict.kind = NuggetVerdictKind::Support;
            verdict.value = *entry.support;
            if (Status s = project.nuggetVerdicts().setVerdict(verdict); !s)
                return s;
            ++session.report().nuggetVerdicts;
        }
        if (entry.present) {
            verdict.kind = NuggetVerdictKind::Context;
            verdict.value = *entry.present ? NuggetValue::Present : NuggetValue::Absent;
            verdict.evidence = entry.evidence;
            if (Status s = project.nuggetVerdicts().setVerdict(verdict); !s)
                return s;
            ++session.report().nuggetVerdicts;
        }
    }
    return {};
}

nlohmann::ordered_json runNuggetsJson(storage::Project& project, RowId runId, RowId questionId)
{
    using Json = nlohmann::ordered_json;
    const QList<Nugget> nuggets = project.nuggets().forQuestion(questionId);
    // (nugget, judge) -> its entry, in the nuggets' order.
    QHash<RowId, QList<QPair<QString, Json>>> byNugget;
    for (const NuggetVerdict& v : project.nuggetVerdicts().verdicts(runId, QString(), questionId)) {
        if (v.nuggetText.isEmpty())
            continue;
        QList<QPair<QString, Json>>& list = byNugget[v.nuggetId];
        auto it =
            std::find_if(list.begin(), list.end(), [&v](const auto& e) { return e.first == v.judgeModel; });
        if (it == list.end()) {
            list.append({v.judgeModel, Json::object()});
            it = list.end() - 1;
        }
        if (v.kind == NuggetVerdictKind::Support) {
            it->second["support"] = toStd(toString(v.value));
        } else {
            it->second["present"] = v.value == NuggetValue::Present;
            Json evidence = Json::array();
            for (const QString& id : v.evidence)
                evidence.push_back(toStd(id));
            it->second["evidence"] = evidence;
        }
    }
    Json list = Json::array();
    for (const Nugget& n : nuggets) {
        const Json base = {{"text", toStd(n.text)}, {"importance", toStd(toString(n.importance))}};
        const auto judged = byNugget.value(n.id);
        if (judged.isEmpty())
            list.push_back(base);
        for (const auto& [judge, verdicts] : judged) {
            Json entry = base;
            entry["judge_model"] = toStd(judge);
            for (auto it = verdicts.begin(); it != verdicts.end(); ++it)
                entry[it.key()] = it.value();
            list.push_back(entry);
        }
    }
    return list;
}

} // namespace goldset::io
