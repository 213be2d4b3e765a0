#include "core/DistinctStrings.h"

#include <QSet>
#include <QTest>
#include <random>

using namespace goldset;

// core::DistinctStrings counts what a QSet<QByteArray> holds, through growth and clear().
class TestDistinctStrings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void countsLikeASet()
    {
        core::DistinctStrings distinct;
        QSet<QByteArray> expected;
        std::mt19937 random(3);
        // 20,000 draws from 6,000 strings of 0 to 40 bytes (the empty one and NUL bytes among
        // them): the table grows from 1,024 slots several times.
        for (int i = 0; i < 20000; ++i) {
            const int n = int(random() % 6000);
            QByteArray text =
                QByteArray::number(n * 7919) + QByteArray(n % 5, '\0') + QByteArray(n % 30, 'x');
            if (n == 0)
                text.clear();
            QCOMPARE(distinct.insert(text), !expected.contains(text));
            expected.insert(text);
        }
        QCOMPARE(distinct.count(), expected.size());
        distinct.clear();
        QCOMPARE(distinct.count(), 0);
        QVERIFY(distinct.insert("again"));
        QVERIFY(!distinct.insert("again"));
        QVERIFY(distinct.insert(""));
        QCOMPARE(distinct.count(), 2);
    }
};

QTEST_GUILESS_MAIN(TestDistinctStrings)
#include "tst_distinct_strings.moc"
