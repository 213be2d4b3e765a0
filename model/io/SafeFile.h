#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QString>
#include <memory>
#include <string_view>

class QFileDevice;

namespace goldset::io {

// The one way Goldset writes a file (exports, reports, charts, copies): into a temporary file
// beside the target, every write and the final flush checked, renamed over the target only
// when all of it is on disk. A failure leaves the target as it was and says why ("No space
// left on device"). A target that exists but is no regular file (/dev/full, a pipe) cannot be
// replaced by a rename: it is written directly, with the same checks.
class SafeFile
{
public:
    explicit SafeFile(QString path);
    ~SafeFile(); // discards what was written unless commit() succeeded
    SafeFile(const SafeFile&) = delete;
    SafeFile& operator=(const SafeFile&) = delete;

    Status open();
    // Buffered here and written in large blocks. After the first failure the rest is dropped;
    // commit() reports it.
    void write(const char* data, qint64 size);
    void write(const QByteArray& bytes) { write(bytes.constData(), bytes.size()); }
    void write(std::string_view text) { write(text.data(), static_cast<qint64>(text.size())); }
    bool failed() const { return !m_error.isEmpty(); }
    // Nothing will be written: commit() then fails and the target stays as it was.
    void cancel();
    // Writes out the buffer and syncs: what can fail except the rename fails here. Files that
    // belong together (a BEIR folder) are all prepared before the first is committed.
    Status prepare();
    Status commit(); // prepare(), then the rename

    const QString& path() const { return m_path; }

private:
    void flushBuffer();
    void fail(const QString& reason);
    Error error() const;

    QString m_path;
    std::unique_ptr<QFileDevice> m_device;
    bool m_direct = false; // writing into the target itself (a device)
    bool m_cancelled = false;
    bool m_prepared = false;
    bool m_committed = false;
    QByteArray m_buffer;
    QString m_error; // the first failure's reason
};

// All of `bytes` as the file `path`, through SafeFile.
Status writeFile(const QString& path, const QByteArray& bytes);

// For files that SQLite writes (a copy, a batch package): a name beside the target that does
// not exist yet, to build the file under, and the rename that puts it in place only when it is
// complete. The target must not exist: these files are never written over another.
QString partialPath(const QString& target);
Status publishPartial(const QString& partial, const QString& target);
// An error when target has an SQLite log (-wal, -journal) beside it: a database put there
// would be read together with a log that is not its own.
Status refuseLeftoverLog(const QString& target);
// Removes a partial SQLite file with its journal, WAL and shared-memory files.
void removeDatabaseFiles(const QString& path);

} // namespace goldset::io
