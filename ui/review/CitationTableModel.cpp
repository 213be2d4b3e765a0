#include "review/CitationTableModel.h"

namespace goldset::ui {

CitationTableModel::CitationTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void CitationTableModel::setReviewData(review::CitationReviewData data)
{
    beginResetModel();
    m_data = std::move(data);
    endResetModel();
}

void CitationTableModel::setBlind(bool blind)
{
    if (blind == m_blind)
        return;
    m_blind = blind;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, JudgeColumn), index(rowCount() - 1, JudgeColumn));
}

bool CitationTableModel::judgeHidden(int row) const
{
    return m_blind && row >= 0 && row < rowCount() && !m_data.statements().at(row).mine;
}

int CitationTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_data.statements().size());
}

int CitationTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString CitationTableModel::verdictText(const std::optional<CitationVerdict>& verdict)
{
    if (!verdict)
        return QStringLiteral("—");
    QString text = verdict->entailed ? tr("entailed") : tr("not entailed");
    if (verdict->entailed && !verdict->unnecessary.isEmpty())
        text += tr(", %n unnecessary", nullptr, static_cast<int>(verdict->unnecessary.size()));
    return text;
}

QVariant CitationTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const review::StatementState& s = m_data.statements().at(index.row());
    if (role == FailingRole)
        return s.failing() ? QStringLiteral("1") : QStringLiteral("0");
    if (role == StatementIdRole)
        return s.statement.id;
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case OrdinalColumn:
        return s.statement.ordinal + 1;
    case StatementColumn:
        return s.statement.text;
    case CitesColumn: {
        if (s.statement.citations.isEmpty())
            return tr("no citation");
        QString text = s.statement.citations.join(QStringLiteral(", "));
        if (s.status == metrics::StatementStatus::NotRetrieved)
            text += QLatin1Char(' ') + tr("(not retrieved)");
        return text;
    }
    case JudgeColumn:
        if (judgeHidden(index.row()))
            return tr("hidden");
        if (s.status == metrics::StatementStatus::NoCitation)
            return tr("unsupported: no citation");
        if (s.status == metrics::StatementStatus::NotRetrieved && !s.judge)
            return tr("unsupported: cites a chunk not retrieved");
        return verdictText(s.judge);
    case MineColumn:
        return s.mine ? verdictText(s.mine->verdict) : QStringLiteral("—");
    default:
        return {};
    }
}

QVariant CitationTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case OrdinalColumn:
        return tr("#");
    case StatementColumn:
        return tr("Statement");
    case CitesColumn:
        return tr("Cites");
    case JudgeColumn:
        return tr("Judge");
    case MineColumn:
        return tr("Mine");
    default:
        return {};
    }
}

} // namespace goldset::ui
