#pragma once

#include "domain/Entities.h"

#include <QAbstractTableModel>
#include <optional>

namespace goldset::review {
class RunReview;
}

namespace goldset::ui {

// The claims of one answer: the judge's verdict and reason, and the people's. In blind mode the
// judge's verdict and reason and the other people's verdicts stay hidden until the current
// reviewer has decided (the review then records that it was given blind).
class ClaimTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        OrdinalColumn,
        ClaimColumn,
        JudgeColumn,
        ReasonColumn,
        HumanColumn,
        ReviewersColumn,
        ColumnCount
    };
    enum Role
    {
        ClaimIdRole = Qt::UserRole + 1,
        EffectiveVerdictRole
    };

    explicit ClaimTableModel(QObject* parent = nullptr);

    void setQuestion(const review::RunReview* review, int questionRow); // questionRow -1 clears
    // Shows the claims of one judge only (an empty name: imported claims without a judge), so
    // that two judges' claims of an answer are never mixed. nullopt: every claim.
    void setJudge(const std::optional<QString>& judge);
    const std::optional<QString>& judge() const { return m_judge; }
    void setBlind(bool blind, const QString& annotator);
    void claimChanged(int row);
    int rowOfClaim(RowId claimId) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Blind and not yet decided by the current reviewer: judge and other people hidden.
    bool judgeHidden(int row) const;

private:
    const review::RunReview* m_review = nullptr;
    QList<int> m_claimIndexes;
    int m_questionRow = -1;
    std::optional<QString> m_judge;
    bool m_blind = false;
    QString m_annotator;
};

} // namespace goldset::ui
