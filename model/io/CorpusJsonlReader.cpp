#include "io/CorpusJsonlReader.h"

#include "io/FlatJson.h"
#include "io/JsonInput.h"
#include "io/LineReader.h"
#include "text/Language.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace goldset::io {

CorpusJsonlReader::CorpusJsonlReader(QString path)
    : m_path(std::move(path)), m_records([this](const auto& emit) { return read(emit); })
{
}

Status CorpusJsonlReader::parseRecord(const QByteArray& line, int lineNumber, CorpusRecord& record) const
{
    if (auto flat = parseFlatJsonObject(line)) {
        const QString* id = flat->value("id");
        if (!id)
            id = flat->value("_id"); // a BEIR corpus.jsonl
        const QString* text = flat->value("text");
        if (id && !id->isEmpty() && text) {
            const QString* title = flat->value("title");
            record.id = *id;
            record.text = *text;
            record.title = title ? *title : QString();
            return {};
        }
    }
    // Any other shape (or an error): the general parser, with its precise messages.
    auto json = parseJson(line, m_path, lineNumber);
    if (!json)
        return json.error();
    if (!json->is_object())
        return makeError(QCoreApplication::translate("goldset::io",
                                                     "expected a JSON object {\"id\", \"text\", \"title\"}"),
                         m_path, lineNumber, 1);
    const JsonFields fields(*json, JsonPlace{m_path, lineNumber, line, {}});
    // BEIR's corpus.jsonl names the id "_id".
    auto id = fields.id(!fields.has("id") && fields.has("_id") ? "_id" : "id", true);
    if (!id)
        return id.error();
    auto text = fields.string("text", true);
    if (!text)
        return text.error();
    auto title = fields.string("title");
    if (!title)
        return title.error();
    record.id = std::move(*id);
    record.title = std::move(*title);
    record.text = std::move(*text);
    return {};
}

std::optional<Error> CorpusJsonlReader::read(const ReadAhead<CorpusRecord>::Emit& emit) const
{
    const QRegularExpression chunkId(QStringLiteral("^(.+)#(\\d+)$"));
    auto opened = LineReader::open(m_path);
    if (!opened)
        return opened.error();
    LineReader& reader = **opened;
    QByteArray line;
    QString previousDocument;
    while (reader.next(line)) {
        if (line.trimmed().isEmpty())
            continue;
        CorpusRecord record;
        if (Status parsed = parseRecord(line, reader.lineNumber(), record); !parsed)
            return parsed.error();
        record.verbatimChunk = chunkId.match(record.id).hasMatch();
        if (record.verbatimChunk) {
            const qsizetype hash = record.id.lastIndexOf(QLatin1Char('#'));
            record.documentName = record.id.left(hash);
            bool ordinalOk = false;
            record.ordinal = QStringView(record.id).sliced(hash + 1).toInt(&ordinalOk);
            if (!ordinalOk)
                record.ordinal = 0;
            record.encoded = storage::encodeChunk(record.id, record.text);
            record.sameDocumentAsPrevious = record.documentName == previousDocument;
            // The writer wants the language of a document's first chunk (elsewhere it
            // guesses it itself).
            if (!record.sameDocumentAsPrevious) {
                record.encoded.documentLanguage = text::guessLanguage(record.text);
                previousDocument = record.documentName;
            }
        }
        record.position = reader.position();
        if (!emit(std::move(record), line.size()))
            return std::nullopt;
    }
    return reader.error();
}

} // namespace goldset::io
