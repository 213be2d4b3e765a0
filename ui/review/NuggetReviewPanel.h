#pragma once

#include "domain/Nugget.h"

#include <QWidget>
#include <optional>

class QCheckBox;
class QLabel;
class QSortFilterProxyModel;
class QTableView;
class QTextBrowser;

namespace goldset::ui {

class NuggetReviewModel;
class ProjectSession;

// The Review page's Nuggets tab: for the answer shown, each nugget of its question with the
// judge's verdicts and people's, the answer and the retrieved contexts in view (the judge's
// evidence chunks of the current nugget marked). Keys while the list has the focus: S / P / N
// say the answer supports, partly supports or does not support the nugget (the current
// reviewer's override, an undo step; the nugget metrics follow at once), Backspace takes it
// back, J / K next and previous nugget. A filter keeps the failing nuggets (not supported or
// absent from the contexts).
class NuggetReviewPanel : public QWidget
{
    Q_OBJECT

public:
    explicit NuggetReviewPanel(QWidget* parent = nullptr);

    void setSession(ProjectSession* session);
    // The answer of a run to a question (questionId 0 clears); judge: whose verdicts to show.
    void showAnswer(RowId runId, const QString& judge, RowId questionId, const QString& answer);
    void setBlind(bool blind);
    // Re-reads the shown answer's nuggets and verdicts, keeping the current nugget.
    void reload();

    NuggetReviewModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    QCheckBox* failingOnly() const { return m_failingOnly; }
    QLabel* summaryLabel() const { return m_summary; }
    // The nugget of the current row (its index in model()->rows()), -1 if none.
    int currentRow() const;

    void setSupport(std::optional<NuggetValue> value);
    void moveNugget(int delta);

Q_SIGNALS:
    void statusMessage(const QString& message);
    // Past the last nugget: on to the next question.
    void nextQuestionRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    std::optional<RowId> annotatorId(bool create);
    void showCurrent();
    void updateSummary();

    ProjectSession* m_session = nullptr;
    RowId m_runId = 0;
    RowId m_questionId = 0;
    QString m_questionName;
    QString m_judge;
    QString m_answerText;
    bool m_blind = false;
    NuggetReviewModel* m_model;
    QSortFilterProxyModel* m_filter;
    QCheckBox* m_failingOnly;
    QLabel* m_summary;
    QTableView* m_view;
    QTextBrowser* m_answer;
    QTextBrowser* m_contexts;
};

} // namespace goldset::ui
