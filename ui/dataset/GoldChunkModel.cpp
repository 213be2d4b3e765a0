#include "dataset/GoldChunkModel.h"

#include "common/GradeChipDelegate.h"
#include "storage/AdjudicationStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

namespace goldset::ui {

GoldChunkModel::GoldChunkModel(QObject* parent) : QAbstractTableModel(parent) {}

void GoldChunkModel::setQuestion(storage::Project* project, std::optional<RowId> questionId)
{
    beginResetModel();
    m_rows.clear();
    m_annotators.clear();
    std::optional<Question> question;
    if (project && questionId)
        question = project->questions().byId(*questionId);
    if (question) {
        // Labels come ordered by chunk external id, then annotator.
        QMap<QString, int> annotatorSet;
        for (const RelevanceLabel& label : project->labels().labelsForQuestion(question->id)) {
            if (m_rows.isEmpty() || m_rows.constLast().chunkId != label.chunkId) {
                Row row;
                row.chunkId = label.chunkId;
                row.chunkExternalId = label.chunkExternalId;
                if (auto chunk = project->corpus().chunkById(label.chunkId))
                    if (auto document = project->corpus().documentById(chunk->documentId))
                        row.documentTitle =
                            document->title.isEmpty() ? document->externalId : document->title;
                m_rows.append(row);
            }
            m_rows.last().grades.insert(label.annotatorName, label.grade);
            if (!label.note.isEmpty())
                m_rows.last().notes.insert(label.annotatorName, label.note);
            annotatorSet.insert(label.annotatorName, 0);
        }
        m_annotators = annotatorSet.keys();
        for (Row& row : m_rows) {
            std::optional<int> adjudicated;
            const auto adjudication = project->adjudications().get(
                QStringLiteral("relevance"),
                storage::AdjudicationStore::relevanceKey(question->externalId, row.chunkExternalId));
            if (adjudication) {
                bool ok = false;
                const int grade = adjudication->value.toInt(&ok);
                if (ok) {
                    adjudicated = grade;
                    row.adjudicatedBy = adjudication->leadName;
                }
            }
            row.gold = GoldGrade::from(row.grades.values(), adjudicated);
        }
    }
    endResetModel();
}

GoldGrade GoldChunkModel::goldAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).gold : GoldGrade{};
}

RowId GoldChunkModel::chunkIdAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).chunkId : 0;
}

int GoldChunkModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int GoldChunkModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : goldColumn() + 1;
}

QVariant GoldChunkModel::goldData(const Row& row, int role) const
{
    const GoldGrade& gold = row.gold;
    switch (role) {
    case Qt::DisplayRole: {
        const QString value = GradeChipDelegate::gradeText(gold.value());
        if (gold.adjudicated)
            return tr("%1 adjudicated").arg(value);
        return tr("%1 median, spread %2").arg(value).arg(gold.spread);
    }
    case GradeChipDelegate::GradeRole:
        return gold.value();
    case GradeChipDelegate::NoteRole:
        if (gold.adjudicated)
            return row.adjudicatedBy.isEmpty() ? tr("adjudicated")
                                               : tr("adjudicated by %1").arg(row.adjudicatedBy);
        return gold.labelCount > 1 ? tr("median, spread %1").arg(gold.spread) : tr("one label");
    default:
        return {};
    }
}

QVariant GoldChunkModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = m_rows.at(index.row());
    if (role == ChunkIdRole)
        return row.chunkId;
    const int column = index.column();
    if (column == ChunkColumn)
        return role == Qt::DisplayRole || role == Qt::ToolTipRole ? QVariant(row.chunkExternalId)
                                                                  : QVariant();
    if (column == DocumentColumn)
        return role == Qt::DisplayRole || role == Qt::ToolTipRole ? QVariant(row.documentTitle) : QVariant();
    if (column == goldColumn())
        return goldData(row, role);
    const QString annotator = m_annotators.value(column - FirstAnnotatorColumn);
    if (!row.grades.contains(annotator))
        return role == Qt::DisplayRole ? QVariant(QStringLiteral("–")) : QVariant();
    const int grade = row.grades.value(annotator);
    switch (role) {
    case Qt::DisplayRole:
        return grade;
    case GradeChipDelegate::GradeRole:
        return grade;
    case Qt::ToolTipRole:
        return row.notes.value(annotator);
    default:
        return {};
    }
}

QVariant GoldChunkModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ChunkColumn:
        return tr("Chunk");
    case DocumentColumn:
        return tr("Document");
    default:
        return section == goldColumn() ? tr("Gold") : m_annotators.value(section - FirstAnnotatorColumn);
    }
}

} // namespace goldset::ui
