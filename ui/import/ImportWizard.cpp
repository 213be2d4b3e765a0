#include "import/ImportWizard.h"

#include "import/ImportOptionsPage.h"
#include "import/ImportPreviewPage.h"
#include "import/ImportRunPage.h"
#include "import/ImportSourcePage.h"

namespace goldset::ui {

ImportWizard::ImportWizard(ProjectSession* session, const QStringList& paths, QWidget* parent)
    : QWizard(parent), m_session(session)
{
    setObjectName(QStringLiteral("importWizard"));
    setWindowTitle(tr("Import"));
    setWizardStyle(QWizard::ModernStyle);
    setOption(QWizard::NoBackButtonOnLastPage);
    setOption(QWizard::NoCancelButtonOnLastPage);
    setPage(SourcePageId, new ImportSourcePage(this, paths));
    setPage(OptionsPageId, new ImportOptionsPage(this));
    setPage(PreviewPageId, new ImportPreviewPage(this));
    setPage(RunPageId, new ImportRunPage(this));
    resize(820, 560);
}

} // namespace goldset::ui
