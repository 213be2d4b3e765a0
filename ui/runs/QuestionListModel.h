#pragma once

#include "runs/QuestionSelection.h"

#include <QAbstractTableModel>

namespace goldset::ui {

// The questions behind what was clicked in a chart: id, text, and the metric under each run.
class QuestionListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        IdColumn,
        TextColumn,
        FirstValueColumn
    };
    static constexpr int QuestionIdRole = Qt::UserRole + 1;

    explicit QuestionListModel(QObject* parent = nullptr);

    void setSelection(QuestionSelection selection);
    const QuestionSelection& selection() const { return m_selection; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QuestionSelection m_selection;
};

} // namespace goldset::ui
