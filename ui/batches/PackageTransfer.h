#pragma once

#include "batch/BatchPackage.h"

#include <QFutureWatcher>
#include <QObject>
#include <atomic>
#include <memory>
#include <optional>

namespace goldset::ui {

// Exports or imports one batch package off the GUI thread, on its own connection to the project
// file (a Project belongs to the thread that opened it; WAL lets both work on the file). Both
// operations are all-or-nothing in the model (an import is one transaction; an export writes a
// new file), so a failure leaves the project as it was. They cannot be cancelled midway: the
// model offers no cancellation point, and they are short next to labelling itself.
class PackageTransfer : public QObject
{
    Q_OBJECT

public:
    struct Outcome
    {
        bool exporting = false;
        QString packagePath;
        std::optional<Error> error;
        qsizetype exportedItems = 0;
        std::optional<batch::ImportSummary> imported;
    };

    explicit PackageTransfer(QObject* parent = nullptr);
    ~PackageTransfer() override;

    // Makes room for a package at `path` (the lead agreed to replace what is there): the error
    // that stops it, or empty. An open project (this one, say) is never replaced.
    static QString clearTarget(const QString& path);

    bool isRunning() const;
    void startExport(const QString& projectPath, const QString& batchName, const QString& annotator,
                     const QString& packagePath);
    void startImport(const QString& projectPath, const QString& packagePath);
    void waitForFinished(); // tests and shutdown

Q_SIGNALS:
    void finished(const goldset::ui::PackageTransfer::Outcome& outcome);

private:
    QFutureWatcher<Outcome> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_stopping = std::make_shared<std::atomic<bool>>(false);
};

} // namespace goldset::ui
