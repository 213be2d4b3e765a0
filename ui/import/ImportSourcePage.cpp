#include "import/ImportSourcePage.h"

#include "common/FileDialogs.h"
#include "import/ImportWizard.h"
#include "io/FormatDetection.h"

#include <QComboBox>
#include <QDir>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace goldset::ui {

ImportSourcePage::ImportSourcePage(ImportWizard* wizard, const QStringList& paths) : m_wizard(wizard)
{
    setTitle(tr("Files to import"));
    setSubTitle(tr("Documents for the corpus, question sets from RAGAS, DeepEval, LlamaIndex or BEIR, TREC "
                   "qrels and runs, Goldset runs, or CSV."));

    m_files = new QListWidget(this);
    m_files->setObjectName(QStringLiteral("importFiles"));
    m_files->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_files->setAccessibleName(tr("Files to import"));
    auto* addFilesButton = new QPushButton(tr("Add &Files..."), this);
    auto* addFolderButton = new QPushButton(tr("Add F&older..."), this);
    auto* removeButton = new QPushButton(tr("&Remove"), this);
    connect(addFilesButton, &QPushButton::clicked, this, &ImportSourcePage::addFiles);
    connect(addFolderButton, &QPushButton::clicked, this, &ImportSourcePage::addFolder);
    connect(removeButton, &QPushButton::clicked, this, &ImportSourcePage::removeSelected);

    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("importFormat"));
    m_format->addItem(tr("(choose a format)"), QString());
    for (const QString& format : io::importFormats())
        m_format->addItem(format, format);
    connect(m_format, &QComboBox::currentIndexChanged, this, &QWizardPage::completeChanged);
    m_reason = new QLabel(this);
    m_reason->setWordWrap(true);

    auto* buttons = new QVBoxLayout;
    buttons->addWidget(addFilesButton);
    buttons->addWidget(addFolderButton);
    buttons->addWidget(removeButton);
    buttons->addStretch();
    auto* filesRow = new QHBoxLayout;
    filesRow->addWidget(m_files, 1);
    filesRow->addLayout(buttons);
    auto* form = new QFormLayout;
    form->addRow(tr("F&ormat:"), m_format);
    form->addRow(QString(), m_reason);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(filesRow, 1);
    layout->addLayout(form);
    addPaths(paths);
}

void ImportSourcePage::addFiles()
{
    addPaths(filedialogs::openFileNames(this, tr("Add Files")));
}

void ImportSourcePage::addFolder()
{
    const QString folder = filedialogs::existingFolder(this, tr("Add Folder"));
    if (!folder.isEmpty())
        addPaths({folder});
}

void ImportSourcePage::removeSelected()
{
    qDeleteAll(m_files->selectedItems());
    guess();
}

void ImportSourcePage::addPaths(const QStringList& paths)
{
    for (const QString& path : paths)
        if (!path.isEmpty() &&
            m_files->findItems(QDir::toNativeSeparators(path), Qt::MatchExactly).isEmpty()) {
            auto* item = new QListWidgetItem(QDir::toNativeSeparators(path), m_files);
            item->setData(Qt::UserRole, path);
        }
    guess();
}

void ImportSourcePage::guess()
{
    QStringList paths;
    for (int i = 0; i < m_files->count(); ++i)
        paths << m_files->item(i)->data(Qt::UserRole).toString();
    const io::FormatGuess guessed = io::guessFormat(paths);
    const int index = m_format->findData(guessed.format);
    if (!guessed.format.isEmpty() && index >= 0)
        m_format->setCurrentIndex(index);
    m_reason->setText(paths.isEmpty()            ? tr("Add files, or drop them on the main window.")
                      : guessed.reason.isEmpty() ? tr("The format could not be guessed; choose it.")
                                                 : tr("Guessed: %1.").arg(guessed.reason));
    Q_EMIT completeChanged();
}

bool ImportSourcePage::isComplete() const
{
    return m_files->count() > 0 && !m_format->currentData().toString().isEmpty();
}

bool ImportSourcePage::validatePage()
{
    io::ImportOptions& options = m_wizard->options();
    options.paths.clear();
    for (int i = 0; i < m_files->count(); ++i)
        options.paths << m_files->item(i)->data(Qt::UserRole).toString();
    options.format = m_format->currentData().toString();
    return true;
}

} // namespace goldset::ui
