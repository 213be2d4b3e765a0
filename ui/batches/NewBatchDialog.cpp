#include "batches/NewBatchDialog.h"

#include "common/ThemeColours.h"
#include "storage/AnnotatorStore.h"
#include "storage/BatchStore.h"
#include "storage/Project.h"
#include "storage/RunStore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

namespace goldset::ui {
namespace {

const QString kAllQuestions = QStringLiteral("all");

} // namespace

NewBatchDialog::NewBatchDialog(storage::Project& project, QWidget* parent)
    : QDialog(parent), m_project(project), m_plan(makeError(QString())), m_name(new QLineEdit(this)),
      m_kind(new QComboBox(this)), m_selection(new QComboBox(this)), m_run(new QComboBox(this)),
      m_size(new QSpinBox(this)), m_strategy(new QComboBox(this)), m_seed(new QSpinBox(this)),
      m_overlap(new QSpinBox(this)), m_annotators(new QListWidget(this)), m_preview(new QTextBrowser(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("New Batch"));
    setObjectName(QStringLiteral("newBatchDialog"));
    m_name->setObjectName(QStringLiteral("batchName"));
    m_name->setText(tr("batch %1").arg(storage::BatchStore(project.connection()).all().size() + 1));
    m_kind->setObjectName(QStringLiteral("batchKind"));
    m_kind->addItem(tr("Relevance labelling (questions)"), QStringLiteral("relevance"));
    m_kind->addItem(tr("Verdict review (claims of a run)"), QStringLiteral("claims"));
    m_selection->setObjectName(QStringLiteral("batchSelection"));
    m_run->setObjectName(QStringLiteral("batchRun"));
    for (const Run& run : project.runs().runs())
        m_run->addItem(run.name, run.name);
    m_run->setCurrentIndex(m_run->count() - 1); // the latest run
    m_size->setObjectName(QStringLiteral("batchSize"));
    m_size->setRange(0, 1000000);
    m_size->setSpecialValueText(tr("every eligible item"));
    m_size->setValue(20);
    m_strategy->setObjectName(QStringLiteral("batchStrategy"));
    m_seed->setObjectName(QStringLiteral("batchSeed"));
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(1);
    auto* dice = new QToolButton(this);
    dice->setText(tr("New Seed"));
    dice->setAccessibleName(tr("Draw a new seed"));
    m_overlap->setObjectName(QStringLiteral("batchOverlap"));
    m_overlap->setRange(1, 1);
    m_overlap->setToolTip(tr("How many annotators get each item; 2 or more where agreement is wanted"));
    m_annotators->setObjectName(QStringLiteral("batchAnnotators"));
    m_annotators->setAccessibleName(tr("Annotators of the batch"));
    for (const Annotator& a : project.annotators().all())
        if (a.kind == AnnotatorKind::Person) {
            auto* item = new QListWidgetItem(a.name, m_annotators);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
        }
    m_annotators->setMaximumHeight(120);
    m_preview->setObjectName(QStringLiteral("batchPreview"));
    m_preview->setAccessibleName(tr("Preview of the batch"));
    m_preview->setFocusPolicy(Qt::ClickFocus);

    auto* seedRow = new QHBoxLayout;
    seedRow->addWidget(m_seed, 1);
    seedRow->addWidget(dice);
    auto* form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(tr("&Take:"), m_selection);
    form->addRow(tr("&Run:"), m_run);
    form->addRow(tr("&Size:"), m_size);
    form->addRow(tr("&Pick:"), m_strategy);
    auto* seedLabel = new QLabel(tr("S&eed:"));
    seedLabel->setBuddy(m_seed); // a row of widgets gets no buddy by itself
    form->addRow(seedLabel, seedRow);
    form->addRow(tr("&Overlap:"), m_overlap);
    form->addRow(tr("&Annotators:"), m_annotators);
    m_blind = new QCheckBox(tr("&Blind: annotators see neither each other's grades nor the judge's verdicts"),
                            this);
    m_blind->setObjectName(QStringLiteral("batchBlind"));
    m_blind->setChecked(true);
    m_blind->setVisible(project.database().isServer());
    form->addRow(QString(), m_blind);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Preview:"), this));
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_buttons);
    resize(560, 640);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &NewBatchDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &NewBatchDialog::reject);
    connect(dice, &QToolButton::clicked, this,
            [this] { m_seed->setValue(int(QRandomGenerator::global()->bounded(1, 1000000))); });
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        updateChoices();
        replan();
    });
    for (QComboBox* combo : {m_selection, m_run, m_strategy})
        connect(combo, &QComboBox::currentIndexChanged, this, &NewBatchDialog::replan);
    for (QSpinBox* spin : {m_size, m_seed, m_overlap})
        connect(spin, &QSpinBox::valueChanged, this, &NewBatchDialog::replan);
    connect(m_overlap, &QSpinBox::valueChanged, this, [this] { m_overlapChosen = true; });
    connect(m_name, &QLineEdit::textChanged, this, &NewBatchDialog::replan);
    connect(m_annotators, &QListWidget::itemChanged, this, &NewBatchDialog::replan);
    updateChoices();
    replan();
}

NewBatchDialog::~NewBatchDialog() = default;

void NewBatchDialog::updateChoices()
{
    const bool claims = m_kind->currentData().toString() == QLatin1String("claims");
    {
        const QSignalBlocker block(m_selection);
        m_selection->clear();
        if (claims) {
            m_selection->addItem(tr("Claims of the run"), QString());
        } else {
            m_selection->addItem(tr("All questions (not rejected)"), kAllQuestions);
            m_selection->addItem(tr("Accepted questions"), toString(QuestionStatus::Accepted));
            m_selection->addItem(tr("Draft questions"), toString(QuestionStatus::Draft));
        }
        m_selection->setEnabled(!claims);
    }
    const QSignalBlocker block(m_strategy);
    m_strategy->clear();
    m_strategy->addItem(tr("Random"), QStringLiteral("random"));
    if (!claims)
        m_strategy->addItem(tr("Stratified by document"), QStringLiteral("by-document"));
    // The planner knows a failing metric only through a run: no relevant chunk in the top 10 for
    // questions, the judge's unsupported and contradicted verdicts for claims.
    m_strategy->addItem(claims ? tr("Doubtful verdicts first (unsupported, contradicted)")
                               : tr("Failing first (no relevant chunk in the run's top 10)"),
                        QStringLiteral("by-failing"));
}

batch::BatchRequest NewBatchDialog::request() const
{
    batch::BatchRequest request;
    request.name = m_name->text().trimmed();
    request.kind = m_kind->currentData().toString();
    for (int row = 0; row < m_annotators->count(); ++row)
        if (m_annotators->item(row)->checkState() == Qt::Checked)
            request.annotators.append(m_annotators->item(row)->text());
    request.size = m_size->value();
    request.overlap = m_overlap->value();
    request.seed = quint64(m_seed->value());
    request.blind = m_blind->isChecked();
    request.strategy = m_strategy->currentData().toString();
    const bool needsRun =
        request.kind == QLatin1String("claims") || request.strategy == QLatin1String("by-failing");
    request.runName = needsRun ? m_run->currentData().toString() : QString();
    if (request.kind == QLatin1String("relevance") && m_selection->currentData().toString() != kAllQuestions)
        request.questionStatus = questionStatusFromString(m_selection->currentData().toString());
    return request;
}

void NewBatchDialog::setAnnotatorChecked(const QString& name, bool checked)
{
    for (int row = 0; row < m_annotators->count(); ++row)
        if (m_annotators->item(row)->text() == name)
            m_annotators->item(row)->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
}

void NewBatchDialog::replan()
{
    const batch::BatchRequest r = request();
    const bool needsRun = r.kind == QLatin1String("claims") || r.strategy == QLatin1String("by-failing");
    m_run->setEnabled(needsRun);
    {
        const QSignalBlocker block(m_overlap);
        m_overlap->setRange(1, std::max<int>(1, int(r.annotators.size())));
        // Two annotators per item unless chosen otherwise: with one, nobody shares an item and
        // no agreement can be measured.
        if (!m_overlapChosen)
            m_overlap->setValue(std::min<int>(2, std::max<int>(1, int(r.annotators.size()))));
    }
    const batch::BatchRequest checked = request();
    if (checked.annotators.isEmpty())
        m_plan = makeError(tr("Tick the annotators who get this batch."));
    else if (needsRun && m_run->count() == 0)
        m_plan = makeError(tr("This needs a run, and the project has none yet."));
    else
        m_plan = batch::planBatch(m_project, checked);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_plan.ok());
    if (!m_plan) {
        m_preview->setHtml(
            QStringLiteral("<p style=\"color:%1\">%2</p>")
                .arg(ThemeColours().errorText().name(), m_plan.error().message.toHtmlEscaped()));
        return;
    }
    const batch::PlanSummary summary = batch::summarize(*m_plan);
    const QStringList& names = checked.annotators;
    QString html =
        QStringLiteral("<p>%1</p><table border=\"1\" cellspacing=\"0\" cellpadding=\"4\"><tr><th></th>")
            .arg(tr("%1 items; annotators per item: %2. The diagonal is each annotator's "
                    "items, the other cells the items a pair shares.")
                     .arg(m_plan->items.size())
                     .arg(checked.overlap)
                     .toHtmlEscaped());
    for (const QString& name : names)
        html += QStringLiteral("<th>%1</th>").arg(name.toHtmlEscaped());
    html += QStringLiteral("</tr>");
    for (qsizetype a = 0; a < names.size(); ++a) {
        html += QStringLiteral("<tr><th>%1</th>").arg(names[a].toHtmlEscaped());
        for (qsizetype b = 0; b < names.size(); ++b)
            html += QStringLiteral("<td align=\"right\">%1%2%3</td>")
                        .arg(a == b ? QStringLiteral("<b>") : QString())
                        .arg(summary.sharedItems.value(a).value(b))
                        .arg(a == b ? QStringLiteral("</b>") : QString());
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    m_preview->setHtml(html);
}

QString NewBatchDialog::previewText() const
{
    return m_preview->toPlainText();
}

void NewBatchDialog::accept()
{
    replan();
    if (m_plan)
        QDialog::accept();
}

} // namespace goldset::ui
