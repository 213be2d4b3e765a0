#include "review/ClaimTableModel.h"

#include "common/ThemeColours.h"
#include "review/RunReview.h"
#include "review/VerdictStyle.h"

#include <QBrush>

namespace goldset::ui {

ClaimTableModel::ClaimTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void ClaimTableModel::setQuestion(const review::RunReview* review, int questionRow)
{
    beginResetModel();
    m_review = review;
    m_questionRow = questionRow;
    m_claimIndexes.clear();
    if (review && questionRow >= 0 && questionRow < review->questions().size())
        for (const int index : review->questions().at(questionRow).claimIndexes)
            if (!m_judge || review->claims().at(index).claim.judgeModel == *m_judge)
                m_claimIndexes.append(index);
    endResetModel();
}

void ClaimTableModel::setJudge(const std::optional<QString>& judge)
{
    if (judge == m_judge)
        return;
    m_judge = judge;
    setQuestion(m_review, m_questionRow);
}

void ClaimTableModel::setBlind(bool blind, const QString& annotator)
{
    beginResetModel();
    m_blind = blind;
    m_annotator = annotator;
    endResetModel();
}

void ClaimTableModel::claimChanged(int row)
{
    if (row >= 0 && row < rowCount())
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int ClaimTableModel::rowOfClaim(RowId claimId) const
{
    for (int row = 0; row < m_claimIndexes.size(); ++row)
        if (m_review->claims().at(m_claimIndexes[row]).claim.id == claimId)
            return row;
    return -1;
}

int ClaimTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_claimIndexes.size());
}

int ClaimTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool ClaimTableModel::judgeHidden(int row) const
{
    if (!m_blind || row < 0 || row >= m_claimIndexes.size())
        return false;
    return !m_review->claims().at(m_claimIndexes[row]).reviewBy(m_annotator).has_value();
}

QVariant ClaimTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const review::ClaimState& state = m_review->claims().at(m_claimIndexes[index.row()]);
    const bool hidden = judgeHidden(index.row());
    if (role == ClaimIdRole)
        return state.claim.id;
    if (role == EffectiveVerdictRole)
        return static_cast<int>(state.effective);
    if (role == Qt::BackgroundRole || role == Qt::ForegroundRole) {
        std::optional<Verdict> shown;
        if (index.column() == JudgeColumn && !hidden)
            shown = state.claim.verdict;
        if (index.column() == HumanColumn && state.human && !hidden)
            shown = *state.human;
        if (!shown)
            return {};
        const ThemeColours::Pair colours = ThemeColours().verdict(*shown);
        return QBrush(role == Qt::BackgroundRole ? colours.background : colours.text);
    }
    if (role == Qt::ToolTipRole) {
        if (index.column() == ClaimColumn)
            return state.claim.text;
        if (index.column() == ReasonColumn && !hidden)
            return state.claim.reason;
        if (index.column() == ReviewersColumn && !hidden) {
            QStringList lines;
            for (const ClaimReview& review : state.reviews)
                lines << tr("%1: %2%3%4")
                             .arg(review.annotatorName, verdictWord(review.verdict),
                                  review.blind ? tr(" (blind)") : QString(),
                                  review.note.isEmpty() ? QString() : QStringLiteral(" — ") + review.note);
            return lines.join(QLatin1Char('\n'));
        }
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case OrdinalColumn:
        return state.claim.ordinal + 1;
    case ClaimColumn:
        return state.claim.text;
    case JudgeColumn:
        return hidden
                   ? tr("hidden")
                   : verdictLetter(state.claim.verdict) + QLatin1Char(' ') + verdictWord(state.claim.verdict);
    case ReasonColumn:
        return hidden ? QString() : state.claim.reason;
    case HumanColumn:
        if (hidden) // blind: other people's verdicts stay hidden until this reviewer decides
            return tr("hidden");
        if (!state.human)
            return tr("—");
        return verdictLetter(*state.human) + QLatin1Char(' ') + verdictWord(*state.human) +
               (state.adjudicated ? tr(" (adjudicated)") : QString());
    case ReviewersColumn: {
        if (hidden)
            return QString();
        QStringList names;
        for (const ClaimReview& review : state.reviews)
            names << review.annotatorName + QLatin1Char(':') + verdictLetter(review.verdict);
        return names.join(QStringLiteral(", "));
    }
    }
    return {};
}

QVariant ClaimTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case OrdinalColumn:
        return tr("#");
    case ClaimColumn:
        return tr("Claim");
    case JudgeColumn:
        return tr("Judge");
    case ReasonColumn:
        return tr("Judge's reason");
    case HumanColumn:
        return tr("Human");
    case ReviewersColumn:
        return tr("Reviews");
    }
    return {};
}

} // namespace goldset::ui
