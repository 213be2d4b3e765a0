#include "labelling/CandidateModel.h"

#include "common/ThemeColours.h"
#include "storage/AdjudicationStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/LabellingStore.h"
#include "storage/Project.h"

namespace goldset::ui {

namespace {
// A searched or asked word, marked in colours readable in the current theme.
QString markOpen()
{
    const ThemeColours::Pair match = ThemeColours().match();
    return QStringLiteral("<span style=\"background-color:%1; color:%2;\">")
        .arg(match.background.name(), match.text.name());
}
const QString kMarkClose = QStringLiteral("</span>");
} // namespace

CandidateModel::CandidateModel(QObject* parent) : QAbstractListModel(parent) {}

void CandidateModel::setProject(storage::Project* project)
{
    beginResetModel();
    m_project = project;
    m_pool.clear();
    m_rows.clear();
    m_question = {};
    endResetModel();
}

void CandidateModel::setQuestion(const Question& question, const QList<labelling::PoolCandidate>& pool,
                                 RowId annotatorId, const QString& searchQuery)
{
    m_fetching = true; // views fetch from inside modelReset: the first page comes below
    beginResetModel();
    m_question = question;
    // The question's words and the searched ones are marked: a hit shows why it was found.
    m_highlighter = labelling::TermHighlighter(
        searchQuery.isEmpty() ? question.text : question.text + QLatin1Char(' ') + searchQuery);
    m_annotatorId = annotatorId;
    m_pool = pool;
    m_rows.clear();
    endResetModel();
    m_fetching = false;
    // The first page at once: the annotator starts on row 0.
    if (canFetchMore({}))
        fetchMore({});
}

void CandidateModel::clear()
{
    beginResetModel();
    m_question = {};
    m_pool.clear();
    m_rows.clear();
    endResetModel();
}

int CandidateModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

bool CandidateModel::canFetchMore(const QModelIndex& parent) const
{
    return !parent.isValid() && m_project && !m_fetching && m_rows.size() < m_pool.size();
}

void CandidateModel::fetchMore(const QModelIndex& parent)
{
    if (!canFetchMore(parent))
        return;
    const qsizetype first = m_rows.size();
    const qsizetype last = std::min<qsizetype>(m_pool.size(), first + kPageSize) - 1;
    QList<RowId> ids;
    for (qsizetype i = first; i <= last; ++i)
        ids.append(m_pool[i].chunkId);
    const auto cards = storage::LabellingStore(m_project->connection()).chunkCards(ids);
    QHash<RowId, const storage::LabellingStore::ChunkCard*> byId;
    for (const auto& card : cards)
        byId.insert(card.chunk.id, &card);

    // Views ask for more from inside rowsInserted; one page at a time keeps signals in order.
    m_fetching = true;
    const QString open = markOpen();
    beginInsertRows({}, int(first), int(last));
    for (qsizetype i = first; i <= last; ++i) {
        Row row;
        row.candidate = m_pool[i];
        if (const auto* card = byId.value(m_pool[i].chunkId)) {
            row.title = card->documentTitle.isEmpty() ? card->documentExternalId : card->documentTitle;
            row.text = card->chunk.text;
        }
        row.html = m_highlighter.html(row.text, open, kMarkClose);
        m_rows.append(row);
    }
    readLabels(first, last);
    endInsertRows();
    m_fetching = false;
}

bool CandidateModel::ensureLoaded(int row)
{
    while (row >= m_rows.size() && canFetchMore({}))
        fetchMore({});
    return row >= 0 && row < m_rows.size();
}

void CandidateModel::readLabels(qsizetype first, qsizetype last)
{
    if (!m_project || m_rows.isEmpty())
        return;
    QHash<RowId, QList<RelevanceLabel>> byChunk;
    for (const RelevanceLabel& label : m_project->labels().labelsForQuestion(m_question.id))
        byChunk[label.chunkId].append(label);
    // Gold grades of the whole question in one read, not one per candidate.
    const auto gold = m_project->adjudications().relevanceOfQuestion(m_question.externalId);
    for (qsizetype i = first; i <= last && i < m_rows.size(); ++i) {
        Row& row = m_rows[i];
        row.myGrade.reset();
        row.otherGrades.clear();
        for (const RelevanceLabel& label : byChunk.value(row.candidate.chunkId)) {
            if (label.annotatorId == m_annotatorId)
                row.myGrade = label.grade;
            else
                row.otherGrades.append(label.annotatorName + QLatin1Char('\t') +
                                       QString::number(label.grade));
        }
        row.goldGrade.reset();
        const auto it = gold.constFind(row.candidate.chunkExternalId);
        bool ok = false;
        const int grade = it != gold.constEnd() ? it->value.toInt(&ok) : 0;
        if (ok)
            row.goldGrade = grade;
    }
}

void CandidateModel::setAnnotatorId(RowId annotatorId)
{
    m_annotatorId = annotatorId;
    refreshLabels();
}

void CandidateModel::refreshLabels()
{
    if (m_rows.isEmpty())
        return;
    readLabels(0, m_rows.size() - 1);
    Q_EMIT dataChanged(index(0), index(int(m_rows.size()) - 1),
                       {MyGradeRole, OtherGradesRole, GoldGradeRole});
}

void CandidateModel::setExpanded(int row, bool expanded)
{
    if (row < 0 || row >= m_rows.size() || !m_project)
        return;
    Row& r = m_rows[row];
    r.expanded = expanded;
    if (expanded) {
        // Neighbours are read on demand only: most candidates are judged without them.
        r.before.clear();
        r.after.clear();
        const auto around = m_project->corpus().neighbours(r.candidate.chunkId, 1, 1);
        const auto self = m_project->corpus().chunkById(r.candidate.chunkId);
        for (const Chunk& c : around) {
            if (self && c.ordinal < self->ordinal)
                r.before = c.text;
            else if (self && c.ordinal > self->ordinal)
                r.after = c.text;
        }
    }
    Q_EMIT dataChanged(index(row), index(row), {ExpandedRole, ContextBeforeRole, ContextAfterRole});
}

int CandidateModel::rowOfChunk(RowId chunkId) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].candidate.chunkId == chunkId)
            return int(i);
    return -1;
}

QVariant CandidateModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return row.candidate.chunkExternalId;
    case Qt::ToolTipRole:
    case TitleRole:
        return row.title;
    case Qt::AccessibleTextRole: {
        // What a screen reader says for the card: the delegate paints the rest, so it has to be
        // spelled out here (the grade in words, not only as a chip's colour and digit).
        const QString grade = row.myGrade ? tr("graded %1").arg(*row.myGrade) : tr("not graded");
        return tr("%1, %2, %3")
            .arg(row.title.isEmpty() ? row.candidate.chunkExternalId : row.title, grade, row.text.left(200));
    }
    case Qt::AccessibleDescriptionRole:
        return data(index, SourcesRole);
    case ChunkIdRole:
        return row.candidate.chunkId;
    case ExternalIdRole:
        return row.candidate.chunkExternalId;
    case HtmlRole:
        return row.html;
    case SourcesRole: {
        QStringList parts;
        for (const labelling::RunRank& r : row.candidate.runs)
            parts.append(tr("%1 #%2").arg(r.runName).arg(r.rank));
        if (row.candidate.searchRank)
            parts.append(tr("search #%1").arg(*row.candidate.searchRank));
        if (parts.isEmpty() && row.candidate.labelled)
            parts.append(tr("labelled"));
        return parts.join(QStringLiteral(" · "));
    }
    case MyGradeRole:
        return row.myGrade ? QVariant(*row.myGrade) : QVariant();
    case GoldGradeRole:
        return row.goldGrade ? QVariant(*row.goldGrade) : QVariant();
    case OtherGradesRole:
        return row.otherGrades;
    case ExpandedRole:
        return row.expanded;
    case ContextBeforeRole:
        return row.before;
    case ContextAfterRole:
        return row.after;
    default:
        return {};
    }
}

QHash<int, QByteArray> CandidateModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(ChunkIdRole, "chunkId");
    names.insert(ExternalIdRole, "externalId");
    names.insert(TitleRole, "title");
    names.insert(HtmlRole, "html");
    names.insert(SourcesRole, "sources");
    names.insert(MyGradeRole, "myGrade");
    names.insert(OtherGradesRole, "otherGrades");
    names.insert(GoldGradeRole, "goldGrade");
    names.insert(ExpandedRole, "expanded");
    return names;
}

} // namespace goldset::ui
