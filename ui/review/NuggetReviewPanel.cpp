#include "review/NuggetReviewPanel.h"

#include "commands/SetNuggetReviewCommand.h"
#include "judge/LexicalEvidence.h"
#include "metrics/NuggetScores.h"
#include "review/NuggetReviewModel.h"
#include "review/ReviewHtml.h"
#include "shell/ProjectSession.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QCheckBox>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QUndoStack>
#include <QVBoxLayout>

namespace goldset::ui {

NuggetReviewPanel::NuggetReviewPanel(QWidget* parent)
    : QWidget(parent), m_model(new NuggetReviewModel(this)), m_filter(new QSortFilterProxyModel(this))
{
    m_filter->setSourceModel(m_model);
    m_filter->setFilterRole(NuggetReviewModel::FailingRole);
    m_filter->setFilterKeyColumn(NuggetReviewModel::NuggetColumn);

    m_failingOnly = new QCheckBox(tr("Failing nuggets only"), this);
    m_failingOnly->setObjectName(QStringLiteral("nuggetFailingOnly"));
    m_failingOnly->setToolTip(tr("Not supported by the answer, or absent from the retrieved contexts"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("nuggetReviewSummary"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("reviewNuggets"));
    m_view->setAccessibleName(tr("Nuggets of the answer"));
    m_view->setModel(m_filter);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(true);
    QHeaderView* header = m_view->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(NuggetReviewModel::NuggetColumn, QHeaderView::Stretch);
    m_view->installEventFilter(this);

    m_answer = new QTextBrowser(this);
    m_answer->setObjectName(QStringLiteral("nuggetReviewAnswer"));
    m_answer->setAccessibleName(tr("Answer"));
    m_answer->setFocusPolicy(Qt::ClickFocus);
    m_contexts = new QTextBrowser(this);
    m_contexts->setObjectName(QStringLiteral("nuggetReviewContexts"));
    m_contexts->setAccessibleName(tr("Retrieved contexts"));
    m_contexts->setOpenLinks(false);
    m_contexts->setFocusPolicy(Qt::ClickFocus);

    auto* hint = new QLabel(
        tr("Keys: S supported · P partly · N not supported · Backspace clear mine · J/K next/previous"),
        this);
    hint->setObjectName(QStringLiteral("nuggetReviewKeysHint"));
    hint->setWordWrap(true);
    hint->setEnabled(false);

    auto* top = new QWidget(this);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_failingOnly);
    topLayout->addWidget(m_summary);
    topLayout->addWidget(m_view, 1);
    topLayout->addWidget(hint);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("nuggetReviewSplitter"));
    splitter->addWidget(top);
    splitter->addWidget(m_answer);
    splitter->addWidget(m_contexts);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setStretchFactor(2, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_failingOnly, &QCheckBox::toggled, this, [this](bool on) {
        m_filter->setFilterFixedString(on ? QStringLiteral("1") : QString());
        showCurrent();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &NuggetReviewPanel::showCurrent);
}

void NuggetReviewPanel::setSession(ProjectSession* session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (session) {
        // Reviews (also undone ones), edited nuggets and new verdicts show at once.
        connect(session, &ProjectSession::changed, this, [this](ProjectSession::Change change) {
            if (change == ProjectSession::Change::Reviews || change == ProjectSession::Change::Questions)
                reload();
        });
    }
    showAnswer(0, QString(), 0, QString());
}

void NuggetReviewPanel::showAnswer(RowId runId, const QString& judge, RowId questionId, const QString& answer)
{
    m_runId = runId;
    m_judge = judge;
    m_questionId = m_session ? questionId : 0;
    m_answerText = answer;
    m_questionName.clear();
    if (m_questionId)
        if (const auto question = m_session->project().questions().byId(m_questionId))
            m_questionName = question->externalId;
    m_answer->setPlainText(answer);
    m_model->load(m_session ? &m_session->project() : nullptr, m_runId, m_judge, m_questionId);
    if (m_filter->rowCount() > 0)
        m_view->setCurrentIndex(m_filter->index(0, NuggetReviewModel::NuggetColumn));
    m_view->resizeRowsToContents();
    updateSummary();
    showCurrent();
}

void NuggetReviewPanel::reload()
{
    if (!m_session || !m_questionId)
        return;
    const int row = currentRow();
    const RowId keep = row >= 0 ? m_model->rows().at(row).nugget.id : 0;
    const int shownRow = m_view->currentIndex().row();
    if (m_blind) // the reviewer may have been created by the review just written
        m_model->setBlind(true, annotatorId(false));
    m_model->load(&m_session->project(), m_runId, m_judge, m_questionId);
    QModelIndex again = m_filter->mapFromSource(
        m_model->index(keep ? m_model->rowOfNugget(keep) : -1, NuggetReviewModel::NuggetColumn));
    if (!again.isValid() && m_filter->rowCount() > 0)
        again = m_filter->index(std::clamp(shownRow, 0, m_filter->rowCount() - 1),
                                NuggetReviewModel::NuggetColumn);
    if (again.isValid())
        m_view->setCurrentIndex(again);
    m_view->resizeRowsToContents();
    updateSummary();
    showCurrent();
}

void NuggetReviewPanel::setBlind(bool blind)
{
    m_blind = blind;
    // Filtering by failing would tell what blind mode hides.
    if (blind)
        m_failingOnly->setChecked(false);
    m_failingOnly->setEnabled(!blind);
    m_model->setBlind(blind, blind ? annotatorId(false) : std::nullopt);
    if (m_filter->rowCount() > 0 && !m_view->currentIndex().isValid())
        m_view->setCurrentIndex(m_filter->index(0, NuggetReviewModel::NuggetColumn));
    updateSummary();
    showCurrent();
}

int NuggetReviewPanel::currentRow() const
{
    const QModelIndex index = m_view->currentIndex();
    return index.isValid() ? m_filter->mapToSource(index).row() : -1;
}

std::optional<RowId> NuggetReviewPanel::annotatorId(bool create)
{
    return m_session ? m_session->currentAnnotatorId(create) : std::nullopt;
}

void NuggetReviewPanel::updateSummary()
{
    if (!m_session || !m_questionId) {
        m_summary->clear();
        return;
    }
    const QList<NuggetReviewModel::Row>& rows = m_model->rows();
    if (rows.isEmpty()) {
        m_summary->setText(tr("%1 has no nuggets: add them on the Dataset page.").arg(m_questionName));
        return;
    }
    int vital = 0;
    int stale = 0;
    metrics::AnswerNuggetFacts facts;
    for (const NuggetReviewModel::Row& row : rows) {
        vital += row.nugget.importance == NuggetImportance::Vital ? 1 : 0;
        stale += row.supportStale() || row.contextStale() ? 1 : 0;
        facts.nuggets.push_back({row.nugget.importance, row.effectiveSupport(), row.effectiveContext()});
    }
    QString text = tr("%n nugget(s), %1 vital; judge %2.", nullptr, int(rows.size()))
                       .arg(vital)
                       .arg(m_model->judge().isEmpty() ? tr("none yet") : m_model->judge());
    if (!m_blind) {
        const auto number = [](std::optional<double> value) {
            return value ? QString::number(*value, 'f', 2) : tr("undefined");
        };
        text += QLatin1Char(' ') + tr("nugget_all %1, nugget_vital %2, context_recall_llm %3.")
                                       .arg(number(metrics::nuggetScore(facts, false, false)),
                                            number(metrics::nuggetScore(facts, true, false)),
                                            number(metrics::contextRecallLlm(facts)));
    }
    if (stale > 0)
        text +=
            QLatin1Char(' ') + tr("%n nugget(s) edited since judged: stale, not counted.", nullptr, stale);
    m_summary->setText(text);
}

void NuggetReviewPanel::showCurrent()
{
    if (!m_session || !m_questionId) {
        m_answer->clear();
        m_contexts->clear();
        return;
    }
    const int row = currentRow();
    storage::Project& project = m_session->project();
    QList<ContextPassageView> passages;
    QList<judge::ContextPassage> lexical;
    for (const Retrieval& retrieval : project.runs().retrievals(m_runId, m_questionId)) {
        const auto chunk = project.corpus().chunkById(retrieval.chunkId);
        if (!chunk)
            continue;
        const auto document = project.corpus().documentById(chunk->documentId);
        passages.append(
            {retrieval.rank, retrieval.score, chunk->externalId,
             document ? (document->title.isEmpty() ? document->externalId : document->title) : QString(),
             chunk->text});
        lexical.append({chunk->externalId, chunk->text});
    }
    QStringList evidence;
    QList<judge::EvidenceSentence> likely;
    const bool hidden = m_model->judgeHidden(row);
    if (row >= 0) {
        const NuggetReviewModel::Row& state = m_model->rows().at(row);
        if (state.context && !state.contextStale())
            evidence = state.context->evidence;
        likely = judge::LexicalEvidence(lexical).rank(state.nugget.text, 3);
    }
    m_contexts->setHtml(contextsHtml(passages, evidence, likely, hidden));
}

bool NuggetReviewPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != m_view || (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress))
        return QWidget::eventFilter(watched, event);
    auto* key = static_cast<QKeyEvent*>(event);
    if (key->modifiers() & ~Qt::KeypadModifier)
        return QWidget::eventFilter(watched, event);
    std::function<void()> act;
    switch (key->key()) {
    case Qt::Key_S:
        act = [this] { setSupport(NuggetValue::Support); };
        break;
    case Qt::Key_P:
        act = [this] { setSupport(NuggetValue::PartialSupport); };
        break;
    case Qt::Key_N:
        act = [this] { setSupport(NuggetValue::NotSupport); };
        break;
    case Qt::Key_Backspace:
        act = [this] { setSupport(std::nullopt); };
        break;
    case Qt::Key_J:
        act = [this] { moveNugget(1); };
        break;
    case Qt::Key_K:
        act = [this] { moveNugget(-1); };
        break;
    default:
        return QWidget::eventFilter(watched, event);
    }
    // Claimed here, before the page's own keys (S, N, P are claim and question keys there).
    if (event->type() == QEvent::ShortcutOverride)
        event->accept();
    else
        act();
    return true;
}

void NuggetReviewPanel::setSupport(std::optional<NuggetValue> value)
{
    const int row = currentRow();
    if (!m_session || row < 0)
        return;
    if (m_session->isReadOnly()) {
        Q_EMIT statusMessage(tr("This project is open read-only: reviews cannot be saved."));
        return;
    }
    const auto annotator = annotatorId(true);
    if (!annotator) {
        Q_EMIT statusMessage(tr("Choose who you are first (the annotator in the preferences)."));
        return;
    }
    const NuggetReviewModel::Row& state = m_model->rows().at(row);
    std::optional<NuggetReview> review;
    if (value) {
        NuggetReview r;
        r.value = *value;
        r.blind = m_model->judgeHidden(row);
        review = r;
    } else if (!state.reviewBy(*annotator)) {
        return; // nothing of mine to take back
    }
    m_session->undoStack()->push(new SetNuggetReviewCommand(*m_session, m_runId, m_questionId, m_questionName,
                                                            state.nugget.id, NuggetVerdictKind::Support,
                                                            *annotator, review));
    if (value)
        moveNugget(1);
}

void NuggetReviewPanel::moveNugget(int delta)
{
    const int row = m_view->currentIndex().row() + delta;
    if (row >= 0 && row < m_filter->rowCount()) {
        m_view->setCurrentIndex(m_filter->index(row, NuggetReviewModel::NuggetColumn));
        return;
    }
    if (delta > 0 && row >= m_filter->rowCount())
        Q_EMIT nextQuestionRequested();
}

} // namespace goldset::ui
