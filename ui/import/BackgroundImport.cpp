#include "import/BackgroundImport.h"

#include "storage/Project.h"

#include <QCoreApplication>
#include <QMetaObject>
#include <QPointer>
#include <QtConcurrent>

namespace goldset::ui {

BackgroundImport::BackgroundImport(QObject* parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &BackgroundImport::onFinished);
}

BackgroundImport::~BackgroundImport()
{
    m_cancel = true;
    m_watcher.waitForFinished();
}

void BackgroundImport::start(const QString& projectPath, const io::ImportOptions& options)
{
    m_cancel = false;
    QPointer<BackgroundImport> self(this);
    auto work = [self, projectPath, options, cancel = &m_cancel]() -> Result<io::ImportReport> {
        auto project = storage::Project::open(projectPath, storage::Project::OpenMode::OpenExisting);
        if (!project)
            return project.error();
        io::ImportProgress progress;
        progress.cancel = cancel;
        progress.onProgress = [self](qint64 done, qint64 total) {
            QMetaObject::invokeMethod(
                self.data(),
                [self, done, total] {
                    if (self)
                        Q_EMIT self->progress(done, total);
                },
                Qt::QueuedConnection);
        };
        return io::importFiles(**project, options, progress);
    };
    m_watcher.setFuture(QtConcurrent::run(work));
}

void BackgroundImport::cancel()
{
    m_cancel = true;
}

bool BackgroundImport::isRunning() const
{
    return m_watcher.isRunning();
}

void BackgroundImport::onFinished()
{
    const Result<io::ImportReport> result = m_watcher.result();
    if (!result) {
        Q_EMIT finished(false, result.error().toString(), {});
        return;
    }
    Q_EMIT finished(true, describeImport(*result), result->warnings);
}

QString describeImport(const io::ImportReport& report)
{
    // Explicit singular and plural: without a loaded translation "%n item(s)" would show "(s)".
    QStringList parts;
    auto add = [&parts](qint64 count, const char* one, const char* many) {
        if (count == 1)
            parts << QCoreApplication::translate("goldset::ui::BackgroundImport", one);
        else if (count > 1)
            parts << QCoreApplication::translate("goldset::ui::BackgroundImport", many).arg(count);
    };
    add(report.documents, "1 document", "%1 documents");
    add(report.chunks, "1 chunk", "%1 chunks");
    add(report.questions, "1 question", "%1 questions");
    add(report.labels, "1 label", "%1 labels");
    add(report.retrievals, "1 retrieval", "%1 retrievals");
    add(report.answers, "1 answer", "%1 answers");
    add(report.claims, "1 claim", "%1 claims");
    add(report.reviews, "1 review", "%1 reviews");
    add(report.scores, "1 score", "%1 scores");
    add(report.nuggets, "1 nugget", "%1 nuggets");
    return parts.isEmpty() ? QCoreApplication::translate("goldset::ui::BackgroundImport", "nothing new")
                           : parts.join(QStringLiteral(", "));
}

} // namespace goldset::ui
