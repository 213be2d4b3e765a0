// Every control a keyboard or screen-reader user can reach has a name, on every page of the
// window with the demo project open; and Tab walks each page's controls in reading order
// (top to bottom, then left to right), never jumping back up.
#include "common/FieldLabel.h"
#include "demo/DemoProject.h"
#include "shell/MainWindow.h"
#include "shell/Page.h"

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset;

class TestAccessibility : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void labelTextBecomesTheName();
    void everyFocusableControlHasAName();
    void tabOrderFollowsReadingOrder();

private:
    static bool isInternalPart(const QWidget* widget, const QWidget* page);
    static QList<QWidget*> focusableControls(const QWidget* page);
    static QString describe(const QWidget* widget);
    QTemporaryDir m_dir;
    QString m_path;
};

void TestAccessibility::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("GoldsetTest"));
    QApplication::setApplicationName(QStringLiteral("tst_accessibility"));
    QSettings().clear();
    m_path = m_dir.filePath(QStringLiteral("demo.goldset"));
    QVERIFY(demo::writeDemoProject(m_path).ok());
}

void TestAccessibility::labelTextBecomesTheName()
{
    QCOMPARE(ui::accessibleNameFromLabel(QStringLiteral("&Pool depth:")), QStringLiteral("Pool depth"));
    QCOMPARE(ui::accessibleNameFromLabel(QStringLiteral("Q&&A:")), QStringLiteral("Q&A"));
    QCOMPARE(ui::accessibleNameFromLabel(QStringLiteral("注释者：")), QStringLiteral("注释者"));
    QWidget parent;
    auto* field = new QComboBox(&parent);
    QLabel* label = ui::fieldLabel(QStringLiteral("&Status:"), field, &parent);
    QCOMPARE(label->buddy(), field);
    QCOMPARE(field->accessibleName(), QStringLiteral("Status"));
}

// The line edit inside a spin box or an editable combo box, and the like, are announced as
// part of their owner; so is the viewport of a scroll area.
bool TestAccessibility::isInternalPart(const QWidget* widget, const QWidget* page)
{
    // A chart's or a table's viewport takes focus on behalf of its view, which carries the name.
    if (auto* area = qobject_cast<const QAbstractScrollArea*>(widget->parentWidget());
        area && area->viewport() == widget)
        return true;
    for (const QWidget* up = widget->parentWidget(); up && up != page; up = up->parentWidget())
        if (qobject_cast<const QAbstractSpinBox*>(up) || qobject_cast<const QComboBox*>(up))
            return true;
    return false;
}

QString TestAccessibility::describe(const QWidget* widget)
{
    QString name = widget->objectName();
    for (const QWidget* up = widget->parentWidget(); name.isEmpty() && up; up = up->parentWidget())
        if (!up->objectName().isEmpty())
            name = QStringLiteral("in ") + up->objectName();
    return QStringLiteral("%1 (%2)").arg(name, QString::fromLatin1(widget->metaObject()->className()));
}

QList<QWidget*> TestAccessibility::focusableControls(const QWidget* page)
{
    QList<QWidget*> controls;
    for (QWidget* widget : page->findChildren<QWidget*>()) {
        if (!widget->isVisible() || !widget->isEnabled())
            continue;
        if (!(widget->focusPolicy() & Qt::TabFocus) || isInternalPart(widget, page))
            continue;
        controls.append(widget);
    }
    return controls;
}

void TestAccessibility::everyFocusableControlHasAName()
{
    ui::MainWindow window;
    QVERIFY(window.openProject(m_path));
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList unnamed;
    for (ui::Page* page : window.pages()) {
        window.showPage(page);
        QTest::qWait(50);
        const QList<QWidget*> controls = focusableControls(page);
        QVERIFY2(!controls.isEmpty(), qPrintable(page->objectName()));
        for (QWidget* widget : controls) {
            QAccessibleInterface* accessible = QAccessible::queryAccessibleInterface(widget);
            QVERIFY(accessible);
            if (accessible->text(QAccessible::Name).trimmed().isEmpty())
                unnamed << QStringLiteral("%1: %2").arg(page->objectName(), describe(widget));
        }
    }
    QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral(", "))));
}

void TestAccessibility::tabOrderFollowsReadingOrder()
{
    ui::MainWindow window;
    QVERIFY(window.openProject(m_path));
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    for (ui::Page* page : window.pages()) {
        window.showPage(page);
        QTest::qWait(50);
        const QList<QWidget*> controls = focusableControls(page);
        // Start at the first control of the page in its chain and walk the chain once round.
        QWidget* start = nullptr;
        for (QWidget* w = page->nextInFocusChain(); w && w != page; w = w->nextInFocusChain())
            if (controls.contains(w)) {
                start = w;
                break;
            }
        QVERIFY2(start, qPrintable(page->objectName()));
        QList<QWidget*> visited;
        for (QWidget* w = start; w && !visited.contains(w); w = w->nextInFocusChain())
            if (controls.contains(w))
                visited.append(w);
        // Every control is reached by Tab.
        QCOMPARE(visited.size(), controls.size());
        // A control that starts below the bottom of the previous one's row never comes before
        // a control wholly above it: the walk may go right and down, or to a new column of the
        // page, but it does not climb back to a row it has left.
        for (qsizetype i = 1; i < visited.size(); ++i) {
            const QRect previous(visited[i - 1]->mapTo(page, QPoint(0, 0)), visited[i - 1]->size());
            const QRect current(visited[i]->mapTo(page, QPoint(0, 0)), visited[i]->size());
            const bool newColumn = current.left() >= previous.right() || current.right() <= previous.left();
            QVERIFY2(
                newColumn || current.bottom() >= previous.top(),
                qPrintable(QStringLiteral("%1: %2 after %3")
                               .arg(page->objectName(), describe(visited[i]), describe(visited[i - 1]))));
        }
    }
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
