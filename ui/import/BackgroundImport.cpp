#include "import/BackgroundImport.h"

#include "common/WorkPool.h"
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
    m_watcher.setFuture(QtConcurrent::run(workPool(), work));
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
    // One plural string per count, so that each language declines its own noun (German "1 Dokument",
    // "7 Dokumente"); English takes its forms from goldset_en.ts.
    QStringList parts;
    auto add = [&parts](qint64 count, const char* text) {
        if (count > 0)
            parts << QCoreApplication::translate("goldset::ui::BackgroundImport", text, nullptr,
                                                 static_cast<int>(count));
    };
    add(report.documents, QT_TRANSLATE_N_NOOP("goldset::ui::BackgroundImport", "%n document(s)"));
    add(report.chunks, QT_TRANSLATE_N_NOOP("goldset::ui::BackgroundImport", "%n chunk(s)"));
    add(report.questions, QT_TRANSLATE_N_NOOP("goldset::ui::BackgroundImport", "%n question(s)"));
    add(report.labels, QT_TRANSLATE_N_NOOP("goldset::ui::BackgroundImport", "%n label(s)"));
    add(report.retrievals, QT_TRANSLATE_N_NOOP("goldset::ui::BackgroundImport", "%n retrieval(s)"));
    add(report.answers, QT_TRANSLATE_N_NOOP("goldset::ui::BackgroundImport", "%n answer(s)"));
    add(report.claims, QT_TRANSLATE_N_NOOP("goldset::ui::BackgroundImport", "%n claim(s)"));
    add(report.reviews, QT_TRANSLATE_N_NOOP("goldset::ui::BackgroundImport", "%n review(s)"));
    add(report.scores, QT_TRANSLATE_N_NOOP("goldset::ui::BackgroundImport", "%n score(s)"));
    add(report.nuggets, QT_TRANSLATE_N_NOOP("goldset::ui::BackgroundImport", "%n nugget(s)"));
    add(report.nuggetVerdicts, QT_TRANSLATE_N_NOOP("goldset::ui::BackgroundImport", "%n nugget verdict(s)"));
    return parts.isEmpty() ? QCoreApplication::translate("goldset::ui::BackgroundImport", "nothing new")
                           : parts.join(QStringLiteral(", "));
}

} // namespace goldset::ui
