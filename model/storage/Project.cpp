#include "storage/Project.h"

#include "io/SafeFile.h"
#include "storage/AdjudicationStore.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/NuggetStore.h"
#include "storage/NuggetVerdictStore.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"
#include "storage/SettingsStore.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#ifdef Q_OS_UNIX
#include <dlfcn.h>
#endif

namespace goldset::storage {

QString nowText()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

Project::Project() = default;
Project::~Project() = default;

Result<std::unique_ptr<Project>> Project::open(const QString& path, OpenMode mode)
{
    std::unique_ptr<Project> project(new Project);
    if (Status opened = project->m_database.open(path, mode); !opened)
        return opened.error();
    const QSqlDatabase db = project->connection();
    project->m_adjudications = std::make_unique<AdjudicationStore>(db);
    project->m_annotators = std::make_unique<AnnotatorStore>(db);
    project->m_corpus = std::make_unique<CorpusStore>(db);
    project->m_labels = std::make_unique<LabelStore>(db);
    project->m_questions = std::make_unique<QuestionStore>(db);
    project->m_runs = std::make_unique<RunStore>(db);
    project->m_nuggets = std::make_unique<NuggetStore>(db);
    project->m_nuggetVerdicts = std::make_unique<NuggetVerdictStore>(db);
    project->m_settings = std::make_unique<SettingsStore>(db);
    return project;
}

QString Project::projectId() const
{
    QSqlQuery query(connection());
    if (query.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'project_id'")) && query.next())
        return query.value(0).toString();
    return {};
}

ProjectStats Project::stats() const
{
    ProjectStats stats;
    QSqlQuery query(connection());
    auto count = [&query](const char* sql) -> qint64 {
        if (query.exec(QString::fromLatin1(sql)) && query.next())
            return query.value(0).toLongLong();
        return 0;
    };
    stats.documents =
        count("SELECT count(*) FROM document WHERE id IN (SELECT document_id FROM chunk WHERE stub = 0)"
              " OR id NOT IN (SELECT document_id FROM chunk)");
    stats.chunks = count("SELECT count(*) FROM chunk WHERE stub = 0");
    stats.questions = count("SELECT count(*) FROM question");
    stats.annotators = count("SELECT count(*) FROM annotator WHERE kind = 'person'");
    stats.relevanceLabels = count("SELECT count(*) FROM relevance_label");
    stats.runs = count("SELECT count(*) FROM run");
    stats.retrievals = count("SELECT count(*) FROM retrieval");
    stats.answers = count("SELECT count(*) FROM answer");
    stats.claims = count("SELECT count(*) FROM claim");
    stats.claimReviews = count("SELECT count(*) FROM claim_review");
    stats.batches = count("SELECT count(*) FROM batch");
    stats.nuggets = count("SELECT count(*) FROM nugget");
    // From the daily aggregates: counting ten million interactions row by row takes a second.
    stats.interactions = count("SELECT ifnull(sum(interactions), 0) FROM monitor_day");
    return stats;
}

Status Project::saveCopyAs(const QString& targetPath, const QString& partialPath) const
{
    if (QFileInfo::exists(targetPath))
        return makeError(
            QCoreApplication::translate("goldset::storage::Project", "%1 already exists").arg(targetPath),
            targetPath);
    const QString partial = partialPath.isEmpty() ? io::partialPath(targetPath) : partialPath;
    QSqlQuery query(connection());
    query.prepare(QStringLiteral("VACUUM INTO ?"));
    query.addBindValue(partial);
    if (!query.exec()) {
        io::removeDatabaseFiles(partial);
        return makeError(QCoreApplication::translate("goldset::storage::Project", "cannot write %1: %2")
                             .arg(targetPath, query.lastError().text()),
                         targetPath);
    }
    return io::publishPartial(partial, targetPath);
}

std::function<void()> Project::interrupter() const
{
#ifdef Q_OS_UNIX
    // Qt's SQLite driver exposes its sqlite3* but not sqlite3_interrupt(); the library it
    // loaded has it (and SQLite allows the call from another thread).
    using InterruptFunction = void (*)(void*);
    static const auto interruptFunction = [] {
        void* library = ::dlopen("libsqlite3.so.0", RTLD_NOW | RTLD_NOLOAD);
        return library ? reinterpret_cast<InterruptFunction>(::dlsym(library, "sqlite3_interrupt")) : nullptr;
    }();
    const QVariant handle = connection().driver()->handle();
    if (interruptFunction && handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0)
        if (void* database = *static_cast<void* const*>(handle.constData()))
            return [database] { interruptFunction(database); };
#endif
    return [] {};
}

} // namespace goldset::storage
