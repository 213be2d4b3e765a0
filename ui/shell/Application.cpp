#include "shell/Application.h"

#include "preferences/Appearance.h"

#include <QApplication>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace goldset::ui {

void setUpApplication(QApplication& app)
{
    QApplication::setApplicationName(QStringLiteral("Goldset"));
    QApplication::setOrganizationName(QStringLiteral("Goldset"));
    QApplication::setApplicationVersion(QStringLiteral(GOLDSET_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("goldset"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/goldset.svg")));

    const QString setting = QSettings().value(QStringLiteral("language")).toString();
    const QLocale locale = setting.isEmpty() ? QLocale::system() : QLocale(setting);
    auto* qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qtTranslator);
    // Any language without its own file (English, the C locale, French...) gets the English
    // plural forms, so that "%n run(s)" reads "1 run" and "3 runs".
    auto* translator = new QTranslator(&app);
    if (translator->load(locale, QStringLiteral("goldset"), QStringLiteral("_"), QStringLiteral(":/i18n")) ||
        translator->load(QStringLiteral("goldset_en"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(translator);
    // Theme and font size of the preferences (the first call also remembers the platform's look).
    appearance::apply(AppearancePreferences::load());
}

} // namespace goldset::ui
