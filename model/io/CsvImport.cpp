#include "io/CsvReader.h"
#include "io/ImportSession.h"
#include "io/Importers.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

namespace goldset::io {
namespace {

const QStringList& csvFields()
{
    static const QStringList fields = {QStringLiteral("qid"),          QStringLiteral("query"),
                                       QStringLiteral("gold_answer"),  QStringLiteral("gold_evidence"),
                                       QStringLiteral("chunk"),        QStringLiteral("grade"),
                                       QStringLiteral("status"),       QStringLiteral("origin"),
                                       QStringLiteral("source_chunk"), QStringLiteral("generator_model"),
                                       QStringLiteral("annotator"),    QStringLiteral("annotator_kind")};
    return fields;
}

} // namespace

QStringList csvImportFields()
{
    return csvFields();
}

// Any CSV of questions and judgments: --map column=field,... names which column holds which
// field (qid, query, gold_answer, gold_evidence [a list], chunk + grade [one judgment per
// row], status, origin, source_chunk, generator_model, annotator + annotator_kind [person or
// model; who gave the row's labels, else --annotator or "csv"]); columns named like a field
// need no mapping. Rows of the same qid add up.
Status importCsv(ImportSession& session, const QString& path)
{
    session.beginFile();
    auto opened = LineReader::open(path);
    if (!opened)
        return opened.error();
    CsvReader csv(**opened);
    QStringList header;
    if (!csv.next(header))
        return csv.error()
                   ? *csv.error()
                   : makeError(QCoreApplication::translate("goldset::io", "the file is empty"), path, 1);
    const auto& map = session.options().columnMap;
    for (auto it = map.cbegin(); it != map.cend(); ++it) {
        if (!header.contains(it.key()))
            return makeError(QCoreApplication::translate(
                                 "goldset::io", "--map names column '%1', which is not in the header (%2)")
                                 .arg(it.key(), header.join(QStringLiteral(", "))),
                             path, 1);
        if (!csvFields().contains(it.value()))
            return makeError(
                QCoreApplication::translate("goldset::io", "--map: unknown field '%1', expected one of: %2")
                    .arg(it.value(), csvFields().join(QStringLiteral(", "))));
    }
    QHash<QString, qsizetype> columnOf;
    for (qsizetype i = 0; i < header.size(); ++i) {
        const QString field = map.value(header[i], csvFields().contains(header[i]) ? header[i] : QString());
        if (!field.isEmpty())
            columnOf.insert(field, i);
    }
    if (!columnOf.contains(QStringLiteral("qid")) && !columnOf.contains(QStringLiteral("query")))
        return makeError(
            QStringLiteral("expected a qid or query column (use --map column=qid or column=query)"), path, 1);
    if (columnOf.contains(QStringLiteral("grade")) != columnOf.contains(QStringLiteral("chunk")))
        return makeError(QCoreApplication::translate("goldset::io",
                                                     "expected both a chunk and a grade column, or neither"),
                         path, 1);

    auto& writer = session.writer();
    std::optional<RowId> annotator;
    QStringList row;
    qint64 records = 0;
    while (csv.next(row)) {
        if (row.size() != header.size())
            return makeError(
                QCoreApplication::translate("goldset::io", "expected %1 fields like the header, got %2")
                    .arg(header.size())
                    .arg(row.size()),
                path, csv.recordLine());
        const auto cell = [&](const char* field) {
            const qsizetype i = columnOf.value(QLatin1String(field), -1);
            return i >= 0 ? row[i] : QString();
        };
        const auto fail = [&](const QString& message) { return makeError(message, path, csv.recordLine()); };
        const QString text = cell("query");
        QString qid = cell("qid");
        if (qid.isEmpty()) {
            if (text.isEmpty()) {
                session.skipRowWithoutQuestion();
                continue;
            }
            qid = ImportSession::questionIdFromText(text);
        }
        std::optional<RowId> questionId;
        if (!text.isEmpty()) {
            Question question;
            question.externalId = qid;
            question.text = text;
            question.groundTruth = cell("gold_answer");
            if (const QString status = cell("status"); !status.isEmpty()) {
                auto value = questionStatusFromString(status);
                if (!value)
                    return fail(
                        QStringLiteral("status: expected draft, accepted or rejected, got '%1'").arg(status));
                question.status = *value;
            }
            if (const QString origin = cell("origin"); !origin.isEmpty()) {
                auto value = questionOriginFromString(origin);
                if (!value)
                    return fail(QStringLiteral("origin: expected imported, generated or manual, got '%1'")
                                    .arg(origin));
                question.origin = *value;
            }
            if (const QString source = cell("source_chunk"); !source.isEmpty()) {
                auto chunk = writer.ensureChunk(source);
                if (!chunk)
                    return chunk.error();
                question.sourceChunkId = *chunk;
            }
            question.generatorModel = cell("generator_model");
            auto id = writer.upsertQuestion(question);
            if (!id)
                return id.error();
            questionId = *id;
            ++session.report().questions;
        } else {
            auto id = session.questionForId(qid);
            if (!id)
                return id.error();
            questionId = *id;
        }
        QList<QPair<QString, int>> labels;
        if (const QString evidence = cell("gold_evidence"); !evidence.isEmpty()) {
            QString error;
            auto ids = parseListCell(evidence, &error);
            if (!ids) // a plain "a#0;a#1" list is fine too
                ids = evidence.split(QRegularExpression(QStringLiteral("[;|]")), Qt::SkipEmptyParts);
            for (const QString& id : *ids)
                labels.append({id.trimmed(), 1});
        }
        if (const QString chunk = cell("chunk"); !chunk.isEmpty()) {
            bool ok = false;
            const int grade = cell("grade").toInt(&ok);
            if (!ok || grade < 0 || grade > 3)
                return fail(QStringLiteral("grade: expected an integer 0..3, got '%1'").arg(cell("grade")));
            labels.append({chunk, grade});
        }
        std::optional<RowId> rowAnnotator;
        if (const QString name = cell("annotator"); !name.isEmpty() && !labels.isEmpty()) {
            const QString kind = cell("annotator_kind");
            if (!kind.isEmpty() && kind != QLatin1String("person") && kind != QLatin1String("model"))
                return fail(QStringLiteral("annotator_kind: expected person or model, got '%1'").arg(kind));
            auto id = writer.ensureAnnotator(name, kind == QLatin1String("model") ? AnnotatorKind::Model
                                                                                  : AnnotatorKind::Person);
            if (!id)
                return id.error();
            rowAnnotator = *id;
        } else if (!labels.isEmpty() && !annotator) {
            auto id = session.labelAnnotator(QStringLiteral("csv"));
            if (!id)
                return id.error();
            annotator = *id;
        }
        for (const auto& [chunkId, grade] : labels) {
            auto chunk = writer.ensureChunk(chunkId);
            if (!chunk)
                return chunk.error();
            if (Status s =
                    writer.setLabel(*questionId, *chunk, rowAnnotator ? *rowAnnotator : *annotator, grade);
                !s)
                return s;
            ++session.report().labels;
        }
        ++records;
        if (Status s = session.step((*opened)->position()); !s)
            return s;
    }
    if (csv.error())
        return *csv.error();
    if (records == 0)
        return makeError(QCoreApplication::translate("goldset::io", "no rows after the header"), path, 2);
    session.endFile(QFileInfo(path).size());
    return {};
}

} // namespace goldset::io
