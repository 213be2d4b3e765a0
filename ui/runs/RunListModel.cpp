#include "runs/RunListModel.h"

#include <QLocale>
#include <QSet>

namespace goldset::ui {

RunListModel::RunListModel(QObject* parent) : QAbstractTableModel(parent) {}

void RunListModel::setHistory(const RunsComputation::History& history)
{
    // Keep the user's choice across reloads, by run name; a new project starts with the latest.
    QSet<QString> checkedNames;
    const bool first = !m_history;
    if (m_history) {
        for (qsizetype i = 0; i < m_checked.size(); ++i) {
            if (m_checked[i])
                checkedNames.insert(m_history->runs[i].name);
        }
    }
    QSet<QString> knownNames;
    if (m_history) {
        for (const Run& run : m_history->runs)
            knownNames.insert(run.name);
    }
    beginResetModel();
    m_history = history;
    const qsizetype count = history ? history->runs.size() : 0;
    m_checked = QList<bool>(count, false);
    int checkedCount = 0;
    for (qsizetype i = 0; i < count; ++i) {
        const QString& name = history->runs[i].name;
        m_checked[i] = checkedNames.contains(name);
        checkedCount += m_checked[i] ? 1 : 0;
    }
    // New runs (or a first load) are checked from the latest back, up to the default count.
    for (qsizetype i = count - 1; i >= 0 && checkedCount < kDefaultChecked; --i) {
        const bool isNew = first || !knownNames.contains(history->runs[i].name);
        if (isNew && !m_checked[i]) {
            m_checked[i] = true;
            ++checkedCount;
        }
    }
    endResetModel();
    Q_EMIT checkedRunsChanged();
}

void RunListModel::refreshValues()
{
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, QuestionsColumn), index(rowCount() - 1, QuestionsColumn),
                           {Qt::DisplayRole});
}

QList<int> RunListModel::checkedRuns() const
{
    QList<int> result;
    for (qsizetype i = 0; i < m_checked.size(); ++i) {
        if (m_checked[i])
            result.append(static_cast<int>(i));
    }
    return result;
}

const Run* RunListModel::runAt(int row) const
{
    return m_history && row >= 0 && row < m_history->runs.size() ? &m_history->runs[row] : nullptr;
}

void RunListModel::setChecked(int run, bool checked)
{
    if (run < 0 || run >= m_checked.size() || m_checked[run] == checked)
        return;
    m_checked[run] = checked;
    const QModelIndex cell = index(run, NameColumn);
    Q_EMIT dataChanged(cell, cell, {Qt::CheckStateRole});
    Q_EMIT checkedRunsChanged();
}

int RunListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_history ? 0 : static_cast<int>(m_history->runs.size());
}

int RunListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Run& run = m_history->runs[index.row()];
    if (role == Qt::CheckStateRole && index.column() == NameColumn)
        return m_checked[index.row()] ? Qt::Checked : Qt::Unchecked;
    if (role == Qt::ToolTipRole && index.column() == NameColumn) {
        // What the run was: its system version, parameters and time (the columns are narrow).
        QStringList lines{
            run.name,
            tr("Created: %1").arg(QLocale().toString(run.createdAt.toLocalTime(), QLocale::LongFormat))};
        if (!run.systemVersion.isEmpty())
            lines << tr("System version: %1").arg(run.systemVersion);
        if (!run.parameters.isEmpty() && run.parameters != QLatin1String("{}"))
            lines << tr("Parameters: %1").arg(run.parameters);
        return lines.join(QLatin1Char('\n'));
    }
    if (role == Qt::EditRole && index.column() == NameColumn)
        return run.name;
    if (role == Qt::ToolTipRole && index.column() == CreatedColumn)
        return QLocale().toString(run.createdAt.toLocalTime(), QLocale::LongFormat);
    if (role == Qt::ToolTipRole) // the side panel is narrow: a cut-off version reads here
        return data(index, Qt::DisplayRole);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case NameColumn:
        return run.name;
    case CreatedColumn:
        // The date only: the side panel is narrow; the time is in the tooltip.
        return QLocale().toString(run.createdAt.toLocalTime().date(), QLocale::ShortFormat);
    case QuestionsColumn:
        return m_history->questionCounts[static_cast<std::size_t>(index.row())];
    case VersionColumn:
        return run.systemVersion;
    default:
        return {};
    }
}

bool RunListModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (checkIndex(index, CheckIndexOption::IndexIsValid) && role == Qt::EditRole &&
        index.column() == NameColumn) {
        if (value.toString() != m_history->runs[index.row()].name)
            Q_EMIT renameRequested(index.row(), value.toString());
        return false; // unchanged until the rename is written
    }
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || role != Qt::CheckStateRole ||
        index.column() != NameColumn)
        return false;
    setChecked(index.row(), value.value<Qt::CheckState>() == Qt::Checked);
    return true;
}

Qt::ItemFlags RunListModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == NameColumn)
        f |= Qt::ItemIsUserCheckable | Qt::ItemIsEditable;
    return f;
}

QVariant RunListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Run");
    case CreatedColumn:
        return tr("Created");
    case QuestionsColumn:
        return tr("Questions");
    case VersionColumn:
        return tr("System version");
    default:
        return {};
    }
}

} // namespace goldset::ui
