#pragma once

#include "agreement/DisagreementQueue.h"

#include <QPointer>
#include <QWidget>

class QAction;
class QCheckBox;
class QLabel;
class QLineEdit;
class QTableView;
class QTextBrowser;

namespace goldset::ui {

class DisagreementFilterProxy;
class DisagreementModel;
class ProjectSession;

// The lead's disagreement queue: items where annotators differ, largest disagreement first.
// One key sets the adjudicated value (0-3 for grades, S U C for verdicts) with the reason typed
// in the reason field, as an undoable command, and moves on; Enter / J and K walk the queue.
class DisagreementPanel : public QWidget
{
    Q_OBJECT

public:
    explicit DisagreementPanel(QWidget* parent = nullptr);
    ~DisagreementPanel() override;

    void setSession(ProjectSession* session);
    // Shows the queue of this scope (read off the GUI thread with the agreement), keeping the
    // current item when it is still there.
    void showQueue(const agreement::AgreementScope& scope, const QList<agreement::Disagreement>& items);
    QList<QAction*> actions() const { return m_actions; }

    // For tests and the page.
    DisagreementModel* model() const { return m_model; }
    DisagreementFilterProxy* proxy() const { return m_proxy; }
    QTableView* view() const { return m_view; }
    QLineEdit* reasonEdit() const { return m_reason; }
    const agreement::Disagreement* current() const;
    void adjudicate(const std::optional<QString>& value);
    void move(int step);

Q_SIGNALS:
    void openRequested(const goldset::agreement::Disagreement& item);
    void statusMessage(const QString& message);

private:
    void createActions();
    void updateActions();
    void showCurrent();
    void applyReason();
    std::optional<RowId> leadId() const;

    QPointer<ProjectSession> m_session;
    agreement::AgreementScope m_scope;
    DisagreementModel* m_model;
    DisagreementFilterProxy* m_proxy;
    QCheckBox* m_openOnly;
    QLabel* m_count;
    QTableView* m_view;
    QTextBrowser* m_detail;
    QLineEdit* m_reason;
    QList<QAction*> m_actions;
    QList<QAction*> m_gradeActions;
    QList<QAction*> m_verdictActions;
};

} // namespace goldset::ui
