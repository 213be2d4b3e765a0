#pragma once

#include "io/Import.h"

#include <QFutureWatcher>
#include <QObject>
#include <atomic>

namespace goldset::ui {

// Runs an import off the GUI thread on its own connection to the project file, with progress and
// cancel. The import is one transaction: a cancel or an error leaves the project as it was.
class BackgroundImport : public QObject
{
    Q_OBJECT

public:
    explicit BackgroundImport(QObject* parent = nullptr);
    ~BackgroundImport() override;

    void start(const QString& projectPath, const io::ImportOptions& options);
    void cancel();
    bool isRunning() const;

Q_SIGNALS:
    void progress(qint64 done, qint64 total);
    void finished(bool ok, const QString& summary, const QStringList& warnings);

private:
    void onFinished();

    QFutureWatcher<Result<io::ImportReport>> m_watcher;
    std::atomic<bool> m_cancel{false};
};

// "12 documents, 40 chunks, ..." with only the non-zero counts.
QString describeImport(const io::ImportReport& report);

} // namespace goldset::ui
