#include "batches/AgreementPanel.h"

#include "batches/AgreementText.h"
#include "batches/ConfusionMatrixModel.h"
#include "batches/PairwiseAgreementModel.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace goldset::ui {

AgreementPanel::AgreementPanel(QWidget* parent)
    : QWidget(parent), m_pairwise(new PairwiseAgreementModel(this)),
      m_confusion(new ConfusionMatrixModel(this)), m_empty(new QLabel(this)),
      m_pairView(new QTableView(this)), m_pairTitle(new QLabel(this)), m_matrixView(new QTableView(this)),
      m_summary(new QTextBrowser(this))
{
    m_empty->setObjectName(QStringLiteral("agreementEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setTextFormat(Qt::PlainText);
    m_pairView->setObjectName(QStringLiteral("agreementPairs"));
    m_pairView->setAccessibleName(tr("Cohen's kappa per pair of annotators"));
    m_pairView->setModel(m_pairwise);
    m_pairView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_pairView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_pairView->verticalHeader()->hide();
    m_pairView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_pairView->horizontalHeader()->setStretchLastSection(true);
    m_matrixView->setObjectName(QStringLiteral("agreementConfusion"));
    m_matrixView->setAccessibleName(tr("Confusion matrix of the selected pair"));
    m_matrixView->setModel(m_confusion);
    m_matrixView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_matrixView->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_pairTitle->setObjectName(QStringLiteral("agreementPairTitle"));
    m_pairTitle->setTextFormat(Qt::PlainText);
    m_pairTitle->setWordWrap(true); // else its one long line decides the matrix's minimum width
    m_summary->setObjectName(QStringLiteral("agreementSummary"));
    m_summary->setAccessibleName(tr("Agreement over all annotators"));
    m_summary->setFocusPolicy(Qt::ClickFocus);

    auto* matrix = new QWidget(this);
    auto* matrixLayout = new QVBoxLayout(matrix);
    matrixLayout->setContentsMargins(0, 0, 0, 0);
    matrixLayout->addWidget(m_pairTitle);
    matrixLayout->addWidget(m_matrixView, 1);

    auto* lower = new QSplitter(Qt::Horizontal, this);
    lower->setObjectName(QStringLiteral("agreementLowerSplitter"));
    lower->addWidget(m_summary);
    lower->addWidget(matrix);
    lower->setStretchFactor(0, 3);
    lower->setStretchFactor(1, 2);
    lower->setSizes({400, 260}); // the matrix of four grades fits in 260 pixels

    auto* split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("agreementSplitter"));
    split->addWidget(m_pairView);
    split->addWidget(lower);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    split->setSizes({140, 420}); // a few pairs; the summary and the matrix need the room

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_empty);
    layout->addWidget(split, 1);

    connect(m_pairView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { showPair(current.row()); });
    setReport(std::nullopt, {}, QString());
}

AgreementPanel::~AgreementPanel() = default;

void AgreementPanel::setReport(std::optional<agreement::AgreementReport> report,
                               const QStringList& categoryNames, const QString& emptyMessage)
{
    // The models point into the report: detach them before it changes.
    m_confusion->setPair(nullptr, {});
    m_pairwise->setReport(nullptr);
    m_report = std::move(report);
    m_categoryNames = categoryNames;
    m_pairwise->setReport(m_report ? &*m_report : nullptr);
    const bool empty = !m_report || m_report->pairwise.isEmpty();
    m_empty->setText(emptyMessage);
    m_empty->setVisible(empty && !emptyMessage.isEmpty());
    updateSummary();
    if (!empty)
        m_pairView->setCurrentIndex(m_pairwise->index(0, 0));
    else
        showPair(-1);
}

void AgreementPanel::showPair(int row)
{
    if (!m_report || row < 0 || row >= m_report->pairwise.size()) {
        m_confusion->setPair(nullptr, {});
        m_pairTitle->setText(tr("Select a pair to see its confusion matrix."));
        return;
    }
    const agreement::PairwiseAgreement& pair = m_report->pairwise.at(row);
    m_confusion->setPair(&pair, m_categoryNames);
    m_pairTitle->setText(tr("Confusion matrix of %1 (rows) and %2 (columns); shared items: %3")
                             .arg(pair.a, pair.b)
                             .arg(pair.kappa.n));
}

void AgreementPanel::updateSummary()
{
    if (!m_report) {
        m_summary->clear();
        return;
    }
    const agreement::AgreementReport& r = *m_report;
    // The items of the report and a pair's n differ: a pair counts only the items both rated.
    QString html = QStringLiteral("<p>") +
                   tr("%1 items rated by %2 annotators: %3. A pair's n counts only the items both of "
                      "them rated.")
                       .arg(r.items)
                       .arg(r.annotators.size())
                       .arg(r.annotators.join(QStringLiteral(", ")).toHtmlEscaped()) +
                   QStringLiteral("</p>");
    // One line per statistic: the name, the value in bold, and a note where one helps.
    auto row = [&html](const QString& name, const QString& value, const QString& note = {}) {
        html += QStringLiteral("<div>%1: <b>%2</b>%3</div>")
                    .arg(name.toHtmlEscaped(), value.toHtmlEscaped(),
                         note.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(note.toHtmlEscaped()));
    };
    if (r.annotators.size() >= 3)
        row(tr("Fleiss' κ"), agreementNumber(r.fleissKappa),
            tr("%1 items rated by everyone; %2")
                .arg(r.fleissItems)
                .arg(agreement::landisKochBand(r.fleissKappa)));
    else
        row(tr("Fleiss' κ"), tr("undefined"), tr("needs three or more annotators"));
    row(tr("Krippendorff's α (nominal)"), agreementNumber(r.alphaNominal));
    if (r.integerCategories) {
        row(tr("Krippendorff's α (ordinal)"), agreementNumber(r.alphaOrdinal));
        row(tr("Krippendorff's α (interval)"), agreementNumber(r.alphaInterval));
    }
    html += QStringLiteral("<p><b>%1</b></p>").arg(tr("Specific agreement per category").toHtmlEscaped());
    for (qsizetype c = 0; c < r.specific.size(); ++c)
        row(m_categoryNames.value(c, r.categories.value(c)), agreementNumber(r.specific.at(c)));
    m_summary->setHtml(html);
}

QString AgreementPanel::summaryText() const
{
    return m_summary->toPlainText();
}

} // namespace goldset::ui
