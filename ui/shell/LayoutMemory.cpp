#include "shell/LayoutMemory.h"

#include <QMainWindow>
#include <QSettings>
#include <QSplitter>
#include <QStringList>

namespace goldset::ui::layout {

namespace {

// "labellingPage/labellingDocks"; empty when the widget or an ancestor below root has no name.
QString keyOf(const QWidget* root, const QObject* object)
{
    QStringList names;
    for (const QObject* node = object; node && node != root; node = node->parent()) {
        if (node->objectName().isEmpty())
            continue; // plain containers (a page's inner QWidget) need no name of their own
        names.prepend(node->objectName());
    }
    if (object->objectName().isEmpty())
        return {};
    return QStringLiteral("layout/") + names.join(QLatin1Char('/'));
}

// The inner main windows only: root itself keeps its own state elsewhere.
QList<QMainWindow*> innerWindows(const QWidget* root)
{
    QList<QMainWindow*> windows = root->findChildren<QMainWindow*>();
    windows.removeAll(qobject_cast<QMainWindow*>(const_cast<QWidget*>(root)));
    return windows;
}

} // namespace

void save(const QWidget* root, QSettings& settings)
{
    for (const QSplitter* splitter : root->findChildren<QSplitter*>())
        if (const QString key = keyOf(root, splitter); !key.isEmpty())
            settings.setValue(key, splitter->saveState());
    for (const QMainWindow* window : innerWindows(root))
        if (const QString key = keyOf(root, window); !key.isEmpty())
            settings.setValue(key, window->saveState());
}

void restore(QWidget* root, const QSettings& settings)
{
    for (QSplitter* splitter : root->findChildren<QSplitter*>())
        if (const QString key = keyOf(root, splitter); !key.isEmpty() && settings.contains(key))
            splitter->restoreState(settings.value(key).toByteArray());
    for (QMainWindow* window : innerWindows(root))
        if (const QString key = keyOf(root, window); !key.isEmpty() && settings.contains(key))
            window->restoreState(settings.value(key).toByteArray());
}

} // namespace goldset::ui::layout
