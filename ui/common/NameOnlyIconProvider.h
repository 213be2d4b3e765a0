#pragma once

#include <QFileIconProvider>

namespace goldset::ui {

// File icons and type names from the file name alone. Qt's default provider asks the MIME
// database, which reads a file whose name it does not know (a project, its -wal) to guess.
class NameOnlyIconProvider : public QFileIconProvider
{
public:
    using QFileIconProvider::icon;
    QIcon icon(const QFileInfo& info) const override;
    QString type(const QFileInfo& info) const override;
};

} // namespace goldset::ui
