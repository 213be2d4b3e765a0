#pragma once

#include <QString>
#include <QStringList>

class QWidget;

namespace goldset::ui::filedialogs {

// Every file dialog of the app. They never open a file to learn what it is: Qt's own dialog
// (and GTK's, in process) sniffs each listed file's type by its content, and closing that
// descriptor drops the POSIX locks SQLite holds on an open project in the same folder (see
// core::ProjectFileRegistry). Types and icons here come from the file name alone.
//
// A name without a folder (or no name) starts in the default folder: the open project's.
void setDefaultFolder(const QString& folder);
QString defaultFolder();

QString openFileName(QWidget* parent, const QString& caption, const QString& start = {},
                     const QString& filter = {});
QStringList openFileNames(QWidget* parent, const QString& caption, const QString& start = {},
                          const QString& filter = {});
// The filter the user chose is stored in *selectedFilter when given.
QString saveFileName(QWidget* parent, const QString& caption, const QString& start = {},
                     const QString& filter = {}, QString* selectedFilter = nullptr);
QString existingFolder(QWidget* parent, const QString& caption, const QString& start = {});

} // namespace goldset::ui::filedialogs
