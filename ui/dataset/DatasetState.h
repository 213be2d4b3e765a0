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
// keeps which row is current and asks this which one comes next; tests drive it directly. The
// list is read in the background (QuestionTableModel): after a change the last list stays in
// view until the new one is in (reloaded()).
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
    // The question list is being read again; the one in view is the previous one.
    bool isReading() const;
    // "58 questions", or "12 of 58 questions" while filtered.
    QString countText() const;

    // The row (of the model) to make current once a new list is in: a question just added,
    // else the same question when still listed, else the top after a new project or filter,
    // else the same place; after an action on a question, the one that followed it.
    int rowAfterReload(RowId current, int row);
    int rowAfterAction(RowId actedId, RowId nextId, int row);

    // Sets the status of the question at `row` (a command when it changes) and returns the row
    // to go on with; -1 when there is no such question.
    int setStatus(int row, QuestionStatus status);
    bool editQuestion(RowId id, const QString& text, const QString& groundTruth);
    QString freeManualId() const; // manual-1, manual-2, ...: the first not taken
    // Adds a draft, made current when the list is read again (rowAfterReload); its id, or 0
    // when nothing was added.
    RowId addQuestion(const QString& externalId, const QString& text, const QString& groundTruth);
    // Deletes a question; the row to make current meanwhile: the question after it (or before
    // it, at the end) in the list in view, which stays current when the list is read again.
    int deleteQuestion(RowId id);

Q_SIGNALS:
    void corpusChanged();
    void aboutToReload(); // the page notes its current question
    void reloaded();      // ... and makes rowAfterReload() current
    void statusMessage(const QString& message);

private:
    void onChanged(ProjectSession::Change change);

    QPointer<ProjectSession> m_session;
    QuestionTableModel* m_model;
    QuestionFilterProxy* m_proxy;
    RowId m_added = 0;      // made current when the next list is in
    bool m_topNext = false; // a new project or filter: the top unless the current stays
};

} // namespace goldset::ui
