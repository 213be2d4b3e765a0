#include "import/ImportExportActions.h"

#include "common/FileDialogs.h"
#include "import/BackgroundExport.h"
#include "import/ImportWizard.h"
#include "io/Export.h"
#include "shell/ProjectSession.h"
#include "storage/Project.h"

#include <QAction>
#include <QInputDialog>

namespace goldset::ui {

ImportExportActions::ImportExportActions(QWidget* window)
    : QObject(window), m_window(window), m_background(new BackgroundExport(window))
{
    connect(m_background, &BackgroundExport::statusMessage, this, &ImportExportActions::statusMessage);
    m_import = new QAction(tr("&Import..."), this);
    m_import->setObjectName(QStringLiteral("importAction"));
    m_import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_import->setStatusTip(tr("Import documents, question sets, labels or runs"));
    connect(m_import, &QAction::triggered, this, [this] { importFiles({}); });
    m_export = new QAction(tr("&Export..."), this);
    m_export->setObjectName(QStringLiteral("exportAction"));
    m_export->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(m_export, &QAction::triggered, this, &ImportExportActions::exportProject);
    setSession(nullptr);
}

void ImportExportActions::setSession(ProjectSession* session)
{
    m_session = session;
    m_import->setEnabled(session != nullptr);
    m_export->setEnabled(session != nullptr);
}

void ImportExportActions::importFiles(const QStringList& paths)
{
    if (!m_session)
        return;
    auto* wizard = new ImportWizard(m_session, paths, m_window);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    wizard->open();
}

void ImportExportActions::exportProject()
{
    if (!m_session)
        return;
    bool ok = false;
    const QString format =
        QInputDialog::getItem(m_window, tr("Export"), tr("Format:"), io::exportFormats(), 0, false, &ok);
    if (!ok || format.isEmpty())
        return;
    io::ExportOptions options;
    if (format == QLatin1String("trec-run") || format == QLatin1String("goldset-run") ||
        format == QLatin1String("trec-rag")) {
        options.runName =
            QInputDialog::getText(m_window, tr("Export"), tr("Run name:"), QLineEdit::Normal, {}, &ok);
        if (!ok || options.runName.isEmpty())
            return;
    }
    const QString path = filedialogs::saveFileName(m_window, tr("Export as %1").arg(format));
    if (path.isEmpty())
        return;
    m_background->start(m_session->project().path(), format, path, options);
}

} // namespace goldset::ui
