#include "review/NuggetReviewModel.h"

#include "common/ThemeColours.h"
#include "dataset/NuggetListModel.h"
#include "metrics/NuggetScores.h"
#include "storage/NuggetStore.h"
#include "storage/NuggetVerdictStore.h"
#include "storage/Project.h"

#include <QBrush>
#include <QFont>

namespace goldset::ui {

namespace {

QList<NuggetValue> nuggetReviewValues(const QList<NuggetReview>& reviews)
{
    QList<NuggetValue> values;
    for (const NuggetReview& review : reviews)
        values.append(review.value);
    return values;
}

// The colours of a nugget verdict: those of the claim verdict it reads like.
Verdict verdictLikeNugget(NuggetValue value)
{
    switch (value) {
    case NuggetValue::Support:
    case NuggetValue::Present:
        return Verdict::Supported;
    case NuggetValue::NotSupport:
    case NuggetValue::Absent:
        return Verdict::Unsupported;
    case NuggetValue::PartialSupport:
        break;
    }
    return Verdict::Unknown;
}

} // namespace

std::optional<NuggetValue> NuggetReviewModel::Row::effectiveSupport() const
{
    return metrics::effectiveNuggetValue(support && !supportStale() ? std::optional(support->value)
                                                                    : std::nullopt,
                                         nuggetReviewValues(supportReviews));
}

std::optional<NuggetValue> NuggetReviewModel::Row::effectiveContext() const
{
    return metrics::effectiveNuggetValue(context && !contextStale() ? std::optional(context->value)
                                                                    : std::nullopt,
                                         nuggetReviewValues(contextReviews));
}

std::optional<NuggetValue> NuggetReviewModel::Row::humanSupport() const
{
    return metrics::effectiveNuggetValue(std::nullopt, nuggetReviewValues(supportReviews));
}

std::optional<NuggetValue> NuggetReviewModel::Row::reviewBy(RowId annotatorId) const
{
    for (const NuggetReview& review : supportReviews)
        if (review.annotatorId == annotatorId)
            return review.value;
    return std::nullopt;
}

bool NuggetReviewModel::Row::failing() const
{
    return effectiveSupport() == NuggetValue::NotSupport || effectiveContext() == NuggetValue::Absent;
}

NuggetReviewModel::NuggetReviewModel(QObject* parent) : QAbstractTableModel(parent) {}

QString NuggetReviewModel::valueWord(NuggetValue value)
{
    switch (value) {
    case NuggetValue::Support:
        return tr("supported");
    case NuggetValue::PartialSupport:
        return tr("partly supported");
    case NuggetValue::NotSupport:
        return tr("not supported");
    case NuggetValue::Present:
        return tr("present");
    case NuggetValue::Absent:
        return tr("absent");
    }
    return {};
}

QString NuggetReviewModel::valueLetter(NuggetValue value)
{
    switch (value) {
    case NuggetValue::Support:
        return QStringLiteral("S");
    case NuggetValue::PartialSupport:
        return QStringLiteral("P");
    case NuggetValue::NotSupport:
        return QStringLiteral("N");
    case NuggetValue::Present:
        return QStringLiteral("+");
    case NuggetValue::Absent:
        return QStringLiteral("−");
    }
    return {};
}

void NuggetReviewModel::load(storage::Project* project, RowId runId, const QString& judge, RowId questionId)
{
    beginResetModel();
    m_rows.clear();
    m_judge = judge;
    if (project && runId > 0 && questionId > 0) {
        storage::NuggetVerdictStore& verdicts = project->nuggetVerdicts();
        if (m_judge.isEmpty() || !verdicts.judges(runId).contains(m_judge))
            m_judge = verdicts.judges(runId).value(0);
        QHash<RowId, int> rowOf;
        for (const Nugget& nugget : project->nuggets().forQuestion(questionId)) {
            rowOf.insert(nugget.id, int(m_rows.size()));
            m_rows.append(Row{nugget, std::nullopt, std::nullopt, {}, {}});
        }
        if (!m_judge.isEmpty())
            for (const NuggetVerdict& v : verdicts.verdicts(runId, m_judge, questionId))
                if (const auto it = rowOf.constFind(v.nuggetId); it != rowOf.constEnd())
                    (v.kind == NuggetVerdictKind::Support ? m_rows[*it].support : m_rows[*it].context) = v;
        for (const NuggetReview& r : verdicts.reviews(runId, questionId))
            if (const auto it = rowOf.constFind(r.nuggetId); it != rowOf.constEnd())
                (r.kind == NuggetVerdictKind::Support ? m_rows[*it].supportReviews
                                                      : m_rows[*it].contextReviews)
                    .append(r);
    }
    endResetModel();
}

void NuggetReviewModel::setBlind(bool blind, std::optional<RowId> annotatorId)
{
    beginResetModel();
    m_blind = blind;
    m_annotator = annotatorId;
    endResetModel();
}

int NuggetReviewModel::rowOfNugget(RowId nuggetId) const
{
    for (int row = 0; row < m_rows.size(); ++row)
        if (m_rows.at(row).nugget.id == nuggetId)
            return row;
    return -1;
}

bool NuggetReviewModel::judgeHidden(int row) const
{
    if (!m_blind || row < 0 || row >= m_rows.size())
        return false;
    return !m_annotator || !m_rows.at(row).reviewBy(*m_annotator).has_value();
}

int NuggetReviewModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int NuggetReviewModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant NuggetReviewModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = m_rows.at(index.row());
    const bool hidden = judgeHidden(index.row());
    if (role == NuggetIdRole)
        return row.nugget.id;
    if (role == FailingRole) // blind: what the judge said stays hidden, so does failing
        return hidden ? QStringLiteral("0") : row.failing() ? QStringLiteral("1") : QStringLiteral("0");
    // The value a verdict column shows, for its colours.
    std::optional<NuggetValue> shown;
    if (!hidden) {
        if (index.column() == JudgeColumn && row.support && !row.supportStale())
            shown = row.support->value;
        if (index.column() == ContextColumn && row.context && !row.contextStale())
            shown = row.context->value;
        if (index.column() == HumanColumn)
            shown = row.humanSupport();
    }
    switch (role) {
    case Qt::BackgroundRole:
    case Qt::ForegroundRole: {
        if (!shown)
            return {};
        const ThemeColours::Pair colours = ThemeColours().verdict(verdictLikeNugget(*shown));
        return QBrush(role == Qt::BackgroundRole ? colours.background : colours.text);
    }
    case Qt::FontRole:
        if (index.column() == ImportanceColumn && row.nugget.importance == NuggetImportance::Vital) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == NuggetColumn)
            return row.nugget.text;
        if (hidden)
            return {};
        if (index.column() == JudgeColumn && row.supportStale())
            return tr("The nugget was edited after %1 judged it: \"%2\". Judge the run again.")
                .arg(row.support->judgeModel, row.support->nuggetText);
        if (index.column() == ContextColumn && row.context)
            return row.contextStale() ? tr("The nugget was edited after it was judged: judge the run again.")
                                      : row.context->evidence.join(QStringLiteral(", "));
        if (index.column() == HumanColumn) {
            QStringList lines;
            for (const NuggetReview& review : row.supportReviews)
                lines << tr("%1: %2%3")
                             .arg(review.annotatorName, valueWord(review.value),
                                  review.blind ? tr(" (blind)") : QString());
            return lines.join(QLatin1Char('\n'));
        }
        return {};
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case OrdinalColumn:
        return index.row() + 1;
    case NuggetColumn:
        return row.nugget.text;
    case ImportanceColumn:
        return NuggetListModel::importanceLabel(row.nugget.importance);
    case JudgeColumn:
        if (hidden)
            return tr("hidden");
        if (!row.support)
            return tr("—");
        if (row.supportStale())
            return tr("stale (edited)");
        return valueLetter(row.support->value) + QLatin1Char(' ') + valueWord(row.support->value);
    case ContextColumn:
        if (hidden)
            return tr("hidden");
        if (!row.context)
            return tr("—");
        if (row.contextStale())
            return tr("stale (edited)");
        if (row.context->evidence.isEmpty())
            return valueWord(row.context->value);
        return tr("%1: %2").arg(valueWord(row.context->value),
                                row.context->evidence.join(QStringLiteral(", ")));
    case HumanColumn: {
        if (hidden)
            return tr("hidden");
        const auto human = row.humanSupport();
        return human ? valueLetter(*human) + QLatin1Char(' ') + valueWord(*human) : tr("—");
    }
    default:
        return {};
    }
}

QVariant NuggetReviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case OrdinalColumn:
        return tr("#");
    case NuggetColumn:
        return tr("Nugget");
    case ImportanceColumn:
        return tr("Importance");
    case JudgeColumn:
        return tr("Judge: answer");
    case ContextColumn:
        return tr("Judge: contexts");
    case HumanColumn:
        return tr("Human");
    default:
        return {};
    }
}

} // namespace goldset::ui
