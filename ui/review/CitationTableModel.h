#pragma once

#include "review/CitationReview.h"

#include <QAbstractTableModel>

namespace goldset::ui {

// The cited statements of one answer: what each cites, the judge's verdict (entailed, and the
// unnecessary citations), the current reviewer's and the one that counts. In blind mode the
// judge's verdict stays hidden until the current reviewer has decided.
class CitationTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        OrdinalColumn,
        StatementColumn,
        CitesColumn,
        JudgeColumn,
        MineColumn,
        ColumnCount
    };
    enum Role
    {
        FailingRole = Qt::UserRole + 1, // "1" for a failing statement (the filter's role)
        StatementIdRole
    };

    explicit CitationTableModel(QObject* parent = nullptr);

    void setReviewData(review::CitationReviewData data);
    const review::CitationReviewData& reviewData() const { return m_data; }
    void setBlind(bool blind);
    bool judgeHidden(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString verdictText(const std::optional<CitationVerdict>& verdict);

private:
    review::CitationReviewData m_data;
    bool m_blind = false;
};

} // namespace goldset::ui
