#pragma once

#include "domain/Entities.h"
#include "labelling/CandidatePoolLoader.h"
#include "shell/ProjectSession.h"

#include <QObject>
#include <QPointer>
#include <QSet>
#include <optional>

namespace goldset::ui {

class CandidateModel;
class LatestRead;
class QuestionQueueModel;
class QueueFilterProxy;

// What the Labelling page shows, without its widgets: who is grading, the question queue, the
// current question and its candidate pool, gold mode, and the grades pushed through the
// project's undo stack. The page (a view) follows the signals; tests drive it directly. The
// queue is read in the background: after setSession or a change it arrives a moment later.
class LabellingState : public QObject
{
    Q_OBJECT

public:
    enum class Scope
    {
        All,
        Open,
        Assigned
    };
    enum class GradeResult
    {
        Pushed,         // a command is on the undo stack
        NeedsAnnotator, // nobody is chosen: ask who grades, then grade again
        Nothing         // no project, no candidate, or the write was refused (errorOccurred)
    };

    explicit LabellingState(QObject* parent = nullptr);

    void setSession(ProjectSession* session);
    ProjectSession* session() const { return m_session; }
    QuestionQueueModel* queue() const { return m_queue; }
    QueueFilterProxy* queueProxy() const { return m_queueProxy; }
    // The queue or the current question's candidates are being read (in the background); what
    // is in view is the previous one (readingFinished() when both are in).
    bool isReading() const;
    CandidateModel* candidates() const { return m_candidates; }

    const QString& annotatorName() const { return m_annotatorName; }
    RowId annotatorId() const { return m_annotatorId; }
    bool isLead() const { return m_isLead; }
    // The people of the project, and the chosen name when it has no label yet.
    QStringList annotatorNames() const;
    void chooseAnnotator(const QString& name);
    // Adds a person to the project and chooses them.
    void createAnnotator(const QString& name, bool lead);

    Scope scope() const { return m_scope; }
    void setScope(Scope scope);
    int poolDepth() const { return m_poolOptions.depth; }
    void setPoolDepth(int depth, RowId keepChunk = 0);

    RowId questionId() const { return m_questionId; }
    std::optional<Question> question() const;
    const QString& searchQuery() const { return m_searchQuery; }
    // The question's row in the queue (fetching on while looking), or -1.
    int rowOfQuestion(RowId questionId);
    // Fetches queue rows until `row` is there; false when the queue is shorter.
    bool ensureQueueRow(int row);
    // Makes the queue's row current (none when out of range) and reads its candidates.
    void showQuestionAt(int proxyRow);
    // Shows a question (another page asked): now when the queue in view holds it, else once the
    // queue is read, from every question when this scope does not hold it (scopeChanged).
    enum class Opened
    {
        No, // no such question
        Now,
        WhenRead
    };
    Opened openQuestion(RowId questionId);
    void search(const QString& text);
    void reloadCandidates(RowId keepChunk = 0);
    // "12 candidates · 9 from runs"; empty without a pool.
    const QString& poolSummary() const { return m_poolSummary; }

    bool goldMode() const { return m_goldMode; }
    void setGoldMode(bool gold); // only a lead adjudicates
    GradeResult grade(int candidateRow, int grade);
    void clearGrade(int candidateRow);

    QString guidelines() const;

Q_SIGNALS:
    void annotatorChanged(); // the name, the people or the lead role changed
    void scopeChanged(goldset::ui::LabellingState::Scope scope); // to show a question of another scope
    void questionChanged(int proxyRow); // -1: no question (the queue is empty or done)
    void candidatesChanged(int row);    // the pool was read again; `row` to make current (-1: none)
    void labelsChanged();               // grades of the pool changed (undo, another page)
    void progressChanged();
    void goldModeChanged(bool gold);
    void guidelinesChanged();
    void readingFinished();
    void statusMessage(const QString& message);
    void errorOccurred(const QString& message);

private:
    void reloadQueue();
    void showQueue(const QList<RowId>& ids, const QSet<RowId>& done);
    void showPool(const Question& current, const Result<QList<labelling::PoolCandidate>>& pool,
                  RowId keepChunk);
    void showPoolError(const QString& message);
    void refreshDone();
    void onProjectChanged(ProjectSession::Change change);
    RowId ensureAnnotator(); // the current annotator's row id, created on first use (0: refused)
    void readAnnotator();

    QPointer<ProjectSession> m_session;
    QString m_annotatorName;
    RowId m_annotatorId = 0;
    bool m_isLead = false;
    bool m_goldMode = false;
    RowId m_questionId = 0;
    RowId m_openWhenRead = 0; // openQuestion(), once the queue is in
    QString m_searchQuery;
    QString m_poolSummary;
    labelling::PoolOptions m_poolOptions;
    Scope m_scope = Scope::All;

    QuestionQueueModel* m_queue;
    QueueFilterProxy* m_queueProxy;
    CandidateModel* m_candidates;
    LatestRead* m_queueReads;
    LatestRead* m_poolReads;
};

} // namespace goldset::ui
