#pragma once

#include "agreement/AgreementReport.h"

#include <QWidget>
#include <optional>

class QLabel;
class QTableView;
class QTextBrowser;

namespace goldset::ui {

class ConfusionMatrixModel;
class PairwiseAgreementModel;

// Shows an AgreementReport: Cohen's kappa per pair (with n, observed and expected agreement, SE,
// 95% CI, Landis & Koch band), Fleiss' kappa (three or more annotators), Krippendorff's alpha,
// specific agreement per category and the confusion matrix of the selected pair. All numbers
// come from the report; this widget only lays them out.
class AgreementPanel : public QWidget
{
    Q_OBJECT

public:
    explicit AgreementPanel(QWidget* parent = nullptr);
    ~AgreementPanel() override;

    // categoryNames: how to show each category of the report; emptyMessage: what to say when
    // there is no report or no pair shares an item.
    void setReport(std::optional<agreement::AgreementReport> report, const QStringList& categoryNames,
                   const QString& emptyMessage);
    const std::optional<agreement::AgreementReport>& report() const { return m_report; }

    PairwiseAgreementModel* pairwiseModel() const { return m_pairwise; }
    ConfusionMatrixModel* confusionModel() const { return m_confusion; }
    QTableView* pairwiseView() const { return m_pairView; }
    QString summaryText() const; // the plain text of the summary, for tests

private:
    void showPair(int row);
    void updateSummary();

    std::optional<agreement::AgreementReport> m_report;
    QStringList m_categoryNames;
    PairwiseAgreementModel* m_pairwise;
    ConfusionMatrixModel* m_confusion;
    QLabel* m_empty;
    QTableView* m_pairView;
    QLabel* m_pairTitle;
    QTableView* m_matrixView;
    QTextBrowser* m_summary;
};

} // namespace goldset::ui
