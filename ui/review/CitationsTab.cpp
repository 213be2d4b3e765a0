#include "review/CitationsTab.h"

#include "commands/SetCitationReviewCommand.h"
#include "common/ThemeColours.h"
#include "review/CitationTableModel.h"
#include "shell/ProjectSession.h"
#include "storage/AnnotatorStore.h"

#include <QCheckBox>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace goldset::ui {
namespace {

QString percentText(const std::optional<double>& value)
{
    return value ? QString::number(*value, 'f', 2) : QStringLiteral("—");
}

} // namespace

CitationsTab::CitationsTab(QWidget* parent)
    : QWidget(parent), m_model(new CitationTableModel(this)), m_failing(new QSortFilterProxyModel(this))
{
    setObjectName(QStringLiteral("reviewCitationsTab"));
    m_failing->setSourceModel(m_model);
    m_failing->setFilterRole(CitationTableModel::FailingRole);
    m_failingOnly = new QCheckBox(tr("Failing statements &only"), this);
    m_failingOnly->setObjectName(QStringLiteral("citationFailingOnly"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("citationSummary"));
    m_summary->setWordWrap(true);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("citationStatements"));
    m_view->setModel(m_failing);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(true);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(CitationTableModel::StatementColumn,
                                                     QHeaderView::Stretch);
    m_view->setAccessibleName(tr("Cited statements"));
    m_chunks = new QTextBrowser(this);
    m_chunks->setObjectName(QStringLiteral("citationChunks"));
    m_chunks->setOpenLinks(false);
    m_chunks->setFocusPolicy(Qt::ClickFocus);
    m_chunks->setAccessibleName(tr("Cited chunks"));

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_view);
    split->addWidget(m_chunks);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_failingOnly);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(split, 1);

    connect(m_failingOnly, &QCheckBox::toggled, this, [this](bool on) {
        m_failing->setFilterFixedString(on ? QStringLiteral("1") : QString());
        if (!m_view->currentIndex().isValid() && m_failing->rowCount() > 0)
            m_view->setCurrentIndex(m_failing->index(0, CitationTableModel::StatementColumn));
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &CitationsTab::currentStatementChanged);
    // Every digit key marks one citation of the current statement.
    for (int k = 1; k <= 9; ++k) {
        auto* action = new QAction(this);
        action->setShortcut(QKeySequence(Qt::Key_0 + k));
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, [this, k] { toggleUnnecessary(k - 1); });
        addAction(action);
    }
}

void CitationsTab::setSession(ProjectSession* session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    m_runId = 0;
    m_questionId = 0;
    if (session)
        connect(session, &ProjectSession::changed, this, [this](ProjectSession::Change change) {
            if (change == ProjectSession::Change::Reviews || change == ProjectSession::Change::Runs ||
                change == ProjectSession::Change::Settings)
                reload();
        });
    reload();
}

void CitationsTab::showQuestion(RowId runId, RowId questionId, const QString& primaryJudge)
{
    m_runId = runId;
    m_questionId = questionId;
    m_primaryJudge = primaryJudge;
    reload();
}

void CitationsTab::setBlind(bool blind)
{
    m_blind = blind;
    // Filtering by what fails would tell the judge's verdicts.
    if (blind)
        m_failingOnly->setChecked(false);
    m_failingOnly->setEnabled(!blind);
    m_model->setBlind(blind);
    currentStatementChanged();
}

std::optional<RowId> CitationsTab::annotatorId(bool create)
{
    return m_session ? m_session->currentAnnotatorId(create) : std::nullopt;
}

void CitationsTab::reload()
{
    const int keep = currentRow();
    const RowId keepId = keep >= 0 ? m_model->reviewData().statements().at(keep).statement.id : RowId(0);
    if (!m_session || m_runId == 0 || m_questionId == 0) {
        m_model->setReviewData({});
    } else {
        m_model->setReviewData(review::CitationReviewData::load(
            m_session->project(), m_runId, m_questionId, annotatorId(false).value_or(0), m_primaryJudge));
    }
    int row = 0;
    for (int r = 0; r < m_model->rowCount(); ++r)
        if (m_model->reviewData().statements().at(r).statement.id == keepId)
            row = r;
    const QModelIndex shown =
        m_failing->mapFromSource(m_model->index(row, CitationTableModel::StatementColumn));
    m_view->setCurrentIndex(shown.isValid() ? shown
                                            : m_failing->index(0, CitationTableModel::StatementColumn));
    m_view->resizeRowsToContents();
    updateSummary();
    currentStatementChanged();
}

void CitationsTab::updateSummary()
{
    const auto& data = m_model->reviewData();
    if (data.statements().isEmpty()) {
        m_summary->setText(tr("This answer has no cited statements."));
        return;
    }
    const auto& s = data.scores();
    // In blind mode the answer's numbers would tell the verdicts.
    m_summary->setText(m_blind ? tr("%n statement(s).", nullptr, static_cast<int>(data.statements().size()))
                               : tr("Citation coverage %1, recall %2, precision %3 (judge %4).")
                                     .arg(percentText(s.coverage), percentText(s.recall),
                                          percentText(s.precision),
                                          data.judge().isEmpty() ? tr("none") : data.judge()));
}

int CitationsTab::currentRow() const
{
    const QModelIndex index = m_failing->mapToSource(m_view->currentIndex());
    return index.isValid() ? index.row() : -1;
}

int CitationsTab::statementCount() const
{
    return m_failing->rowCount();
}

void CitationsTab::currentStatementChanged()
{
    const int row = currentRow();
    if (row < 0) {
        m_chunks->clear();
        return;
    }
    const review::StatementState& s = m_model->reviewData().statements().at(row);
    const bool hidden = m_model->judgeHidden(row);
    const ThemeColours colours(m_chunks->palette());
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(s.statement.text.toHtmlEscaped());
    if (s.chunks.isEmpty())
        html += QStringLiteral("<p><i>%1</i></p>").arg(tr("This statement cites nothing.").toHtmlEscaped());
    for (qsizetype i = 0; i < s.chunks.size(); ++i) {
        const review::CitedChunk& chunk = s.chunks[i];
        QStringList notes;
        if (!chunk.retrieved)
            notes << tr("not retrieved for this question");
        if (!hidden && s.judge && s.judge->unnecessary.contains(chunk.id))
            notes << tr("unnecessary (judge)");
        if (s.mine && s.mine->verdict.unnecessary.contains(chunk.id))
            notes << tr("unnecessary (you)");
        html += QStringLiteral("<p><b>%1. [%2]</b> <span style=\"color:%3\">%4</span><br/>%5</p>")
                    .arg(i + 1)
                    .arg(chunk.id.toHtmlEscaped(), colours.secondaryText().name(),
                         notes.join(QStringLiteral("; ")).toHtmlEscaped(),
                         chunk.text.isEmpty() ? tr("(text not available)").toHtmlEscaped()
                                              : chunk.text.toHtmlEscaped());
    }
    m_chunks->setHtml(html);
}

void CitationsTab::setEntailed(std::optional<bool> entailed)
{
    const int row = currentRow();
    const auto annotator = annotatorId(true);
    if (row < 0 || !m_session)
        return;
    if (!annotator) {
        Q_EMIT statusMessage(tr("Choose who you are first (the annotator in the preferences)."));
        return;
    }
    const review::StatementState& s = m_model->reviewData().statements().at(row);
    std::optional<SetCitationReviewCommand::Review> review;
    if (entailed) {
        // Assigned, not emplace()d: clang checks the nested aggregate default-constructible
        // before its enclosing class is complete.
        review = SetCitationReviewCommand::Review{CitationVerdict{}, QString(), false};
        review->verdict.entailed = *entailed;
        // Entailed: keep the reviewer's own unnecessary marks, else start from the judge's.
        if (*entailed)
            review->verdict.unnecessary = s.mine ? s.mine->verdict.unnecessary
                                          : s.judge && !m_model->judgeHidden(row) ? s.judge->unnecessary
                                                                                  : QStringList();
        review->note = s.mine ? s.mine->note : QString();
        review->blind = m_blind && !s.mine ? true : (s.mine && s.mine->blind);
    } else if (!s.mine) {
        return;
    }
    const RowId statementId = s.statement.id;
    m_session->undoStack()->push(new SetCitationReviewCommand(*m_session, s.statement, *annotator, review));
    // On to the next statement once decided, as on the Claims tab.
    if (entailed && m_model->rowCount() > 0) {
        for (int r = 0; r < m_model->rowCount(); ++r)
            if (m_model->reviewData().statements().at(r).statement.id == statementId) {
                const QModelIndex here =
                    m_failing->mapFromSource(m_model->index(r, CitationTableModel::StatementColumn));
                if (here.isValid() && here.row() + 1 < m_failing->rowCount())
                    m_view->setCurrentIndex(
                        m_failing->index(here.row() + 1, CitationTableModel::StatementColumn));
            }
    }
}

void CitationsTab::toggleUnnecessary(int citation)
{
    const int row = currentRow();
    const auto annotator = annotatorId(true);
    if (row < 0 || !m_session || !annotator)
        return;
    const review::StatementState& s = m_model->reviewData().statements().at(row);
    if (citation < 0 || citation >= s.statement.citations.size())
        return;
    SetCitationReviewCommand::Review review;
    review.verdict = s.mine ? s.mine->verdict : CitationVerdict{true, {}};
    review.note = s.mine ? s.mine->note : QString();
    review.blind = s.mine ? s.mine->blind : m_blind;
    const QString id = s.statement.citations.at(citation);
    if (review.verdict.unnecessary.contains(id))
        review.verdict.unnecessary.removeAll(id);
    else
        review.verdict.unnecessary.append(id);
    m_session->undoStack()->push(new SetCitationReviewCommand(*m_session, s.statement, *annotator, review));
}

bool CitationsTab::moveStatement(int delta)
{
    const int row = m_view->currentIndex().row() + delta;
    if (row < 0 || row >= m_failing->rowCount())
        return false;
    m_view->setCurrentIndex(m_failing->index(row, CitationTableModel::StatementColumn));
    return true;
}

} // namespace goldset::ui
