#pragma once

#include "domain/Entities.h"
#include "shell/ProjectSession.h"

#include <QObject>
#include <QPointer>
#include <optional>

namespace goldset::ui {

class QuestionFilterProxy;
class QuestionTableModel;

// What the Dataset page's question list shows, without its widgets: the questions through the
// filters, the count, which row to make current after a reload or an action, and the edits of a
// question (status, text, new, delete), each one command on the project's undo stack. The page
// keeps which row is current and asks this which one comes next; tests drive it directly.
class DatasetState : public QObject
{
    Q_OBJECT

public:
    explicit DatasetState(QObject* parent = nullptr);

    void setSession(ProjectSession* session);
    ProjectSession* session() const { return m_session; }
    QuestionTableModel* model() const { return m_model; }
    QuestionFilterProxy* proxy() const { return m_proxy; }

    void setFilters(std::optional<QuestionStatus> status, std::optional<QuestionOrigin> origin,
                    const QString& text, bool nearDuplicatesOnly);
    bool nearDuplicatesAvailable() const;
    // "58 questions", or "12 of 58 questions" while filtered.
    QString countText() const;

    // The row (of the model) to make current: the same question when still listed, else the
    // same place; after an action on a question, the one that followed it.
    int rowAfterReload(RowId current, int row);
    int rowAfterAction(RowId actedId, RowId nextId, int row);

    // Sets the status of the question at `row` (a command when it changes) and returns the row
    // to go on with; -1 when there is no such question.
    int setStatus(int row, QuestionStatus status);
    bool editQuestion(RowId id, const QString& text, const QString& groundTruth);
    QString freeManualId() const; // manual-1, manual-2, ...: the first not taken
    // The new draft's row, or -1 when nothing was added.
    int addQuestion(const QString& externalId, const QString& text, const QString& groundTruth);
    // The row to make current after the question is gone (-1: none left).
    int deleteQuestion(RowId id);

Q_SIGNALS:
    void corpusChanged();
    void aboutToReload(); // the page notes its current question
    void reloaded();      // ... and makes rowAfterReload() current
    void statusMessage(const QString& message);

private:
    void onChanged(ProjectSession::Change change);
    void reload();

    QPointer<ProjectSession> m_session;
    QuestionTableModel* m_model;
    QuestionFilterProxy* m_proxy;
    qint64 m_projectQuestionCount = 0;
};

} // namespace goldset::ui
