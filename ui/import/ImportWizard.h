#pragma once

#include "io/Import.h"

#include <QWizard>

namespace goldset::ui {

class ProjectSession;

// File -> Import...: choose files and the format (guessed), set the options, preview the first
// rows as they will be imported with what will be merged or dropped, then import in the
// background with progress and cancel. Nothing is written before the last page.
class ImportWizard : public QWizard
{
    Q_OBJECT

public:
    enum PageId
    {
        SourcePageId,
        OptionsPageId,
        PreviewPageId,
        RunPageId
    };

    ImportWizard(ProjectSession* session, const QStringList& paths = {}, QWidget* parent = nullptr);

    ProjectSession* session() const { return m_session; }
    io::ImportOptions& options() { return m_options; }

Q_SIGNALS:
    void imported();

private:
    ProjectSession* m_session;
    io::ImportOptions m_options;
};

} // namespace goldset::ui
