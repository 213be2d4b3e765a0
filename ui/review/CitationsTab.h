#pragma once

#include "domain/Entities.h"

#include <QWidget>
#include <optional>

class QCheckBox;
class QLabel;
class QSortFilterProxyModel;
class QTableView;
class QTextBrowser;

namespace goldset::ui {

class CitationTableModel;
class ProjectSession;

// The Review page's Citations tab: the cited statements of the current answer, the texts of
// the chunks the current statement cites, the judge's verdicts (entailed; unnecessary
// citations) and the reviewer's overrides with the page's keys: S the citations entail the
// statement, U they do not, Backspace clears, 1..9 marks the n-th citation (un)necessary,
// J / K the next / previous statement. Overrides are undo commands on the project's stack and
// re-score the citation metrics everywhere (the session is told).
class CitationsTab : public QWidget
{
    Q_OBJECT

public:
    explicit CitationsTab(QWidget* parent = nullptr);

    void setSession(ProjectSession* session);
    // `primaryJudge`: the run's, as the Review page read it with the run.
    void showQuestion(RowId runId, RowId questionId, const QString& primaryJudge);
    void setBlind(bool blind);

    // The reviewer's verdict on the current statement; nullopt takes it back.
    void setEntailed(std::optional<bool> entailed);
    void toggleUnnecessary(int citation); // 0-based
    // Moves the current statement; false when there is none in that direction.
    bool moveStatement(int delta);
    int statementCount() const;

Q_SIGNALS:
    void statusMessage(const QString& message);

private:
    void reload();
    void currentStatementChanged();
    int currentRow() const; // in the model, -1 if none
    std::optional<RowId> annotatorId(bool create);
    void updateSummary();

    ProjectSession* m_session = nullptr;
    RowId m_runId = 0;
    RowId m_questionId = 0;
    QString m_primaryJudge;
    bool m_blind = false;
    CitationTableModel* m_model;
    QSortFilterProxyModel* m_failing;
    QCheckBox* m_failingOnly;
    QLabel* m_summary;
    QTableView* m_view;
    QTextBrowser* m_chunks;
};

} // namespace goldset::ui
