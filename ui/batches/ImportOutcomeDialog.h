#pragma once

#include "batch/BatchPackage.h"

#include <QDialog>

class QTextBrowser;

namespace goldset::ui {

// What importing a returned package did: new labels, changed ones (old -> new), the project's
// newer values that were kept, items outside the assignment; or that nothing changed (the same
// package imported again).
class ImportOutcomeDialog : public QDialog
{
    Q_OBJECT

public:
    ImportOutcomeDialog(const QString& packagePath, const batch::ImportSummary& summary,
                        QWidget* parent = nullptr);

    QString text() const; // plain text, for tests
    static QString describe(const QString& packagePath, const batch::ImportSummary& summary); // HTML

private:
    QTextBrowser* m_text;
};

} // namespace goldset::ui
