#pragma once

#include "domain/Nugget.h"

#include <QWidget>
#include <functional>

class QAction;
class QLabel;
class QPushButton;
class QTableView;

namespace goldset::ui {

class NuggetCommand;
class NuggetListModel;
class ProjectSession;

// The Dataset page's nuggets of the selected question, keyboard first, one key per action and
// each an undo step: Insert adds one (typed in place), F2 or Enter edits, Delete deletes, V
// toggles vital/okay, M merges with the next one, Alt+Up/Down moves, A accepts (locks) or
// reopens. A locked nugget refuses edits with a message in the status bar. The keys act while
// the list has the focus, before the question table's own (A, Delete) around it.
class NuggetPanel : public QWidget
{
    Q_OBJECT

public:
    explicit NuggetPanel(QWidget* parent = nullptr);

    void setSession(ProjectSession* session);
    // The question shown (its external id names the undo steps).
    void showQuestion(std::optional<RowId> questionId);
    // Re-reads the shown question's nuggets, keeping the current one.
    void reload();

    NuggetListModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    // Every action of the panel, for the page's menu; the propose action works page-wide.
    QList<QAction*> actions() const { return m_actions; }
    QAction* proposeAction() const { return m_proposeAction; }
    std::optional<Nugget> currentNugget() const;
    void selectNugget(RowId id);

    void addNugget();
    void editNugget();
    void deleteNugget();
    void toggleVital();
    void mergeWithNext();
    void moveNugget(int delta);
    void toggleAccepted();
    // Opens Propose Nuggets for the shown question (or every question without nuggets).
    void proposeNuggets();

Q_SIGNALS:
    void statusMessage(const QString& message);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QAction* makeAction(const QString& text, const QKeySequence& key, const std::function<void()>& slot);
    QAction* actionFor(const QKeyEvent* event) const;
    // The current nugget when it may be changed, else nullopt with a message why not.
    std::optional<Nugget> editableCurrent(const QString& what);
    void push(NuggetCommand* command, std::optional<RowId> select);
    void pendingEditorClosed();
    void updateHeading();
    void updateActions();

    ProjectSession* m_session = nullptr;
    std::optional<RowId> m_questionId;
    QString m_questionName;
    NuggetListModel* m_model;
    QTableView* m_view;
    QLabel* m_heading;
    QPushButton* m_propose;
    QList<QAction*> m_actions;
    QAction* m_addAction = nullptr;
    QAction* m_editAction = nullptr;
    QAction* m_deleteAction = nullptr;
    QAction* m_vitalAction = nullptr;
    QAction* m_mergeAction = nullptr;
    QAction* m_upAction = nullptr;
    QAction* m_downAction = nullptr;
    QAction* m_acceptAction = nullptr;
    QAction* m_proposeAction = nullptr;
};

} // namespace goldset::ui
