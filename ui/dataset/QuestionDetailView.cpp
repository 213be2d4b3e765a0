#include "dataset/QuestionDetailView.h"

#include "common/GradeChipDelegate.h"
#include "dataset/GoldChunkModel.h"
#include "dataset/QuestionTableModel.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace goldset::ui {

QLabel* QuestionDetailView::textLabel(const QString& objectName, QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    // Untrusted text: never interpreted as HTML.
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

QuestionDetailView::QuestionDetailView(QWidget* parent) : QWidget(parent)
{
    m_heading = textLabel(QStringLiteral("questionHeading"), this);
    QFont headingFont = m_heading->font();
    headingFont.setBold(true);
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.2);
    m_heading->setFont(headingFont);
    m_question = textLabel(QStringLiteral("questionTextLabel"), this);
    m_groundTruth = textLabel(QStringLiteral("groundTruthLabel"), this);
    m_status = textLabel(QStringLiteral("questionStatusLabel"), this);
    m_status->setTextFormat(Qt::RichText); // only our own words, escaped below
    m_origin = textLabel(QStringLiteral("questionOriginLabel"), this);
    m_generator = textLabel(QStringLiteral("questionGeneratorLabel"), this);
    m_sourceChunk = textLabel(QStringLiteral("questionSourceChunkLabel"), this);
    m_goldSummary = textLabel(QStringLiteral("goldSummaryLabel"), this);

    auto* header = new QWidget(this);
    auto* form = new QFormLayout(header);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(m_heading);
    form->addRow(tr("Question:"), m_question);
    form->addRow(tr("Ground truth:"), m_groundTruth);
    form->addRow(tr("Status:"), m_status);
    form->addRow(tr("Origin:"), m_origin);
    form->addRow(tr("Generator:"), m_generator);
    form->addRow(tr("Source chunk:"), m_sourceChunk);

    m_goldModel = new GoldChunkModel(this);
    m_goldView = new QTableView(this);
    m_goldView->setObjectName(QStringLiteral("goldChunkTable"));
    m_goldView->setAccessibleName(tr("Gold chunks of the question"));
    m_goldView->setModel(m_goldModel);
    m_goldView->setItemDelegate(new GradeChipDelegate(m_goldView));
    m_goldView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_goldView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_goldView->verticalHeader()->hide();
    m_goldView->setWordWrap(false);
    // Grades and the gold verdict keep their width; the document title gives way (elided).
    m_goldView->horizontalHeader()->setStretchLastSection(false);
    m_goldView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_goldView->horizontalHeader()->setSectionResizeMode(GoldChunkModel::DocumentColumn,
                                                         QHeaderView::Stretch);

    m_chunkText = new QPlainTextEdit(this);
    m_chunkText->setObjectName(QStringLiteral("goldChunkText"));
    m_chunkText->setAccessibleName(tr("Text of the selected chunk"));
    m_chunkText->setReadOnly(true);
    m_chunkText->setPlaceholderText(tr("Select a gold chunk to read it."));

    auto* goldPane = new QWidget(this);
    auto* goldLayout = new QVBoxLayout(goldPane);
    goldLayout->setContentsMargins(0, 0, 0, 0);
    goldLayout->addWidget(m_goldSummary);
    goldLayout->addWidget(m_goldView);

    // A long question or ground truth scrolls rather than being cut off when the splitter
    // gives the fields less height than they need.
    auto* headerScroll = new QScrollArea(this);
    headerScroll->setObjectName(QStringLiteral("questionFieldsScroll"));
    headerScroll->setWidget(header);
    headerScroll->setWidgetResizable(true);
    headerScroll->setFrameShape(QFrame::NoFrame);
    headerScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    headerScroll->setFocusPolicy(Qt::NoFocus); // a frame around read-only fields, not a stop
    headerScroll->setAccessibleName(tr("Question details"));

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("questionDetailSplitter"));
    splitter->addWidget(headerScroll);
    splitter->addWidget(goldPane);
    splitter->addWidget(m_chunkText);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 2);
    splitter->setStretchFactor(2, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_goldView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) { showGoldChunk(current); });
    connect(m_goldModel, &QAbstractItemModel::modelReset, this, [this] {
        m_chunkText->clear();
        if (m_goldModel->rowCount() > 0)
            m_goldView->setCurrentIndex(m_goldModel->index(0, 0));
    });
    showQuestion(std::nullopt);
}

void QuestionDetailView::setProject(storage::Project* project)
{
    m_project = project;
    showQuestion(std::nullopt);
}

void QuestionDetailView::refresh()
{
    showQuestion(m_questionId);
}

void QuestionDetailView::showQuestion(std::optional<RowId> questionId)
{
    std::optional<Question> question;
    if (m_project && questionId)
        question = m_project->questions().byId(*questionId);
    m_questionId = question ? std::optional<RowId>(question->id) : std::nullopt;
    m_goldModel->setQuestion(m_project, m_questionId);
    if (!question) {
        m_heading->setText(m_project ? tr("No question selected") : tr("No project open"));
        for (QLabel* label :
             {m_question, m_groundTruth, m_status, m_origin, m_generator, m_sourceChunk, m_goldSummary})
            label->clear();
        return;
    }
    m_heading->setText(question->externalId);
    m_question->setText(question->text);
    m_groundTruth->setText(question->groundTruth.isEmpty() ? tr("(none)") : question->groundTruth);
    const QColor colour = QuestionTableModel::statusColour(question->status);
    m_status->setText(
        QStringLiteral("<span style=\"color:%1\">&#9679;</span> %2")
            .arg(colour.name(), QuestionTableModel::statusLabel(question->status).toHtmlEscaped()));
    m_origin->setText(QuestionTableModel::originLabel(question->origin));
    m_generator->setText(question->generatorModel.isEmpty() ? tr("(none)") : question->generatorModel);
    QString source = tr("(none)");
    if (question->sourceChunkId)
        if (auto chunk = m_project->corpus().chunkById(*question->sourceChunkId))
            source = chunk->externalId;
    m_sourceChunk->setText(source);
    int relevant = 0;
    for (int row = 0; row < m_goldModel->rowCount(); ++row)
        relevant += m_goldModel->goldAt(row).relevant() ? 1 : 0;
    m_goldSummary->setText(m_goldModel->rowCount() == 0
                               ? tr("No chunk is labelled for this question yet.")
                               : tr("%1 labelled chunk(s), %2 gold (gold grade 1 or more):")
                                     .arg(m_goldModel->rowCount())
                                     .arg(relevant));
}

QString QuestionDetailView::questionText() const
{
    return m_question->text();
}

QString QuestionDetailView::groundTruthText() const
{
    return m_groundTruth->text();
}

QString QuestionDetailView::chunkText() const
{
    return m_chunkText->toPlainText();
}

void QuestionDetailView::showGoldChunk(const QModelIndex& current)
{
    m_chunkText->clear();
    if (!m_project || !current.isValid())
        return;
    if (auto chunk = m_project->corpus().chunkById(m_goldModel->chunkIdAt(current.row())))
        m_chunkText->setPlainText(chunk->stub ? tr("(the text of %1 is not imported)").arg(chunk->externalId)
                                              : chunk->text);
}

} // namespace goldset::ui
