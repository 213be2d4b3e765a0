#pragma once

#include "dataset/GoldGrade.h"
#include "domain/Entities.h"

#include <QAbstractTableModel>
#include <QMap>
#include <QStringList>

namespace goldset::storage {
class Project;
}

namespace goldset::ui {

// The labelled chunks of one question: chunk id, document title, each annotator's grade side
// by side, and the gold grade (adjudicated, else the median with its spread). A question has
// a handful of labelled chunks, so the model loads them all at once.
class GoldChunkModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    // Columns: chunk, document, one per annotator, then the gold grade last.
    enum FixedColumn
    {
        ChunkColumn,
        DocumentColumn,
        FirstAnnotatorColumn
    };
    enum Role
    {
        ChunkIdRole = Qt::UserRole + 1
    };

    explicit GoldChunkModel(QObject* parent = nullptr);

    // Loads the labels of a question; nullptr or no question clears the model.
    void setQuestion(storage::Project* project, std::optional<RowId> questionId);
    QStringList annotators() const { return m_annotators; }
    int goldColumn() const { return FirstAnnotatorColumn + int(m_annotators.size()); }
    GoldGrade goldAt(int row) const;
    RowId chunkIdAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        RowId chunkId = 0;
        QString chunkExternalId;
        QString documentTitle;
        QMap<QString, int> grades; // annotator name -> grade
        QMap<QString, QString> notes;
        GoldGrade gold;
        QString adjudicatedBy;
    };
    QVariant goldData(const Row& row, int role) const;

    QList<Row> m_rows;
    QStringList m_annotators;
};

} // namespace goldset::ui
