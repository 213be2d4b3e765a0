#pragma once

#include "agreement/DisagreementQueue.h"

#include <QAbstractTableModel>

namespace goldset::ui {

// The disagreement queue, largest disagreement first: question, chunk or claim, each
// annotator's value, the distance, and the lead's adjudication. Rows are handed to the view in
// pages (canFetchMore / fetchMore), so a long queue costs nothing until it is scrolled.
class DisagreementModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        QuestionColumn,
        TargetColumn,
        VotesColumn,
        DistanceColumn,
        AdjudicatedColumn,
        ColumnCount
    };
    enum Role
    {
        ItemKeyRole = Qt::UserRole + 1,
        AdjudicatedRole, // the adjudicated value, or an invalid QVariant
        DistanceRole
    };
    static constexpr int kPageSize = 200;

    using QAbstractTableModel::QAbstractTableModel;

    void setItems(QList<agreement::Disagreement> items, agreement::AgreementTask task);
    // After an adjudication changed: the row's value and reason, in place (no reordering).
    void setAdjudication(const QString& itemKey, const std::optional<QString>& value, const QString& reason);
    const agreement::Disagreement* itemAt(int row) const;
    int rowOf(const QString& itemKey) const; // among the fetched rows, -1 if none
    qsizetype totalCount() const { return m_items.size(); }
    agreement::AgreementTask task() const { return m_task; }
    // How a value reads: a grade as itself, a verdict translated.
    static QString valueText(const QString& value, agreement::AgreementTask task);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

private:
    QList<agreement::Disagreement> m_items;
    agreement::AgreementTask m_task = agreement::AgreementTask::Relevance;
    int m_fetched = 0;
};

} // namespace goldset::ui
