#pragma once

#include "domain/Nugget.h"

#include <QAbstractTableModel>

namespace goldset::storage {
class Project;
}

namespace goldset::ui {

// The ground-truth nuggets of one question, in order: text, vital/okay, draft/accepted. A
// question has a handful, read together when it is shown. The text of a draft is edited in
// place; the model writes nothing itself: it hands the edit on (textEdited) for an undo command.
// A new nugget is a pending row (id 0) that becomes one when its text is committed.
class NuggetListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        OrdinalColumn,
        TextColumn,
        ImportanceColumn,
        StatusColumn,
        ColumnCount
    };
    enum Role
    {
        NuggetIdRole = Qt::UserRole + 1,
        LockedRole
    };

    explicit NuggetListModel(QObject* parent = nullptr);

    void setQuestion(storage::Project* project, std::optional<RowId> questionId);
    // Re-reads the question's nuggets (drops a pending row).
    void reload();
    std::optional<RowId> questionId() const { return m_questionId; }
    const QList<Nugget>& nuggets() const { return m_nuggets; }
    std::optional<Nugget> nuggetAt(int row) const;
    int rowOfId(RowId id) const;

    // A pending new row at `row`, for the view to open its editor on; returns its row.
    int insertPending(int row);
    bool hasPending() const { return m_pendingRow >= 0; }
    int pendingRow() const { return m_pendingRow; }
    QString pendingText() const { return m_pendingText; }
    void removePending();

    static QString importanceLabel(NuggetImportance importance);
    static QString statusLabel(NuggetStatus status);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    // A draft's text was edited in place (row of an existing nugget), or the pending row got one.
    void textEdited(RowId nuggetId, const QString& text);

private:
    const Nugget* nuggetPointer(int row) const;

    storage::Project* m_project = nullptr;
    std::optional<RowId> m_questionId;
    QList<Nugget> m_nuggets;
    int m_pendingRow = -1;
    QString m_pendingText;
};

} // namespace goldset::ui
