#pragma once

#include "core/Result.h"
#include "domain/Entities.h"
#include "storage/Database.h"

#include <functional>
#include <memory>

namespace goldset::storage {

class AdjudicationStore;
class AnnotatorStore;
class CorpusStore;
class LabelStore;
class QuestionStore;
class RunStore;
class NuggetStore;
class NuggetVerdictStore;
class SettingsStore;

// An open project file and the stores that read and write it. A Project (and its
// connection) belongs to the thread that opened it; background work opens its own.
class Project
{
public:
    using OpenMode = Database::OpenMode;

    static Result<std::unique_ptr<Project>> open(const QString& path, OpenMode mode = OpenMode::OpenExisting);
    ~Project();

    QString path() const { return m_database.path(); }
    QString projectId() const;
    Database& database() { return m_database; }
    const Database& database() const { return m_database; }
    QSqlDatabase connection() const { return m_database.connection(); }

    AdjudicationStore& adjudications() { return *m_adjudications; }
    AnnotatorStore& annotators() { return *m_annotators; }
    CorpusStore& corpus() { return *m_corpus; }
    LabelStore& labels() { return *m_labels; }
    QuestionStore& questions() { return *m_questions; }
    RunStore& runs() { return *m_runs; }
    NuggetStore& nuggets() { return *m_nuggets; }
    NuggetVerdictStore& nuggetVerdicts() { return *m_nuggetVerdicts; }
    SettingsStore& settings() { return *m_settings; }

    ProjectStats stats() const;

    // A consistent copy of the whole project in a new file (VACUUM INTO); refuses to overwrite.
    // The copy is built under `partialPath` (a fresh name beside the target when empty) and
    // renamed to the target only when complete: a full disk or an interrupt leaves nothing.
    Status saveCopyAs(const QString& targetPath, const QString& partialPath = {}) const;
    // A function that stops the statement this project's connection is running (a long VACUUM
    // INTO, say) with an "interrupted" error. Take it on the connection's thread; call it from
    // any thread. It does nothing where SQLite cannot be reached.
    std::function<void()> interrupter() const;

private:
    Project();

    Database m_database;
    std::unique_ptr<AdjudicationStore> m_adjudications;
    std::unique_ptr<AnnotatorStore> m_annotators;
    std::unique_ptr<CorpusStore> m_corpus;
    std::unique_ptr<LabelStore> m_labels;
    std::unique_ptr<QuestionStore> m_questions;
    std::unique_ptr<RunStore> m_runs;
    std::unique_ptr<NuggetStore> m_nuggets;
    std::unique_ptr<NuggetVerdictStore> m_nuggetVerdicts;
    std::unique_ptr<SettingsStore> m_settings;
};

// Timestamps are stored as ISO 8601 UTC text with milliseconds.
QString nowText();

} // namespace goldset::storage
