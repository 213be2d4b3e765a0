#pragma once

#include "storage/Project.h"

#include <QObject>
#include <QUndoStack>
#include <memory>
#include <optional>

namespace goldset::storage {
class ServerChangeListener;
}

namespace goldset::ui {

// The open project as the GUI sees it: the project file, the one undo stack of the project,
// and a change signal that pages listen to, so that an edit on one page refreshes the others.
// On a server the same signal also says what other people changed (labels, reviews,
// adjudications; storage::ServerChangeListener, a few times a second at most).
class ProjectSession : public QObject
{
    Q_OBJECT

public:
    explicit ProjectSession(std::unique_ptr<storage::Project> project, QObject* parent = nullptr);
    ~ProjectSession() override;

    storage::Project& project() { return *m_project; }
    QString path() const { return m_project->path(); }
    QUndoStack* undoStack() { return &m_undoStack; }
    // A project opened without write access: pages show it, and every edit is refused.
    bool isReadOnly() const { return m_project->database().isReadOnly(); }
    // A change that could not be saved: the shell tells the user (and why).
    void reportWriteFailure(const QString& message) { Q_EMIT writeFailed(message); }

    // The annotator the user works as (from the preferences); created on first use.
    QString currentAnnotator() const { return m_annotator; }
    // The current annotator's row (made when `create` and missing); none without a name.
    std::optional<RowId> currentAnnotatorId(bool create);
    void setCurrentAnnotator(const QString& name);

    // Pages call this after writing, so that every view of that kind of data reloads. A
    // writer that knows the change concerns only some questions names them, so that views
    // that can refresh those alone do (the Runs page recomputes them instead of every run).
    enum class Change
    {
        Corpus,
        Questions,
        Labels,
        Runs,
        Reviews,
        Batches,
        Settings
    };
    void notifyChanged(Change change, const QList<RowId>& questionIds = {});
    // While changed() is emitted: the questions the change is limited to; empty when it may
    // concern any.
    const QList<RowId>& changedQuestions() const { return m_changedQuestions; }
    // While changed() is emitted: whether the change was made by someone else on the server.
    bool isRemoteChange() const { return m_remote; }
    // Whether changes made elsewhere on the server reach this session (a server project whose
    // triggers are installed or not, the connection listening).
    bool isListening() const;
    storage::ServerChangeListener* serverListener() const { return m_listener.get(); }

Q_SIGNALS:
    void changed(goldset::ui::ProjectSession::Change change);
    void currentAnnotatorChanged(const QString& name);
    void writeFailed(const QString& message);

private:
    void onServerChanged(const QStringList& tables);

    std::unique_ptr<storage::Project> m_project;
    // Declared after the project: it lets go of the project's connection first.
    std::unique_ptr<storage::ServerChangeListener> m_listener;
    QUndoStack m_undoStack;
    QString m_annotator;
    QList<RowId> m_changedQuestions;
    bool m_remote = false;
};

} // namespace goldset::ui
