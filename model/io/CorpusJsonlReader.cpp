#include "io/CorpusJsonlReader.h"

#include "io/FlatJson.h"
#include "io/JsonInput.h"
#include "io/LineReader.h"
#include "text/Language.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace goldset::io {
namespace {

// Small enough that the caller starts at once and memory stays flat, large enough that the
// two threads rarely wait on the lock.
constexpr size_t kBatchSize = 256;
constexpr size_t kQueuedBatches = 4;

} // namespace

CorpusJsonlReader::CorpusJsonlReader(QString path) : m_path(std::move(path))
{
    m_thread = std::thread(&CorpusJsonlReader::read, this);
}

CorpusJsonlReader::~CorpusJsonlReader()
{
    {
        const std::lock_guard lock(m_mutex);
        m_stopped = true;
    }
    m_changed.notify_all();
    m_thread.join();
}

bool CorpusJsonlReader::next(CorpusRecord& record)
{
    if (m_currentIndex == m_current.size()) {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return !m_queue.empty() || m_finished; });
        if (m_queue.empty()) {
            m_error = m_readError;
            return false;
        }
        // The spent batch holds the caller's earlier records (swapped out below): the reading
        // thread frees them, off the writing thread.
        m_spent.push_back(std::move(m_current));
        m_current = std::move(m_queue.front());
        m_queue.pop_front();
        m_currentIndex = 0;
        lock.unlock();
        m_changed.notify_all();
    }
    std::swap(record, m_current[m_currentIndex++]);
    return true;
}

bool CorpusJsonlReader::publish(Batch& batch)
{
    std::deque<Batch> spent;
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return m_queue.size() < kQueuedBatches || m_stopped; });
        if (m_stopped)
            return false;
        m_queue.push_back(std::move(batch));
        spent.swap(m_spent);
    }
    m_changed.notify_all();
    spent.clear(); // outside the lock
    batch = Batch();
    batch.reserve(kBatchSize);
    return true;
}

Status CorpusJsonlReader::parseRecord(const QByteArray& line, int lineNumber, CorpusRecord& record) const
{
    if (auto flat = parseFlatJsonObject(line)) {
        const QString* id = flat->value("id");
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
    auto id = fields.id("id", true);
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

void CorpusJsonlReader::read()
{
    const QRegularExpression chunkId(QStringLiteral("^(.+)#(\\d+)$"));
    std::optional<Error> error;
    Batch batch;
    batch.reserve(kBatchSize);
    auto opened = LineReader::open(m_path);
    if (!opened) {
        error = opened.error();
    } else {
        LineReader& reader = **opened;
        QByteArray line;
        QString previousDocument;
        while (!error && reader.next(line)) {
            if (line.trimmed().isEmpty())
                continue;
            CorpusRecord record;
            if (Status parsed = parseRecord(line, reader.lineNumber(), record); !parsed) {
                error = parsed.error();
                break;
            }
            record.verbatimChunk = chunkId.match(record.id).hasMatch();
            if (record.verbatimChunk) {
                record.encoded = storage::encodeChunk(record.id, record.text);
                // The writer wants the language of a document's first chunk (files list a
                // document's chunks together; elsewhere the writer guesses it itself).
                const QStringView document =
                    QStringView(record.id).left(record.id.lastIndexOf(QLatin1Char('#')));
                if (document != previousDocument) {
                    record.encoded.documentLanguage = text::guessLanguage(record.text);
                    previousDocument = document.toString();
                }
            }
            record.position = reader.position();
            batch.push_back(std::move(record));
            if (batch.size() == kBatchSize && !publish(batch))
                return;
        }
        if (!error && reader.error())
            error = *reader.error();
    }
    if (!batch.empty() && !publish(batch))
        return;
    {
        const std::lock_guard lock(m_mutex);
        m_readError = std::move(error);
        m_finished = true;
    }
    m_changed.notify_all();
}

} // namespace goldset::io
